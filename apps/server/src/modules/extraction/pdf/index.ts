export { extractPdf } from './extract-pdf.ts';
export { isOcrAvailable } from './ocr.ts';
export { readPdfInfo } from './open-pdf.ts';
export type {
  ExtractPdfOptions,
  PageOcr,
  PdfExtraction,
  PdfMetadata,
  PdfOutlineEntry,
  PdfPage,
} from './types.ts';
