import type { Group, GroupCreate } from '@pustaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const groupKeys = {
  all: ['admin', 'groups'] as const,
};

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: groupKeys.all,
    queryFn: ({ signal }) => api.get<Group[]>('/admin/groups', { signal }),
  });
}

export function useGroups() {
  return useQuery(groupsQueryOptions());
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupCreate) => api.post<Group>('/admin/groups', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/admin/groups/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
