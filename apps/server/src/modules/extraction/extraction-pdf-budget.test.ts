import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { api, createUser, type TestUser } from '../../test/factories.ts';

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

describe('a short PDF that takes longer than the request may wait', () => {
  it('moves to a background job, which finishes it and charges it once', async () => {
    // Forty pages of text (the most read at once) take far longer than 10 ms to read on any machine.
    const pdf = await makePdf({ pages: 40 });
    const boundary = '----pustaka-budget';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pdf_file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/extraction/playground/pdf-extract',
      payload,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-csrf-token': 'pustaka',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(started.statusCode).toBe(202);
    const job = started.json().data;
    const usage = async () =>
      (await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: owner.token })).json().data;
    expect((await usage()).used_this_month).toBe(0);
    await t.ctx.jobs.runDue();
    const done = await api(t.app, { method: 'GET', url: job.status_url, token: owner.token });
    expect(done.json().data).toMatchObject({ status: 'done', result: { metadata: { page_count: 40 } } });
    expect((await usage()).used_this_month).toBe(1);
  });
});
