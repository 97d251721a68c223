import type { MailOutboxItem, MailOutboxItemSchema } from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

export type OutboxStatus = 'failed' | 'queued';
export type OutboxPage = PageOf<typeof MailOutboxItemSchema> & { transport: string };

const outboxKeys = {
  all: ['admin', 'mail-outbox'] as const,
  list: (status: OutboxStatus, page: number) => [...outboxKeys.all, status, page] as const,
};

export function useMailOutbox(status: OutboxStatus, page: number) {
  return useQuery({
    queryKey: outboxKeys.list(status, page),
    queryFn: ({ signal }) =>
      api.get<OutboxPage>('/admin/mail/outbox', { query: { status, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends one mail again now; the lists refresh either way, since its attempts and error changed. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MailOutboxItem>(`/admin/mail/outbox/${id}/resend`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
