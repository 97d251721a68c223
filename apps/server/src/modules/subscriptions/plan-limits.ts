import type { DbOrTx } from '#db/client.ts';
import { userFeatures } from './billing.ts';

/** Countable things a plan caps. */
export type PlanLimitCode = 'short_links' | 'ai_monthly_tokens';

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
  /**
   * Tokens of the AI model (prompt and answer) a calendar month: a 12-slide deck costs about 15,000. The
   * free tier has no AI feature. AI_MONTHLY_TOKENS, when set, is a ceiling on all of them.
   */
  ai_monthly_tokens: {
    free: 0,
    paid: 500_000,
    bySlug: {
      'pro-monthly': 500_000,
      'pro-yearly': 500_000,
      'publisher-vip': 1_000_000,
      'trainer-vip': 1_000_000,
      'all-vip': 2_000_000,
    },
  },
};

/** How many of `code` the user's active plan allows at `at`; admins run the platform and are not capped. */
export async function planLimit(
  db: DbOrTx,
  user: { id: number; isAdmin: boolean },
  code: PlanLimitCode,
  at: Date,
): Promise<number> {
  if (user.isAdmin) return 100_000;
  return (await planLimitOf(db, user.id, code, at)).limit;
}

/** The cap of the user's plan and the plan it comes from, never above `ceiling` when one is given. */
export async function planLimitOf(
  db: DbOrTx,
  userId: number,
  code: PlanLimitCode,
  at: Date,
  ceiling = Number.POSITIVE_INFINITY,
): Promise<{ limit: number; planName: string }> {
  const limits = PLAN_LIMITS[code];
  const { plan } = await userFeatures(db, userId, at);
  const free = !plan || plan.price === 0;
  const limit = free ? limits.free : (limits.bySlug[plan.slug] ?? limits.paid);
  return { limit: Math.min(limit, ceiling), planName: plan?.name ?? 'Free' };
}
