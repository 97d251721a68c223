// @vitest-environment happy-dom
import type { AdminSalesPage, AdminSalesSummary, Order } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SALES_SEARCH_DELAY_MS } from '@/features/orders/hooks/use-sales-filter';
import type { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { SalesPage } from './sales-page';

const mocks = vi.hoisted(() => ({
  sales: vi.fn(),
  summary: vi.fn(),
  download: vi.fn(),
  save: vi.fn(),
}));

// The report and its summary answer separately, so each test says what the list shows.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return {
    ...original,
    api: {
      ...original.api,
      get: (path: string, options: unknown) =>
        path === '/admin/sales/summary' ? mocks.summary(path, options) : mocks.sales(path, options),
    },
  };
});
vi.mock('@/lib/api-files', () => ({ apiDownload: mocks.download, saveBlob: mocks.save }));

const get = mocks.sales as unknown as ReturnType<typeof vi.mocked<typeof api.get>>;

function summaryOf(patch: Partial<AdminSalesSummary> = {}): AdminSalesSummary {
  return {
    totals: { revenue: 100_000, sales: 2 },
    by_day: [
      { day: '2026-05-31', revenue: 49_000, sales: 1 },
      { day: '2026-06-01', revenue: 51_000, sales: 1 },
    ],
    by_creator: [{ id: 2, name: 'Budi Santoso', revenue: 100_000, sales: 2 }],
    by_format: [
      { format: 'PDF', revenue: 100_000, sales: 2 },
      { format: 'MP3', revenue: 0, sales: 0 },
      { format: 'CRS', revenue: 0, sales: 0 },
      { format: 'PPT', revenue: 0, sales: 0 },
    ],
    ...patch,
  };
}

/** The query of each request to the summary, in order. */
const summaryRequests = () =>
  mocks.summary.mock.calls.map(([, options]) => (options as { query: Record<string, unknown> }).query);

function order(id: number, patch: Partial<Order> = {}): Order {
  return {
    id,
    code: `PST-260601-ORDER${id}`,
    status: 'paid',
    product: { id: 4, name: 'Kebiasaan Kecil', product_format: 'PDF', image_url: null },
    buyer: { id: 10 + id, name: 'Siti Aminah', email: `siti${id}@contoh.id` },
    seller: { id: 2, name: 'Budi Santoso' },
    base_price: 49_000,
    discount_amount: 0,
    amount: 49_000,
    campaign_name: null,
    payment_method: 'qris',
    provider: 'sandbox',
    payment_url: null,
    has_proof: false,
    review_note: null,
    expires_at: null,
    paid_at: '2026-06-01T03:00:00.000Z',
    created_at: '2026-06-01T02:58:00.000Z',
    events: [],
    ...patch,
  };
}

