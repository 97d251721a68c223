import type { RouteObject } from 'react-router';
import { type AreaRoutes, page, prefetch } from '@/app/lazy-route';
import type { CatalogueKind } from '@/features/products/lib/catalogue-query';
import { queryClient } from '@/lib/query-client';

/** The catalogue's queries come with their own small chunk, shared by its pages. */
const catalogueQueries = () => import('@/features/products/api/catalogue');

// The catalogue shows one page in several guises; the route's handle says which one.
const catalogue = page(async () => (await import('./catalogue/catalogue-page')).CataloguePage);

function catalogueRoute(path: string, kind: CatalogueKind): RouteObject {
  return {
    path,
    lazy: catalogue,
    loader: prefetch(async ({ request }) =>
      (await catalogueQueries()).prefetchCatalogue(queryClient, new URL(request.url), kind),
    ),
    handle: { catalogue: kind },
  };
}

/** Products, the kinds of product, and authors: public. */
export const catalogueRoutes: AreaRoutes = {
  pages: [
    catalogueRoute('products', 'all'),
    {
      path: 'products/:id',
      lazy: page(async () => (await import('./catalogue/product-detail-page')).ProductDetailPage),
      loader: prefetch(async ({ params }) =>
        (await catalogueQueries()).prefetchProductDetail(queryClient, Number(params.id)),
      ),
    },
    catalogueRoute('courses', 'courses'),
    catalogueRoute('audio', 'audio'),
    catalogueRoute('slides', 'slides'),
    { path: 'authors', lazy: page(async () => (await import('./authors/authors-page')).AuthorsPage) },
    { path: 'authors/:id', lazy: page(async () => (await import('./authors/author-page')).AuthorPage) },
  ],
};
