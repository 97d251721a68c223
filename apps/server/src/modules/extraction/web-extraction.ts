import type { ExtractFormat, WebExtractResult } from '@pustaka/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { safeFetch } from '../../platform/safe-fetch/safe-fetch.ts';
import { fetchOptions } from './fetch-options.ts';
import { type Caller, underQuota } from './usage.ts';
import { decodeHtml, extractWebPage } from './web/index.ts';

/**
 * Fetches a page safely and extracts its main content in the format asked for. A page without main text
 * is a 422: the caller learns why, and nothing is charged.
 */
export async function extractWebUrl(
  ctx: AppContext,
  url: string,
  format: ExtractFormat,
): Promise<WebExtractResult> {
  const page = await safeFetch(url, fetchOptions(ctx, 'html'));
  const html = decodeHtml(new Uint8Array(page.body), page.contentType);
  const extracted = extractWebPage(html, { url: page.url, format });
  if (!extracted.text.trim()) throw new AppError('NO_MAIN_TEXT');
  const content = { text: extracted.text, markdown: extracted.markdown, html: extracted.html }[format];
  return {
    url: page.url,
    format,
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
    word_count: extracted.wordCount,
    reading_time_minutes: extracted.readingTimeMinutes,
  };
}

/** The endpoint's use case: extract under the caller's quota, which counts only a success. */
export function extractWebFor(
  ctx: AppContext,
  caller: Caller,
  input: { url: string; format: ExtractFormat },
): Promise<WebExtractResult> {
  return underQuota(ctx, caller, 'web', () => extractWebUrl(ctx, input.url, input.format));
}
