import type {
  AdminSalesPage,
  AdminSalesSummary,
  Order,
  OrderStatus,
  SalesMethodGroup,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, saveBlob } from '@/lib/api-files';
import { checkoutKeys } from './checkout';
import { libraryKeys } from './library';
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
  salesSummary: (filter: SalesFilterQuery) => [...adminOrderKeys.all, 'sales-summary', filter] as const,
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

/** The sales filters without the page: what the summary and the export cover. */
export type SalesFilterQuery = Omit<SalesQuery, 'page'>;

/** Revenue and sales of every matching paid order by day, creator and format. */
export function salesSummaryQueryOptions(filter: SalesFilterQuery) {
  return queryOptions({
    queryKey: adminOrderKeys.salesSummary(filter),
    queryFn: ({ signal }) =>
      api.get<AdminSalesSummary>('/admin/sales/summary', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesSummary(filter: SalesFilterQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...salesSummaryQueryOptions(filter), enabled });
}

/** Downloads the CSV of the matching sales with the session's token and hands it to the browser. */
export async function exportSalesCsv(filter: SalesFilterQuery): Promise<string> {
  const { blob, filename } = await apiDownload('/admin/sales/export', {
    query: { ...filter },
    headers: { Accept: 'text/csv' },
  });
  const name = filename ?? `pustaka-sales-${filter.from ?? 'all'}-to-${filter.to ?? 'today'}.csv`;
  saveBlob(blob, name);
  return name;
}

export function useExportSales() {
  return useMutation({ mutationFn: exportSalesCsv });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (order?: Order) => {
    if (order) queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
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
