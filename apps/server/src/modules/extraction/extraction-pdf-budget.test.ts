import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#platform/jobs/tables.ts';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, type TestUser, upload } from '#test/factories.ts';
import { PDF_JOB_KIND } from './pdf-extraction.ts';
import { extractionJobs } from './tables.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  // A budget no extraction can meet: every PDF, however short, moves to a job.
  t = await buildTestApp({ EXTRACT_PDF_SYNC_SECONDS: '0.01' });
  owner = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t.app.close();
});

/** Uploads a PDF to the playground; with the budget above, it becomes a job. */
async function startJob(pdf: Buffer) {
  const started = await upload(t.app, {
    url: '/api/v2/extraction/playground/pdf-extract',
    token: owner.token,
    field: 'pdf_file',
    filename: 'a.pdf',
    contentType: 'application/pdf',
    data: pdf,
  });
  expect(started.statusCode).toBe(202);
  return started.json().data as { id: string; status_url: string };
}

const usage = async () =>
  (await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: owner.token })).json().data;

describe('a short PDF that takes longer than the request may wait', () => {
  it('moves to a background job, which finishes it and charges it once', async () => {
    // Forty pages of text (the most read at once) take far longer than 10 ms to read on any machine.
    const job = await startJob(await makePdf({ pages: 40 }));
    // The queued job holds its unit of the quota, so parallel requests cannot pass the limit meanwhile.
    expect((await usage()).used_this_month).toBe(1);
    await t.ctx.jobs.runDue();
    const done = await api(t.app, { method: 'GET', url: job.status_url, token: owner.token });
    expect(done.json().data).toMatchObject({ status: 'done', result: { metadata: { page_count: 40 } } });
    expect((await usage()).used_this_month).toBe(1);
    // The first PDF also starts the extraction pool's worker, which the time-out kills and replaces.
  }, 60_000);
});

describe('a job whose process stopped while it ran', () => {
  /** As if a process had taken the job `runs` times and stopped each time before finishing it. */
  async function interrupt(jobId: string, runs: number) {
    await t.ctx.db.update(extractionJobs).set({ status: 'running' }).where(eq(extractionJobs.id, jobId));
    await t.ctx.db
      .update(jobs)
      .set({ attempts: runs, lockedUntil: null })
      .where(eq(jobs.uniqueKey, `${PDF_JOB_KIND}:${jobId}`));
  }
  const poll = async (job: { status_url: string }) =>
    (await api(t.app, { method: 'GET', url: job.status_url, token: owner.token })).json().data;

  it('is read again once the queue hands it on', async () => {
    const before = (await usage()).used_this_month;
    const job = await startJob(await makePdf({ pages: 40 }));
    await interrupt(job.id, 1);
    expect(await poll(job)).toMatchObject({ status: 'running' });
    await t.ctx.jobs.runDue();
    expect(await poll(job)).toMatchObject({ status: 'done', result: { metadata: { page_count: 40 } } });
    expect((await usage()).used_this_month).toBe(before + 1);
  });

  it('fails, charging nothing and keeping no copy, once it stopped the reader twice', async () => {
    const before = (await usage()).used_this_month;
    const job = await startJob(await makePdf({ pages: 40 }));
    const [row] = await t.ctx.db.select().from(extractionJobs).where(eq(extractionJobs.id, job.id));
    await interrupt(job.id, 2);
    await t.ctx.jobs.runDue();
    expect(await poll(job)).toMatchObject({ status: 'failed', error: { code: 'EXTRACTION_FAILED' } });
    expect((await usage()).used_this_month).toBe(before);
    expect(await t.ctx.storage.read(row?.storageKey ?? '')).toBeUndefined();
  });
});
