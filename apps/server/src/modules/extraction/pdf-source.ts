import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { looksLikePdf } from '#platform/safe-fetch/safe-fetch.ts';
import type { PdfExtraction } from './pdf/index.ts';
import { extractPdfInWorker, readPdfInfoInWorker } from './worker/extraction-pool.ts';

/** How long another module's request may spend reading one PDF (OCR of scanned pages included). */
const READ_BUDGET_MS = 120_000;

/**
 * A PDF's text for another module (AI slides' sources), read in the extraction pool by the same extractor as
 * `/pdf-extract` with the same checks before the work: not a PDF, encrypted, damaged, streams unpacking past
 * EXTRACT_PDF_MAX_DECODED_BYTES, more pages than EXTRACT_PDF_MAX_PAGES. Scanned pages go through OCR when
 * the machine has Tesseract. Nothing is charged to the extraction quota.
 */
export async function readPdfDocument(ctx: AppContext, data: Buffer): Promise<PdfExtraction> {
  if (!looksLikePdf(data)) throw new AppError('NOT_A_PDF');
  await readPdfInfoInWorker(ctx, new Uint8Array(data));
  try {
    return await extractPdfInWorker(ctx, new Uint8Array(data), READ_BUDGET_MS);
  } catch (error) {
    if (error instanceof AppError && error.code === 'WORKER_TIME_LIMIT')
      throw new AppError('PDF_READ_TIMEOUT', { params: { seconds: READ_BUDGET_MS / 1000 } });
    throw error;
  }
}

export type { PdfExtraction } from './pdf/index.ts';
