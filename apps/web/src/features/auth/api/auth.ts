import type { User } from '@pustaka/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * What the shell needs from the auth API: the current-user query and logout. Sign-in, registration and the
 * other actions live in auth-actions.ts, loaded with the pages that offer them.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  verify: (token: string) => [...authKeys.all, 'verify', token] as const,
};

export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => api.get<User>('/auth/me', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Revokes the token on the server; the local session is cleared by the caller whatever happens here. */
export async function logoutOnServer(): Promise<void> {
  try {
    await api.post('/auth/logout', {});
  } catch {
    // An expired or revoked token is already logged out.
  }
}
