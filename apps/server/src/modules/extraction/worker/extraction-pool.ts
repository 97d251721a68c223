import type { WebExtractResult } from '@pustaka/contract';
import type { AppContext } from '#platform/context.ts';
import { WorkerPool } from '#platform/workers/worker-pool.ts';
import type { PdfExtraction } from '../pdf/index.ts';
import type { PdfInfoInput, PdfTaskInput } from './pdf-tasks.ts';
import type { WebTaskInput } from './web-task.ts';

/**
 * Where the worker is: beside this file in the sources (through a small loader for TypeScript), and beside
 * the chunk holding this code in the bundle, where build.mjs writes it as its own entry point.
 */
function workerEntry(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./extraction-worker-tsx.mjs', import.meta.url)
    : new URL('./extraction-worker.js', import.meta.url);
}

/** One pool per app (tests build several in a process); closed with the app. */
const pools = new WeakMap<AppContext, WorkerPool>();

function poolOf(ctx: AppContext): WorkerPool {
  let pool = pools.get(ctx);
  if (!pool) {
    const { workers, workerQueue, workerHeapMb } = ctx.config.extraction;
    pool = new WorkerPool({
      entry: workerEntry(),
      size: workers,
      maxQueued: workerQueue,
      heapMb: workerHeapMb,
    });
    pools.set(ctx, pool);
  }
  return pool;
}

export async function closeExtractionPool(ctx: AppContext): Promise<void> {
  await pools.get(ctx)?.close();
  pools.delete(ctx);
}

/** The extraction pool's busy workers and waiting jobs (none before its first job); for the metrics. */
export const extractionPoolLoad = (ctx: AppContext): { busy: number; queued: number } =>
  pools.get(ctx)?.load ?? { busy: 0, queued: 0 };

/** Workers of the app's extraction pool alive now; for tests. */
export const extractionWorkerCount = (ctx: AppContext): number => pools.get(ctx)?.workerCount ?? 0;

/** A page's main content, extracted in a worker within EXTRACT_WEB_SECONDS. */
export function extractWebInWorker(
  ctx: AppContext,
  input: Omit<WebTaskInput, 'maxOutputBytes'>,
): Promise<WebExtractResult> {
  const { maxOutputBytes, webMs } = ctx.config.extraction;
  return poolOf(ctx).run<WebExtractResult>('web', { ...input, maxOutputBytes }, { timeoutMs: webMs });
}

/** How long the checks before reading may take: pdf.js reads only the cross-reference table and the catalogue. */
const PDF_INFO_MS = 15_000;

/** A PDF's page count after the checks before reading (decoded size, password, page limit). */
export function readPdfInfoInWorker(ctx: AppContext, data: Uint8Array): Promise<{ pageCount: number }> {
  const { pdfMaxPages, pdfMaxDecodedBytes } = ctx.config.extraction;
  const input: PdfInfoInput = { data, maxPages: pdfMaxPages, maxDecodedBytes: pdfMaxDecodedBytes };
  return poolOf(ctx).run('pdf-info', input, { timeoutMs: PDF_INFO_MS });
}

/** A PDF's text, read in a worker within `timeoutMs` (past it: WORKER_TIME_LIMIT). */
export function extractPdfInWorker(
  ctx: AppContext,
  data: Uint8Array,
  timeoutMs: number,
): Promise<PdfExtraction> {
  const { pdfMaxPages, maxOutputBytes } = ctx.config.extraction;
  const input: PdfTaskInput = { data, maxPages: pdfMaxPages, maxOutputBytes };
  return poolOf(ctx).run('pdf', input, { timeoutMs });
}
