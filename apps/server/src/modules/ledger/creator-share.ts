import type { DbOrTx } from '../../db/client.ts';
import { hasActivePlan } from '../subscriptions/index.ts';
import { isPremiumCreator } from '../users/index.ts';

export const STANDARD_SHARE_BPS = 7_000;
export const PRO_SHARE_BPS = 8_000;
export const PREMIUM_CREATOR_SHARE_BPS = 9_000;

/**
 * The creator's share of a sale at a moment: Premium Creator 90%, an active Pro plan 80%, else 70%
 * (the home page's 70/90 and the plan data's 70/80, each where it belongs).
 */
export async function creatorShareBps(tx: DbOrTx, sellerId: number, at: Date): Promise<number> {
  if (await isPremiumCreator(tx, sellerId, at)) return PREMIUM_CREATOR_SHARE_BPS;
  if (await hasActivePlan(tx, sellerId, 'pro', at)) return PRO_SHARE_BPS;
  return STANDARD_SHARE_BPS;
}
