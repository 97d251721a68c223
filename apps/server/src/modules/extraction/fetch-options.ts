import type { AppContext } from '#platform/context.ts';
import type { FetchKind, SafeFetchOptions } from '#platform/safe-fetch/safe-fetch.ts';

/** The fetcher's limits from the extraction settings; a third of the total time for each connection. */
export function fetchOptions(ctx: AppContext, kind: FetchKind): SafeFetchOptions {
  const { allowedHosts, allowedPorts, maxBytes, fetchTimeoutMs, maxCompressionRatio } = ctx.config.extraction;
  return {
    kind,
    maxBytes,
    maxCompressionRatio,
    totalTimeoutMs: fetchTimeoutMs,
    connectTimeoutMs: Math.max(1_000, Math.round(fetchTimeoutMs / 3)),
    allowedHosts,
    allowedPorts,
  };
}
