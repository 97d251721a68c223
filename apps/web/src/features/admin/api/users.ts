import type {
  AdminUser,
  AdminUserCreate,
  AdminUserListQuery,
  AdminUserSchema,
  AdminUserUpdate,
  Group,
  Role,
  User,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, saveBlob } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';
import { overviewKeys } from './overview';

export type UserPage = PageOf<typeof AdminUserSchema>;

export type UserListFilters = Partial<AdminUserListQuery>;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (filters: UserListFilters) => [...adminUserKeys.lists(), filters] as const,
  detail: (id: number) => [...adminUserKeys.all, 'detail', id] as const,
};

export function userListQueryOptions(filters: UserListFilters) {
  return queryOptions({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ signal }) => api.get<UserPage>('/admin/users', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserList(filters: UserListFilters) {
  return useQuery(userListQueryOptions(filters));
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
  };
}

/** Creates an account without a password; the server mails its owner a link to choose one. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: AdminUserCreate) => api.post<AdminUser>('/admin/users', input),
    onSuccess: refresh,
  });
}

/** Mails a new set-password link to someone who has not chosen a password yet. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`/admin/users/${id}/invitation`, {}),
  });
}

export function useSetUserActive() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put<User>(`/admin/users/${id}/${active ? 'activate' : 'deactivate'}`, {}),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUserUpdate }) =>
      api.put<User>(`/admin/users/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/admin/users/${id}`),
    onSuccess: refresh,
  });
}

/** Adds and removes group memberships one call each, as the API offers them. */
export function useSyncUserGroups() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async ({ id, add, remove }: { id: number; add: Group['id'][]; remove: Group['id'][] }) => {
      for (const groupId of add) await api.post(`/admin/users/${id}/groups`, { group_id: groupId });
      for (const groupId of remove) await api.delete(`/admin/users/${id}/groups/${groupId}`);
    },
    onSuccess: refresh,
  });
}

export function useAddUserRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      api.post<User>(`/admin/users/${id}/roles`, { role }),
    onSuccess: refresh,
  });
}

export function useRemoveUserRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      api.delete<User>(`/admin/users/${id}/roles/${role}`),
    onSuccess: refresh,
  });
}

/** Downloads the CSV with the session's bearer token and hands it to the browser. */
export async function exportUsersCsv(): Promise<string> {
  const { blob, filename } = await apiDownload('/admin/users/export', { headers: { Accept: 'text/csv' } });
  const name = filename ?? `pustaka-users-${new Date().toISOString().slice(0, 10)}.csv`;
  saveBlob(blob, name);
  return name;
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsersCsv });
}
