import type { AuthorRecord, AuthorRecordInput, AuthorRecordSchema } from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';
import { authorPickerKeys } from './keys';

type AuthorPage = PageOf<typeof AuthorRecordSchema>;

/** The shared author directory, searched by name for the product editor's picker. */
export function useAuthorSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: authorPickerKeys.search(q),
    queryFn: ({ signal }) =>
      api.get<AuthorPage>('/authors', { query: { q: q || undefined, pageSize: 8 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreateAuthorFromEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authorPickerKeys.all,
    mutationFn: (input: AuthorRecordInput) => api.post<AuthorRecord>('/authors', input),
    // The author directory's own screens are refreshed by the app's cache links.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authorPickerKeys.all }),
  });
}
