import type { Slideshow } from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import { AiProviderError } from '#platform/ai/chat-completions.ts';
import { AppError } from '#platform/errors.ts';
import { assertModelQuota, TokensExhausted, withModelTokens } from './ai-usage.ts';
import { deckSlides, getOwnedDeck, toSlideshow } from './deck-rows.ts';
import { briefOf, type SlidesDeps } from './decks.ts';
import { slides, slideshows } from './tables.ts';

/** The background job that writes a deck's slides, one by one, from its outline. */
export const GENERATE_JOB = 'slides.generate';
const GENERATE_ATTEMPTS = 3;
/** A deck's `failure` when the month's AI tokens ran out before its last slide; the app names it so. */
export const QUOTA_FAILURE = 'quota';

/**
 * Starts writing the slides of the current outline: the deck says `generating` at once and the job writes
 * slide after slide, each visible as soon as it is stored. Earlier slides of the deck are replaced.
 */
export async function startGeneration(deps: SlidesDeps, ownerId: number, id: number): Promise<Slideshow> {
  const { ctx, generator } = deps;
  if (generator.kind === 'model') {
    // Refused before the old slides go: a restart that cannot write even its first slide would lose them.
    const current = await getOwnedDeck(ctx.db, ownerId, id);
    const first = { kind: 'slide', outline: current.outline, index: 0 } as const;
    await assertModelQuota(ctx, ownerId, generator.expectedTokens(briefOf(current), first));
  }
  const now = ctx.now();
  const uniqueKey = `${GENERATE_JOB}:${id}:${now.getTime()}`;
  const deck = await ctx.db.transaction(async (tx) => {
    const current = await getOwnedDeck(tx, ownerId, id, { lock: true });
    if (current.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
    await tx.delete(slides).where(eq(slides.slideshowId, id));
    const [updated] = await tx
      .update(slideshows)
      .set({ status: 'generating', failure: null, updatedAt: now })
      .where(eq(slideshows.id, id))
      .returning();
    await ctx.jobs.enqueue(tx, GENERATE_JOB, { deckId: id }, { uniqueKey, maxAttempts: GENERATE_ATTEMPTS });
    return updated;
  });
  if (!deck) throw new AppError('NOT_FOUND');
  // Started here rather than on the queue's next tick; the job stays the record if this process stops.
  void ctx.jobs.runNow(uniqueKey).catch(() => undefined);
  return toSlideshow(deck, []);
}

/**
 * The job: the slides the deck does not have yet, in order (a restarted job goes on where it stopped).
 * A model that fails, or the month's tokens running out (`failure: 'quota'`), leaves the deck `failed` with the
 * reason and the slides written so far.
 */
export function generateDeckJob(deps: SlidesDeps) {
  const { ctx, generator } = deps;
  return async (payload: Record<string, unknown>, job: { attempts: number }) => {
    const deckId = Number(payload.deckId);
    const [deck] = await ctx.db.select().from(slideshows).where(eq(slideshows.id, deckId));
    if (deck?.status !== 'generating') return;
    const brief = briefOf(deck);
    const done = new Set((await deckSlides(ctx.db, deckId)).map((slide) => slide.orderIndex));
    try {
      for (let index = 0; index < deck.outline.length; index++) {
        if (done.has(index)) continue;
        // Each slide reserves its tokens first: parallel generations of one account share its month.
        const step = { kind: 'slide', outline: deck.outline, index } as const;
        const { content } = await withModelTokens(
          ctx,
          generator,
          deck.ownerId,
          generator.expectedTokens(brief, step),
          () => generator.slide(brief, deck.outline, index),
        );
        const stored = await ctx.db.transaction(async (tx) => {
          // Still generating (not deleted, not restarted) before the slide goes in.
          const [still] = await tx
            .select({ id: slideshows.id })
            .from(slideshows)
            .where(and(eq(slideshows.id, deckId), eq(slideshows.status, 'generating')))
            .for('update');
          if (!still) return false;
          await tx
            .insert(slides)
            .values({ slideshowId: deckId, orderIndex: index, content, updatedAt: ctx.now() });
          return true;
        });
        if (!stored) return;
      }
      await finish(deps, deckId, { status: 'ready', failure: null });
    } catch (error) {
      if (error instanceof TokensExhausted) {
        // The month's tokens ran out mid-deck: it stops here, marked, with the slides written so far.
        await finish(deps, deckId, { status: 'failed', failure: QUOTA_FAILURE });
        return;
      }
      if (error instanceof AiProviderError) {
        await finish(deps, deckId, { status: 'failed', failure: error.failure });
        return;
      }
      // Anything else is retried by the queue; after the last try the deck must not stay `generating`.
      if (job.attempts >= GENERATE_ATTEMPTS)
        await finish(deps, deckId, { status: 'failed', failure: 'internal' });
      throw error;
    }
  };
}

async function finish(
  { ctx }: SlidesDeps,
  deckId: number,
  state: { status: 'ready' | 'failed'; failure: string | null },
): Promise<void> {
  await ctx.db
    .update(slideshows)
    .set({ ...state, updatedAt: ctx.now() })
    .where(and(eq(slideshows.id, deckId), eq(slideshows.status, 'generating')));
}
