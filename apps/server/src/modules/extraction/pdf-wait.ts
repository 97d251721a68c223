import type { PdfJob } from '@pustaka/contract';
import type { AppContext } from '#platform/context.ts';
import type { Language } from '#platform/errors.ts';
import { getPdfJob, PDF_JOB_KIND } from './pdf-extraction.ts';

/** How often a waiting request looks at its job; a job's row is one indexed read. */
const POLL_MS = 250;

/**
 * Waits up to `waitMs` for a PDF job to finish and answers it as it then is. The job is started now if no
 * queue worker holds it yet (it runs in the extraction pool, not on this thread), so a client that waits is
 * not also waiting for the queue's next tick; past the wait it goes on in the background.
 */
export async function waitForPdfJob(
  ctx: AppContext,
  userId: number,
  id: string,
  language: Language,
  waitMs: number,
): Promise<PdfJob> {
  let job = await getPdfJob(ctx, userId, id, language);
  if (waitMs <= 0 || job.status === 'done' || job.status === 'failed') return job;
  const deadline = performance.now() + waitMs;
  if (job.status === 'queued') void ctx.jobs.runNow(`${PDF_JOB_KIND}:${id}`).catch(() => undefined);
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, deadline - performance.now())));
    job = await getPdfJob(ctx, userId, id, language);
    if (job.status === 'done' || job.status === 'failed') return job;
  }
  return job;
}
