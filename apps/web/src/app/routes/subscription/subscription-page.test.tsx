// @vitest-environment happy-dom

import type { User } from '@pustaka/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/features/auth/lib/session-store';
import { renderWithProviders } from '@/features/subscription/test-kit';
import { ApiError, api } from '@/lib/api-client';
import { SubscriptionLivePage, SubscriptionPage } from './subscription-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

const get = vi.mocked(api.get);

beforeEach(() => {
  get.mockReset();
  get.mockRejectedValue(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang tidak tersedia'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

describe('the plan pages when the plan list cannot be fetched', () => {
  it('/subscription shows the default plans', async () => {
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Free',
      'Pro Bulanan',
      'Pro Tahunan',
    ]);
    expect(screen.getByTestId('plan-popular').closest('article')?.dataset.testid).toBe('plan-card-6');
    expect(get).toHaveBeenCalledWith('/public/subscriptions/plans');
  });

  it('/subscription-live says so and offers to try again, with no stand-ins', async () => {
    renderWithProviders(<SubscriptionLivePage />, { path: '/subscription-live' });
    expect(await screen.findByText('Paket gagal dimuat')).toBeTruthy();
    expect(screen.getByText('Layanan sedang tidak tersedia')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('names the feature a guard sent the user here for', async () => {
    renderWithProviders(<SubscriptionPage />, { path: '/subscription?feature=lms_access' });
    expect(
      await screen.findByText('LMS: kelas, kuis dan kuis langsung tersedia di paket berbayar'),
    ).toBeTruthy();
  });
});

describe('a signed-in member on /subscription', () => {
  const member = (verified: boolean) =>
    ({
      id: 7,
      email: 'dewi@contoh.id',
      email_verified: verified,
      first_name: 'Dewi',
      last_name: 'Anggraini',
      fullName: 'Dewi Anggraini',
      role: 'members',
      roles: ['members'],
      groups: [],
    }) as unknown as User;

  it('sees their own plan and payments once verified', async () => {
    startSession('token-7', member(true), true);
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });
    expect(await screen.findByTestId('my-subscription')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/subscriptions/payments', expect.anything()));
  });

  it('before verifying is asked to verify to buy, and the page asks for no payments', async () => {
    startSession('token-7', member(false), true);
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });
    expect(
      (await screen.findAllByRole('link', { name: 'Verifikasi email untuk berlangganan' })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId('my-subscription')).toBeNull();
    expect(get).not.toHaveBeenCalledWith('/subscriptions/payments', expect.anything());
  });
});
