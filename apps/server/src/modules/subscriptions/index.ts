import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PaymentProvider, registerPayer } from '#modules/payments/index.ts';
import type { AppContext } from '#platform/context.ts';
import { schedulePeriodic } from '#platform/jobs/periodic.ts';
import { applySubscriptionPayment, SUBSCRIPTION_CODE_PREFIX, sweepPlanPayments } from './billing.ts';
import { ensureDefaultPlans } from './plans.ts';
import { registerRenewalJobs } from './renewals.ts';
import { subscriptionRoutes as routes } from './routes.ts';

/**
 * Plans, purchases and the subscription lifecycle; the default plans are there before the first request,
 * and the gateway's news about plan payment codes comes here.
 */
export function subscriptionRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  registerPayer(ctx, {
    name: 'subscriptions',
    codePrefix: SUBSCRIPTION_CODE_PREFIX,
    apply: (status) => applySubscriptionPayment(ctx, status),
  });
  registerRenewalJobs(ctx, provider, (status) => applySubscriptionPayment(ctx, status));
  const scheduleSweep = schedulePeriodic(ctx.jobs, ctx.db, ctx.now, 'subscriptions.sweep', 2 * 60_000, () =>
    sweepPlanPayments(ctx, provider),
  );
  ctx.startTasks.add('subscriptions.sweep', scheduleSweep);
  return async (app) => {
    // Written when the app is ready rather than while it is built, which may be before the database is.
    app.addHook('onReady', () => ensureDefaultPlans(ctx.db));
    await app.register(routes(ctx, provider));
  };
}

export { activePlanShareBps, userFeatures } from './billing.ts';
export { assertFeature, assertMayOfferStreamOnly, requireFeature } from './feature-guard.ts';
export { grantPlan } from './grant.ts';
export { EXTRACTION_MONTHLY_QUOTA, extractionQuota } from './limits.ts';
export { PLAN_LIMITS, type PlanLimitCode, planLimit, planLimitOf } from './plan-limits.ts';
export { hasActivePlan, listUserSubscriptions } from './service.ts';
