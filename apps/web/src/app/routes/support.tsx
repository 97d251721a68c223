import { type AreaRoutes, page } from '@/app/lazy-route';

/** The support inbox for staff, and a member's own requests under the dashboard. */
export const supportRoutes: AreaRoutes = {
  'support-staff': [
    { path: 'admin/support', lazy: page(async () => (await import('./support/inbox-page')).InboxPage) },
    {
      path: 'admin/support/:id',
      lazy: page(async () => (await import('./support/inbox-request-page')).InboxRequestPage),
    },
  ],
  // A member whose verification mail never arrives needs help most: these pages (and their calls) allow an
  // unverified address (record 044).
  members: [
    {
      path: 'dashboard/support',
      lazy: page(async () => (await import('./support/my-requests-page')).MyRequestsPage),
    },
    {
      path: 'dashboard/support/new',
      lazy: page(async () => (await import('./support/new-request-page')).NewRequestPage),
    },
    {
      path: 'dashboard/support/:id',
      lazy: page(async () => (await import('./support/my-request-page')).MyRequestPage),
    },
  ],
};
