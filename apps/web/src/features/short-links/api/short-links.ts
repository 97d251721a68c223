import type {
  ShortLink,
  ShortLinkCreate,
  ShortLinkPage,
  ShortLinkReportCreate,
  ShortLinkStats,
  ShortLinkUpdate,
} from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SHORT_LINK_PAGE_SIZE = 10;

export const shortLinkKeys = {
  all: ['short-links'] as const,
  list: (page: number, q: string) => [...shortLinkKeys.all, 'list', page, q] as const,
  stats: (id: number) => [...shortLinkKeys.all, 'stats', id] as const,
};

/** The caller's links, newest first, with how many their plan allows. */
export function useShortLinks(page: number, q: string) {
  return useQuery({
    queryKey: shortLinkKeys.list(page, q),
    queryFn: ({ signal }) =>
      api.get<ShortLinkPage>('/short-links', {
        query: { page, pageSize: SHORT_LINK_PAGE_SIZE, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Clicks per day and by referrer; counts reach the database within seconds of a visit. */
export function useShortLinkStats(id: number, days = 30) {
  return useQuery({
    queryKey: [...shortLinkKeys.stats(id), days],
    queryFn: ({ signal }) => api.get<ShortLinkStats>(`/short-links/${id}/stats`, { query: { days }, signal }),
    refetchInterval: 15_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: shortLinkKeys.all });
}

export function useCreateShortLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ShortLinkCreate) => api.post<ShortLink>('/short-links', input),
    onSuccess: refresh,
  });
}

export function useUpdateShortLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: ShortLinkUpdate & { id: number }) =>
      api.patch<ShortLink>(`/short-links/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteShortLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/short-links/${id}`),
    onSuccess: refresh,
  });
}

/** Anyone may report a link; the server limits how many reports one address sends. */
export function useReportShortLink() {
  return useMutation({
    mutationFn: (input: ShortLinkReportCreate) => api.post<unknown>('/short-links/reports', input),
  });
}
