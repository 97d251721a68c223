import type {
  Campaign,
  CampaignInput,
  CampaignPage,
  CampaignProductOption,
  CampaignStatus,
  Category,
  RunningCampaign,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { runningCampaignKeys } from '@/components/product/running-campaigns';
import { api } from '@/lib/api-client';

export interface CampaignListFilters {
  status?: CampaignStatus;
  page: number;
}

export const CAMPAIGN_PAGE_SIZE = 20;

export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  list: (filters: CampaignListFilters) => [...campaignKeys.all, 'list', filters] as const,
  detail: (id: number) => [...campaignKeys.all, 'detail', id] as const,
  running: runningCampaignKeys.product,
  categories: ['campaigns', 'categories'] as const,
  productSearch: (q: string) => ['campaigns', 'product-search', q] as const,
};

export function campaignListQueryOptions(filters: CampaignListFilters) {
  return queryOptions({
    queryKey: campaignKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<CampaignPage>('/admin/campaigns', {
        query: { status: filters.status, page: filters.page, pageSize: CAMPAIGN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaignList(filters: CampaignListFilters) {
  return useQuery(campaignListQueryOptions(filters));
}

export function useCampaign(id: number) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => api.get<Campaign>(`/admin/campaigns/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A campaign changes what cards and checkout show; checkout's quotes are refreshed by the app's cache links. */
function useStore() {
  const queryClient = useQueryClient();
  return (campaign?: Campaign) => {
    if (campaign) queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: runningCampaignKeys.all });
  };
}

export function useSaveCampaign(id?: number) {
  const store = useStore();
  return useMutation({
    mutationKey: campaignKeys.all,
    mutationFn: (input: CampaignInput) =>
      id ? api.put<Campaign>(`/admin/campaigns/${id}`, input) : api.post<Campaign>('/admin/campaigns', input),
    onSuccess: store,
  });
}

export function useDeleteCampaign() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: campaignKeys.all,
    mutationFn: (id: number) => api.delete<unknown>(`/admin/campaigns/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      store();
    },
  });
}

/** The campaigns a shopper gets on one product right now, best first. */
export function useRunningCampaigns(productId: number) {
  return useQuery({
    queryKey: campaignKeys.running(productId),
    queryFn: ({ signal }) =>
      api.get<RunningCampaign[]>('/public/campaigns/running', { query: { product_id: productId }, signal }),
    enabled: Number.isInteger(productId) && productId > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** The categories a campaign can target. */
export function useCampaignCategories() {
  return useQuery({
    queryKey: campaignKeys.categories,
    queryFn: ({ signal }) => api.get<Category[]>('/public/categories/active', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Published products whose name contains what the admin typed, for the campaign's product list. */
export function useProductSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: campaignKeys.productSearch(term),
    queryFn: ({ signal }) =>
      api.get<CampaignProductOption[]>('/admin/campaigns/product-options', { query: { q: term }, signal }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
