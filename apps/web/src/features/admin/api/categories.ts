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
    void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'categories'] });
    void queryClient.invalidateQueries({ queryKey: ['publisher', 'categories'] });
  };
}

export function useCreateCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CategoryInput) => api.post<Category>('/categories', input),
    onSuccess: refresh,
  });
}

export function useUpdateCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<CategoryInput> }) =>
      api.put<Category>(`/categories/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/categories/${id}`),
    onSuccess: refresh,
  });
}
