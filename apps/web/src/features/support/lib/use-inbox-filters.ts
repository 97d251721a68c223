import {
  SUPPORT_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SEARCH_MAX,
} from '@pustaka/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InboxFilters } from '@/features/support/api/inbox';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

/** Reads the inbox filters from an address's query; anything unknown is dropped, not sent on. */
export function inboxFiltersFrom(params: URLSearchParams): InboxFilters {
  const page = Number(params.get('page'));
  const filters: InboxFilters = {
    status: oneOf(SUPPORT_REQUEST_STATUSES, params.get('status')),
    type: oneOf(SUPPORT_REQUEST_TYPES, params.get('type')),
    priority: oneOf(SUPPORT_PRIORITIES, params.get('priority')),
    assignee: params.get('assignee') === 'me' ? 'me' : undefined,
    q: params.get('q')?.trim().slice(0, SUPPORT_SEARCH_MAX) || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * The inbox filters, kept in the address so a filtered inbox can be shared and survives a reload. A change
 * of any filter but the page goes back to the first page.
 */
export function useInboxFilters(): [InboxFilters, (next: InboxFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => inboxFiltersFrom(params), [params]);
  const setFilters = useCallback(
    (next: InboxFilters) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
        search.set(key, String(value));
      }
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}
