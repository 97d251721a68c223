import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_SALES_FILTER,
  isRangeReversed,
  isSalesDay,
  isSalesFiltered,
  readSalesFilter,
  readSalesPage,
  type SalesFilter,
  withSalesFilter,
} from '@/features/orders/lib/sales-rules';

/** How long the search field waits for the typing to stop before asking the server. */
export const SALES_SEARCH_DELAY_MS = 300;

/**
 * The sales report's filters, kept in the address. `draft` is what the fields show while it is typed: the
 * search waits for a pause, a day for a whole date.
 */
export function useSalesFilter() {
  const [params, setParams] = useSearchParams();
  const page = readSalesPage(params);
  const filter = useMemo(() => readSalesFilter(params), [params]);
  const filtered = isSalesFiltered(filter);
  const reversed = isRangeReversed(filter);
  const query = useMemo(
    () => ({
      q: filter.q || undefined,
      method: filter.method || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
    }),
    [filter],
  );

  const [draft, setDraft] = useState({ q: filter.q, from: filter.from, to: filter.to });
  useEffect(() => {
    setDraft((current) => (current.q.trim() === filter.q ? current : { ...current, q: filter.q }));
  }, [filter.q]);
  useEffect(() => setDraft((current) => ({ ...current, from: filter.from })), [filter.from]);
  useEffect(() => setDraft((current) => ({ ...current, to: filter.to })), [filter.to]);

  const apply = useCallback(
    (patch: Partial<SalesFilter>, options?: { replace?: boolean }) =>
      setParams((current) => withSalesFilter(current, { ...readSalesFilter(current), ...patch }), options),
    [setParams],
  );

  useEffect(() => {
    const q = draft.q.trim();
    if (q === filter.q) return;
    const timer = window.setTimeout(() => apply({ q }, { replace: true }), SALES_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft.q, filter.q, apply]);

  const setSearch = (q: string) => setDraft((current) => ({ ...current, q }));

  const setDay = (key: 'from' | 'to', value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A half-typed date (the year still being entered) stays in the field until it is a real day.
    if (value === '' || isSalesDay(value)) apply({ [key]: value });
  };

  const reset = () => {
    setDraft({ q: '', from: '', to: '' });
    apply(EMPTY_SALES_FILTER);
  };

  return { page, filter, filtered, reversed, query, draft, setSearch, setDay, apply, reset };
}
