import type { SupportContact } from '@pustaka/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A message through the contact page becomes a support request; the answer carries its reference. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: SupportContact) =>
      apiRequest<{ reference: string }>('/contact', { method: 'POST', body: input }),
  });
}
