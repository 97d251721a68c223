import type { Author, AuthorSchema, ProductCard } from '@pustaka/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

export type AuthorPage = PageOf<typeof AuthorSchema>;

export interface AuthorDetail {
  author: Author;
  products: ProductCard[];
}

export interface AuthorListFilters {
  q?: string;
  page: number;
}

export const AUTHORS_PAGE_SIZE = 24;

export const authorKeys = {
  all: ['authors'] as const,
  list: (filters: AuthorListFilters) => [...authorKeys.all, 'list', filters] as const,
  detail: (id: number) => [...authorKeys.all, 'detail', id] as const,
};

export function authorListQueryOptions(filters: AuthorListFilters) {
  return queryOptions({
    queryKey: authorKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AuthorPage>('/public/authors-users', {
        query: { q: filters.q, page: filters.page, pageSize: AUTHORS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useAuthors(filters: AuthorListFilters) {
  return useQuery(authorListQueryOptions(filters));
}

/** The creator and their products on sale, in one request. */
export function authorDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: authorKeys.detail(id),
    queryFn: ({ signal }) => api.get<AuthorDetail>(`/public/authors-users/${id}`, { signal }),
    staleTime: 60_000,
  });
}

export function useAuthor(id: number) {
  return useQuery({ ...authorDetailQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
