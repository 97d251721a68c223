import {
  SUPPORT_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SEARCH_MAX,
} from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, InputField, SelectField } from '@/components/ui/field';
import type { InboxFilters as Filters } from '@/features/support/api/inbox';

/** Typing waits this long before the list asks the server again. */
export const INBOX_SEARCH_DELAY_MS = 350;

/** Status, type, priority, "assigned to me" and a search over reference, subject and sender. */
export function InboxFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q ?? '');

  // The search box follows the address when it changes from elsewhere (back button, a shared link), and
  // keeps what is being typed (a trailing space) when the address only caught up with it.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === (filters.q ?? '') ? typed : (filters.q ?? '')));
  }, [filters.q]);

  useEffect(() => {
    const q = search.trim() || undefined;
    if (q === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q, page: undefined }),
      INBOX_SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);

  const set = (patch: Filters) => onChange({ ...filters, ...patch, page: undefined });

  return (
    <form
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <InputField
        containerClassName="col-span-2 lg:col-span-1"
        label={t('support.filters.search')}
        placeholder={t('support.filters.searchHint')}
        type="search"
        maxLength={SUPPORT_SEARCH_MAX}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('support.filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => set({ status: (event.target.value || undefined) as Filters['status'] })}
      >
        <option value="">{t('support.filters.allStatuses')}</option>
        {SUPPORT_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`support.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('support.filters.type')}
        value={filters.type ?? ''}
        onChange={(event) => set({ type: (event.target.value || undefined) as Filters['type'] })}
      >
        <option value="">{t('support.filters.allTypes')}</option>
        {SUPPORT_REQUEST_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`support.type.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('support.filters.priority')}
        value={filters.priority ?? ''}
        onChange={(event) => set({ priority: (event.target.value || undefined) as Filters['priority'] })}
      >
        <option value="">{t('support.filters.allPriorities')}</option>
        {SUPPORT_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {t(`support.priority.${priority}`)}
          </option>
        ))}
      </SelectField>
      <Checkbox
        className="h-10 self-end"
        label={t('support.filters.mine')}
        checked={filters.assignee === 'me'}
        onChange={(event) => set({ assignee: event.target.checked ? 'me' : undefined })}
      />
    </form>
  );
}
