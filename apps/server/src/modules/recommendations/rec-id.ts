import { randomBytes } from 'node:crypto';
import { RECOMMENDATION_SLOTS, type RecommendationSlot } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { claimsSeal, isRowId } from '#platform/signed-claims.ts';

// A showing's id: the product, the list, who it was shown to and when, signed, so a click can only count
// for something the server recommended.

export type Showing = {
  productId: number;
  slot: RecommendationSlot;
  viewerId: number | null;
  issuedAt: number;
};

/** A click this long after the showing no longer counts. */
export const CLICK_WINDOW_MS = 7 * 86_400_000;

export function recIds(secret: string) {
  const seal = claimsSeal(secret, 'recommendation-showing', 200);
  return {
    issue(showing: Showing): string {
      return seal.sign({
        p: showing.productId,
        s: RECOMMENDATION_SLOTS.indexOf(showing.slot),
        u: showing.viewerId ?? 0,
        t: Math.floor(showing.issuedAt / 1000),
        n: randomBytes(6).toString('base64url'),
      });
    },
    /** The showing a rec_id stands for, or RECOMMENDATION_ID_INVALID for anything the server did not issue. */
    open(recId: string): Showing & { key: string } {
      let claims: Record<string, unknown>;
      try {
        claims = seal.open(recId);
      } catch {
        throw new AppError('RECOMMENDATION_ID_INVALID');
      }
      const slot = typeof claims.s === 'number' ? RECOMMENDATION_SLOTS[claims.s] : undefined;
      const viewer = claims.u;
      if (!isRowId(claims.p) || !slot || typeof claims.t !== 'number' || typeof viewer !== 'number') {
        throw new AppError('RECOMMENDATION_ID_INVALID');
      }
      return {
        productId: claims.p,
        slot,
        viewerId: isRowId(viewer) ? viewer : null,
        issuedAt: claims.t * 1000,
        key: recId.slice(recId.indexOf('.') + 1),
      };
    },
  };
}
