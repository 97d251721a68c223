import { type AreaRoutes, page } from '@/app/lazy-route';

// Pages that answer several addresses: moderation (all products, or the review queue) and the campaign editor.
const moderation = page(async () => (await import('./admin/products-page')).ModerationPage);
const campaignEditor = page(async () => (await import('./admin/campaign-editor-page')).CampaignEditorPage);

/** The admin's pages. */
export const adminRoutes: AreaRoutes = {
  admin: [
    { path: 'admin', lazy: page(async () => (await import('./admin/admin-page')).AdminPage) },
    { path: 'admin/users', lazy: page(async () => (await import('./admin/users-page')).UsersPage) },
    {
      path: 'admin/users/export',
      lazy: page(async () => (await import('./admin/users-export-page')).UsersExportPage),
    },
    { path: 'admin/groups', lazy: page(async () => (await import('./admin/groups-page')).GroupsPage) },
    { path: 'admin/products', lazy: moderation },
    { path: 'admin/products/approve', lazy: moderation, handle: { reviewQueue: true } },
    { path: 'admin/products/review', lazy: moderation, handle: { reviewQueue: true } },
    {
      path: 'admin/categories',
      lazy: page(async () => (await import('./admin/categories-page')).CategoriesPage),
    },
    {
      path: 'admin/orders/approve',
      lazy: page(async () => (await import('./admin/orders-approve-page')).OrdersApprovePage),
    },
    { path: 'admin/sales', lazy: page(async () => (await import('./admin/sales-page')).SalesPage) },
    {
      path: 'admin/campaigns',
      lazy: page(async () => (await import('./admin/campaigns-page')).CampaignsPage),
    },
    { path: 'admin/campaigns/create', lazy: campaignEditor },
    { path: 'admin/campaigns/:id', lazy: campaignEditor },
    {
      path: 'admin/recommendations',
      lazy: page(async () => (await import('./admin/recommendations-page')).RecommendationRulesPage),
    },
    { path: 'admin/mail', lazy: page(async () => (await import('./admin/mail-page')).MailPage) },
    { path: 'admin/plans', lazy: page(async () => (await import('./admin/plans-page')).PlansPage) },
    {
      path: 'admin/short-links',
      lazy: page(async () => (await import('./admin/short-links-page')).AdminShortLinksPage),
    },
    {
      path: 'admin/settlement',
      lazy: page(async () => (await import('./admin/settlement-page')).AdminSettlementPage),
    },
    { path: 'admin/authors', lazy: page(async () => (await import('./admin/authors-page')).AuthorsPage) },
    { path: 'admin/authors/:id', lazy: page(async () => (await import('./admin/author-page')).AuthorPage) },
  ],
};
