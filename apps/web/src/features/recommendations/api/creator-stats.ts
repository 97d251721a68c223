import type { RecommendationCreatorStats } from '@pustaka/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const creatorStatsKeys = {
  all: ['recommendations', 'creator-stats'] as const,
  period: (days: number) => [...creatorStatsKeys.all, days] as const,
};

/** The creator's own products: recommended, clicked and bought from a recommendation over `days`. */
export function useRecommendationCreatorStats(days: number) {
  return useQuery({
    queryKey: creatorStatsKeys.period(days),
    queryFn: ({ signal }) =>
      api.get<RecommendationCreatorStats>('/recommendations/creator/stats', { query: { days }, signal }),
    staleTime: 60_000,
  });
}
