import type { User } from '@pustaka/contract';
import { useSyncExternalStore } from 'react';
import { clearStoredAuth, readStoredAuth, type StoredAuth, writeStoredAuth } from './auth-storage';
import { normaliseStoredUser } from './user-rules';

export interface Session extends StoredAuth {
  /** Logged in when both token and user are present. */
  isAuthenticated: boolean;
}

const noStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function storages() {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return { local: noStorage, session: noStorage };
  }
}

function toSession(auth: StoredAuth): Session {
  return { ...auth, isAuthenticated: Boolean(auth.token && auth.user) };
}

let current: Session = toSession(
  typeof window === 'undefined'
    ? { token: null, user: null, persistent: false }
    : readStoredAuth(storages().local, storages().session),
);
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After login (remember_me decides the storage) or registration (always persistent). */
export function startSession(token: string, user: User, persistent: boolean): void {
  const clean = normaliseStoredUser(user) ?? user;
  const { local, session } = storages();
  writeStoredAuth(local, session, { token, user: clean, persistent });
  publish(toSession({ token, user: clean, persistent }));
}

/** A fresher copy of the user (from /auth/me, a profile save, become-creator) replaces the stored one. */
export function updateSessionUser(user: User): void {
  if (!current.token) return;
  const clean = normaliseStoredUser(user) ?? user;
  const { local, session } = storages();
  writeStoredAuth(local, session, { token: current.token, user: clean, persistent: current.persistent });
  publish(toSession({ ...current, user: clean }));
}

export function clearSession(): void {
  const { local, session } = storages();
  clearStoredAuth(local, session);
  publish(toSession({ token: null, user: null, persistent: false }));
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
