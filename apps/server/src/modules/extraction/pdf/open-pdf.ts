import { AppError } from '#platform/errors.ts';
import { loadPdfjs, type PdfDocument, type Pdfjs } from '#platform/media/read-pdf-info.ts';

/** Writers put a little junk before the header at times; readers accept it within the first kilobyte. */
const HEADER_WINDOW = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function hasPdfHeader(data: Uint8Array): boolean {
  const end = Math.min(data.length, HEADER_WINDOW) - PDF_HEADER.length;
  for (let i = 0; i <= end; i++) {
    if (PDF_HEADER.every((byte, j) => data[i + j] === byte)) return true;
  }
  return false;
}

export interface OpenPdf {
  pdfjs: Pdfjs;
  doc: PdfDocument;
  close: () => Promise<void>;
}

/**
 * Opens a PDF held in memory with pdf.js, on a copy, so the caller's bytes stay as they were. Throws
 * NOT_A_PDF, PDF_ENCRYPTED (it needs a password) or PDF_DAMAGED.
 */
export async function openPdf(data: Uint8Array): Promise<OpenPdf> {
  if (!hasPdfHeader(data)) throw new AppError('NOT_A_PDF');
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: data.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new AppError('PDF_DAMAGED');
    return { pdfjs, doc, close: () => task.destroy().catch(() => {}) };
  } catch (error) {
    await task.destroy().catch(() => {});
    if (error instanceof AppError) throw error;
    if ((error as { name?: string }).name === 'PasswordException') throw new AppError('PDF_ENCRYPTED');
    throw new AppError('PDF_DAMAGED');
  }
}

/**
 * Page count and whether the document needs a password, without reading any page: enough to choose between
 * answering at once and queueing a job. A document that needs a password reports 0 pages.
 */
export async function readPdfInfo(data: Uint8Array): Promise<{ pageCount: number; encrypted: boolean }> {
  try {
    const pdf = await openPdf(data);
    try {
      return { pageCount: pdf.doc.numPages, encrypted: false };
    } finally {
      await pdf.close();
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'PDF_ENCRYPTED') return { pageCount: 0, encrypted: true };
    throw error;
  }
}
