import type { Slide, SlideAsset, Slideshow } from '@pustaka/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { slideAssets, slides, slideshows } from './tables.ts';

export type DeckRow = typeof slideshows.$inferSelect;
export type SlideRow = typeof slides.$inferSelect;

/**
 * A deck of its owner's, else NOT_FOUND (another user's deck is not told apart from a missing one). With
 * `lock`, the deck's row is held until the transaction ends: every change to its slides takes this lock
 * first, so order indexes stay dense and a generation cannot interleave with an edit.
 */
export async function getOwnedDeck(
  db: DbOrTx,
  ownerId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DeckRow> {
  const query = db
    .select()
    .from(slideshows)
    .where(and(eq(slideshows.id, id), eq(slideshows.ownerId, ownerId)));
  const [deck] = options.lock ? await query.for('update') : await query;
  if (!deck) throw new AppError('NOT_FOUND');
  return deck;
}

/** A slide of a deck the user owns, with that deck (locked when asked). */
export async function getOwnedSlide(
  db: DbOrTx,
  ownerId: number,
  slideId: number,
  options: { lock?: boolean } = {},
): Promise<{ deck: DeckRow; slide: SlideRow }> {
  const [found] = await db.select().from(slides).where(eq(slides.id, slideId));
  if (!found) throw new AppError('NOT_FOUND');
  const deck = await getOwnedDeck(db, ownerId, found.slideshowId, options);
  // Locked now: read the slide again, in case it moved or went while we waited for the lock.
  const [slide] = options.lock ? await db.select().from(slides).where(eq(slides.id, slideId)) : [found];
  if (!slide) throw new AppError('NOT_FOUND');
  return { deck, slide };
}

export async function deckSlides(db: DbOrTx, deckId: number): Promise<SlideRow[]> {
  return db.select().from(slides).where(eq(slides.slideshowId, deckId)).orderBy(asc(slides.orderIndex));
}

/** A picture's public address: its stored name is random and unguessable, like the other images. */
export const assetUrl = (storageKey: string) =>
  `/api/v2/public/ai-slides/assets/${storageKey.split('/').pop()}`;

export function toAsset(row: typeof slideAssets.$inferSelect): SlideAsset {
  return { id: row.id, url: assetUrl(row.storageKey), width: row.width, height: row.height };
}

export async function deckAssets(db: DbOrTx, deckId: number): Promise<SlideAsset[]> {
  const rows = await db
    .select()
    .from(slideAssets)
    .where(eq(slideAssets.slideshowId, deckId))
    .orderBy(asc(slideAssets.id));
  return rows.map(toAsset);
}

/** The whole deck as the API shows it: its slides in order and its pictures. */
export async function deckView(db: DbOrTx, row: DeckRow): Promise<Slideshow> {
  const [rows, assets] = await Promise.all([deckSlides(db, row.id), deckAssets(db, row.id)]);
  return toSlideshow(row, rows, assets);
}

export function toSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    order_index: row.orderIndex,
    content: row.content,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: DeckRow) {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    language: row.language,
    slide_count: row.slideCount,
    status: row.status,
    theme: row.theme,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSlideshow(row: DeckRow, rows: SlideRow[], assets: SlideAsset[] = []): Slideshow {
  return {
    ...toSummary(row),
    audience: row.audience,
    tone: row.tone as Slideshow['tone'],
    outline: row.outline,
    slides: rows.map(toSlide),
    assets,
    source: row.sourceKind ? { kind: row.sourceKind, label: row.sourceLabel ?? '' } : null,
    generator: row.generator,
    draft: row.draft,
    failure: row.failure,
    published_product_id: row.publishedProductId,
  };
}
