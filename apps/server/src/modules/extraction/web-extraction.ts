import type { ExtractFormat, WebExtractResult } from '@pustaka/contract';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { safeFetch } from '#platform/safe-fetch/safe-fetch.ts';
import { fetchOptions } from './fetch-options.ts';
import { type Caller, underQuota } from './usage.ts';
import { extractWebInWorker } from './worker/extraction-pool.ts';

export type WebExtractInput = { url?: string; html?: string; format: ExtractFormat; fallback?: boolean };

/**
 * Fetches a page safely and extracts its main content in the format asked for, in a worker. A page without
 * main text is a 422 that says why (`details.reason`), unless `fallback` asks for the best candidate.
 */
export async function extractWebUrl(
  ctx: AppContext,
  url: string,
  format: ExtractFormat,
  fallback = false,
): Promise<WebExtractResult> {
  const page = await safeFetch(url, fetchOptions(ctx, 'html'));
  return extractWebInWorker(ctx, {
    page: { bytes: new Uint8Array(page.body), contentType: page.contentType },
    url: page.url,
    format,
    fallback,
  });
}

/** The base address of a page sent as HTML: an absolute http(s) URL, or none. */
function baseOf(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // refused below
  }
  throw new AppError('FETCH_URL_INVALID');
}

/** A page the client fetched or rendered itself, held to the same size limit as a fetched one. */
export function extractWebHtml(
  ctx: AppContext,
  html: string,
  url: string | undefined,
  format: ExtractFormat,
  fallback = false,
): Promise<WebExtractResult> {
  const base = baseOf(url);
  const { maxBytes } = ctx.config.extraction;
  if (Buffer.byteLength(html) > maxBytes) {
    throw new AppError('FETCH_TOO_LARGE', {
      params: { limit: `${Math.round(maxBytes / 1024 / 1024)} MB` },
      details: { limit_bytes: maxBytes },
    });
  }
  return extractWebInWorker(ctx, { page: { html }, url: base, format, fallback });
}

/** The endpoint's use case: extract under the caller's quota, which counts only a success. */
export function extractWebFor(
  ctx: AppContext,
  caller: Caller,
  input: WebExtractInput,
): Promise<WebExtractResult> {
  return underQuota(ctx, caller, 'web', () =>
    input.html !== undefined
      ? extractWebHtml(ctx, input.html, input.url, input.format, input.fallback)
      : extractWebUrl(ctx, input.url ?? '', input.format, input.fallback),
  );
}
