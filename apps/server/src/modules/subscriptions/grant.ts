import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { getPlan } from './plans.ts';
import { subscriptions } from './tables.ts';

const DAY_MS = 86_400_000;

/**
 * Puts a user on a plan without a payment, for `days` from now and without renewal: what the demo data
 * gives its creator. Any live subscription must have ended first (one active subscription per user).
 */
export async function grantPlan(ctx: AppContext, db: DbOrTx, userId: number, planId: number, days: number) {
  const plan = await getPlan(db, planId);
  const now = ctx.now();
  await db.insert(subscriptions).values({
    userId,
    planId,
    planName: plan.name,
    status: 'active',
    startDate: now,
    endDate: new Date(now.getTime() + days * DAY_MS),
    autoRenew: false,
    paymentMethod: 'granted',
    periodPrice: 0,
    periodDays: days,
  });
}
