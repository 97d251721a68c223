import type { SlideContent } from '@pustaka/contract';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { withModelTokensOrRefuse } from './ai-usage.ts';
import type { DeckBrief } from './generator/slide-generator.ts';
import { askModel, slideGeneratorFor } from './generators.ts';
import { exportDeck } from './render/deck-export.ts';
import { slides, slideshows } from './tables.ts';

export type DeckFromText = {
  title: string;
  markdown: string;
  language: 'id' | 'en';
  slideCount: number;
};

/**
 * A deck written at once from a text (a chapter of a book, for a course): the configured generator writes
 * its outline and every slide, each model call under the owner's monthly AI tokens, and the deck is kept
 * among the owner's decks, `ready`, as if made in the slides editor. Answers the deck and its PDF.
 * A model that fails or tokens that run out refuse it (AI_UNAVAILABLE, AI_QUOTA_EXCEEDED); nothing is kept.
 */
export async function writeDeckFromText(
  ctx: AppContext,
  ownerId: number,
  input: DeckFromText,
): Promise<{ deckId: number; pdf: Buffer; slideCount: number }> {
  const generator = slideGeneratorFor(ctx);
  const slideCount = Math.min(40, Math.max(3, input.slideCount));
  const brief: DeckBrief = {
    topic: input.title,
    audience: '',
    language: input.language,
    slideCount,
    tone: 'educational',
    // No text: a deck on the topic alone, as the slides editor makes without a source.
    source: input.markdown.trim() ? { title: input.title, markdown: input.markdown } : undefined,
  };
  const outline = await withModelTokensOrRefuse(
    ctx,
    generator,
    ownerId,
    generator.expectedTokens(brief, { kind: 'outline' }),
    () => askModel(() => generator.outline(brief)),
  );
  const contents: SlideContent[] = [];
  for (let index = 0; index < outline.items.length; index++) {
    const step = { kind: 'slide', outline: outline.items, index } as const;
    const written = await withModelTokensOrRefuse(
      ctx,
      generator,
      ownerId,
      generator.expectedTokens(brief, step),
      () => askModel(() => generator.slide(brief, outline.items, index)),
    );
    contents.push(written.content);
  }
  if (contents.length === 0) throw new AppError('SLIDESHOW_EMPTY');
  const now = ctx.now();
  const deckId = await ctx.db.transaction(async (tx) => {
    const [deck] = await tx
      .insert(slideshows)
      .values({
        ownerId,
        title: input.title.slice(0, 160),
        topic: input.title,
        language: input.language,
        tone: 'educational',
        slideCount: outline.items.length,
        theme: { name: 'samudra', brand_color: null },
        outline: outline.items,
        generator: generator.kind,
        draft: outline.draft,
        status: 'ready',
        sourceKind: input.markdown.trim() ? 'text' : null,
        sourceLabel: input.markdown.trim() ? input.title.slice(0, 200) : null,
        sourceMarkdown: input.markdown.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: slideshows.id });
    if (!deck) throw new Error('slideshow insert returned nothing');
    await tx.insert(slides).values(
      contents.map((content, orderIndex) => ({
        slideshowId: deck.id,
        orderIndex,
        content,
        updatedAt: now,
      })),
    );
    return deck.id;
  });
  const { data } = await exportDeck(ctx, ownerId, deckId, 'pdf');
  return { deckId, pdf: data, slideCount: contents.length };
}
