import { randomBytes } from 'node:crypto';
import type { SlideAsset } from '@pustaka/contract';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { toWebp } from '#platform/images.ts';
import { getOwnedDeck, toAsset } from './deck-rows.ts';
import { slideAssets, slideshows } from './tables.ts';

/** Pictures are kept at most this size: enough for a full-screen slide on a large display. */
const MAX_SIDE = 1920;
/** How many pictures one deck may hold. */
export const ASSETS_PER_DECK = 60;

/**
 * A picture for a deck: checked by its bytes and re-encoded (which also drops a phone photo's location),
 * stored, then recorded. A failed record removes the stored picture again.
 */
export async function addAsset(
  ctx: AppContext,
  ownerId: number,
  deckId: number,
  upload: Buffer,
): Promise<SlideAsset> {
  await getOwnedDeck(ctx.db, ownerId, deckId);
  const webp = await toWebp(upload, { width: MAX_SIDE, height: MAX_SIDE }, 'inside');
  const sharp = (await import('sharp')).default;
  const { width = 0, height = 0 } = await sharp(webp).metadata();
  const key = `slides/${deckId}-${randomBytes(12).toString('hex')}.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  try {
    return await ctx.db.transaction(async (tx) => {
      await getOwnedDeck(tx, ownerId, deckId, { lock: true });
      const [held] = await tx
        .select({ value: count() })
        .from(slideAssets)
        .where(eq(slideAssets.slideshowId, deckId));
      if ((held?.value ?? 0) >= ASSETS_PER_DECK) {
        throw new AppError('TOO_MANY_SLIDE_ASSETS', { params: { limit: ASSETS_PER_DECK } });
      }
      const [row] = await tx
        .insert(slideAssets)
        .values({
          slideshowId: deckId,
          storageKey: key,
          contentType: 'image/webp',
          width,
          height,
          sizeBytes: webp.length,
          createdAt: ctx.now(),
        })
        .returning();
      await tx.update(slideshows).set({ updatedAt: ctx.now() }).where(eq(slideshows.id, deckId));
      if (!row) throw new Error('asset insert returned nothing');
      return toAsset(row);
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}
