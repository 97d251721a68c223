import type { Category, ProductCardSchema, ProductDetail } from '@pustaka/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_FORMAT,
  type CatalogueFilters,
  type CatalogueKind,
  parseCatalogueParams,
  toApiQuery,
} from '@/features/products/lib/catalogue-query';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';

export type CataloguePage = PageOf<typeof ProductCardSchema> & {
  /** The server stops counting at a cap; the total is then "at least". */
  total_is_estimate?: boolean;
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (filters: CatalogueFilters) => [...catalogueKeys.lists(), filters] as const,
  detail: (id: number) => [...catalogueKeys.all, 'detail', id] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
};

export function catalogueQueryOptions(filters: CatalogueFilters) {
  return queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) => api.get<CataloguePage>('/public/books', { query: toApiQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCatalogue(filters: CatalogueFilters) {
  return useQuery(catalogueQueryOptions(filters));
}

/** Everything the detail page shows, in one request: card, description, contents and sample. */
export function productDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/public/books/${id}`, { signal }),
    staleTime: 60_000,
  });
}

export function useProductDetail(id: number) {
  return useQuery({
    ...productDetailQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    // The route's loader asks on every visit (prefetchProductDetail); a failure it got (a 404 for an id that
    // is not a product) is shown as it is rather than asked for a second time.
    retryOnMount: false,
  });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => api.get<Category[]>('/public/categories/active', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

// The catalogue's and the detail page's first requests, started by their routes while the page's code loads.
// They use the pages' own options, and so their query keys: a page finds the answer in the cache or joins the
// request in flight. A failure is left to the page, which shows it as it always does.

/** The catalogue page for the filters in the address, and the categories of its filter panel. */
export function prefetchCatalogue(queryClient: QueryClient, url: URL, kind: CatalogueKind) {
  const filters = parseCatalogueParams(url.searchParams, CATALOGUE_FORMAT[kind]);
  void queryClient.prefetchQuery(catalogueQueryOptions(filters));
  void queryClient.prefetchQuery(categoriesQueryOptions());
}

/** A product's detail; an id that is not one is left to the page's "not found". */
export function prefetchProductDetail(queryClient: QueryClient, id: number) {
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(productDetailQueryOptions(id));
}
