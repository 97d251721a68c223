import type { Order, OrderStatus } from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OrderPage } from './orders';
import { orderKeys } from './orders';

export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** Sales come a hundred at a time; the filters narrow the loaded page down in the browser. */
export const SALES_PAGE_SIZE = 100;

export interface AdminOrderFilters {
  status: OrderStatus;
  page: number;
}

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (filters: AdminOrderFilters) => [...adminOrderKeys.lists(), filters] as const,
  sales: (page: number) => [...adminOrderKeys.all, 'sales', page] as const,
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

/** A page of paid orders and the figures of every paid order. */
export interface SalesPage extends OrderPage {
  totals: { revenue: number; sales: number };
}

/** Paid orders, newest first. */
export function salesQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminOrderKeys.sales(page),
    queryFn: ({ signal }) =>
      api.get<SalesPage>('/admin/sales', { query: { page, pageSize: SALES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSales(page: number) {
  return useQuery(salesQueryOptions(page));
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
