import type { PremiumCreator } from '@pustaka/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Premium Creator (90% share) until the end of a day in Jakarta time, or ended with null. */
export function useGrantPremiumCreator() {
  return useMutation({
    mutationFn: ({ id, until }: { id: number; until: string | null }) =>
      api.put<PremiumCreator>(`/admin/users/${id}/premium-creator`, { until }),
  });
}
