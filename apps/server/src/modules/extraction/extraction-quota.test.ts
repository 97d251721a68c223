import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuotaUsage, monthOf, quotaState, reserveQuota } from '#platform/quota/quota-ledger.ts';
import { runSweeps } from '#platform/sweeps.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, type TestUser } from '#test/factories.ts';
import { type PageServer, startPageServer } from './test-pages.ts';

/** The monthly extraction quota as a reservation: parallel requests over many keys stop at the limit. */

let t: TestApp;
let pages: PageServer;

beforeAll(async () => {
  pages = await startPageServer();
  t = await buildTestApp({ EXTRACT_ALLOWED_HOSTS: pages.hostPort, EXTRACT_KEY_RATE_PER_MINUTE: '100' });
});
afterAll(async () => {
  await t.app.close();
  pages.close();
});

async function newKey(user: TestUser, name: string): Promise<string> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/extraction/keys',
    token: user.token,
    body: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.key;
}

const extract = (key: string, path = '/artikel') =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/web-extract',
    csrf: false,
    body: { url: `${pages.base}${path}` },
    headers: { 'x-api-key': key },
  });

const quotaOf = (userId: number) =>
  quotaState(t.ctx.db, { scope: 'extraction', ownerId: userId, period: monthOf(t.clock.now()) });

describe('the monthly extraction quota under parallel use', () => {
  it('lets 40 parallel requests over four keys of a free account take only the 10 units left', async () => {
    const user = await createUser(t.app, t.ctx);
    const keys = await Promise.all([1, 2, 3, 4].map((n) => newKey(user, `Kunci ${n}`)));
    await addQuotaUsage(
      t.ctx.db,
      { scope: 'extraction', ownerId: user.id, period: monthOf(t.clock.now()) },
      90,
    );
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => extract(keys[i % keys.length] as string)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(30);
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(refused.json().code).toBe('EXTRACTION_QUOTA_EXCEEDED');
    }
    expect(await quotaOf(user.id)).toEqual({ used: 100, reserved: 0 });
    const usage = await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: user.token });
    expect(usage.json().data).toMatchObject({ monthly_quota: 100, used_this_month: 100 });
  });

  it('gives the unit back when an extraction fails, also in parallel', async () => {
    const user = await createUser(t.app, t.ctx);
    const key = await newKey(user, 'Gagal');
    await addQuotaUsage(
      t.ctx.db,
      { scope: 'extraction', ownerId: user.id, period: monthOf(t.clock.now()) },
      99,
    );
    const failures = await Promise.all(Array.from({ length: 5 }, () => extract(key, '/kosong')));
    // Each failure held the last unit while it ran, so a parallel one may have been refused, never charged.
    for (const failure of failures) {
      expect(['NO_MAIN_TEXT', 'EXTRACTION_QUOTA_EXCEEDED']).toContain(failure.json().code);
    }
    expect(await quotaOf(user.id)).toEqual({ used: 99, reserved: 0 });
    expect((await extract(key)).statusCode).toBe(200);
    expect((await extract(key)).json().code).toBe('EXTRACTION_QUOTA_EXCEEDED');
  });

  it('returns a reservation whose process stopped once it expires', async () => {
    const user = await createUser(t.app, t.ctx);
    const key = await newKey(user, 'Mogok');
    const now = t.clock.now();
    const period = monthOf(now);
    await addQuotaUsage(t.ctx.db, { scope: 'extraction', ownerId: user.id, period }, 99);
    // A request that reserved the last unit and never settled it: its process stopped.
    const held = await reserveQuota(t.ctx.db, { scope: 'extraction', ownerId: user.id, period }, 1, 100, {
      now,
      holdMs: 60_000,
    });
    expect(held).toBeDefined();
    expect((await extract(key)).json().code).toBe('EXTRACTION_QUOTA_EXCEEDED');
    await runSweeps(t.ctx, () => undefined);
    expect(await quotaOf(user.id)).toEqual({ used: 99, reserved: 1 });
    t.clock.advance(61_000);
    await runSweeps(t.ctx, () => undefined);
    expect(await quotaOf(user.id)).toEqual({ used: 99, reserved: 0 });
    expect((await extract(key)).statusCode).toBe(200);
  });
});
