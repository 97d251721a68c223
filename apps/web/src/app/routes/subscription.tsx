import { type AreaRoutes, page } from '@/app/lazy-route';

/** Plans, and the pages the plan checkout returns to. */
export const subscriptionRoutes: AreaRoutes = {
  pages: [
    {
      path: 'subscription',
      lazy: page(async () => (await import('./subscription/subscription-page')).SubscriptionPage),
    },
    {
      path: 'subscription-live',
      lazy: page(async () => (await import('./subscription/subscription-page')).SubscriptionLivePage),
    },
  ],
  // Where the plan checkout returns: like buying, it needs a verified email address.
  verified: [
    {
      path: 'subscription/checkout-success',
      lazy: page(
        async () => (await import('./subscription/subscription-result-page')).SubscriptionSuccessPage,
      ),
    },
    {
      path: 'subscription/checkout-fail',
      lazy: page(async () => (await import('./subscription/subscription-result-page')).SubscriptionFailPage),
    },
  ],
};
