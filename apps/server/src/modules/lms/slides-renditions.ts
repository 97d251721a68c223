import type { DeckRendition } from '@pustaka/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { PPTX_MIME } from '#platform/media/index.ts';
import type { ContentRow } from './content-view.ts';
import { lmsContents } from './tables.ts';

/**
 * A slides content uploaded as PowerPoint is shown through the PDF the server draws of it (platform
 * deck-renditions); these are the LMS's side of that.
 */

export const isPptxSlides = (row: ContentRow): row is ContentRow & { storageKey: string } =>
  row.type === 'slides' && row.storageKey !== null && row.contentType === PPTX_MIME;

/** Every course's PowerPoint slides: each should have a PDF rendition. */
export async function listPptxSlidesKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: lmsContents.storageKey })
    .from(lmsContents)
    .where(
      and(
        eq(lmsContents.type, 'slides'),
        eq(lmsContents.contentType, PPTX_MIME),
        isNotNull(lmsContents.storageKey),
      ),
    );
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * What the learner's page says of a content's rendition, with the signed address `sign` makes once it is
 * ready; null for any content that is not PowerPoint slides. A deck stored before renditions existed is asked
 * for now.
 */
export async function renditionOfContent(
  ctx: AppContext,
  row: ContentRow,
  sign: () => string,
): Promise<DeckRendition | null> {
  if (!isPptxSlides(row)) return null;
  const rendition = (await ctx.renditions.ensure([row.storageKey])).get(row.storageKey);
  if (rendition?.status !== 'ready') {
    return { status: rendition?.status ?? 'pending', url: null, page_count: null };
  }
  return { status: 'ready', url: sign(), page_count: rendition.pageCount };
}

/** The ready rendition's PDF of a PowerPoint slides content, as a stored file; undefined otherwise. */
export async function renditionFile(ctx: AppContext, row: ContentRow) {
  if (!isPptxSlides(row)) return undefined;
  const rendition = (await ctx.renditions.find(ctx.db, [row.storageKey])).get(row.storageKey);
  if (rendition?.status !== 'ready' || !rendition.pdfKey || rendition.sizeBytes === null) return undefined;
  return { storageKey: rendition.pdfKey, sizeBytes: rendition.sizeBytes, contentType: 'application/pdf' };
}

/**
 * The slides a learner must reach to finish a slides content: the rendition's pages once it is ready (slides
 * hidden in PowerPoint are not drawn, so there may be fewer than the deck holds), else the deck's own count.
 */
export async function slidesToReach(ctx: AppContext, row: ContentRow): Promise<number | null> {
  if (!isPptxSlides(row)) return row.pageCount;
  const rendition = (await ctx.renditions.find(ctx.db, [row.storageKey])).get(row.storageKey);
  return rendition?.status === 'ready' && rendition.pageCount ? rendition.pageCount : row.pageCount;
}
