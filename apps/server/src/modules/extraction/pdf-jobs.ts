import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { PDF_JOB_KIND } from './pdf-extraction.ts';
import { toPdfResult } from './pdf-result.ts';
import { extractionJobs } from './tables.ts';
import { recordUsage, refundQueuedExtraction } from './usage.ts';
import { extractPdfInWorker } from './worker/extraction-pool.ts';

/**
 * A job the queue starts again found its extraction `running`: the process that ran it stopped first (a
 * restart, a crash), and the queue hands the job on once its lock lapses. It is read again once; a PDF that
 * stopped the reader twice is failed, so one document cannot keep taking processes down.
 */
const RUNS_AFTER_INTERRUPTION = 1;

/**
 * Runs a large PDF's extraction on the job queue. It runs once: a PDF that fails to extract would fail
 * again, so the job records why (an AppError's code, else EXTRACTION_FAILED) and gives back the unit of the
 * monthly quota it kept when it was queued. The stored PDF is deleted either way.
 */
export function registerPdfJobs(ctx: AppContext, onError: (error: unknown) => void): void {
  ctx.jobs.handle(PDF_JOB_KIND, async (payload, job) => {
    const jobId = String(payload.jobId);
    const interruptedBefore = job.attempts - 1;
    const [claimed] = await ctx.db
      .update(extractionJobs)
      .set({ status: 'running' })
      .where(
        and(
          eq(extractionJobs.id, jobId),
          interruptedBefore > 0
            ? inArray(extractionJobs.status, ['queued', 'running'])
            : eq(extractionJobs.status, 'queued'),
        ),
      )
      .returning();
    if (!claimed) return;
    // The unit the job kept when it was queued goes back with its failure, in one transaction.
    const fail = (errorCode: string) =>
      ctx.db.transaction(async (tx) => {
        await tx
          .update(extractionJobs)
          .set({ status: 'failed', errorCode, finishedAt: ctx.now() })
          .where(eq(extractionJobs.id, jobId));
        await refundQueuedExtraction(tx, claimed.userId, claimed.createdAt);
      });
    if (interruptedBefore > RUNS_AFTER_INTERRUPTION) {
      await fail('EXTRACTION_FAILED');
      await ctx.storage.delete(claimed.storageKey);
      return;
    }
    try {
      const stored = await ctx.storage.read(claimed.storageKey);
      if (!stored) throw new AppError('NOT_FOUND');
      const data = await buffer(stored.body);
      const extraction = await extractPdfInWorker(ctx, new Uint8Array(data), ctx.config.extraction.pdfJobMs);
      const result = toPdfResult(extraction, { url: claimed.sourceUrl, file_name: claimed.fileName });
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(extractionJobs)
          .set({ status: 'done', result, finishedAt: ctx.now() })
          .where(eq(extractionJobs.id, jobId));
        await recordUsage(tx, { userId: claimed.userId, keyId: claimed.keyId }, 'pdf', ctx.now());
      });
    } catch (error) {
      if (!(error instanceof AppError)) onError(error);
      await fail(error instanceof AppError ? error.code : 'EXTRACTION_FAILED');
    } finally {
      await ctx.storage.delete(claimed.storageKey);
    }
  });
}
