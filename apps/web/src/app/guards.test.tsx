// @vitest-environment happy-dom
import type { Role, User } from '@pustaka/contract';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/features/auth/lib/session-store';
import { renderWithProviders } from '@/test/render-with-providers';
import { RequireAuth } from './guards';

function user(patch: { roles?: Role[]; groups?: string[]; verified?: boolean } = {}): User {
  const roles = patch.roles ?? ['members'];
  return {
    id: 7,
    email: 'dewi@contoh.id',
    email_verified: patch.verified ?? true,
    first_name: 'Dewi',
    last_name: 'Anggraini',
    fullName: 'Dewi Anggraini',
    role: roles[0] ?? 'members',
    roles,
    groups: (patch.groups ?? []).map((name, index) => ({ id: index + 1, name, description: null })),
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

/** The support inbox behind the group rule, as the router declares it, opened at its address. */
function openInbox() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Beranda</p>} />
      <Route path="/login" element={<p>Halaman masuk</p>} />
      <Route path="/verify-email" element={<p>Verifikasi email</p>} />
      <Route element={<RequireAuth groups={['support']} />}>
        <Route path="/admin/support" element={<p>Kotak dukungan</p>} />
      </Route>
    </Routes>,
    { path: '/admin/support' },
  );
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe('a group-required route', () => {
  it('sends a signed-in user outside the group to the home page', () => {
    startSession('token-1', user({ groups: ['editors'] }), true);
    openInbox();
    expect(screen.getByText('Beranda')).toBeTruthy();
    expect(screen.queryByText('Kotak dukungan')).toBeNull();
  });

  it('sends a publisher without the group home as well: a role is not a group', () => {
    startSession('token-1', user({ roles: ['publisher', 'members'] }), true);
    openInbox();
    expect(screen.getByText('Beranda')).toBeTruthy();
  });

  it('lets a member of the group in', () => {
    startSession('token-1', user({ groups: ['editors', 'support'] }), true);
    openInbox();
    expect(screen.getByText('Kotak dukungan')).toBeTruthy();
  });

  it('lets an admin in without the group', () => {
    startSession('token-1', user({ roles: ['admin', 'members'] }), true);
    openInbox();
    expect(screen.getByText('Kotak dukungan')).toBeTruthy();
  });

  it('sends a guest to the login page first', () => {
    openInbox();
    expect(screen.getByText('Halaman masuk')).toBeTruthy();
  });

  it('asks a group member whose address is unverified to verify it before the group counts', () => {
    startSession('token-1', user({ groups: ['support'], verified: false }), true);
    openInbox();
    expect(screen.getByText('Verifikasi email')).toBeTruthy();
  });
});
