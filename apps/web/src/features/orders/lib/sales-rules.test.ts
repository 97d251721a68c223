import { describe, expect, it } from 'vitest';
import {
  averageSale,
  EMPTY_SALES_FILTER,
  isRangeReversed,
  isSalesDay,
  isSalesFiltered,
  readSalesFilter,
  readSalesPage,
  withSalesFilter,
} from './sales-rules';

const params = (search: string) => new URLSearchParams(search);

describe('isSalesDay', () => {
  it('takes real calendar days from 2000 to 2999', () => {
    expect(isSalesDay('2026-05-31')).toBe(true);
    expect(isSalesDay('2024-02-29')).toBe(true);
    expect(isSalesDay('2026-02-29')).toBe(false);
    expect(isSalesDay('2026-13-01')).toBe(false);
    expect(isSalesDay('0002-05-31')).toBe(false);
    expect(isSalesDay('31-05-2026')).toBe(false);
    expect(isSalesDay('')).toBe(false);
  });
});

describe('readSalesFilter', () => {
  it('reads the filter from the address', () => {
    expect(readSalesFilter(params('q=%20siti%20&method=va&from=2026-05-01&to=2026-05-31&page=3'))).toEqual({
      q: 'siti',
      method: 'va',
      from: '2026-05-01',
      to: '2026-05-31',
    });
  });

  it('leaves out what the server would refuse', () => {
    expect(readSalesFilter(params('method=va_bca&from=2026-02-30&to=kemarin'))).toEqual(EMPTY_SALES_FILTER);
    expect(readSalesFilter(params(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('keeps a reversed range, so the page can say what is wrong', () => {
    const filter = readSalesFilter(params('from=2026-06-02&to=2026-06-01'));
    expect(isRangeReversed(filter)).toBe(true);
    expect(isRangeReversed({ from: '2026-06-01', to: '2026-06-01' })).toBe(false);
    expect(isRangeReversed({ from: '2026-06-02', to: '' })).toBe(false);
  });
});

describe('readSalesPage', () => {
  it('is 1 unless the address holds a whole number above it', () => {
    expect(readSalesPage(params(''))).toBe(1);
    expect(readSalesPage(params('page=4'))).toBe(4);
    expect(readSalesPage(params('page=0'))).toBe(1);
    expect(readSalesPage(params('page=2.5'))).toBe(1);
    expect(readSalesPage(params('page=abc'))).toBe(1);
  });
});

describe('withSalesFilter', () => {
  it('writes the filled fields, drops the empty ones and goes back to page 1', () => {
    const next = withSalesFilter(params('page=3&q=lama&tab=x'), {
      q: ' buku ',
      method: 'ewallet',
      from: '',
      to: '2026-05-31',
    });
    expect(Object.fromEntries(next)).toEqual({ q: 'buku', method: 'ewallet', to: '2026-05-31', tab: 'x' });
  });

  it('clears every filter on reset', () => {
    const next = withSalesFilter(params('q=a&method=qris&from=2026-01-01&to=2026-01-02'), EMPTY_SALES_FILTER);
    expect(next.toString()).toBe('');
  });
});

describe('isSalesFiltered and averageSale', () => {
  it('tell a filtered view and the revenue per sale', () => {
    expect(isSalesFiltered(EMPTY_SALES_FILTER)).toBe(false);
    expect(isSalesFiltered({ ...EMPTY_SALES_FILTER, method: 'free' })).toBe(true);
    expect(averageSale({ revenue: 100_000, sales: 3 })).toBe(33_333);
    expect(averageSale({ revenue: 0, sales: 0 })).toBe(0);
  });
});
