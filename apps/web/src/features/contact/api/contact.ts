import type { ContactRequest } from '@pustaka/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactRequest) => apiRequest<unknown>('/contact', { method: 'POST', body: input }),
  });
}
