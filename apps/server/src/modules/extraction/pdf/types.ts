/** What OCR did for a page: not needed (it has a text layer, or nothing to read), or why it could not help. */
export type PageOcr = 'not-needed' | 'used' | 'unavailable' | 'failed';

export interface PdfPage {
  /** 1-based. */
  number: number;
  text: string;
  markdown: string;
  hasTextLayer: boolean;
  ocr: PageOcr;
  /**
   * How the page's reading order was found: by its layout (rows, columns, tables), or as the page draws its
   * text, when the layout was too scattered to trust (see confidence.ts).
   */
  layout: 'analysed' | 'drawn-order';
  /** The layout analysis's confidence, 0 to 1 (the share of the text in rows it reads cleanly). */
  layoutConfidence: number;
}

export interface PdfMetadata {
  title: string | null;
  author: string | null;
  subject: string | null;
  creator: string | null;
  producer: string | null;
  /** ISO 8601, from the document's creation date. */
  createdAt: string | null;
  pageCount: number;
}

export interface PdfOutlineEntry {
  title: string;
  page: number | null;
  /** 1 for the top level. */
  level: number;
}

export interface PdfExtraction {
  metadata: PdfMetadata;
  outline: PdfOutlineEntry[];
  pages: PdfPage[];
  text: string;
  markdown: string;
  wordCount: number;
}

export interface ExtractPdfOptions {
  /** Read pages without a text layer with OCR; by default OCR is used when the machine has it. */
  ocr?: boolean;
  /** A document with more pages is refused with PDF_TOO_MANY_PAGES. */
  maxPages?: number;
  signal?: AbortSignal;
  /** Called after each page is read. */
  onPage?: (done: number, total: number) => void;
}

/** A run of text on one baseline, in page coordinates with y growing downwards. */
export interface Fragment {
  x: number;
  right: number;
  /** Baseline, from the top of the page. */
  y: number;
  size: number;
  bold: boolean;
  /** Footnote references (raised small digits) are kept as FOOTNOTE_REF_OPEN + digits + FOOTNOTE_REF_CLOSE. */
  text: string;
}

/** Fragments sharing a baseline, left to right. */
export interface Row {
  y: number;
  size: number;
  fragments: Fragment[];
}

export const FOOTNOTE_REF_OPEN = '\u0001';
export const FOOTNOTE_REF_CLOSE = '\u0002';
