import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { looksLikePdf } from '../../platform/safe-fetch/safe-fetch.ts';
import { extractPdf, type PdfExtraction, readPdfInfo } from './pdf/index.ts';

/** How long another module's request may spend reading one PDF (OCR of scanned pages included). */
const READ_BUDGET_MS = 120_000;

/**
 * A PDF's text for another module (AI slides' sources), read by the same extractor as `/pdf-extract` with
 * the same refusals: not a PDF, encrypted, damaged, more pages than EXTRACT_PDF_MAX_PAGES. Scanned pages go
 * through OCR when the machine has Tesseract. Nothing is charged to the extraction quota.
 */
export async function readPdfDocument(ctx: AppContext, data: Buffer): Promise<PdfExtraction> {
  if (!looksLikePdf(data)) throw new AppError('NOT_A_PDF');
  const { pageCount, encrypted } = await readPdfInfo(new Uint8Array(data));
  if (encrypted) throw new AppError('PDF_ENCRYPTED');
  const max = ctx.config.extraction.pdfMaxPages;
  if (pageCount > max) {
    throw new AppError('PDF_TOO_MANY_PAGES', {
      params: { pages: pageCount, max },
      details: { page_count: pageCount, max_pages: max },
    });
  }
  const budget = AbortSignal.timeout(READ_BUDGET_MS);
  try {
    return await extractPdf(new Uint8Array(data), { maxPages: max, signal: budget });
  } catch (error) {
    if (budget.aborted)
      throw new AppError('PDF_READ_TIMEOUT', { params: { seconds: READ_BUDGET_MS / 1000 } });
    throw error;
  }
}

export type { PdfExtraction } from './pdf/index.ts';
