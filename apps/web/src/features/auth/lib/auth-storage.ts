import type { User } from '@pustaka/contract';
import { groupsOf, rolesOf, storedUserOrNull } from './user-rules';

/** The storage keys of spec section 9. */
export const AUTH_KEYS = {
  token: 'auth_token',
  user: 'user',
  groups: 'userGroups',
  roles: 'userRoles',
} as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredAuth {
  token: string | null;
  user: User | null;
  /** true when the session lives in localStorage (remember me). */
  persistent: boolean;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads the session from whichever storage holds a token, localStorage first. A user with an empty or invalid
 * first or last name is dropped (and removed) so the caller fetches it again.
 */
export function readStoredAuth(local: KeyValueStorage, session: KeyValueStorage): StoredAuth {
  const persistent = Boolean(local.getItem(AUTH_KEYS.token));
  const store = persistent ? local : session;
  const token = store.getItem(AUTH_KEYS.token);
  if (!token) return { token: null, user: null, persistent: false };
  const user = storedUserOrNull(parseJson(store.getItem(AUTH_KEYS.user)));
  if (!user) store.removeItem(AUTH_KEYS.user);
  return { token, user, persistent };
}

export function clearStoredAuth(local: KeyValueStorage, session: KeyValueStorage): void {
  for (const store of [local, session]) {
    for (const key of Object.values(AUTH_KEYS)) store.removeItem(key);
  }
}

/** Writes token and user to the chosen storage and clears the other one. */
export function writeStoredAuth(
  local: KeyValueStorage,
  session: KeyValueStorage,
  auth: { token: string; user: User | null; persistent: boolean },
): void {
  const target = auth.persistent ? local : session;
  const other = auth.persistent ? session : local;
  for (const key of Object.values(AUTH_KEYS)) other.removeItem(key);
  target.setItem(AUTH_KEYS.token, auth.token);
  if (auth.user) {
    target.setItem(AUTH_KEYS.user, JSON.stringify(auth.user));
    target.setItem(AUTH_KEYS.groups, JSON.stringify(groupsOf(auth.user)));
    target.setItem(AUTH_KEYS.roles, JSON.stringify(rolesOf(auth.user)));
  } else {
    target.removeItem(AUTH_KEYS.user);
    target.removeItem(AUTH_KEYS.groups);
    target.removeItem(AUTH_KEYS.roles);
  }
}
