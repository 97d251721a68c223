import type { ExtractFormat, WebExtractResult } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { decodeHtml, extractWebPage } from '../web/index.ts';
import { assertOutputSize } from './output-cap.ts';

export type WebTaskInput = {
  /** The fetched bytes with their Content-Type, or the page sent as text. */
  page: { bytes: Uint8Array; contentType: string | null } | { html: string };
  /** The page's address: the base of its links; null for a page sent without one. */
  url: string | null;
  format: ExtractFormat;
  fallback: boolean;
  maxOutputBytes: number;
};

/** Links and images of a page sent without an address resolve only when already absolute. */
const NO_BASE = 'about:blank';

/**
 * Decodes and extracts one page, in a worker thread, and answers it in the API's words. A page without
 * main text is a 422 that says why (`details.reason`), unless a fallback was asked for.
 */
export function runWebTask(input: WebTaskInput): WebExtractResult {
  const html = 'html' in input.page ? input.page.html : decodeHtml(input.page.bytes, input.page.contentType);
  const extracted = extractWebPage(html, {
    url: input.url ?? NO_BASE,
    format: input.format,
    fallback: input.fallback,
  });
  if (!extracted.text.trim() || !extracted.confidence) {
    throw new AppError('NO_MAIN_TEXT', { details: { reason: extracted.noTextReason ?? 'empty' } });
  }
  const content = { text: extracted.text, markdown: extracted.markdown, html: extracted.html }[input.format];
  const result: WebExtractResult = {
    url: input.url,
    format: input.format,
    content,
    text: extracted.text,
    title: extracted.title || null,
    author: extracted.author || null,
    published_at: extracted.publishedAt || null,
    language: extracted.language || null,
    site_name: extracted.siteName || null,
    lead_image: extracted.leadImage || null,
    excerpt: extracted.excerpt || null,
    links: extracted.links,
    images: extracted.images,
    word_count: extracted.wordCount,
    reading_time_minutes: extracted.readingTimeMinutes,
    confidence: extracted.confidence,
  };
  assertOutputSize(result, input.maxOutputBytes);
  return result;
}
