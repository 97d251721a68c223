import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  User,
  VerifyEmailResultSchema,
} from '@pustaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getSession, startSession, updateSessionUser } from '@/features/auth/lib/session-store';
import { normaliseStoredUser } from '@/features/auth/lib/user-rules';
import { changeLanguage, currentLanguage, hasStoredLanguage, isAppLanguage } from '@/i18n';
import { api, apiRequest } from '@/lib/api-client';
import { authKeys, meQueryOptions } from './auth';

function readAuthResult(envelope: { token?: string; user?: unknown; data: { token: string; user: User } }) {
  const token = envelope.token ?? envelope.data.token;
  const user = (envelope.user as User | undefined) ?? envelope.data.user;
  return { token, user };
}

export function useLogin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginRequest) => {
      const envelope = await apiRequest<{ token: string; user: User }>('/auth/login', {
        method: 'POST',
        body: input,
        fallbackError: t('auth.loginFailed'),
      });
      return { ...readAuthResult(envelope), remember: Boolean(input.remember_me) };
    },
    onSuccess: ({ token, user, remember }) => {
      startSession(token, user, remember);
      queryClient.setQueryData(authKeys.me(), user);
      // A saved preference follows the user to a new browser, unless this browser already chose a language.
      if (!hasStoredLanguage() && isAppLanguage(user.language) && user.language !== currentLanguage()) {
        void changeLanguage(user.language);
      }
    },
  });
}

export function useRegister() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      const envelope = await apiRequest<{ token: string; user: User }>('/auth/register', {
        method: 'POST',
        body: input,
        fallbackError: t('auth.registerFailed'),
      });
      return readAuthResult(envelope);
    },
    onSuccess: ({ token, user }) => {
      // Registration signs the new member in at once, in persistent storage.
      startSession(token, user, true);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest<unknown>('/auth/change-password', { method: 'POST', body: input }),
  });
}

/** Sends the verification email again; the link brings the user back to `redirect`. */
export function useSendVerification() {
  return useMutation({
    mutationFn: (redirect: string) =>
      apiRequest<unknown>('/auth/verify-email/send', { method: 'POST', body: { redirect } }),
  });
}

/** Verification tokens are single-use, so the call is cached per token and never retried. */
export function useVerifyEmailToken(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authKeys.verify(token ?? ''),
    queryFn: async () => {
      const result = await api.get<z.infer<typeof VerifyEmailResultSchema>>('/auth/verify', {
        query: { token },
      });
      // A current-user request that started before the link was used would answer "unverified" after the
      // fact: drop it and ask again, so the banner cannot come back.
      if (getSession().token) {
        await queryClient.cancelQueries({ queryKey: authKeys.me() });
        const fresh = await queryClient
          .fetchQuery({ ...meQueryOptions(), staleTime: 0 })
          .catch(() => undefined);
        const me = fresh ?? queryClient.getQueryData<User>(authKeys.me());
        if (me) {
          const user = normaliseStoredUser({ ...me, email_verified: true }) ?? me;
          queryClient.setQueryData(authKeys.me(), user);
          updateSessionUser(user);
        }
      }
      return result;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useBecomeCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<User>('/auth/become-creator', {}),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.me(), user);
      updateSessionUser(user);
    },
  });
}
