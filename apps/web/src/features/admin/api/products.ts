import type { ManagedProduct, ManagedProductSchema, ProductStatus } from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';

/** The review queue also counts the products in each status. */
export type ReviewPage = PageOf<typeof ManagedProductSchema> & { counts: Record<ProductStatus, number> };

export interface ReviewFilters {
  status: ProductStatus;
  page: number;
}

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (filters: ReviewFilters) => [...adminProductKeys.lists(), filters] as const,
  preview: (productId: number, fileId: number) =>
    [...adminProductKeys.all, 'preview', productId, fileId] as const,
};

export const REVIEW_PAGE_SIZE = 10;

export function reviewQueueQueryOptions(filters: ReviewFilters) {
  return queryOptions({
    queryKey: adminProductKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<ReviewPage>('/admin/books/status', {
        query: { status: filters.status, page: filters.page, pageSize: REVIEW_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filters: ReviewFilters) {
  return useQuery(reviewQueueQueryOptions(filters));
}

function useRefreshQueue() {
  const queryClient = useQueryClient();
  return () => {
    // The public catalogue also changes when a product goes on sale or away: the app's cache links refresh it.
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
  };
}

export function useApproveProduct() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationKey: adminProductKeys.all,
    mutationFn: (id: number) => api.put<ManagedProduct>(`/admin/books/${id}/approve`, {}),
    onSuccess: refresh,
  });
}

export function useRejectProduct() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationKey: adminProductKeys.all,
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.put<ManagedProduct>(`/admin/books/${id}/reject`, { reason }),
    onSuccess: refresh,
  });
}

export function useAdminDeleteProduct() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationKey: adminProductKeys.all,
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      api.delete<unknown>(force ? `/admin/books/${id}/force` : `/admin/books/${id}`),
    onSuccess: refresh,
  });
}

/** A product file (staged ones too) fetched with the reviewer's token. */
export function useReviewFile(productId: number, fileId: number | null) {
  return useQuery({
    queryKey: adminProductKeys.preview(productId, fileId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiDownload(`/books/${productId}/files/${fileId}/preview`, { signal, timeoutMs: 30_000 })).blob,
    enabled: fileId !== null,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
  });
}
