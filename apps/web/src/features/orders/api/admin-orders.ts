import type { AdminSalesPage, Order, OrderStatus, SalesMethodGroup } from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OrderPage } from './orders';
import { orderKeys } from './orders';

export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const SALES_PAGE_SIZE = 20;

export interface AdminOrderFilters {
  status: OrderStatus;
  page: number;
}

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (filters: AdminOrderFilters) => [...adminOrderKeys.lists(), filters] as const,
  sales: (query: SalesQuery) => [...adminOrderKeys.all, 'sales', query] as const,
};

export function adminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<OrderPage>('/admin/orders', {
        query: { status: filters.status, page: filters.page, pageSize: ADMIN_ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters));
}

/** One page of the sales report; empty filters are left out of the request. */
export interface SalesQuery {
  page: number;
  q?: string;
  method?: SalesMethodGroup;
  /** Inclusive days, yyyy-mm-dd in Asia/Jakarta. */
  from?: string;
  to?: string;
}

/** Paid orders the filters match, latest payment first, with the totals of all of them. */
export function salesQueryOptions(query: SalesQuery) {
  return queryOptions({
    queryKey: adminOrderKeys.sales(query),
    queryFn: ({ signal }) =>
      api.get<AdminSalesPage>('/admin/sales', {
        query: { ...query, pageSize: SALES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` holds a request the server would refuse; the last answer stays as placeholder. */
export function useSales(query: SalesQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...salesQueryOptions(query), enabled });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (order?: Order) => {
    if (order) queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['library'] });
    void queryClient.invalidateQueries({ queryKey: ['checkout'] });
  };
}

export function useApproveOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note?: string }) =>
      api.put<Order>(`/admin/orders/${id}/approve`, note ? { note } : {}),
    onSuccess: (order) => refresh(order),
  });
}

export function useRejectOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.put<Order>(`/admin/orders/${id}/reject`, { note }),
    onSuccess: (order) => refresh(order),
  });
}

/** Deletes an order that moved no money; `force` also takes back a paid one (refund, access withdrawn). */
export function useDeleteOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      api.delete<unknown>(force ? `/admin/orders/${id}/force` : `/admin/orders/${id}`),
    onSuccess: () => refresh(),
  });
}
