import type { DbOrTx } from '#db/client.ts';
import { userFeatures } from './billing.ts';

/**
 * Successful text extractions a month: a free account gets enough to try the API and build on it; a plan
 * with the `extract_text` feature (Pro, Reader VIP, Publisher VIP, All VIP) enough to run on it.
 */
export const EXTRACTION_MONTHLY_QUOTA = { free: 100, extractText: 10_000 } as const;

/** The monthly extraction quota of the user's plan now, and the plan's name to show next to it. */
export async function extractionQuota(
  db: DbOrTx,
  userId: number,
  at: Date,
): Promise<{ planName: string; monthlyQuota: number }> {
  const { plan, features } = await userFeatures(db, userId, at);
  const paid = features.includes('extract_text');
  return {
    planName: plan?.name ?? 'Free',
    monthlyQuota: paid ? EXTRACTION_MONTHLY_QUOTA.extractText : EXTRACTION_MONTHLY_QUOTA.free,
  };
}
