// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxRequest, overview } from '@/features/support/test/support-fixtures';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { InboxPage } from './inbox-page';

const mocks = vi.hoisted(() => ({ list: vi.fn(), overview: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return {
    ...original,
    api: {
      ...original.api,
      get: (path: string, options: unknown) =>
        path === '/support/overview' ? mocks.overview(path, options) : mocks.list(path, options),
    },
  };
});

function page(items: ReturnType<typeof inboxRequest>[], total = items.length) {
  return { items, page: 1, pageSize: 20, total };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/support"
        element={
          <>
            <InboxPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

/** The query of each request for the list, in order. */
const requested = () => mocks.list.mock.calls.map(([, options]) => (options as { query: object }).query);

beforeEach(() => {
  mocks.list.mockReset();
  mocks.overview.mockReset();
  mocks.overview.mockResolvedValue(overview());
});
afterEach(cleanup);

describe('the support inbox', () => {
  it('marks priority requests, shows the promised time and what is overdue', async () => {
    mocks.list.mockResolvedValue(
      page([
        inboxRequest(2, { priority: 'priority', overdue: true, subject: 'Tidak bisa membuka kursus' }),
        inboxRequest(1, { subject: 'Faktur untuk kantor', assignee: { id: 9, name: 'Dimas Saputra' } }),
      ]),
    );
    renderAt('/admin/support');
    const rows = await screen.findAllByTestId('support-inbox-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('priority-badge')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('response-promise').textContent).toMatch(/^Terlambat sejak /);
    expect(within(rows[0]!).getByText('Belum ditugaskan')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('priority-badge')).toBeNull();
    expect(within(rows[1]!).getByTestId('response-promise').textContent).toMatch(
      /^Jawaban pertama paling lambat /,
    );
    expect(within(rows[1]!).getByText('Dimas Saputra')).toBeTruthy();
    expect(rows[0]!.getAttribute('href')).toBe('/admin/support/2');
  });

  it('shows waiting requests and the oldest wait per priority above the list', async () => {
    mocks.list.mockResolvedValue(page([inboxRequest(1)]));
    renderAt('/admin/support');
    const priority = await screen.findByTestId('support-overview-priority');
    expect(priority.textContent).toContain('2 menunggu');
    expect(priority.textContent).toContain('Terlama menunggu 2 jam 15 menit');
    expect(priority.textContent).toContain('1 melewati janji');
    expect(screen.getByTestId('support-overview-normal').textContent).toContain('Tidak ada yang menunggu');
    expect(screen.getByTestId('support-overview-unassigned').textContent).toContain('2');
  });

  it('asks with the filters of the address and changes them as they are picked', async () => {
    mocks.list.mockResolvedValue(page([inboxRequest(1)]));
    renderAt('/admin/support?status=open&type=nonsense&page=2');
    await screen.findAllByTestId('support-inbox-row');
    expect(requested()[0]).toEqual({ status: 'open', page: 2 });

    fireEvent.click(screen.getByLabelText('Ditugaskan ke saya'));
    await waitFor(() => expect(requested().at(-1)).toEqual({ status: 'open', assignee: 'me' }));
    fireEvent.change(screen.getByLabelText('Prioritas'), { target: { value: 'priority' } });
    await waitFor(() =>
      expect(requested().at(-1)).toEqual({ status: 'open', assignee: 'me', priority: 'priority' }),
    );
    fireEvent.change(screen.getByLabelText('Cari'), { target: { value: 'PST-000001' } });
    await waitFor(() =>
      expect(requested().at(-1)).toEqual({
        status: 'open',
        assignee: 'me',
        priority: 'priority',
        q: 'PST-000001',
      }),
    );
    expect(screen.getByTestId('address').textContent).toBe(
      '?status=open&priority=priority&assignee=me&q=PST-000001',
    );
  });

  it('says when nothing matches and clears the filters on request', async () => {
    mocks.list.mockResolvedValue(page([]));
    renderAt('/admin/support?status=closed');
    expect(await screen.findByText('Tidak ada permintaan yang cocok')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(requested().at(-1)).toEqual({}));
    expect(await screen.findByText('Belum ada permintaan')).toBeTruthy();
  });

  it('says what went wrong when the list cannot be read, and asks again', async () => {
    mocks.list.mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk'));
    mocks.list.mockResolvedValue(page([inboxRequest(1)]));
    renderAt('/admin/support');
    expect(await screen.findByText('Kotak dukungan gagal dimuat')).toBeTruthy();
    expect(screen.getByText('Layanan sedang sibuk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('support-inbox-row')).toHaveLength(1);
  });
});
