import type { OwnedProductSchema } from '@pustaka/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

export type LibraryPage = PageOf<typeof OwnedProductSchema>;

export const LIBRARY_PAGE_SIZE = 24;

export const libraryKeys = {
  all: ['library'] as const,
  page: (page: number, pageSize: number) => [...libraryKeys.all, page, pageSize] as const,
};

/** What the signed-in user owns, most recently acquired first. */
export function libraryQueryOptions(page: number, pageSize = LIBRARY_PAGE_SIZE) {
  return queryOptions({
    queryKey: libraryKeys.page(page, pageSize),
    queryFn: ({ signal }) => api.get<LibraryPage>('/owned-books/', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLibrary(page: number, pageSize = LIBRARY_PAGE_SIZE) {
  return useQuery(libraryQueryOptions(page, pageSize));
}
