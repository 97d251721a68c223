import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthorListFilters } from '../api/author-records';

/** The directory's search and page, kept in the address so a list can be shared and survives a reload. */
export function useAuthorListFilters(): [AuthorListFilters, (next: AuthorListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AuthorListFilters>(() => {
    const page = Number(params.get('page'));
    return {
      q: params.get('q')?.trim().slice(0, 100) || undefined,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);
  const setFilters = useCallback(
    (next: AuthorListFilters) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}
