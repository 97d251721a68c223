import type { DbOrTx } from '#db/client.ts';
import { activePlanShareBps } from '#modules/subscriptions/index.ts';
import { isPremiumCreator } from '#modules/users/index.ts';

export const STANDARD_SHARE_BPS = 7_000;
export const PRO_SHARE_BPS = 8_000;
export const PREMIUM_CREATOR_SHARE_BPS = 9_000;

/**
 * The creator's share of a sale at a moment: Premium Creator 90% (the home page's yearly arrangement), else
 * the share of their active plan (Pro 80%), else the standard 70%.
 */
export async function creatorShareBps(tx: DbOrTx, sellerId: number, at: Date): Promise<number> {
  // Asked together: every payment waits on this while it holds its order's lock.
  const [premium, planShare] = await Promise.all([
    isPremiumCreator(tx, sellerId, at),
    activePlanShareBps(tx, sellerId, at),
  ]);
  if (premium) return PREMIUM_CREATOR_SHARE_BPS;
  return Math.max(planShare ?? STANDARD_SHARE_BPS, STANDARD_SHARE_BPS);
}
