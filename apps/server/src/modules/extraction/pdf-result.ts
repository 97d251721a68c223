import type { PdfExtractResult } from '@pustaka/contract';
import type { PdfExtraction } from './pdf/index.ts';

/** The extractor's answer in the API's words. */
export function toPdfResult(extraction: PdfExtraction, source: PdfExtractResult['source']): PdfExtractResult {
  const { metadata } = extraction;
  return {
    source,
    metadata: {
      title: metadata.title || null,
      author: metadata.author || null,
      subject: metadata.subject || null,
      creator: metadata.creator || null,
      producer: metadata.producer || null,
      created_at: metadata.createdAt || null,
      page_count: metadata.pageCount,
    },
    outline: extraction.outline.map((entry) => ({
      title: entry.title,
      page: entry.page ?? null,
      level: entry.level,
    })),
    pages: extraction.pages.map((page) => ({
      number: page.number,
      text: page.text,
      markdown: page.markdown,
      has_text_layer: page.hasTextLayer,
      ocr: page.ocr,
    })),
    ocr_pages: ocrPagesOf(extraction.pages),
    text: extraction.text,
    markdown: extraction.markdown,
    word_count: extraction.wordCount,
  };
}

/** The numbers of the pages read by OCR (results stored before the field existed are read through this). */
export function ocrPagesOf(pages: ReadonlyArray<{ number: number; ocr: string }>): number[] {
  return pages.filter((page) => page.ocr === 'used').map((page) => page.number);
}
