// @vitest-environment happy-dom
import type { Role, User } from '@pustaka/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/features/auth/lib/session-store';
import { renderWithProviders } from '@/test/render-with-providers';
import { TopBar } from './top-bar';

// The plan badge asks for the subscription; the links under test do not wait for it.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: () => new Promise(() => undefined) } };
});

function signedIn(roles: Role[], groups: string[]) {
  const user: User = {
    id: 3,
    email: 'fajar@contoh.id',
    email_verified: true,
    first_name: 'Fajar',
    last_name: 'Nugroho',
    fullName: 'Fajar Nugroho',
    role: roles[0] ?? 'members',
    roles,
    groups: groups.map((name, index) => ({ id: index + 1, name, description: null })),
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
  startSession('token-3', user, true);
}

const nav = () => screen.getByRole('navigation', { name: 'Navigasi utama' });

afterEach(() => {
  cleanup();
  clearSession();
});

describe('the top bar', () => {
  it('leads support staff who are not admins to the support inbox', () => {
    signedIn(['members'], ['support']);
    renderWithProviders(<TopBar />);
    expect(within(nav()).getByRole('link', { name: 'Kotak Dukungan' }).getAttribute('href')).toBe(
      '/admin/support',
    );
    expect(within(nav()).queryByRole('link', { name: 'Dasbor Admin' })).toBeNull();
  });

  it('shows no inbox link to a member outside the group', () => {
    signedIn(['members'], ['editors']);
    renderWithProviders(<TopBar />);
    expect(within(nav()).queryByRole('link', { name: 'Kotak Dukungan' })).toBeNull();
  });

  it('leaves admins their dashboard, where the inbox is linked', () => {
    signedIn(['admin', 'members'], ['support']);
    renderWithProviders(<TopBar />);
    expect(within(nav()).getByRole('link', { name: 'Dasbor Admin' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Kotak Dukungan' })).toBeNull();
  });
});
