import { type AreaRoutes, page } from '@/app/lazy-route';

// One editor page creates a product and edits it.
const productEditor = page(async () => (await import('./publisher/product-editor-page')).ProductEditorPage);

/** A publisher's pages, and the landing page designer (with the plan feature `create_landing_page`). */
export const publisherRoutes: AreaRoutes = {
  publisher: [
    { path: 'publisher', lazy: page(async () => (await import('./publisher/publisher-page')).PublisherPage) },
    {
      path: 'publisher/products',
      lazy: page(async () => (await import('./publisher/products-page')).PublisherProductsPage),
    },
    { path: 'publisher/products/new', lazy: productEditor },
    { path: 'publisher/products/:id', lazy: productEditor },
    {
      path: 'publisher/stats',
      lazy: page(async () => (await import('./publisher/stats-page')).PublisherStatsPage),
    },
    {
      path: 'publisher/profile',
      lazy: page(async () => (await import('./dashboard/profile-page')).CreatorProfilePage),
    },
    {
      path: 'publisher/buyers',
      lazy: page(async () => (await import('./publisher/buyers-page')).PublisherBuyersPage),
    },
    {
      path: 'publisher/settlement',
      lazy: page(async () => (await import('./publisher/settlement-page')).PublisherSettlementPage),
    },
    {
      path: 'publisher/authors',
      lazy: page(async () => (await import('./publisher/authors-page')).PublisherAuthorsPage),
    },
    {
      path: 'publisher/authors/:id',
      lazy: page(async () => (await import('./publisher/author-page')).PublisherAuthorPage),
    },
    {
      path: 'publisher/audio-content',
      lazy: page(async () => (await import('./publisher/audio-content-page')).AudioContentPage),
    },
  ],
  'landing-pages': [
    {
      path: 'publisher/landing-page-design',
      lazy: page(async () => (await import('./publisher/landing-page-design-page')).LandingPageDesignPage),
    },
    {
      path: 'publisher/landing-page-design-preview',
      handle: { chrome: false },
      lazy: page(
        async () =>
          (await import('./publisher/landing-page-design-preview-page')).LandingPageDesignPreviewPage,
      ),
    },
    {
      path: 'publisher/landing-page-api-preview',
      handle: { chrome: false },
      lazy: page(
        async () => (await import('./publisher/landing-page-api-preview-page')).LandingPageApiPreviewPage,
      ),
    },
  ],
};
