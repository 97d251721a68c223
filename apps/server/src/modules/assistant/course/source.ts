import { buffer } from 'node:stream/consumers';
import type { CourseRights, CourseSource } from '@pustaka/contract';
import { findEbookSources } from '#modules/catalogue/index.ts';
import { readPdfDocument } from '#modules/extraction/index.ts';
import { listOwnedProductIds } from '#modules/orders/index.ts';
import { readSource } from '#modules/slides/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import type { BuildSourceRef } from '../tables.ts';
import { type BookPage, type OutlineEntry, partsOfText } from './outline.ts';

/** An ebook's stored file is read into memory to cut and extract it; larger ones are refused. */
const EBOOK_MAX_BYTES = 200 * 1024 * 1024;
/** Fewer words than this in a whole book: scanned pages OCR could not read, or a book of pictures. */
const MIN_WORDS = 40;

/**
 * What a course may be made from, checked without reading the book: an ebook the trainer sells (`copy`)
 * or bought (`reference`), or a PDF they uploaded (`copy`, its text cut into parts).
 */
export type CheckedSource = {
  ref: BuildSourceRef;
  rights: CourseRights;
  unit: 'page' | 'part';
  /** Pages of the ebook's file as the catalogue counted them (null when it did not), or the upload's parts. */
  pageCount: number | null;
  productUrl: string | null;
  /** An upload's parts, already at hand (its text is all it keeps). */
  parts: BookPage[] | null;
};

export async function checkSource(
  ctx: AppContext,
  userId: number,
  source: CourseSource,
): Promise<CheckedSource> {
  if (source.kind === 'pdf_upload') {
    const read = await readSource(ctx, userId, source);
    const parts = partsOfText(read.text.markdown);
    if (parts.length === 0) throw new AppError('PDF_WITHOUT_TEXT');
    return {
      ref: { kind: 'pdf_upload', uploadId: source.upload_id, title: read.text.title ?? '' },
      rights: 'copy',
      unit: 'part',
      pageCount: parts.length,
      productUrl: null,
      parts,
    };
  }
  const owned = await listOwnedProductIds(ctx.db, userId, 10_000);
  const [ebook] = (await findEbookSources(ctx.db, userId, owned, 10_000)).filter(
    (candidate) => candidate.id === source.product_id,
  );
  if (!ebook) throw new AppError('SOURCE_EBOOK_NOT_ALLOWED');
  const own = ebook.sellerId === userId;
  // A buyer reads what they bought (the live file); the seller also a new version still under review.
  const file = own ? (ebook.liveFile ?? ebook.stagedFile) : ebook.liveFile;
  if (!file) throw new AppError('SOURCE_EBOOK_WITHOUT_FILE');
  return {
    ref: { kind: 'ebook', productId: ebook.id, storageKey: file.storageKey, title: ebook.name },
    rights: own ? 'copy' : 'reference',
    unit: 'page',
    pageCount: file.pageCount,
    productUrl: `/products/${ebook.id}`,
    parts: null,
  };
}

/** A book read: its pages (or parts), its outline, and for an ebook its file, to cut page ranges from. */
export type ReadBook = {
  title: string | null;
  pages: BookPage[];
  pageCount: number;
  outline: OutlineEntry[];
  pdf: Buffer | null;
};

async function ebookBytes(ctx: AppContext, storageKey: string): Promise<Buffer> {
  const stored = await ctx.storage.read(storageKey);
  if (!stored) throw new AppError('SOURCE_EBOOK_WITHOUT_FILE');
  if (stored.size > EBOOK_MAX_BYTES) {
    stored.body.destroy();
    throw new AppError('FETCH_TOO_LARGE', { params: { limit: '200 MB' } });
  }
  return buffer(stored.body);
}

/**
 * Books read lately, per app, by stored file: a plan is usually followed within minutes by its build, which
 * then does not read the same PDF again. A few books at most, none larger than 20 MB, each for 15 minutes.
 */
const recentBooks = new WeakMap<AppContext, Map<string, { at: number; book: Promise<ReadBook> }>>();
const RECENT_MS = 15 * 60_000;
const RECENT_COUNT = 3;
const RECENT_MAX_BYTES = 20 * 1024 * 1024;

/** Reads the checked source: an ebook through the extraction service (as `/pdf-extract` reads a PDF). */
export async function readBook(ctx: AppContext, source: CheckedSource): Promise<ReadBook> {
  if (source.ref.kind === 'pdf_upload') {
    const parts = source.parts ?? [];
    return { title: source.ref.title || null, pages: parts, pageCount: parts.length, outline: [], pdf: null };
  }
  const key = source.ref.storageKey;
  let recent = recentBooks.get(ctx);
  if (!recent) {
    recent = new Map();
    recentBooks.set(ctx, recent);
  }
  const now = Date.now();
  for (const [stored, entry] of recent) if (now - entry.at > RECENT_MS) recent.delete(stored);
  const known = recent.get(key);
  if (known) return known.book;
  const book = readEbook(ctx, source.ref);
  recent.set(key, { at: now, book });
  book.then(
    (read) => {
      if ((read.pdf?.length ?? 0) > RECENT_MAX_BYTES) recent.delete(key);
    },
    () => recent.delete(key),
  );
  while (recent.size > RECENT_COUNT) recent.delete(recent.keys().next().value as string);
  return book;
}

async function readEbook(ctx: AppContext, ref: BuildSourceRef & { kind: 'ebook' }): Promise<ReadBook> {
  const pdf = await ebookBytes(ctx, ref.storageKey);
  const extraction = await readPdfDocument(ctx, pdf);
  if (extraction.wordCount < MIN_WORDS) throw new AppError('PDF_WITHOUT_TEXT');
  return {
    title: ref.title || extraction.metadata.title?.trim() || null,
    pages: extraction.pages.map((page) => ({ number: page.number, markdown: page.markdown })),
    pageCount: extraction.metadata.pageCount,
    outline: extraction.outline,
    pdf,
  };
}

/** An upload read again by a build (the job runs later, maybe in another process). */
export async function rereadUpload(ctx: AppContext, userId: number, uploadId: string): Promise<BookPage[]> {
  const read = await readSource(ctx, userId, { kind: 'pdf_upload', upload_id: uploadId });
  return partsOfText(read.text.markdown);
}
