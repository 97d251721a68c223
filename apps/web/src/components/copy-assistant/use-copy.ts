import type { CopyRequest, CopySuggestion } from '@pustaka/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A request without its language: what an editor hands the panel (the panel adds the language chosen). */
export type CopyAsk = CopyRequest extends infer R ? (R extends unknown ? Omit<R, 'language'> : never) : never;

/** "Bantu tulis": asks for copy; nothing is stored, so nothing is cached either. */
export function useProposeCopy() {
  return useMutation({
    mutationFn: (request: CopyRequest) => api.post<CopySuggestion>('/assistant/copy', request),
  });
}
