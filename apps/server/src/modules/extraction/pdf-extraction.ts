import { randomUUID } from 'node:crypto';
import type { PdfExtractResult, PdfJob } from '@pustaka/contract';
import { API_BASE } from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { AppError, type ErrorCode, errorMessage, type Language } from '#platform/errors.ts';
import { looksLikePdf, safeFetch } from '#platform/safe-fetch/safe-fetch.ts';
import { fetchOptions } from './fetch-options.ts';
import type { PdfExtraction } from './pdf/index.ts';
import { ocrPagesOf, toPdfResult } from './pdf-result.ts';
import { extractionJobs } from './tables.ts';
import { type Caller, underQuota } from './usage.ts';
import { extractPdfInWorker, readPdfInfoInWorker } from './worker/extraction-pool.ts';

export const PDF_JOB_KIND = 'extraction.pdf';

export type PdfSource = { url: string } | { data: Buffer; fileName: string | null };

type JobRow = typeof extractionJobs.$inferSelect;

/** A stored job result; those written before `ocr_pages` existed get it from their pages. */
function storedResult(result: PdfExtractResult | null): PdfExtractResult | null {
  if (!result) return null;
  return result.ocr_pages ? result : { ...result, ocr_pages: ocrPagesOf(result.pages) };
}

export function toPdfJob(row: JobRow, language: Language): PdfJob {
  return {
    id: row.id,
    status: row.status as PdfJob['status'],
    page_count: row.pageCount,
    status_url: `${API_BASE}/pdf-extract/jobs/${row.id}`,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    result: storedResult(row.result as PdfExtractResult | null),
    error: row.errorCode
      ? { code: row.errorCode, message: errorMessage(new AppError(row.errorCode as ErrorCode), language) }
      : null,
  };
}

/**
 * Extracts a PDF given by address or upload. Up to EXTRACT_PDF_SYNC_PAGES pages it is read now (within
 * EXTRACT_PDF_SYNC_SECONDS); a longer one, or one that takes longer, is stored and handed to the job queue
 * (the caller polls the job), and past EXTRACT_PDF_MAX_PAGES it is refused. Only a finished extraction is
 * charged: a queued one holds its unit, given back if the job fails.
 */
export function extractPdfFor(
  ctx: AppContext,
  caller: Caller,
  source: PdfSource,
  language: Language,
): Promise<{ result: PdfExtractResult } | { job: PdfJob }> {
  return underQuota(
    ctx,
    caller,
    'pdf',
    () => extractPdfNowOrQueue(ctx, caller, source, language),
    (outcome) => 'job' in outcome,
  );
}

async function extractPdfNowOrQueue(
  ctx: AppContext,
  caller: Caller,
  source: PdfSource,
  language: Language,
): Promise<{ result: PdfExtractResult } | { job: PdfJob }> {
  const data = 'url' in source ? (await safeFetch(source.url, fetchOptions(ctx, 'pdf'))).body : source.data;
  if (!looksLikePdf(data)) throw new AppError('NOT_A_PDF');
  const described = {
    url: 'url' in source ? source.url : null,
    file_name: 'url' in source ? null : source.fileName,
  };
  const { pageCount } = await readPdfInfoInWorker(ctx, new Uint8Array(data));
  if (pageCount > ctx.config.extraction.pdfSyncPages)
    return { job: toPdfJob(await enqueuePdfJob(ctx, caller, data, pageCount, described), language) };
  // A short PDF of scanned pages can still take minutes of OCR: past the budget, a job finishes it.
  let extraction: PdfExtraction;
  try {
    extraction = await extractPdfInWorker(ctx, new Uint8Array(data), ctx.config.extraction.pdfSyncMs);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'WORKER_TIME_LIMIT')) throw error;
    return { job: toPdfJob(await enqueuePdfJob(ctx, caller, data, pageCount, described), language) };
  }
  return { result: toPdfResult(extraction, described) };
}

async function enqueuePdfJob(
  ctx: AppContext,
  caller: Caller,
  data: Buffer,
  pageCount: number,
  source: PdfExtractResult['source'],
): Promise<JobRow> {
  const id = randomUUID();
  const storageKey = `extraction/${id}.pdf`;
  await ctx.storage.put(storageKey, data, 'application/pdf');
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(extractionJobs)
      .values({
        id,
        userId: caller.userId,
        keyId: caller.keyId,
        pageCount,
        sourceUrl: source.url,
        fileName: source.file_name,
        storageKey,
        createdAt: ctx.now(),
      })
      .returning();
    await ctx.jobs.enqueue(
      tx,
      PDF_JOB_KIND,
      { jobId: id },
      { uniqueKey: `${PDF_JOB_KIND}:${id}`, maxAttempts: 1 },
    );
    return inserted;
  });
  if (!row) throw new Error('extraction job was not created');
  return row;
}

/** A job of the caller's account; another account's job is as unknown as a missing one. */
export async function getPdfJob(
  ctx: AppContext,
  userId: number,
  id: string,
  language: Language,
): Promise<PdfJob> {
  const [row] = await ctx.db
    .select()
    .from(extractionJobs)
    .where(and(eq(extractionJobs.id, id), eq(extractionJobs.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return toPdfJob(row, language);
}
