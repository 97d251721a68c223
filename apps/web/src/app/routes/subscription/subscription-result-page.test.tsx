// @vitest-environment happy-dom
import type { SubscriptionPayment } from '@pustaka/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionKeys } from '@/features/subscription/api/subscriptions';
import { SUBSCRIPTION_CACHE_KEY } from '@/features/subscription/lib/subscription-cache';
import { renderWithProviders } from '@/features/subscription/test-kit';
import { ApiError, api } from '@/lib/api-client';
import { advanceTimers } from '@/test/advance-timers';
import { SubscriptionFailPage, SubscriptionSuccessPage } from './subscription-result-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

const get = vi.mocked(api.get);

function payment(status: SubscriptionPayment['status']): SubscriptionPayment {
  return {
    id: 41,
    code: 'SUB-0041',
    plan_id: 6,
    plan_name: 'Pro Bulanan',
    amount: 99_000,
    kind: 'purchase',
    status,
    payment_method: 'qris',
    payment_url: status === 'pending' ? '/pay/sandbox/abc' : null,
    period_start: status === 'paid' ? '2026-11-22T10:00:00.000Z' : null,
    period_end: status === 'paid' ? '2026-12-22T10:00:00.000Z' : null,
    paid_at: status === 'paid' ? '2026-11-22T10:00:00.000Z' : null,
    created_at: '2026-11-22T09:58:00.000Z',
  };
}

function paymentCalls() {
  return get.mock.calls.filter(([path]) => path === '/subscriptions/payments/41').length;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  get.mockReset();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SubscriptionSuccessPage', () => {
  it('asks every two seconds while the payment is pending, then shows the plan active and refreshes the badge', async () => {
    get
      .mockResolvedValueOnce(payment('pending'))
      .mockResolvedValueOnce(payment('pending'))
      .mockResolvedValue(payment('paid'));
    // What the top bar had cached before paying: the free plan.
    sessionStorage.setItem(
      SUBSCRIPTION_CACHE_KEY,
      JSON.stringify({ userId: 9, subscriptions: [], checkedAt: Date.now() }),
    );
    const { queryClient } = renderWithProviders(<SubscriptionSuccessPage />, {
      path: '/subscription/checkout-success?payment=41',
    });
    queryClient.setQueryData(subscriptionKeys.mine(9), {
      userId: 9,
      subscriptions: [],
      checkedAt: Date.now(),
    });

    await advanceTimers(0);
    expect(paymentCalls()).toBe(1);
    expect(get).toHaveBeenLastCalledWith('/subscriptions/payments/41', expect.anything());
    expect(screen.getByText('Menunggu konfirmasi pembayaran')).toBeTruthy();
    expect(screen.getByText('Memeriksa status pembayaran…')).toBeTruthy();
    expect(queryClient.getQueryState(subscriptionKeys.mine(9))?.isInvalidated).toBe(false);

    await advanceTimers(1_900);
    expect(paymentCalls()).toBe(1);
    await advanceTimers(95);
    expect(paymentCalls()).toBe(2);
    expect(screen.getByText('Menunggu konfirmasi pembayaran')).toBeTruthy();

    await advanceTimers(2_000);
    expect(paymentCalls()).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Langganan aktif')).toBeTruthy();
    expect(screen.getByTestId('result-plan').textContent).toBe('Pro Bulanan');
    expect(screen.getByTestId('result-active-until').textContent).toMatch(/^Aktif sampai 22 Desember 2026$/);
    expect(screen.getByRole('link', { name: 'Lihat langganan saya' }).getAttribute('href')).toBe(
      '/subscription',
    );

    // The badge reads the subscription queries and the session-storage copy: both are renewed.
    expect(sessionStorage.getItem(SUBSCRIPTION_CACHE_KEY)).toBeNull();
    expect(queryClient.getQueryState(subscriptionKeys.mine(9))?.isInvalidated).toBe(true);

    // Refreshing re-reads the paid payment once at most; after that nothing is asked.
    const settled = paymentCalls();
    expect(settled).toBeLessThanOrEqual(4);
    await advanceTimers(20_000);
    expect(paymentCalls()).toBe(settled);
  });

  it('does not ask again for a payment that failed, and offers to try again', async () => {
    get.mockResolvedValue(payment('failed'));
    renderWithProviders(<SubscriptionSuccessPage />, { path: '/subscription/checkout-success?payment=41' });
    await advanceTimers(0);
    expect(screen.getByText('Pembayaran tidak selesai')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coba berlangganan lagi' }).getAttribute('href')).toBe(
      '/subscription',
    );
    await advanceTimers(10_000);
    expect(paymentCalls()).toBe(1);
  });

  it('gives up after a few minutes and says the confirmation is late', async () => {
    get.mockResolvedValue(payment('pending'));
    renderWithProviders(<SubscriptionSuccessPage />, { path: '/subscription/checkout-success?payment=41' });
    await advanceTimers(3 * 60_000);
    const calls = paymentCalls();
    expect(calls).toBeGreaterThan(80);
    expect(screen.getByText('Konfirmasi masih belum datang')).toBeTruthy();
    await advanceTimers(30_000);
    expect(paymentCalls()).toBe(calls);
  });

  it('asks for nothing without a payment in the address', async () => {
    renderWithProviders(<SubscriptionSuccessPage />, { path: '/subscription/checkout-success?payment=x1' });
    await advanceTimers(0);
    expect(screen.getByText('Pembayaran tidak disebutkan')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('SubscriptionFailPage', () => {
  it('shows the payment that did not go through, once', async () => {
    get.mockResolvedValue(payment('expired'));
    renderWithProviders(<SubscriptionFailPage />, { path: '/subscription/checkout-fail?payment=41' });
    await advanceTimers(0);
    expect(screen.getByText('Pembayaran tidak selesai')).toBeTruthy();
    expect(screen.getByText('Kedaluwarsa')).toBeTruthy();
    await advanceTimers(10_000);
    expect(paymentCalls()).toBe(1);
  });

  it("says a payment that is not the user's was not found, with no retry", async () => {
    get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Data tidak ditemukan.'));
    renderWithProviders(<SubscriptionFailPage />, { path: '/subscription/checkout-fail?payment=41' });
    await advanceTimers(0);
    expect(screen.getByText('Pembayaran tidak ditemukan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat paket' }).getAttribute('href')).toBe('/subscription');
  });
});
