import type { AuthorRecord, AuthorRecordInput, AuthorRecordSchema } from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

type AuthorPage = PageOf<typeof AuthorRecordSchema>;

const pickerKeys = {
  all: ['publisher', 'authors'] as const,
  search: (q: string) => [...pickerKeys.all, q] as const,
};

/** The shared author directory, searched by name for the product editor's picker. */
export function useAuthorSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: pickerKeys.search(q),
    queryFn: ({ signal }) =>
      api.get<AuthorPage>('/authors', { query: { q: q || undefined, pageSize: 8 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreateAuthorFromEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AuthorRecordInput) => api.post<AuthorRecord>('/authors', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pickerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['author-records'] });
    },
  });
}
