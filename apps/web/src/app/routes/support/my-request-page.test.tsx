// @vitest-environment happy-dom
import type { SupportMyRequestDetail } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '@/features/support/test/support-fixtures';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { MyRequestPage } from './my-request-page';

const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: mocks.get, post: mocks.post } };
});

function mine(patch: Partial<SupportMyRequestDetail> = {}): SupportMyRequestDetail {
  return {
    id: 4,
    reference: 'PST-000004',
    type: 'billing',
    status: 'answered',
    priority: 'priority',
    subject: 'Pembayaran belum masuk',
    premium_decision: null,
    can_reply: true,
    created_at: '2026-06-01T02:00:00.000Z',
    updated_at: '2026-06-01T04:00:00.000Z',
    first_response_due_at: '2026-06-01T06:00:00.000Z',
    first_responded_at: '2026-06-01T04:00:00.000Z',
    overdue: false,
    messages: [
      message(1, { author: { id: 5, name: 'Citra Lestari' } }),
      message(2, {
        kind: 'answer',
        body: 'Pembayaran Anda sudah kami terima.',
        author: { id: 1, name: 'Ayu Pratiwi' },
      }),
    ],
    ...patch,
  };
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/support/:id" element={<MyRequestPage />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  mocks.get.mockReset();
  mocks.post.mockReset();
});
afterEach(cleanup);

describe('a member reading their request', () => {
  it('shows the thread with the team’s answer, the priority mark and the kept promise', async () => {
    mocks.get.mockResolvedValue(mine());
    renderAt('/dashboard/support/4');
    const answer = await screen.findByTestId('thread-answer');
    expect(within(answer).getByText('Tim Dukungan Pustaka')).toBeTruthy();
    expect(within(answer).getByText('Pembayaran Anda sudah kami terima.')).toBeTruthy();
    expect(within(screen.getByTestId('thread-sender')).getByText('Anda')).toBeTruthy();
    expect(screen.getByTestId('priority-badge')).toBeTruthy();
    expect(screen.getByTestId('response-promise').textContent).toMatch(/^Jawaban pertama /);
    expect(screen.queryByTestId('thread-note')).toBeNull();
    expect(mocks.get).toHaveBeenCalledWith('/support/requests/mine/4', expect.anything());
  });

  it('sends a reply to their own request', async () => {
    mocks.get.mockResolvedValue(mine());
    mocks.post.mockResolvedValue(mine({ status: 'open' }));
    renderAt('/dashboard/support/4');
    fireEvent.change(await screen.findByLabelText('Balasan Anda'), {
      target: { value: 'Terima kasih, sudah bisa dibuka.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/support/requests/mine/4/replies', {
        message: 'Terima kasih, sudah bisa dibuka.',
      }),
    );
  });

  it('offers a new request instead of a reply once the request is closed', async () => {
    mocks.get.mockResolvedValue(mine({ status: 'closed', can_reply: false }));
    renderAt('/dashboard/support/4');
    expect(await screen.findByText(/Permintaan ini sudah ditutup/)).toBeTruthy();
    expect(screen.queryByLabelText('Balasan Anda')).toBeNull();
    expect(screen.getByRole('link', { name: 'Permintaan baru' }).getAttribute('href')).toBe(
      '/dashboard/support/new',
    );
  });

  it('says the request does not exist for someone else’s or a malformed id', async () => {
    mocks.get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Tidak ditemukan'));
    const other = renderAt('/dashboard/support/99');
    expect(await screen.findByText('Permintaan tidak ditemukan')).toBeTruthy();
    other.unmount();
    mocks.get.mockClear();
    renderAt('/dashboard/support/1e3');
    expect(screen.getByText('Permintaan tidak ditemukan')).toBeTruthy();
    expect(mocks.get).not.toHaveBeenCalled();
  });
});
