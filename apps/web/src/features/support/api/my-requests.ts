import type {
  SupportMyRequestDetail,
  SupportMyRequestSchema,
  SupportMyRequestsQuery,
  SupportRequestCreate,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

export type MyRequestsPage = PageOf<typeof SupportMyRequestSchema>;

/** A member's own requests: the list, one thread, a new request and their replies. */
export const myRequestKeys = {
  all: ['support', 'mine'] as const,
  lists: () => [...myRequestKeys.all, 'list'] as const,
  list: (query: Partial<SupportMyRequestsQuery>) => [...myRequestKeys.lists(), query] as const,
  detail: (id: number) => [...myRequestKeys.all, 'detail', id] as const,
};

export function useMyRequests(query: Partial<SupportMyRequestsQuery>) {
  return useQuery(
    queryOptions({
      queryKey: myRequestKeys.list(query),
      queryFn: ({ signal }) =>
        api.get<MyRequestsPage>('/support/requests/mine', { query: { ...query }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useMyRequest(id: number) {
  return useQuery(
    queryOptions({
      queryKey: myRequestKeys.detail(id),
      queryFn: ({ signal }) => api.get<SupportMyRequestDetail>(`/support/requests/mine/${id}`, { signal }),
    }),
  );
}

function useStoreRequest() {
  const queryClient = useQueryClient();
  return (request: SupportMyRequestDetail) => {
    queryClient.setQueryData(myRequestKeys.detail(request.id), request);
    void queryClient.invalidateQueries({ queryKey: myRequestKeys.lists() });
  };
}

export function useCreateRequest() {
  const store = useStoreRequest();
  return useMutation({
    mutationFn: (input: SupportRequestCreate) => api.post<SupportMyRequestDetail>('/support/requests', input),
    onSuccess: store,
  });
}

export function useReplyToRequest(id: number) {
  const store = useStoreRequest();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<SupportMyRequestDetail>(`/support/requests/mine/${id}/replies`, { message }),
    onSuccess: store,
  });
}
