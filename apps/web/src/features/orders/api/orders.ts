import type { Order, OrderPageSchema, OrderStatus } from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { successPollInterval } from '@/features/orders/lib/order-rules';
import { api } from '@/lib/api-client';
import { apiDownload, apiUpload } from '@/lib/api-files';
import { checkoutKeys } from './checkout';

export type OrderPage = z.infer<typeof OrderPageSchema>;

export interface OrderFilters {
  page: number;
  pageSize: number;
  status?: OrderStatus;
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderFilters) => [...orderKeys.lists(), filters] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  proof: (id: number) => [...orderKeys.all, 'proof', id] as const,
};

/** The buyer's own orders, newest first. */
export function myOrdersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<OrderPage>('/orders/', {
        query: { page: filters.page, pageSize: filters.pageSize, status: filters.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMyOrders(filters: OrderFilters) {
  return useQuery(myOrdersQueryOptions(filters));
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<Order>(`/orders/${id}`, { signal }),
  });
}

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * The order the gateway sent the buyer back with. The gateway's notification may reach the server after the
 * browser does, so a pending order is asked for again every two seconds, for a few minutes at most.
 */
export function useReturningOrder(id: number | null) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => successPollInterval(query.state.data, Date.now() - startedAt),
    refetchIntervalInBackground: false,
  });
}

function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  };
}

export function useCancelOrder() {
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (id: number) => api.post<Order>(`/orders/${id}/cancel`, {}),
    onSuccess: store,
  });
}

/** Sends the bank-transfer proof (multipart `file`) and reports the upload's progress from 0 to 1. */
export function useUploadProof(id: number) {
  const store = useStoreOrder();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('file', file);
      return (await apiUpload<Order>(`/orders/${id}/proof`, form, { onProgress: setProgress })).data;
    },
    onSuccess: store,
  });
  return { ...mutation, progress };
}

/** The proof file, fetched with the session's token (the buyer's own, or any for an admin). */
export function useOrderProof(id: number, enabled = true) {
  return useQuery({
    queryKey: orderKeys.proof(id),
    queryFn: async ({ signal }) =>
      (await apiDownload(`/orders/${id}/proof`, { signal, timeoutMs: 30_000 })).blob,
    enabled,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
  });
}
