// @vitest-environment happy-dom
import type { User } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession } from '@/features/auth/lib/session-store';
import { configureApiClient } from '@/lib/api-client';
import { renderWithProviders, testI18n } from '@/test/render-with-providers';
import { RequireAuth } from './guards';
import { VerifyEmailPage } from './routes/auth/verify-email-page';
import { areas } from './routes/index';

void testI18n;

function member(verified: boolean): User {
  return {
    id: 7,
    email: 'dewi@contoh.id',
    email_verified: verified,
    first_name: 'Dewi',
    last_name: 'Anggraini',
    fullName: 'Dewi Anggraini',
    role: 'members',
    roles: ['members'],
    groups: [],
    is_active: true,
    language: 'id',
    bio: null,
    phone: null,
    website: null,
    avatar_url: null,
    cover_url: null,
    premium_creator_until: null,
    created_at: '2026-01-05T02:00:00.000Z',
  };
}

/** Where the guard sent the user, as the address bar would show it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The router's two signed-in layouts, as router.tsx declares them, with stand-ins for the pages. */
function openApp(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route element={<RequireAuth allowUnverified />}>
          <Route path="/lms/courses/:id" element={<p>Halaman kursus</p>} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<p>Dasbor</p>} />
          <Route path="/lms" element={<p>Beranda LMS</p>} />
          <Route path="/checkout/:id" element={<p>Halaman checkout</p>} />
        </Route>
      </Routes>
      <Address />
    </>,
    { path },
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const address = () => screen.getByTestId('address').textContent;

beforeEach(() => {
  configureApiClient({
    getToken: () => getSession().token,
    onUnauthorized: vi.fn(),
    onEmailNotVerified: vi.fn(),
    onFeatureRequired: vi.fn(),
  });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the pages an unverified user may open', () => {
  const layoutPaths = (layout: string) =>
    areas
      .flatMap((area) => (area as Record<string, { path?: string }[] | undefined>)[layout] ?? [])
      .map((route) => route.path);

  it('are the course page, and the help pages of someone whose mail does not arrive', () => {
    const help = (path: string | undefined) => path?.startsWith('dashboard/support');
    expect(layoutPaths('members').filter((path) => !help(path))).toEqual(['lms/courses/:id']);
  });

  it('leave the dashboard, the LMS, enrolment, join links and both checkouts to verified users', () => {
    expect(layoutPaths('verified')).toEqual(
      expect.arrayContaining([
        'dashboard',
        'dashboard/profile',
        'dashboard/settings',
        'lms',
        'lms/courses',
        'lms/enroll/:courseId',
        'lms/contents/:content_id',
        'lms/join/:slug',
        'checkout/:id',
        'subscription/checkout-success',
        'subscription/checkout-fail',
      ]),
    );
  });
});

describe('an unverified user', () => {
  beforeEach(() => startSession('token-7', member(false), true));

  it.each([
    ['/dashboard', '/verify-email?next=%2Fdashboard'],
    ['/lms', '/verify-email?next=%2Flms'],
    ['/checkout/12?voucher_code=HEMAT', '/verify-email?next=%2Fcheckout%2F12%3Fvoucher_code%3DHEMAT'],
  ])('on %s is sent to %s', (path, expected) => {
    openApp(path);
    expect(address()).toBe(expected);
    expect(screen.getByRole('heading', { name: 'Verifikasi email Anda' })).toBeTruthy();
  });

  it('opens the course page itself', () => {
    openApp('/lms/courses/5');
    expect(screen.getByText('Halaman kursus')).toBeTruthy();
    expect(address()).toBe('/lms/courses/5');
  });

  it('asks for a new mail that brings them back to the page they wanted', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ success: true, message: 'Email verifikasi telah dikirim.' }),
    );
    vi.stubGlobal('fetch', fetch);
    openApp('/checkout/12?voucher_code=HEMAT');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulang Verifikasi' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/auth/verify-email/send');
    expect(JSON.parse(String(init?.body))).toEqual({ redirect: '/checkout/12?voucher_code=HEMAT' });
  });

  it('lands on next once the link in the mail has verified them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/auth/verify?')
          ? json({ success: true, data: { verified: true, redirect: '/dashboard' } })
          : json({ success: true, data: member(true) }),
      ),
    );
    openApp(`/verify-email?token=abc&next=${encodeURIComponent('/checkout/12?voucher_code=HEMAT')}`);
    expect(await screen.findByRole('heading', { name: 'Email terverifikasi!' })).toBeTruthy();
    expect(await screen.findByText('Halaman checkout', undefined, { timeout: 3000 })).toBeTruthy();
    expect(address()).toBe('/checkout/12?voucher_code=HEMAT');
    expect(getSession().user?.email_verified).toBe(true);
  });

  it('never follows a next that leaves the app: it lands on the dashboard instead', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/auth/verify?')
          ? json({ success: true, data: { verified: true, redirect: '/dashboard' } })
          : json({ success: true, data: member(true) }),
      ),
    );
    openApp(`/verify-email?token=abc&next=${encodeURIComponent('/x/..//evil.example')}`);
    expect(await screen.findByText('Dasbor', undefined, { timeout: 3000 })).toBeTruthy();
    expect(address()).toBe('/dashboard');
  });
});

describe('a verified user', () => {
  it('goes straight to the page', () => {
    startSession('token-7', member(true), true);
    openApp('/dashboard');
    expect(screen.getByText('Dasbor')).toBeTruthy();
  });
});
