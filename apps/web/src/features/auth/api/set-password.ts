import type { SetPasswordRequest } from '@pustaka/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Uses the link from an invitation mail once: stores the password and verifies the address. */
export function useSetPasswordFromLink() {
  return useMutation({
    mutationFn: (input: SetPasswordRequest) => api.post<{ email: string }>('/auth/set-password', input),
  });
}
