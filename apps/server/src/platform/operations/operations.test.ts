import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';

/** The value of one series in a Prometheus text scrape, or undefined when it is not there. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('operator metrics', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('counts requests under their route pattern, errors by code, and reads the queue, mail and live figures', async () => {
    const before = await scrape();
    const health = 'pustaka_http_requests_total{method="GET",route="/health",status="200"}';
    const productRoute = '/api/v2/public/books/:id';
    const missing = `pustaka_http_requests_total{method="GET",route="${productRoute}",status="404"}`;
    const notFound = 'pustaka_http_errors_total{code="NOT_FOUND",status="404"}';
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/api/v2/public/books/987654' });
    await t.app.inject({ method: 'GET', url: '/api/v2/public/books/987655' });
    await t.ctx.jobs.enqueue(
      t.ctx.db,
      'metrics-test',
      {},
      { runAt: new Date(t.clock.now().getTime() - 90_000) },
    );

    const after = await scrape();
    expect((sample(after, health) ?? 0) - (sample(before, health) ?? 0)).toBe(3);
    expect((sample(after, missing) ?? 0) - (sample(before, missing) ?? 0)).toBe(2);
    expect((sample(after, notFound) ?? 0) - (sample(before, notFound) ?? 0)).toBe(2);
    // The raw URL never becomes a label: its ids would make a series each.
    expect(after).not.toContain('987654');
    expect(
      sample(after, `pustaka_http_request_duration_seconds_count{method="GET",route="${productRoute}"}`),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'pustaka_jobs_queued{kind="metrics-test"}')).toBe(1);
    expect(sample(after, 'pustaka_jobs_oldest_age_seconds{kind="metrics-test"}')).toBeCloseTo(90, 0);
    expect(sample(after, 'pustaka_mail_outbox{status="failed"}')).toBe(0);
    expect(sample(after, 'pustaka_live_games')).toBe(0);
    expect(sample(after, 'pustaka_live_sockets')).toBe(0);
    expect(sample(after, 'pustaka_extraction_workers{state="busy"}')).toBe(0);
    expect(sample(after, 'pustaka_db_queries_in_flight')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the jobs this process ran by kind and outcome', async () => {
    t.ctx.jobs.handle('metrics-run-ok', async () => {});
    t.ctx.jobs.handle('metrics-run-fails', async () => {
      throw new Error('peer down');
    });
    await t.ctx.db.execute(sql`delete from jobs`);
    for (let i = 0; i < 2; i++) await t.ctx.jobs.enqueue(t.ctx.db, 'metrics-run-ok', { i });
    await t.ctx.jobs.enqueue(t.ctx.db, 'metrics-run-fails', {});
    expect(await t.ctx.jobs.runDue()).toBe(3);
    const after = await scrape();
    expect(sample(after, 'pustaka_jobs_run_total{kind="metrics-run-ok",outcome="done"}')).toBe(2);
    expect(sample(after, 'pustaka_jobs_run_total{kind="metrics-run-fails",outcome="retry"}')).toBe(1);
    expect(sample(after, 'pustaka_jobs_run_total{kind="metrics-run-fails",outcome="done"}')).toBeUndefined();
  });

  it('hides the metrics from a caller on another machine, and from one behind a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(remote.body).not.toContain('pustaka_http');
  });
});

describe('METRICS_TOKEN', { timeout: 60_000 }, () => {
  let t: TestApp;
  const token = 'scrape-token-of-the-operator-0123';
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.app.close());

  it('lets the bearer of the token scrape from anywhere, and no one else, not even this machine', async () => {
    const get = (remoteAddress: string, authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });
    expect((await get('203.0.113.9', `Bearer ${token}`)).statusCode).toBe(200);
    expect((await get('203.0.113.9', `Bearer ${token}x`)).statusCode).toBe(404);
    expect((await get('203.0.113.9', token)).statusCode).toBe(404);
    expect((await get('127.0.0.1')).statusCode).toBe(404);
  });
});

describe('request ids', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.app.close());

  it('names every response and every error envelope with a fresh id', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.9' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const failed = await t.app.inject({ method: 'GET', url: '/api/v2/public/books/987654' });
    const id = failed.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(id).not.toBe(ok.headers['x-request-id']);
    expect(failed.json()).toMatchObject({ code: 'NOT_FOUND', request_id: id });
  });

  it("keeps a trusted proxy's id, and ignores a client's or a malformed one", async () => {
    const viaProxy = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/books/987654',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(viaProxy.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(viaProxy.json()).toMatchObject({ request_id: 'lb-7f3a.42' });
    const direct = await t.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /ready', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  it('says ready once started, and not ready for good once draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', reasons: [] });
    t.readiness.markDraining();
    const draining = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not_ready', reasons: ['draining'] });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('a stop that runs out of time', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  it('hands the jobs this process still runs back to the queue, and leaves others alone', async () => {
    let finish: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      finish = resolve;
    });
    t.ctx.jobs.handle('slow-stop-test', () => blocked);
    await t.ctx.jobs.enqueue(t.ctx.db, 'slow-stop-test', {}, { uniqueKey: 'slow-stop-1' });
    await t.ctx.jobs.enqueue(t.ctx.db, 'slow-stop-test', {}, { uniqueKey: 'slow-stop-2' });
    const running = t.ctx.jobs.runNow('slow-stop-1');
    while (t.ctx.jobs.heldCount === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const lockOf = async (key: string) => {
      const rows = await t.ctx.db.execute(sql`select locked_until from jobs where unique_key = ${key}`);
      const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
        locked_until: string | Date | null;
      }[];
      return row?.locked_until ? new Date(row.locked_until).getTime() : null;
    };
    expect(await lockOf('slow-stop-1')).toBeGreaterThan(t.clock.now().getTime());

    expect(await t.ctx.jobs.releaseHeld()).toBe(1);
    expect(await lockOf('slow-stop-1')).toBe(t.clock.now().getTime());
    expect(await lockOf('slow-stop-2')).toBeNull();
    finish();
    expect(await running).toBe(true);
    expect(t.ctx.jobs.heldCount).toBe(0);
  });
});
