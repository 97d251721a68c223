import type { GoogleSlidesExport } from '@pustaka/contract';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { assetUrl, deckSlides, getOwnedDeck } from '../deck-rows.ts';
import { slideAssets } from '../tables.ts';
import { googleAccessToken } from './google-oauth.ts';
import { PAGE_SIZE, slideRequests } from './slides-requests.ts';

const API_TIMEOUT_MS = 30_000;
/** Requests per batchUpdate call: a 40-slide deck is a few calls, each well under Google's size limit. */
const BATCH = 400;

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

/** One Slides API call; 401 means the token no longer works (the user revoked access). */
async function slidesApi<T>(ctx: AppContext, token: string, call: Call): Promise<T> {
  let response: Response;
  try {
    response = await ctx.fetch(`${ctx.config.google.slidesBaseUrl}${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('GOOGLE_UNAVAILABLE');
  }
  if (response.status === 401) throw new AppError('GOOGLE_AUTH_REQUIRED');
  if (!response.ok) {
    throw new AppError('GOOGLE_UNAVAILABLE', { details: { status: response.status } });
  }
  return (await response.json().catch(() => {
    throw new AppError('GOOGLE_UNAVAILABLE');
  })) as T;
}

type Presentation = {
  presentationId: string;
  slides?: Array<{
    objectId: string;
    slideProperties?: { notesPage?: { notesProperties?: { speakerNotesObjectId?: string } } };
  }>;
};

async function batchUpdate(ctx: AppContext, token: string, id: string, requests: unknown[]) {
  for (let start = 0; start < requests.length; start += BATCH) {
    await slidesApi(ctx, token, {
      method: 'POST',
      path: `/v1/presentations/${encodeURIComponent(id)}:batchUpdate`,
      body: { requests: requests.slice(start, start + BATCH) },
    });
  }
}

/**
 * The deck as a new Google Slides presentation in the user's Drive: drawn from the layout model, then the
 * pictures (Google fetches them from PUBLIC_URL; one it cannot reach is counted, not fatal), then the
 * speaker notes into the notes each slide got.
 */
export async function exportToGoogleSlides(
  ctx: AppContext,
  userId: number,
  deckId: number,
): Promise<GoogleSlidesExport> {
  const deck = await getOwnedDeck(ctx.db, userId, deckId);
  if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
  const rows = await deckSlides(ctx.db, deckId);
  if (rows.length === 0) throw new AppError('SLIDESHOW_EMPTY');
  const token = await googleAccessToken(ctx, userId);

  const assetIds = rows.flatMap((row) => (row.content.image ? [row.content.image.asset_id] : []));
  const assets =
    assetIds.length > 0
      ? await ctx.db.select().from(slideAssets).where(inArray(slideAssets.id, assetIds))
      : [];
  const urls = new Map(
    assets
      .filter((asset) => asset.slideshowId === deckId)
      .map((asset) => [asset.id, `${ctx.config.publicUrl}${assetUrl(asset.storageKey)}`]),
  );
  const plans = rows.map((row, index) => slideRequests(row.content, deck.theme, index, (id) => urls.get(id)));

  const created = await slidesApi<Presentation>(ctx, token, {
    method: 'POST',
    path: '/v1/presentations',
    body: { title: deck.title, pageSize: PAGE_SIZE },
  });
  const id = created.presentationId;
  if (typeof id !== 'string' || !id) throw new AppError('GOOGLE_UNAVAILABLE');
  // A new presentation starts with a title slide of Google's; ours replace it.
  const starters = (created.slides ?? []).map((slide) => ({ deleteObject: { objectId: slide.objectId } }));
  await batchUpdate(ctx, token, id, [...plans.flatMap((plan) => plan.requests), ...starters]);

  let imagesSkipped = 0;
  for (const plan of plans) {
    if (plan.images.length === 0) continue;
    try {
      await batchUpdate(ctx, token, id, plan.images);
    } catch (error) {
      if (error instanceof AppError && error.code === 'GOOGLE_AUTH_REQUIRED') throw error;
      imagesSkipped += plan.images.length;
    }
  }

  const withNotes = rows.filter((row) => row.content.notes.trim());
  if (withNotes.length > 0) {
    const full = await slidesApi<Presentation>(ctx, token, {
      method: 'GET',
      path: `/v1/presentations/${encodeURIComponent(id)}`,
    });
    const notesOf = new Map(
      (full.slides ?? []).map((slide) => [
        slide.objectId,
        slide.slideProperties?.notesPage?.notesProperties?.speakerNotesObjectId,
      ]),
    );
    const notes = rows.flatMap((row, index) => {
      const target = notesOf.get(plans[index]?.slideId ?? '');
      return target && row.content.notes.trim()
        ? [{ insertText: { objectId: target, text: row.content.notes, insertionIndex: 0 } }]
        : [];
    });
    if (notes.length > 0) await batchUpdate(ctx, token, id, notes);
  }
  return {
    presentation_id: id,
    url: `https://docs.google.com/presentation/d/${encodeURIComponent(id)}/edit`,
    slide_count: rows.length,
    images_skipped: imagesSkipped,
  };
}
