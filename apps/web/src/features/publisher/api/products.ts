import type {
  Category,
  FileRole,
  ManagedProduct,
  ManagedProductSchema,
  ProductInput,
  ProductStatus,
  ProductUpdate,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { apiDownload, apiUpload } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';
import { publisherCategoryKeys } from './keys';

export type ManagedPage = PageOf<typeof ManagedProductSchema>;

export type StatusCounts = Record<ProductStatus, number>;

export interface OwnListFilters {
  status?: ProductStatus;
  page: number;
  pageSize?: number;
}

export const publisherKeys = {
  all: ['publisher', 'products'] as const,
  lists: () => [...publisherKeys.all, 'list'] as const,
  list: (filters: OwnListFilters) => [...publisherKeys.lists(), filters] as const,
  detail: (id: number) => [...publisherKeys.all, 'detail', id] as const,
  counts: (sellerId: number) => [...publisherKeys.all, 'counts', sellerId] as const,
  preview: (productId: number, fileId: number) =>
    [...publisherKeys.all, 'preview', productId, fileId] as const,
};

export function ownProductsQueryOptions(filters: OwnListFilters) {
  return queryOptions({
    queryKey: publisherKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<ManagedPage>('/books', {
        query: { status: filters.status, page: filters.page, pageSize: filters.pageSize ?? 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOwnProducts(filters: OwnListFilters) {
  return useQuery(ownProductsQueryOptions(filters));
}

export function ownProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: publisherKeys.detail(id),
    queryFn: ({ signal }) => api.get<ManagedProduct>(`/books/${id}`, { signal }),
  });
}

export function useOwnProduct(id: number | null) {
  return useQuery({ ...ownProductQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

export function useStatusCounts(sellerId: number | null) {
  return useQuery({
    queryKey: publisherKeys.counts(sellerId ?? 0),
    queryFn: ({ signal }) => api.get<StatusCounts>(`/books/seller/${sellerId}/status`, { signal }),
    enabled: sellerId !== null,
  });
}

/** Every write answers with the product as it now is: the detail cache takes it, lists refetch. */
function useStoreProduct() {
  const queryClient = useQueryClient();
  return (product: ManagedProduct) => {
    queryClient.setQueryData(publisherKeys.detail(product.id), product);
    void queryClient.invalidateQueries({ queryKey: publisherKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...publisherKeys.all, 'counts'] });
  };
}

export function useCreateProduct() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: (input: ProductInput) => api.post<ManagedProduct>('/books', input),
    onSuccess: store,
  });
}

export function useUpdateProduct(id: number) {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: (input: ProductUpdate) => api.put<ManagedProduct>(`/books/${id}`, input),
    onSuccess: store,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/books/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: publisherKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: publisherKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...publisherKeys.all, 'counts'] });
    },
  });
}

export function useSubmitProduct(id: number) {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: () => api.post<ManagedProduct>(`/books/${id}/submit`, {}),
    onSuccess: store,
  });
}

/** Cover upload (multipart `image`) with its progress from 0 to 1. */
export function useUploadCover(id: number) {
  const store = useStoreProduct();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('image', file);
      return (await apiUpload<ManagedProduct>(`/books/${id}/cover`, form, { onProgress: setProgress })).data;
    },
    onSuccess: store,
  });
  return { ...mutation, progress };
}

export interface FileUploadRequest {
  role: FileRole;
  file: File;
  title?: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** One file upload (multipart `file`); the queue in the file manager sends them one after another. */
export function useUploadProductFile(id: number) {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: async ({ role, file, title, onProgress, signal }: FileUploadRequest) => {
      const form = new FormData();
      form.append('file', file);
      const query = new URLSearchParams({ role });
      if (title) query.set('title', title);
      const envelope = await apiUpload<ManagedProduct>(`/books/${id}/files?${query}`, form, {
        onProgress,
        signal,
      });
      return envelope.data;
    },
    onSuccess: store,
  });
}

export function useUpdateProductFile(id: number) {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: async (changes: { fileId: number; title?: string; position?: number }[]) => {
      let product: ManagedProduct | undefined;
      // One call per file, in order: a reorder touches two or more positions.
      for (const { fileId, ...body } of changes) {
        product = await api.patch<ManagedProduct>(`/books/${id}/files/${fileId}`, body);
      }
      return product;
    },
    onSuccess: (product) => {
      if (product) store(product);
    },
  });
}

export function useDeleteProductFile(id: number) {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<ManagedProduct>(`/books/${id}/files/${fileId}`),
    onSuccess: store,
  });
}

/** A file of one's own product, fetched with the session's token for the preview. */
export function useFilePreview(productId: number, fileId: number | null) {
  return useQuery({
    queryKey: publisherKeys.preview(productId, fileId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiDownload(`/books/${productId}/files/${fileId}/preview`, { signal, timeoutMs: 30_000 })).blob,
    enabled: fileId !== null,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
  });
}

/** Active categories for the editor's select (the public list). */
export function useCategoryOptions() {
  return useQuery({
    queryKey: publisherCategoryKeys.all,
    queryFn: ({ signal }) => api.get<Category[]>('/public/categories/active', { signal }),
    staleTime: 5 * 60_000,
  });
}
