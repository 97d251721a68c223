import type { User } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import {
  displayName,
  initials,
  isEmailVerified,
  normaliseStoredUser,
  primaryRole,
  rolesOf,
  storedUserOrNull,
} from './user-rules';

const base: User = {
  id: 7,
  email: 'sari@example.id',
  email_verified: true,
  first_name: 'Sari',
  last_name: 'Wulandari',
  fullName: 'Sari Wulandari',
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
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName(base)).toBe('Sari Wulandari');
  });

  it('treats the literal "undefined" last name as empty', () => {
    expect(displayName({ first_name: 'Sari', last_name: 'undefined' })).toBe('Sari');
  });

  it('falls back to "User"', () => {
    expect(displayName({ first_name: '', last_name: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letter of each name part', () => {
    expect(initials(base)).toBe('SW');
    expect(initials({ first_name: 'budi', last_name: 'undefined' })).toBe('B');
  });

  it('is "U" without a name', () => {
    expect(initials({ first_name: ' ', last_name: '' })).toBe('U');
  });
});

describe('roles', () => {
  it('merges the roles list with the role field', () => {
    expect(rolesOf({ role: 'admin', roles: ['members'] })).toEqual(['admin', 'members']);
  });

  it('picks admin, then publisher, then members', () => {
    expect(primaryRole({ role: 'members', roles: ['publisher', 'members'] })).toBe('publisher');
    expect(primaryRole({ role: 'members', roles: ['members', 'admin'] })).toBe('admin');
    expect(primaryRole({ roles: [] })).toBe('members');
  });
});

describe('isEmailVerified', () => {
  it('accepts true or 1 only', () => {
    expect(isEmailVerified({ email_verified: true })).toBe(true);
    expect(isEmailVerified({ email_verified: 1 })).toBe(true);
    expect(isEmailVerified({ email_verified: 'true' })).toBe(false);
    expect(isEmailVerified({ email_verified: false })).toBe(false);
  });
});

describe('storedUserOrNull', () => {
  it('discards stored data whose first or last name is empty or invalid', () => {
    for (const last_name of ['', '   ', 'undefined', 'null', undefined, null, 5, ['Wulandari']]) {
      expect(storedUserOrNull({ ...base, last_name }), String(last_name)).toBeNull();
    }
    for (const first_name of ['', 'undefined', 'null', 42]) {
      expect(storedUserOrNull({ ...base, first_name }), String(first_name)).toBeNull();
    }
  });

  it('keeps a stored user with both names, normalised', () => {
    expect(storedUserOrNull({ ...base, last_name: ' Wulandari ' })).toMatchObject({
      first_name: 'Sari',
      last_name: 'Wulandari',
      fullName: 'Sari Wulandari',
    });
  });
});

describe('normaliseStoredUser', () => {
  it('discards a user without a real first name', () => {
    expect(normaliseStoredUser({ ...base, first_name: '' })).toBeNull();
    expect(normaliseStoredUser({ ...base, first_name: 'undefined' })).toBeNull();
    expect(normaliseStoredUser({ ...base, first_name: 42 })).toBeNull();
    expect(normaliseStoredUser('nope')).toBeNull();
  });

  it('discards a user with an invalid last name type', () => {
    expect(normaliseStoredUser({ ...base, last_name: 5 })).toBeNull();
  });

  it('normalises last name "undefined", numeric verification and roles', () => {
    const user = normaliseStoredUser({
      ...base,
      last_name: 'undefined',
      email_verified: 1,
      roles: ['publisher'],
    });
    expect(user?.last_name).toBe('');
    expect(user?.fullName).toBe('Sari');
    expect(user?.email_verified).toBe(true);
    expect(user?.role).toBe('publisher');
    expect(user?.roles).toEqual(['publisher', 'members']);
  });
});
