import type {
  AuthorRecord,
  AuthorRecordInput,
  AuthorRecordSchema,
  AuthorRecordUpdate,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';

export type AuthorRecordPage = PageOf<typeof AuthorRecordSchema>;

export interface AuthorListFilters {
  q?: string;
  page: number;
}

export const AUTHOR_PAGE_SIZE = 20;

export const authorKeys = {
  all: ['author-records'] as const,
  list: (filters: AuthorListFilters) => [...authorKeys.all, 'list', filters] as const,
  detail: (id: number) => [...authorKeys.all, 'detail', id] as const,
};

export function authorListQueryOptions(filters: AuthorListFilters) {
  return queryOptions({
    queryKey: authorKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AuthorRecordPage>('/authors', {
        query: { q: filters.q || undefined, page: filters.page, pageSize: AUTHOR_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuthorList(filters: AuthorListFilters) {
  return useQuery(authorListQueryOptions(filters));
}

export function useAuthorRecord(id: number) {
  return useQuery({
    queryKey: authorKeys.detail(id),
    queryFn: ({ signal }) => api.get<AuthorRecord>(`/authors/${id}`, { signal }),
    enabled: id > 0,
  });
}

/** Products show their author: the app's cache links also refresh what the catalogue and editors hold. */
function useStore() {
  const queryClient = useQueryClient();
  return (author?: AuthorRecord) => {
    if (author) queryClient.setQueryData(authorKeys.detail(author.id), author);
    void queryClient.invalidateQueries({ queryKey: [...authorKeys.all, 'list'] });
  };
}

export function useCreateAuthor() {
  const store = useStore();
  return useMutation({
    mutationKey: authorKeys.all,
    mutationFn: (input: AuthorRecordInput) => api.post<AuthorRecord>('/authors', input),
    onSuccess: store,
  });
}

export function useUpdateAuthor(id: number) {
  const store = useStore();
  return useMutation({
    mutationKey: authorKeys.all,
    mutationFn: (input: AuthorRecordUpdate) => api.put<AuthorRecord>(`/authors/${id}`, input),
    onSuccess: store,
  });
}

export function useDeleteAuthor(id: number) {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authorKeys.all,
    mutationFn: (force: boolean) =>
      api.delete<unknown>(`/authors/${id}`, force ? { query: { force: 'true' } } : undefined),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: authorKeys.detail(id) });
      store();
    },
  });
}

export function useAuthorPhoto(id: number) {
  const store = useStore();
  const upload = useMutation({
    mutationKey: authorKeys.all,
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return (await apiUpload<AuthorRecord>(`/authors/${id}/photo`, form)).data;
    },
    onSuccess: store,
  });
  const remove = useMutation({
    mutationKey: authorKeys.all,
    mutationFn: () => api.delete<AuthorRecord>(`/authors/${id}/photo`),
    onSuccess: store,
  });
  return { upload, remove };
}
