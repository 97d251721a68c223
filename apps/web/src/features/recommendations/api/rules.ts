import type { RecommendationRule, RecommendationRuleInput } from '@pustaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ruleKeys = {
  all: ['admin', 'recommendation-rules'] as const,
};

/** Every pin and exclusion the admins have set. */
export function useRecommendationRules() {
  return useQuery({
    queryKey: ruleKeys.all,
    queryFn: ({ signal }) =>
      api.get<{ items: RecommendationRule[] }>('/admin/recommendations/rules', { signal }),
    staleTime: 30_000,
  });
}

/** Pins or excludes a product (replacing the rule it had). */
export function useSetRecommendationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: number; input: RecommendationRuleInput }) =>
      api.put<RecommendationRule>(`/admin/recommendations/rules/${productId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

export function useRemoveRecommendationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      api.delete<{ removed: boolean }>(`/admin/recommendations/rules/${productId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
