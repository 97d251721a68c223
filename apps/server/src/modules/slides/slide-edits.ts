import { checkSlideContent, type Slide, type SlideChanges, type SlideContent } from '@pustaka/contract';
import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { withModelTokensOrRefuse } from './ai-usage.ts';
import { getOwnedSlide, type SlideRow, toSlide } from './deck-rows.ts';
import { briefOf, type SlidesDeps } from './decks.ts';
import type { SlideElement } from './generator/slide-generator.ts';
import { askModel } from './generators.ts';
import { slideAssets, slides, slideshows } from './tables.ts';

/** How many earlier versions of a slide undo can go back to. */
const HISTORY_KEPT = 20;

/** A slide's new content; the old one goes on its undo history. */
async function saveContent(tx: DbOrTx, slide: SlideRow, content: SlideContent, at: Date): Promise<Slide> {
  const problems = checkSlideContent(content);
  if (problems.length > 0)
    throw new AppError('SLIDE_CONTENT_INCOMPLETE', { params: { fields: problems.join(', ') } });
  const history = [...slide.history, slide.content].slice(-HISTORY_KEPT);
  const [updated] = await tx
    .update(slides)
    .set({ content, history, updatedAt: at })
    .where(eq(slides.id, slide.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  await tx.update(slideshows).set({ updatedAt: at }).where(eq(slideshows.id, slide.slideshowId));
  return toSlide(updated);
}

/** Refuses an image that is not one of this deck's own uploads. */
async function assertDeckImage(tx: DbOrTx, deckId: number, content: SlideContent): Promise<void> {
  if (!content.image) return;
  const [asset] = await tx
    .select({ id: slideAssets.id })
    .from(slideAssets)
    .where(and(eq(slideAssets.id, content.image.asset_id), eq(slideAssets.slideshowId, deckId)));
  if (!asset)
    throw new AppError('NOT_FOUND', {
      message: { id: 'Gambar tidak ditemukan di deck ini.', en: 'The image is not in this deck.' },
    });
}

export async function patchSlide(
  { ctx }: SlidesDeps,
  ownerId: number,
  slideId: number,
  changes: SlideChanges,
): Promise<Slide> {
  return ctx.db.transaction(async (tx) => {
    const { deck, slide } = await getOwnedSlide(tx, ownerId, slideId, { lock: true });
    if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
    const content: SlideContent = { ...slide.content, ...changes };
    await assertDeckImage(tx, deck.id, content);
    return saveContent(tx, slide, content, ctx.now());
  });
}

/** Back to the version before the last change. */
export async function undoSlide({ ctx }: SlidesDeps, ownerId: number, slideId: number): Promise<Slide> {
  return ctx.db.transaction(async (tx) => {
    const { deck, slide } = await getOwnedSlide(tx, ownerId, slideId, { lock: true });
    if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
    const previous = slide.history.at(-1);
    if (!previous) throw new AppError('NOTHING_TO_UNDO');
    const [updated] = await tx
      .update(slides)
      .set({ content: previous, history: slide.history.slice(0, -1), updatedAt: ctx.now() })
      .where(eq(slides.id, slide.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return toSlide(updated);
  });
}

export async function deleteSlide({ ctx }: SlidesDeps, ownerId: number, slideId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { deck, slide } = await getOwnedSlide(tx, ownerId, slideId, { lock: true });
    if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
    await tx.delete(slides).where(eq(slides.id, slide.id));
    // Close the gap so positions stay 0..n-1.
    await tx
      .update(slides)
      .set({ orderIndex: sql`${slides.orderIndex} - 1` })
      .where(and(eq(slides.slideshowId, deck.id), gt(slides.orderIndex, slide.orderIndex)));
    await tx.update(slideshows).set({ updatedAt: ctx.now() }).where(eq(slideshows.id, deck.id));
  });
}

/** Moves a slide to `orderIndex`; the slides between shift by one. */
export async function reorderSlide(
  { ctx }: SlidesDeps,
  ownerId: number,
  slideId: number,
  orderIndex: number,
): Promise<Slide[]> {
  return ctx.db.transaction(async (tx) => {
    const { deck, slide } = await getOwnedSlide(tx, ownerId, slideId, { lock: true });
    if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(slides)
      .where(eq(slides.slideshowId, deck.id));
    if (orderIndex > total - 1) throw new AppError('SLIDE_POSITION_INVALID', { params: { last: total - 1 } });
    const from = slide.orderIndex;
    if (orderIndex < from) {
      await tx
        .update(slides)
        .set({ orderIndex: sql`${slides.orderIndex} + 1` })
        .where(
          and(
            eq(slides.slideshowId, deck.id),
            gte(slides.orderIndex, orderIndex),
            lt(slides.orderIndex, from),
          ),
        );
    } else if (orderIndex > from) {
      await tx
        .update(slides)
        .set({ orderIndex: sql`${slides.orderIndex} - 1` })
        .where(
          and(
            eq(slides.slideshowId, deck.id),
            gt(slides.orderIndex, from),
            lte(slides.orderIndex, orderIndex),
          ),
        );
    }
    await tx.update(slides).set({ orderIndex }).where(eq(slides.id, slide.id));
    await tx.update(slideshows).set({ updatedAt: ctx.now() }).where(eq(slideshows.id, deck.id));
    const ordered = await tx
      .select()
      .from(slides)
      .where(eq(slides.slideshowId, deck.id))
      .orderBy(slides.orderIndex);
    return ordered.map(toSlide);
  });
}

/** One element written again by the generator; each press asks for a different version. */
export async function regenerateElement(
  deps: SlidesDeps,
  ownerId: number,
  slideId: number,
  element: SlideElement,
): Promise<Slide> {
  const { ctx, generator } = deps;
  const { deck, slide } = await getOwnedSlide(ctx.db, ownerId, slideId);
  if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
  const attempt = slide.history.length + 1;
  const brief = briefOf(deck);
  const step = { kind: 'element', current: slide.content, element, attempt } as const;
  const { content } = await withModelTokensOrRefuse(
    ctx,
    generator,
    ownerId,
    generator.expectedTokens(brief, step),
    () => askModel(() => generator.element(brief, slide.content, element, attempt)),
  );
  return ctx.db.transaction(async (tx) => {
    const locked = await getOwnedSlide(tx, ownerId, slideId, { lock: true });
    return saveContent(tx, locked.slide, content, ctx.now());
  });
}
