import { SALES_METHOD_GROUPS, type SalesMethodGroup } from '@pustaka/contract';

/** What the admin narrows the sales report to; the server applies it to every paid order. */
export interface SalesFilter {
  /** Matches the order code, the product, and the buyer's or seller's name or email. */
  q: string;
  /** A payment method group, or '' for every method. */
  method: SalesMethodGroup | '';
  /** Inclusive calendar days, yyyy-mm-dd in Asia/Jakarta, or ''. */
  from: string;
  to: string;
}

export const EMPTY_SALES_FILTER: SalesFilter = { q: '', method: '', from: '', to: '' };

/** The days the server accepts: a real calendar day from 2000 to 2999. */
export function isSalesDay(value: string): boolean {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isMethod(value: string): value is SalesMethodGroup {
  return (SALES_METHOD_GROUPS as readonly string[]).includes(value);
}

/** The filter kept in the address; anything the server would refuse is left out. */
export function readSalesFilter(params: URLSearchParams): SalesFilter {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isSalesDay(value) ? value : '';
  };
  const method = params.get('method') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    method: isMethod(method) ? method : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The page kept in the address: 1 unless a whole number above it. */
export function readSalesPage(params: URLSearchParams): number {
  const requested = Number(params.get('page'));
  return Number.isInteger(requested) && requested > 1 ? requested : 1;
}

/** The address for a changed filter: empty fields leave it, and the list starts again at page 1. */
export function withSalesFilter(params: URLSearchParams, filter: SalesFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['q', 'method', 'from', 'to'] as const) {
    const value = filter[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

export function isSalesFiltered(filter: SalesFilter): boolean {
  return Boolean(filter.q || filter.method || filter.from || filter.to);
}

/** An end day before the start day: the server refuses it, so the page asks for a fix instead. */
export function isRangeReversed(filter: Pick<SalesFilter, 'from' | 'to'>): boolean {
  return Boolean(filter.from && filter.to && filter.from > filter.to);
}

/** Revenue per sale, in whole rupiah; 0 when nothing was sold. */
export function averageSale(totals: { revenue: number; sales: number }): number {
  return totals.sales > 0 ? Math.round(totals.revenue / totals.sales) : 0;
}
