import { AppError } from '#platform/errors.ts';
import { extractPdf, type PdfExtraction, readPdfInfo } from '../pdf/index.ts';
import { assertOutputSize } from './output-cap.ts';
import { assertDecodedSize } from './pdf-decoded-size.ts';

export type PdfInfoInput = { data: Uint8Array; maxPages: number; maxDecodedBytes: number };
export type PdfTaskInput = { data: Uint8Array; maxPages: number; maxOutputBytes: number };

/**
 * The checks before a PDF is read: what its streams unpack to, whether it needs a password, and its page
 * count against the limit. Answers the page count (which decides between answering now and a job).
 */
export async function runPdfInfoTask(
  input: PdfInfoInput,
  signal: AbortSignal,
): Promise<{ pageCount: number }> {
  await assertDecodedSize(input.data, input.maxDecodedBytes, signal);
  const { pageCount, encrypted } = await readPdfInfo(input.data);
  if (encrypted) throw new AppError('PDF_ENCRYPTED');
  if (pageCount > input.maxPages) {
    throw new AppError('PDF_TOO_MANY_PAGES', {
      params: { pages: pageCount, max: input.maxPages },
      details: { page_count: pageCount, max_pages: input.maxPages },
    });
  }
  return { pageCount };
}

/** Reads a PDF's text (OCR of scanned pages included); stopped by the pool's signal past its time limit. */
export async function runPdfTask(input: PdfTaskInput, signal: AbortSignal): Promise<PdfExtraction> {
  const extraction = await extractPdf(input.data, { maxPages: input.maxPages, signal });
  assertOutputSize(extraction, input.maxOutputBytes);
  return extraction;
}
