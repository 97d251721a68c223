import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type FormatCode, type ProductSummary, toProductList } from '@/components/product/product-rules';
import { api } from '@/lib/api-client';

export const productKeys = {
  all: ['products'] as const,
  active: (limit: number) => [...productKeys.all, 'active', limit] as const,
  byFormat: (format: FormatCode, limit: number) => [...productKeys.all, 'active', format, limit] as const,
};

/** A failing list is logged and shown as empty (spec section 8). */
async function loadList(
  query: Record<string, string | number>,
  signal: AbortSignal,
): Promise<ProductSummary[]> {
  try {
    return toProductList(await api.get<unknown>('/public/books/active', { query, signal }));
  } catch (error) {
    console.warn('Product list could not be loaded', error);
    return [];
  }
}

/** Home page featured list: six active products, `data.products`. */
export function activeProductsQueryOptions(limit = 6) {
  return queryOptions({
    queryKey: productKeys.active(limit),
    queryFn: ({ signal }) => loadList({ limit }, signal),
    staleTime: 60_000,
  });
}

/** Home page rows per format (PDF, MP3, CRS, PPT), three each, `data` as a list. */
export function productsByFormatQueryOptions(format: FormatCode, limit = 3) {
  return queryOptions({
    queryKey: productKeys.byFormat(format, limit),
    queryFn: ({ signal }) => loadList({ product_format: format, limit }, signal),
    staleTime: 60_000,
  });
}

export function useActiveProducts(limit = 6) {
  return useQuery(activeProductsQueryOptions(limit));
}

export function useProductsByFormat(format: FormatCode, limit = 3) {
  return useQuery(productsByFormatQueryOptions(format, limit));
}

/**
 * The home page's first requests, started by its route while the page's code loads (same options, so the
 * same query keys: the page finds the answers in the cache or joins the requests in flight).
 */
export function prefetchHomeProducts(queryClient: QueryClient) {
  void queryClient.prefetchQuery(activeProductsQueryOptions(6));
  for (const format of ['PDF', 'MP3', 'CRS', 'PPT'] as const)
    void queryClient.prefetchQuery(productsByFormatQueryOptions(format, 3));
}
