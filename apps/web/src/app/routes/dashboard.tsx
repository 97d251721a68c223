import { type AreaRoutes, page } from '@/app/lazy-route';

/** A member's own pages: dashboard, profile, settings, library, orders, API keys and short links. */
export const dashboardRoutes: AreaRoutes = {
  // Before the email address is verified, these pages send the user to /verify-email?next=….
  verified: [
    { path: 'dashboard', lazy: page(async () => (await import('./dashboard/dashboard-page')).DashboardPage) },
    {
      path: 'dashboard/profile',
      lazy: page(async () => (await import('./dashboard/profile-page')).ProfilePage),
    },
    {
      path: 'dashboard/settings',
      lazy: page(async () => (await import('./dashboard/settings-page')).SettingsPage),
    },
    { path: 'dashboard/api', lazy: page(async () => (await import('./dashboard/api-page')).ApiPage) },
    {
      path: 'dashboard/library',
      lazy: page(async () => (await import('./dashboard/library-page')).LibraryPage),
    },
    {
      path: 'dashboard/orders/:id',
      lazy: page(async () => (await import('./dashboard/order-page')).OrderPage),
    },
    {
      path: 'manage-shorturl',
      lazy: page(async () => (await import('./dashboard/short-links-page')).ShortLinksPage),
    },
  ],
};
