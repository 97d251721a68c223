// @vitest-environment happy-dom
import type { SupportMyRequestDetail } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMyRequest } from '@/features/support/api/my-requests';
import { requestDetail } from '@/features/support/test/support-fixtures';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { RequestLoader, RequestMissing } from './request-loader';

const mocks = vi.hoisted(() => ({ get: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: mocks.get } };
});

const back = { to: '/dashboard/support', label: 'Kembali ke daftar' };
const loaded = {
  ...requestDetail(4, { subject: 'Pembayaran belum masuk' }),
  can_reply: true,
} as unknown as SupportMyRequestDetail;

function Harness({ waiting = false, placeholders }: { waiting?: boolean; placeholders?: number }) {
  const request = useMyRequest(4);
  return (
    <RequestLoader
      request={request}
      pageTitle="Permintaan saya"
      back={back}
      waiting={waiting}
      placeholders={placeholders}
    >
      {(data) => <h1>{data.subject}</h1>}
    </RequestLoader>
  );
}

const placeholderCount = () => screen.getByTestId('request-loading').querySelectorAll('div').length;

beforeEach(() => {
  mocks.get.mockReset();
  document.title = '';
});
afterEach(cleanup);

describe('loading one support request', () => {
  it('stands placeholders while it loads, then draws the request and names the tab after it', async () => {
    let answer: (value: SupportMyRequestDetail) => void = () => {};
    mocks.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<Harness placeholders={3} />);
    expect(screen.getByTestId('request-loading').getAttribute('aria-busy')).toBe('true');
    expect(placeholderCount()).toBe(4); // the title's and three messages'
    expect(document.title).toBe('Permintaan saya · Pustaka');
    answer(loaded);
    expect(await screen.findByRole('heading', { name: 'Pembayaran belum masuk' })).toBeTruthy();
    expect(screen.queryByTestId('request-loading')).toBeNull();
    expect(document.title).toBe('PST-000004 · Pembayaran belum masuk · Pustaka');
    expect(mocks.get).toHaveBeenCalledWith('/support/requests/mine/4', expect.anything());
  });

  it('keeps the placeholders while the page still waits for something else', async () => {
    mocks.get.mockResolvedValue(loaded);
    renderWithProviders(<Harness waiting />);
    await waitFor(() => expect(document.title).toBe('PST-000004 · Pembayaran belum masuk · Pustaka'));
    expect(placeholderCount()).toBe(3);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says a request that is not there is not found, with the way back', async () => {
    mocks.get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Tidak ditemukan'));
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Permintaan tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' }).getAttribute('href')).toBe(
      '/dashboard/support',
    );
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });

  it('says another failure with its message and loads again on retry', async () => {
    mocks.get.mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Layanan sedang sibuk'));
    mocks.get.mockResolvedValueOnce(loaded);
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Layanan sedang sibuk')).toBeTruthy();
    expect(screen.queryByText('Permintaan tidak ditemukan')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Pembayaran belum masuk' })).toBeTruthy();
    expect(mocks.get).toHaveBeenCalledTimes(2);
  });
});

describe('a request address that names nothing', () => {
  it('shows not found with the link back it is given', () => {
    renderWithProviders(<RequestMissing back={{ to: '/admin/support', label: 'Ke kotak dukungan' }} />);
    expect(screen.getByText('Permintaan tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ke kotak dukungan' }).getAttribute('href')).toBe(
      '/admin/support',
    );
  });
});
