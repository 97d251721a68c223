import { logoutOnServer } from '@/features/auth/api/auth';
import { clearSession, getSession } from '@/features/auth/lib/session-store';
import { clearSubscriptionCache } from '@/features/subscription/lib/subscription-cache';
import { isApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { currentPath } from '@/lib/safe-path';
import { navigateTo } from './navigation';

/** Clears auth and subscription data and every cached query. */
export function endSession(): void {
  clearSession();
  clearSubscriptionCache();
  queryClient.clear();
}

/** The user pressed "Logout": revoke the token on the server, clear everything, go home. */
export function logout(): void {
  // The request is built (token included) before the session is cleared below.
  void logoutOnServer();
  // Leave first: clearing the session on a guarded page would make its guard send us to /login instead.
  void navigateTo('/').finally(endSession);
}

/** A 401 from the API: the session is gone; ask to sign in again and come back here afterwards. */
export function expireSession(): void {
  if (!getSession().token) return;
  endSession();
  const next = currentPath(window.location);
  void navigateTo(`/login?next=${encodeURIComponent(next)}`, { replace: true });
}

const KEEP_SESSION_PREFIXES = ['/admin', '/publisher', '/gcs'];

/**
 * The start-up /auth/me call failed. Spec section 8: log out, except on /admin, /publisher and /gcs routes.
 * Without a usable stored user there is nothing to keep, and an unreachable server is no reason to sign out.
 */
export function handleCurrentUserFailure(error: unknown): void {
  const { user } = getSession();
  if (user && isApiError(error) && error.status === 0) return;
  const path = window.location.pathname;
  const keep = KEEP_SESSION_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (keep && user) return;
  endSession();
}
