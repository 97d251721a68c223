import type { BlockedHost, ReportedShortLink } from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const REPORTED_PAGE_SIZE = 20;

type ReportedPage = { items: ReportedShortLink[]; page: number; pageSize: number; total: number };
export type LinkAction = 'disable' | 'enable' | 'dismiss';

const keys = {
  allReports: ['admin', 'short-links', 'reports'] as const,
  reports: (page: number) => [...keys.allReports, page] as const,
  blocked: ['admin', 'short-links', 'blocked-hosts'] as const,
};

export function useReportedLinks(page: number) {
  return useQuery({
    queryKey: keys.reports(page),
    queryFn: ({ signal }) =>
      api.get<ReportedPage>('/admin/short-links/reports', {
        query: { page, pageSize: REPORTED_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useActOnLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: LinkAction }) =>
      api.put<unknown>(`/admin/short-links/${id}`, { action }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.allReports }),
  });
}

export function useBlockedHosts() {
  return useQuery({
    queryKey: keys.blocked,
    queryFn: ({ signal }) => api.get<BlockedHost[]>('/admin/short-links/blocked-hosts', { signal }),
  });
}

export function useAddBlockedHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { host: string; note: string }) =>
      api.post<BlockedHost>('/admin/short-links/blocked-hosts', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.blocked }),
  });
}

export function useRemoveBlockedHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (host: string) =>
      api.delete<unknown>(`/admin/short-links/blocked-hosts/${encodeURIComponent(host)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.blocked }),
  });
}
