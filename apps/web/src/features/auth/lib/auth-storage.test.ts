import type { User } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import {
  AUTH_KEYS,
  clearStoredAuth,
  type KeyValueStorage,
  readStoredAuth,
  writeStoredAuth,
} from './auth-storage';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const user = {
  id: 1,
  email: 'admin@pustaka.id',
  email_verified: true,
  first_name: 'Ayu',
  last_name: 'Lestari',
  fullName: 'Ayu Lestari',
  role: 'admin',
  roles: ['admin', 'members'],
  groups: [{ id: 3, name: 'editors', description: null }],
  is_active: true,
  language: 'id',
  bio: null,
  phone: null,
  website: null,
  avatar_url: null,
  cover_url: null,
  premium_creator_until: null,
  created_at: '2025-01-01T00:00:00.000Z',
} satisfies User;

describe('auth storage', () => {
  it('drops a stored user with an empty or invalid last name, keeping the token so the user is fetched again', () => {
    for (const last_name of ['', 'undefined', null, 7]) {
      const local = memoryStorage();
      const session = memoryStorage();
      local.setItem(AUTH_KEYS.token, 't1');
      local.setItem(AUTH_KEYS.user, JSON.stringify({ ...user, last_name }));
      expect(readStoredAuth(local, session), String(last_name)).toEqual({
        token: 't1',
        user: null,
        persistent: true,
      });
      expect(local.getItem(AUTH_KEYS.user)).toBeNull();
    }
  });

  it('remember me writes to localStorage and clears sessionStorage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    session.setItem(AUTH_KEYS.token, 'old');
    writeStoredAuth(local, session, { token: 't1', user, persistent: true });
    expect(local.getItem(AUTH_KEYS.token)).toBe('t1');
    expect(JSON.parse(local.getItem(AUTH_KEYS.roles) ?? '[]')).toEqual(['admin', 'members']);
    expect(JSON.parse(local.getItem(AUTH_KEYS.groups) ?? '[]')).toEqual([
      { id: 3, name: 'editors', description: null },
    ]);
    expect(session.map.size).toBe(0);
    expect(readStoredAuth(local, session)).toMatchObject({ token: 't1', persistent: true, user: { id: 1 } });
  });

  it('without remember me the session storage is used and localStorage cleared', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(AUTH_KEYS.token, 'old');
    local.setItem(AUTH_KEYS.user, '{}');
    writeStoredAuth(local, session, { token: 't2', user, persistent: false });
    expect(local.map.size).toBe(0);
    expect(readStoredAuth(local, session)).toMatchObject({ token: 't2', persistent: false });
  });

  it('drops a stored user with an empty first name but keeps the token for a refetch', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(AUTH_KEYS.token, 't3');
    local.setItem(AUTH_KEYS.user, JSON.stringify({ ...user, first_name: '' }));
    expect(readStoredAuth(local, session)).toEqual({ token: 't3', user: null, persistent: true });
    expect(local.getItem(AUTH_KEYS.user)).toBeNull();
  });

  it('clear removes every key from both storages', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    writeStoredAuth(local, session, { token: 't4', user, persistent: true });
    session.setItem(AUTH_KEYS.groups, '[]');
    clearStoredAuth(local, session);
    expect(local.map.size + session.map.size).toBe(0);
  });
});
