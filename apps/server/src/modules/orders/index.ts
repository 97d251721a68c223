import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PaymentProvider, registerPayer } from '#modules/payments/index.ts';
import type { AppContext } from '#platform/context.ts';
import { ORDER_CODE_PREFIX } from './checkout.ts';
import { applyProviderStatus } from './payment-status.ts';
import { scheduleSweeps } from './reconcile.ts';
import { adminOrderRoutes } from './routes/admin.ts';
import { buyerOrderRoutes } from './routes/buyer.ts';
import { publisherSalesRoutes } from './routes/publisher.ts';

/**
 * Checkout, orders, library and the publisher's sales; keeps the reconciliation sweep scheduled and takes
 * the gateway's news about order codes.
 */
export function orderRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  registerPayer(ctx, {
    name: 'orders',
    codePrefix: ORDER_CODE_PREFIX,
    apply: (status) => applyProviderStatus(ctx, status, 'gateway'),
  });
  ctx.startTasks.add('orders.sweep', scheduleSweeps(ctx, provider));
  return async (app) => {
    await app.register(buyerOrderRoutes(ctx, provider));
    await app.register(adminOrderRoutes(ctx));
    await app.register(publisherSalesRoutes(ctx));
  };
}

export { findOrderSummary } from './order-summary.ts';
export {
  countDownload,
  findOwnedProductIds,
  findOwnership,
  listOwnedProductIds,
  listProductOwnerIds,
} from './ownership.ts';
export { type OwnershipChange, onOwnershipChange } from './ownership-hooks.ts';
export { applyProviderStatus } from './payment-status.ts';
export { sweepOrders } from './reconcile.ts';
export { ORDER_REFUNDED_JOB } from './settlement.ts';
