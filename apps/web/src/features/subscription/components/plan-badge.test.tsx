// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { renderWithProviders, testI18n } from '@/test/render-with-providers';
import { PlanBadge } from './plan-badge';

void testI18n;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sessionStorage.clear();
  configureApiClient({
    onFeatureRequired: vi.fn(),
    onEmailNotVerified: vi.fn(),
    onUnauthorized: vi.fn(),
    getToken: () => 'rahasia',
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanBadge', () => {
  it('says the check failed, with the reason the server gave, instead of showing Free Plan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(503, { success: false, error: 'Layanan sedang sibuk.', code: 'SERVICE_UNAVAILABLE' }),
      ),
    );
    renderWithProviders(<PlanBadge userId={9} />);
    const badge = await screen.findByText('Gagal memverifikasi langganan');
    expect(badge.closest('[data-testid="plan-badge"]')?.getAttribute('title')).toBe('Layanan sedang sibuk.');
    expect(screen.queryByText('Free Plan')).toBeNull();
    // The failure is not kept: the next page asks the server again.
    expect(sessionStorage.getItem('subscription_state')).toBeNull();
  });

  it('shows Free Plan when the check succeeds with no subscription', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, data: [] })),
    );
    renderWithProviders(<PlanBadge userId={9} />);
    expect(await screen.findByText('Free Plan')).toBeTruthy();
    expect(screen.queryByText('Gagal memverifikasi langganan')).toBeNull();
  });
});
