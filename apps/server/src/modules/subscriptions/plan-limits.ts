import type { DbOrTx } from '../../db/client.ts';
import { userFeatures } from './billing.ts';

/** Countable things a plan caps. */
export type PlanLimitCode = 'short_links';

/**
 * The caps per plan: the free tier (no active subscription) and each default plan by slug; a paid plan an
 * admin creates later gets `paid`. Kept in code next to the plans they belong to, so a new plan never
 * starts without a cap.
 */
export const PLAN_LIMITS: Record<
  PlanLimitCode,
  { free: number; paid: number; bySlug: Record<string, number> }
> = {
  short_links: {
    free: 20,
    paid: 200,
    bySlug: { 'pro-monthly': 500, 'pro-yearly': 1000, 'all-vip': 1000, 'publisher-vip': 500 },
  },
};

/** How many of `code` the user's active plan allows at `at`; admins run the platform and are not capped. */
export async function planLimit(
  db: DbOrTx,
  user: { id: number; isAdmin: boolean },
  code: PlanLimitCode,
  at: Date,
): Promise<number> {
  const limits = PLAN_LIMITS[code];
  if (user.isAdmin) return 100_000;
  const { plan } = await userFeatures(db, user.id, at);
  if (!plan || plan.price === 0) return limits.free;
  return limits.bySlug[plan.slug] ?? limits.paid;
}
