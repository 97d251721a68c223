import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { meQueryOptions } from '@/features/auth/api/auth';
import { updateSessionUser, useSession } from '@/features/auth/lib/session-store';

/**
 * With a token at app start, the current user is fetched from /auth/me and replaces the stored copy (which may
 * have been discarded as invalid). A failure is handed to the caller, which decides whether to log out.
 */
export function useSessionBootstrap(onFailure: (error: unknown) => void): void {
  const { token } = useSession();
  const query = useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    if (query.data) updateSessionUser(query.data);
  }, [query.data]);

  useEffect(() => {
    if (query.error && token) failure.current(query.error);
  }, [query.error, token]);
}
