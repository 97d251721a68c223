import type { CreateSlideshowInput, DeckOutlineItem, DeckTheme, Slideshow } from '@pustaka/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { withModelTokensOrRefuse } from './ai-usage.ts';
import { deckView, getOwnedDeck, toSlideshow, toSummary } from './deck-rows.ts';
import type { DeckBrief, SlideGenerator } from './generator/slide-generator.ts';
import { askModel } from './generators.ts';
import { readSource } from './sources.ts';
import { slideAssets, slideshows } from './tables.ts';

export type SlidesDeps = { ctx: AppContext; generator: SlideGenerator };

/** What a generator needs to know about a deck, from its row. */
export function briefOf(deck: typeof slideshows.$inferSelect): DeckBrief {
  return {
    topic: deck.topic,
    audience: deck.audience,
    language: deck.language,
    slideCount: deck.slideCount,
    tone: deck.tone as DeckBrief['tone'],
    source: deck.sourceMarkdown ? { title: deck.sourceLabel, markdown: deck.sourceMarkdown } : undefined,
  };
}

/** A new deck with its outline; the slides are written afterwards, from the outline the user approved. */
export async function createSlideshow(
  { ctx, generator }: SlidesDeps,
  ownerId: number,
  input: CreateSlideshowInput,
): Promise<Slideshow> {
  const read = input.source ? await readSource(ctx, ownerId, input.source) : undefined;
  const source = read?.text;
  const brief: DeckBrief = {
    topic: input.topic,
    audience: input.audience,
    language: input.language,
    slideCount: input.slide_count,
    tone: input.tone,
    source,
  };
  const expected = generator.expectedTokens(brief, { kind: 'outline' });
  const outline = await withModelTokensOrRefuse(ctx, generator, ownerId, expected, () =>
    askModel(() => generator.outline(brief)),
  );
  const now = ctx.now();
  const [deck] = await ctx.db
    .insert(slideshows)
    .values({
      ownerId,
      title: (outline.items[0]?.title ?? input.topic).slice(0, 160),
      topic: input.topic,
      audience: input.audience,
      language: input.language,
      tone: input.tone,
      slideCount: outline.items.length,
      theme: input.theme,
      outline: outline.items,
      generator: generator.kind,
      draft: outline.draft,
      sourceKind: read?.kind ?? null,
      sourceLabel: source ? (source.title ?? source.markdown.slice(0, 80)) : null,
      sourceMarkdown: source?.markdown ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!deck) throw new Error('slideshow insert returned nothing');
  return toSlideshow(deck, []);
}

export async function listSlideshows(ctx: AppContext, ownerId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(slideshows)
      .where(eq(slideshows.ownerId, ownerId))
      .orderBy(desc(slideshows.updatedAt), desc(slideshows.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ value: count() }).from(slideshows).where(eq(slideshows.ownerId, ownerId)),
  ]);
  return { items: rows.map(toSummary), page, pageSize, total: total?.value ?? 0 };
}

export async function getSlideshow(ctx: AppContext, ownerId: number, id: number): Promise<Slideshow> {
  const deck = await getOwnedDeck(ctx.db, ownerId, id);
  return deckView(ctx.db, deck);
}

/** The deck, its slides and its uploaded images; the images leave storage after the rows are gone. */
export async function deleteSlideshow(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await getOwnedDeck(tx, ownerId, id, { lock: true });
    const assets = await tx
      .select({ key: slideAssets.storageKey })
      .from(slideAssets)
      .where(eq(slideAssets.slideshowId, id));
    await tx.delete(slideshows).where(eq(slideshows.id, id));
    return assets.map((asset) => asset.key);
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

/** The outline as the user edited it; refused while slides are being written from the old one. */
export async function updateOutline(
  ctx: AppContext,
  ownerId: number,
  id: number,
  outline: DeckOutlineItem[],
): Promise<Slideshow> {
  return ctx.db.transaction(async (tx) => {
    const deck = await getOwnedDeck(tx, ownerId, id, { lock: true });
    if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
    const [updated] = await tx
      .update(slideshows)
      .set({ outline, slideCount: outline.length, updatedAt: ctx.now() })
      .where(eq(slideshows.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return deckView(tx, updated);
  });
}

export async function updateSlideshow(
  ctx: AppContext,
  ownerId: number,
  id: number,
  changes: { title?: string; theme?: DeckTheme },
): Promise<Slideshow> {
  return ctx.db.transaction(async (tx) => {
    await getOwnedDeck(tx, ownerId, id, { lock: true });
    const [updated] = await tx
      .update(slideshows)
      .set({ ...changes, updatedAt: ctx.now() })
      .where(eq(slideshows.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    return deckView(tx, updated);
  });
}
