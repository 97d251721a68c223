import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SearchAndPage = { q?: string; page: number };

/**
 * A list's search text and page, kept in the address (`?q=&page=`) so a list can be shared and survives a
 * reload. `maxPage` bounds what the address may ask for; `replace` keeps typing out of the history.
 */
export function useSearchAndPage(
  options: { maxPage?: number; replace?: boolean } = {},
): [SearchAndPage, (next: SearchAndPage) => void] {
  const { maxPage = Number.POSITIVE_INFINITY, replace = false } = options;
  const [params, setParams] = useSearchParams();
  const filters = useMemo<SearchAndPage>(() => {
    const page = Number(params.get('page'));
    return {
      q: params.get('q')?.trim().slice(0, 100) || undefined,
      page: Number.isInteger(page) && page > 1 && page <= maxPage ? page : 1,
    };
  }, [params, maxPage]);
  const setFilters = useCallback(
    (next: SearchAndPage) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace });
    },
    [setParams, replace],
  );
  return [filters, setFilters];
}
