import { type AreaRoutes, page } from '@/app/lazy-route';

/** Buying a product, and the pages the gateway returns to. */
export const checkoutRoutes: AreaRoutes = {
  verified: [
    { path: 'checkout/:id', lazy: page(async () => (await import('./checkout/checkout-page')).CheckoutPage) },
    {
      path: 'checkout-success',
      lazy: page(async () => (await import('./checkout/checkout-success-page')).CheckoutSuccessPage),
    },
    {
      path: 'checkout-fail',
      lazy: page(async () => (await import('./checkout/checkout-fail-page')).CheckoutFailPage),
    },
  ],
};
