import type { RunningCampaign } from '@pustaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The campaigns running now, which product cards and the checkout show. An admin's campaign change
 * invalidates `all`, so both the page-wide list and one product's campaigns are fetched again.
 */
export const runningCampaignKeys = {
  all: ['campaigns', 'running'] as const,
  everyProduct: () => [...runningCampaignKeys.all, 'all'] as const,
  product: (productId: number) => [...runningCampaignKeys.all, productId] as const,
};

/** Every running campaign without a voucher code, fetched once for all the cards of a page and kept 30 s. */
export const runningCampaignsQueryOptions = queryOptions({
  queryKey: runningCampaignKeys.everyProduct(),
  queryFn: ({ signal }) => api.get<RunningCampaign[]>('/public/campaigns/running', { signal }),
  staleTime: 30_000,
  retry: false,
});

export function useRunningCampaignList() {
  return useQuery(runningCampaignsQueryOptions);
}
