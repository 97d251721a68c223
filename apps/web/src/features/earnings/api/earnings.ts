import type {
  AdminSettlementPage,
  PublisherBuyerPageSchema,
  PublisherSettlements,
  PublisherStats,
  Settlement,
  SettlementInput,
  SettlementStatus,
  StatsPeriod,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const BUYERS_PAGE_SIZE = 20;
export const SETTLEMENTS_PAGE_SIZE = 10;
export const ADMIN_SETTLEMENTS_PAGE_SIZE = 20;

export type BuyerPage = z.infer<typeof PublisherBuyerPageSchema>;

export interface AdminSettlementFilters {
  status?: SettlementStatus;
  q?: string;
  page: number;
}

export const earningsKeys = {
  all: ['earnings'] as const,
  stats: (period: StatsPeriod) => [...earningsKeys.all, 'stats', period] as const,
  buyers: (q: string, page: number) => [...earningsKeys.all, 'buyers', q, page] as const,
  settlements: (page: number) => [...earningsKeys.all, 'settlements', page] as const,
  admin: (filters: AdminSettlementFilters) => [...earningsKeys.all, 'admin', filters] as const,
};

export function statsQueryOptions(period: StatsPeriod) {
  return queryOptions({
    queryKey: earningsKeys.stats(period),
    queryFn: ({ signal }) =>
      api.get<PublisherStats>('/publisher/dashboard/stats', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The creator's sales figures and chart for the last 30 days, 12 weeks or 12 months. */
export function useSalesStats(period: StatsPeriod) {
  return useQuery(statsQueryOptions(period));
}

/** Who bought the creator's products, searchable by buyer or product. */
export function useBuyers(q: string, page: number) {
  return useQuery({
    queryKey: earningsKeys.buyers(q, page),
    queryFn: ({ signal }) =>
      api.get<BuyerPage>('/publisher/buyers', {
        query: { q: q || undefined, page, pageSize: BUYERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The creator's balance and payout requests. */
export function useSettlements(page: number) {
  return useQuery({
    queryKey: earningsKeys.settlements(page),
    queryFn: ({ signal }) =>
      api.get<PublisherSettlements>('/publisher/settlements', {
        query: { page, pageSize: SETTLEMENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRequestSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettlementInput) => api.post<Settlement>('/publisher/settlements', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

/** The admins' payout queue. */
export function useAdminSettlements(filters: AdminSettlementFilters) {
  return useQuery({
    queryKey: earningsKeys.admin(filters),
    queryFn: ({ signal }) =>
      api.get<AdminSettlementPage>('/admin/settlements', {
        query: {
          status: filters.status,
          q: filters.q || undefined,
          page: filters.page,
          pageSize: ADMIN_SETTLEMENTS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePaySettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transferReference }: { id: number; transferReference: string }) =>
      api.put<Settlement>(`/admin/settlements/${id}/pay`, { transfer_reference: transferReference }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

export function useCancelSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.put<Settlement>(`/admin/settlements/${id}/cancel`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

export function useEmailSettlementCreator() {
  return useMutation({
    mutationFn: ({ id, subject, message }: { id: number; subject: string; message: string }) =>
      api.post<void>(`/admin/settlements/${id}/email`, { subject, message }),
  });
}
