import type {
  SupportAnswerCreate,
  SupportInboxQuery,
  SupportOverview,
  SupportRequestDetail,
  SupportRequestSchema,
  SupportStaffList,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

export type InboxPage = PageOf<typeof SupportRequestSchema>;
export type InboxFilters = Partial<SupportInboxQuery>;

/** The staff side of the inbox: its lists, one request, the overview and who can be assigned. */
export const inboxKeys = {
  all: ['support', 'inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (filters: InboxFilters) => [...inboxKeys.lists(), filters] as const,
  detail: (id: number) => [...inboxKeys.all, 'detail', id] as const,
  overview: () => [...inboxKeys.all, 'overview'] as const,
  staff: () => [...inboxKeys.all, 'staff'] as const,
};

export function useInbox(filters: InboxFilters) {
  return useQuery(
    queryOptions({
      queryKey: inboxKeys.list(filters),
      queryFn: ({ signal }) => api.get<InboxPage>('/support/requests', { query: { ...filters }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useInboxRequest(id: number) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: inboxKeys.detail(id),
      queryFn: async ({ signal }) => {
        const request = await api.get<SupportRequestDetail>(`/support/requests/${id}`, { signal });
        // The first read by staff opens a new request, so the lists and the overview may have changed.
        void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: inboxKeys.overview() });
        return request;
      },
    }),
  );
}

export function useSupportOverview() {
  return useQuery(
    queryOptions({
      queryKey: inboxKeys.overview(),
      queryFn: ({ signal }) => api.get<SupportOverview>('/support/overview', { signal }),
      // Waiting times move on by themselves; a staff member keeping the inbox open sees them grow.
      refetchInterval: 60_000,
    }),
  );
}

export function useSupportStaff() {
  return useQuery(
    queryOptions({
      queryKey: inboxKeys.staff(),
      queryFn: ({ signal }) => api.get<SupportStaffList>('/support/staff', { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** Every change to a request answers with the request; it replaces the cached one, and lists refresh. */
function useRequestChange<Input>(id: number, send: (input: Input) => Promise<SupportRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (request) => {
      queryClient.setQueryData(inboxKeys.detail(id), request);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.overview() });
    },
  });
}

export function useAssignRequest(id: number) {
  return useRequestChange(id, (assigneeId: number | null) =>
    api.post<SupportRequestDetail>(`/support/requests/${id}/assign`, { assignee_id: assigneeId }),
  );
}

export function useAnswerRequest(id: number) {
  return useRequestChange(id, (input: SupportAnswerCreate) =>
    api.post<SupportRequestDetail>(`/support/requests/${id}/answers`, input),
  );
}

export function useAddNote(id: number) {
  return useRequestChange(id, (note: string) =>
    api.post<SupportRequestDetail>(`/support/requests/${id}/notes`, { note }),
  );
}

export function useSetRequestClosed(id: number) {
  return useRequestChange(id, (closed: boolean) =>
    api.post<SupportRequestDetail>(`/support/requests/${id}/${closed ? 'close' : 'reopen'}`),
  );
}
