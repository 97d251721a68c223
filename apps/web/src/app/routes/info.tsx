import { type AreaRoutes, page } from '@/app/lazy-route';

/** Pustaka's own pages: about, terms, privacy, contact, reporting a link, and the status page. */
export const infoRoutes: AreaRoutes = {
  pages: [
    { path: 'about', lazy: page(async () => (await import('./info/about-page')).AboutPage) },
    {
      path: 'terms-and-conditions',
      lazy: page(async () => (await import('./info/terms-page')).TermsPage),
    },
    {
      path: 'privacy-policy',
      lazy: page(async () => (await import('./info/privacy-page')).PrivacyPage),
    },
    { path: 'contact', lazy: page(async () => (await import('./info/contact-page')).ContactPage) },
    {
      path: 'report-link',
      lazy: page(async () => (await import('./info/report-link-page')).ReportLinkPage),
    },
    { path: 'health', lazy: page(async () => (await import('./system/health-page')).HealthPage) },
  ],
};
