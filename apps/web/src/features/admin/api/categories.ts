import type { Category, CategoryInput } from '@pustaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoryKeys = {
  all: ['admin', 'categories'] as const,
};

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
  });
}

export function useAdminCategories() {
  return useQuery(categoriesQueryOptions());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    // The catalogue's and the product editor's category lists are refreshed by the app's cache links.
    void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  };
}

export function useCreateCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: categoryKeys.all,
    mutationFn: (input: CategoryInput) => api.post<Category>('/categories', input),
    onSuccess: refresh,
  });
}

export function useUpdateCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: categoryKeys.all,
    mutationFn: ({ id, input }: { id: number; input: Partial<CategoryInput> }) =>
      api.put<Category>(`/categories/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: categoryKeys.all,
    mutationFn: (id: number) => api.delete<unknown>(`/categories/${id}`),
    onSuccess: refresh,
  });
}
