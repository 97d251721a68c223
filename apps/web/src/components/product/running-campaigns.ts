import type { RunningCampaign } from '@pustaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every running campaign without a voucher code, fetched once for all the cards of a page and kept 30 s. The
 * key sits under ['campaigns', 'running'], which an admin's campaign change invalidates.
 */
export const runningCampaignsQueryOptions = queryOptions({
  queryKey: ['campaigns', 'running', 'all'] as const,
  queryFn: ({ signal }) => api.get<RunningCampaign[]>('/public/campaigns/running', { signal }),
  staleTime: 30_000,
  retry: false,
});

export function useRunningCampaignList() {
  return useQuery(runningCampaignsQueryOptions);
}
