import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { SlideSourceEbook, SlideSourceUpload, SourceInput } from '@pustaka/contract';
import { and, eq, gt } from 'drizzle-orm';
import { findEbookSources } from '#modules/catalogue/index.ts';
import { extractWebUrl, type PdfExtraction, readPdfDocument } from '#modules/extraction/index.ts';
import { listOwnedProductIds } from '#modules/orders/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sweepExpiredRows } from '#platform/sweeps.ts';
import type { SourceText } from './generator/slide-generator.ts';
import { slideSourceUploads } from './tables.ts';

/** How long an uploaded source PDF's text waits for the deck that uses it. */
const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
/** Fewer words than this in a whole PDF: scanned pages OCR could not read, or a PDF of pictures. */
const MIN_PDF_WORDS = 40;
/** The ebook picker lists at most this many (a library and a shop together). */
const EBOOKS_LISTED = 200;
/** An ebook's stored file is read into memory to extract it; larger ones are refused. */
const EBOOK_MAX_BYTES = 200 * 1024 * 1024;

export type SourceRef = { kind: 'url' | 'text' | 'pdf' | 'product'; text: SourceText };

/**
 * A PDF's text as the Markdown the built-in generator follows. An author's outline (bookmarks), when the
 * PDF has one, leads: its entries become the top headings at the pages they point to, and the headings the
 * extractor found from type sizes go two levels below them.
 */
export function pdfToSourceText(extraction: PdfExtraction): SourceText & { headings: string[] } {
  const title = extraction.metadata.title?.trim() || null;
  const outline = extraction.outline.filter((entry) => entry.page !== null && entry.title.trim());
  if (outline.length < 2) {
    const headings = [...extraction.markdown.matchAll(/^#{1,4}\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1] ?? '');
    return { title, markdown: extraction.markdown, headings: headings.slice(0, 60) };
  }
  const parts: string[] = [];
  for (const page of extraction.pages) {
    for (const entry of outline.filter((candidate) => candidate.page === page.number)) {
      parts.push(`${'#'.repeat(Math.min(2, entry.level))} ${entry.title.trim()}`);
    }
    parts.push(
      page.markdown.replace(
        /^(#{1,6})\s+/gm,
        (_, marks: string) => `${'#'.repeat(Math.min(4, marks.length + 2))} `,
      ),
    );
  }
  return {
    title,
    markdown: parts.join('\n\n'),
    headings: outline.map((entry) => entry.title.trim()).slice(0, 60),
  };
}

async function readPdfSource(ctx: AppContext, data: Buffer) {
  const extraction = await readPdfDocument(ctx, data);
  if (extraction.wordCount < MIN_PDF_WORDS) throw new AppError('PDF_WITHOUT_TEXT');
  return { extraction, source: pdfToSourceText(extraction) };
}

/** Uploads past their day go an hour at a time (see platform/sweeps). */
export function sweepExpiredSourceUploads(ctx: AppContext): void {
  sweepExpiredRows(ctx, 'slides.expired-source-uploads', slideSourceUploads, slideSourceUploads.expiresAt);
}

/** An uploaded PDF read now and kept as text for a day, for `source: {kind: 'pdf_upload'}`. */
export async function uploadSourcePdf(
  ctx: AppContext,
  userId: number,
  data: Buffer,
  fileName: string,
): Promise<SlideSourceUpload> {
  const { extraction, source } = await readPdfSource(ctx, data);
  const now = ctx.now();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + UPLOAD_KEPT_MS);
  await ctx.db.insert(slideSourceUploads).values({
    id,
    userId,
    fileName: fileName.slice(0, 200),
    title: source.title,
    markdown: source.markdown,
    pageCount: extraction.metadata.pageCount,
    wordCount: extraction.wordCount,
    headings: source.headings,
    createdAt: now,
    expiresAt,
  });
  return {
    upload_id: id,
    file_name: fileName.slice(0, 200),
    title: source.title,
    page_count: extraction.metadata.pageCount,
    word_count: extraction.wordCount,
    headings: source.headings,
    expires_at: expiresAt.toISOString(),
  };
}

/** The ebooks the user may make a deck from: PDF products they bought or sell. */
export async function listSourceEbooks(ctx: AppContext, userId: number): Promise<SlideSourceEbook[]> {
  const owned = await listOwnedProductIds(ctx.db, userId, EBOOKS_LISTED);
  const ebooks = await findEbookSources(ctx.db, userId, owned, EBOOKS_LISTED);
  return ebooks.flatMap((ebook) => {
    const relation = ebook.sellerId === userId ? ('created' as const) : ('owned' as const);
    const file = relation === 'created' ? (ebook.stagedFile ?? ebook.liveFile) : ebook.liveFile;
    if (!file) return [];
    return [
      {
        product_id: ebook.id,
        name: ebook.name,
        image_url: ebook.coverUrl,
        relation,
        page_count: file.pageCount,
      },
    ];
  });
}

async function readEbook(ctx: AppContext, userId: number, productId: number): Promise<SourceText> {
  const owned = await listOwnedProductIds(ctx.db, userId, 10_000);
  const [ebook] = (await findEbookSources(ctx.db, userId, owned, 10_000)).filter(
    (candidate) => candidate.id === productId,
  );
  if (!ebook) throw new AppError('SOURCE_EBOOK_NOT_ALLOWED');
  // A buyer reads what they bought (the live file); the seller also a new version still under review.
  const file = ebook.sellerId === userId ? (ebook.stagedFile ?? ebook.liveFile) : ebook.liveFile;
  if (!file) throw new AppError('SOURCE_EBOOK_WITHOUT_FILE');
  const stored = await ctx.storage.read(file.storageKey);
  if (!stored) throw new AppError('SOURCE_EBOOK_WITHOUT_FILE');
  if (stored.size > EBOOK_MAX_BYTES) {
    stored.body.destroy();
    throw new AppError('FETCH_TOO_LARGE', { params: { limit: '200 MB' } });
  }
  const { source } = await readPdfSource(ctx, await buffer(stored.body));
  return { title: source.title || ebook.name, markdown: source.markdown };
}

/** A source's text: pasted, a web page, an uploaded PDF or an ebook, all read by the extraction service. */
export async function readSource(ctx: AppContext, userId: number, input: SourceInput): Promise<SourceRef> {
  switch (input.kind) {
    case 'text':
      return { kind: 'text', text: { title: input.title ?? null, markdown: input.text } };
    case 'url': {
      const page = await extractWebUrl(ctx, input.url, 'markdown');
      return { kind: 'url', text: { title: page.title ?? page.url, markdown: page.content } };
    }
    case 'pdf_upload': {
      const [upload] = await ctx.db
        .select()
        .from(slideSourceUploads)
        .where(
          and(
            eq(slideSourceUploads.id, input.upload_id),
            eq(slideSourceUploads.userId, userId),
            gt(slideSourceUploads.expiresAt, ctx.now()),
          ),
        );
      if (!upload) throw new AppError('SOURCE_UPLOAD_NOT_FOUND');
      return { kind: 'pdf', text: { title: upload.title ?? upload.fileName, markdown: upload.markdown } };
    }
    case 'ebook':
      return { kind: 'product', text: await readEbook(ctx, userId, input.product_id) };
  }
}