function salesPage(patch: Partial<AdminSalesPage> = {}): AdminSalesPage {
  return {
    items: [order(1), order(2, { amount: 51_000 })],
    page: 1,
    pageSize: 20,
    total: 2,
    totals: { revenue: 100_000, sales: 2, buyers: 2 },
    ...patch,
  };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/sales"
        element={
          <>
            <SalesPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

/** The query of each request to the sales report, in order. */
const requested = () =>
  get.mock.calls
    .filter(([path]) => path === '/admin/sales')
    .map(([, options]) => (options as { query: Record<string, unknown> }).query);

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

beforeEach(() => {
  get.mockReset();
  mocks.summary.mockReset();
  mocks.summary.mockResolvedValue(summaryOf());
  mocks.download.mockReset();
  mocks.save.mockReset();
});
afterEach(cleanup);

describe('SalesPage', () => {
  it('asks the server with the filters in the address and shows its totals for them', async () => {
    get.mockResolvedValue(salesPage({ total: 57, totals: { revenue: 2_793_000, sales: 57, buyers: 31 } }));
    renderAt('/admin/sales?q=siti&method=va&from=2026-05-01&to=2026-05-31&page=2');

    await screen.findAllByTestId('sale-row');
    expect(screen.getByTestId('sales-total-revenue').textContent).toBe('Rp\u00a02.793.000');
    expect(requested()).toEqual([
      { page: 2, q: 'siti', method: 'va', from: '2026-05-01', to: '2026-05-31', pageSize: 20 },
    ]);
    expect(screen.getByTestId('sales-total-count').textContent).toBe('57');
    expect(screen.getByTestId('sales-total-buyers').textContent).toBe('31');
    expect(screen.getByTestId('sales-average').textContent).toBe('Rp\u00a049.000');
    expect(screen.getByText('Pendapatan (tersaring)')).toBeTruthy();
    expect(screen.getByTestId('sales-showing').textContent).toBe(
      'Menampilkan 1–2 dari 57 penjualan yang cocok.',
    );
    expect((screen.getByLabelText('Cari') as HTMLInputElement).value).toBe('siti');
    expect((screen.getByLabelText('Metode') as HTMLSelectElement).value).toBe('va');
    expect((screen.getByLabelText('Dari tanggal') as HTMLInputElement).value).toBe('2026-05-01');
    expect(screen.getAllByTestId('sale-row')).toHaveLength(2);
  });

  it('shows the figures of every sale without filters', async () => {
    get.mockResolvedValue(salesPage());
    renderAt('/admin/sales');
    await screen.findAllByTestId('sale-row');
    expect(screen.getByText('Total pendapatan')).toBeTruthy();
    expect(requested()).toEqual([{ page: 1, pageSize: 20 }]);
    expect(screen.getByTestId('sales-showing').textContent).toBe('Menampilkan 1–2 dari 2 penjualan.');
  });

  it('waits for a pause in typing before it searches, then starts at page 1', async () => {
    get.mockResolvedValue(salesPage());
    renderAt('/admin/sales?page=3');
    await screen.findAllByTestId('sale-row');
    const search = screen.getByLabelText('Cari');
    for (const text of ['b', 'bu', 'bud', 'budi ']) fireEvent.change(search, { target: { value: text } });

    await new Promise((resolve) => setTimeout(resolve, SALES_SEARCH_DELAY_MS / 2));
    expect(requested().some((query) => query.q !== undefined)).toBe(false);
    await waitFor(() => expect(address().get('q')).toBe('budi'));
    await waitFor(() => expect(requested().at(-1)).toEqual({ page: 1, q: 'budi', pageSize: 20 }));
    expect(requested().filter((query) => query.q !== undefined)).toHaveLength(1);
    expect(address().get('page')).toBeNull();
    expect((search as HTMLInputElement).value).toBe('budi ');
  });

  it('sends the method and the days as soon as they are picked', async () => {
    get.mockResolvedValue(salesPage());
    renderAt('/admin/sales');
    await screen.findAllByTestId('sale-row');

    fireEvent.change(screen.getByLabelText('Metode'), { target: { value: 'free' } });
    await waitFor(() => expect(requested().at(-1)).toEqual({ page: 1, method: 'free', pageSize: 20 }));
    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '2026-05-31' } });
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '2026-05-31' } });
    await waitFor(() =>
      expect(requested().at(-1)).toEqual({
        page: 1,
        method: 'free',
        from: '2026-05-31',
        to: '2026-05-31',
        pageSize: 20,
      }),
    );
    expect(address().toString()).toBe('method=free&from=2026-05-31&to=2026-05-31');
  });

  it('holds a reversed range back and says what to fix', async () => {
    get.mockResolvedValue(salesPage());
    renderAt('/admin/sales?from=2026-06-02&to=2026-06-01');
    expect(await screen.findAllByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).not.toHaveLength(0);
    expect(requested()).toEqual([]);
    expect(screen.getByTestId('sales-total-revenue').textContent).toBe('—');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus tanggal akhir' }));
    await waitFor(() => expect(requested()).toEqual([{ page: 1, from: '2026-06-02', pageSize: 20 }]));
  });

  it('shows the loading state, then the empty state when nothing was ever sold', async () => {
    let answer: (page: AdminSalesPage) => void = () => undefined;
    get.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve as typeof answer;
      }),
    );
    renderAt('/admin/sales');
    expect(await screen.findByTestId('sales-loading')).toBeTruthy();
    answer(salesPage({ items: [], total: 0, totals: { revenue: 0, sales: 0, buyers: 0 } }));
    expect(await screen.findByText('Belum ada penjualan')).toBeTruthy();
  });

  it('says when nothing matches the filters, and resets them', async () => {
    get.mockImplementation(async (_path, options) =>
      (options as { query: Record<string, unknown> }).query.q
        ? salesPage({ items: [], total: 0, totals: { revenue: 0, sales: 0, buyers: 0 } })
        : salesPage(),
    );
    renderAt('/admin/sales?q=tidak-ada');
    expect(await screen.findByText('Tidak ada penjualan yang cocok dengan saringan')).toBeTruthy();
    expect(screen.getByTestId('sales-total-revenue').textContent).toBe('Rp\u00a00');

    const resets = screen.getAllByRole('button', { name: 'Atur ulang' });
    fireEvent.click(resets.at(-1) as HTMLElement);
    expect(await screen.findAllByTestId('sale-row')).toHaveLength(2);
    expect(address().toString()).toBe('');
    expect((screen.getByLabelText('Cari') as HTMLInputElement).value).toBe('');
  });

  it('offers a retry when the report cannot be loaded', async () => {
    get.mockRejectedValueOnce(new Error('Server sedang sibuk'));
    get.mockResolvedValue(salesPage());
    renderAt('/admin/sales');
    expect(await screen.findByText('Server sedang sibuk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi|Muat ulang/ }));
    expect(await screen.findAllByTestId('sale-row')).toHaveLength(2);
  });

  it('shows revenue by day, the top creators and the formats of the filtered sales', async () => {
    get.mockResolvedValue(salesPage());
    renderAt('/admin/sales?q=siti&method=va&from=2026-05-31&to=2026-06-01&page=2');
    expect(await screen.findByTestId('sales-breakdown')).toBeTruthy();
    expect(summaryRequests()).toEqual([{ q: 'siti', method: 'va', from: '2026-05-31', to: '2026-06-01' }]);
    expect(screen.getAllByTestId('sales-day-bar')).toHaveLength(2);
    expect(screen.getByTestId('sales-creators').textContent).toContain('Budi Santoso');
    expect(screen.getByTestId('sales-formats').textContent).toContain('PDF');
    expect(screen.getByText('Pendapatan per hari')).toBeTruthy();
  });

  it('shows placeholders while the summary loads and leaves it out when nothing sold', async () => {
    get.mockResolvedValue(salesPage());
    let answer: (summary: AdminSalesSummary) => void = () => undefined;
    mocks.summary.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve as typeof answer;
      }),
    );
    renderAt('/admin/sales?q=tidak-ada');
    expect(await screen.findByTestId('sales-breakdown-loading')).toBeTruthy();
    answer(summaryOf({ totals: { revenue: 0, sales: 0 }, by_day: [], by_creator: [] }));
    await waitFor(() => expect(screen.queryByTestId('sales-breakdown-loading')).toBeNull());
    expect(screen.queryByTestId('sales-breakdown')).toBeNull();
  });

  it('exports the CSV with the filters in the address, through the download client', async () => {
    get.mockResolvedValue(salesPage());
    mocks.download.mockResolvedValue({
      blob: new Blob(['x']),
      filename: 'pustaka-sales-2026-05-01-to-2026-05-31.csv',
    });
    renderAt('/admin/sales?method=qris&from=2026-05-01&to=2026-05-31');
    await screen.findAllByTestId('sale-row');
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText('pustaka-sales-2026-05-01-to-2026-05-31.csv sudah diunduh.')).toBeTruthy();
    expect(mocks.download).toHaveBeenCalledWith('/admin/sales/export', {
      query: { method: 'qris', from: '2026-05-01', to: '2026-05-31' },
      headers: { Accept: 'text/csv' },
    });
    expect(mocks.save).toHaveBeenCalledWith(expect.any(Blob), 'pustaka-sales-2026-05-01-to-2026-05-31.csv');
  });

  it('says when the export fails', async () => {
    get.mockResolvedValue(salesPage());
    mocks.download.mockRejectedValue(new Error('Server sedang sibuk'));
    renderAt('/admin/sales');
    await screen.findAllByTestId('sale-row');
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText('CSV tidak dapat diunduh')).toBeTruthy();
  });
});
