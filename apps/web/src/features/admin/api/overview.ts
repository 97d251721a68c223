import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminOverview {
  users_total: number;
  users_active: number;
  users_inactive: number;
  unverified: number;
  admins: number;
  publishers: number;
  members: number;
  contact_messages: number;
}

export const overviewKeys = {
  all: ['admin', 'overview'] as const,
};

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { signal }),
  });
}

export function useAdminOverview() {
  return useQuery(overviewQueryOptions());
}
