// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportSalesCsv } from '@/features/orders/api/admin-orders';
import { configureApiClient } from '@/lib/api-client';
import { formatRupiah } from '@/lib/format';
import { renderWithProviders, testI18n } from '@/test/render-with-providers';
import { CreatorTable, DailySalesChart, FormatBars } from './sales-breakdown';

void testI18n;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DailySalesChart', () => {
  it('draws a bar for every day of the range, empty days included', () => {
    renderWithProviders(
      <DailySalesChart
        days={[
          { day: '2026-05-30', revenue: 80_000, sales: 1 },
          { day: '2026-06-01', revenue: 500_000, sales: 2 },
        ]}
        range={{}}
      />,
    );
    const bars = screen.getAllByTestId('sales-day-bar');
    expect(bars).toHaveLength(3);
    expect(bars[1]?.getAttribute('height')).toBe('0');
    expect(bars[2]?.textContent).toContain(formatRupiah(500_000));
    expect(bars[2]?.textContent).toContain('2 penjualan');
  });
});

describe('CreatorTable', () => {
  it('lists creators in the order given, with their sales and revenue', () => {
    renderWithProviders(
      <CreatorTable
        creators={[
          { id: 1, name: 'Rina Uji', revenue: 600_000, sales: 3 },
          { id: 2, name: 'Budi', revenue: 80_000, sales: 1 },
        ]}
      />,
    );
    const rows = within(screen.getByTestId('sales-creators')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Rina Uji'),
      expect.stringContaining('Budi'),
    ]);
    expect(rows[0]?.textContent).toContain(formatRupiah(600_000));
    expect(rows[0]?.textContent).toContain('3 penjualan');
  });

  it('says so when there is nobody', () => {
    renderWithProviders(<CreatorTable creators={[]} />);
    expect(screen.getByText('Belum ada penjualan.')).toBeTruthy();
  });
});

describe('FormatBars', () => {
  it('shows every format with its revenue, zero included', () => {
    renderWithProviders(
      <FormatBars
        formats={[
          { format: 'PDF', revenue: 100_000, sales: 1 },
          { format: 'MP3', revenue: 0, sales: 0 },
          { format: 'CRS', revenue: 500_000, sales: 2 },
          { format: 'PPT', revenue: 0, sales: 0 },
        ]}
      />,
    );
    const items = within(screen.getByTestId('sales-formats')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 3))).toEqual(['PDF', 'MP3', 'CRS', 'PPT']);
    expect(items[2]?.textContent).toContain(formatRupiah(500_000));
    expect(items[1]?.textContent).toContain(formatRupiah(0));
  });
});

describe('exportSalesCsv', () => {
  it('downloads with the bearer token and the current filters, then saves under the server name', async () => {
    configureApiClient({
      onFeatureRequired: vi.fn(),
      onEmailNotVerified: vi.fn(),
      onUnauthorized: vi.fn(),
      getToken: () => 'rahasia',
    });
    const fetch = vi.fn(
      async () =>
        new Response('\uFEFFdate_wib\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="pustaka-sales-2026-05-01-to-2026-05-31.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:sales');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const name = await exportSalesCsv({ q: 'siti', method: 'qris', from: '2026-05-01', to: '2026-05-31' });

    expect(name).toBe('pustaka-sales-2026-05-01-to-2026-05-31.csv');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v2/admin/sales/export?');
    const search = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(search)).toEqual({
      q: 'siti',
      method: 'qris',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer rahasia');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
