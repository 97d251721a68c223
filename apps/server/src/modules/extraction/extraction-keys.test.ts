import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuotaUsage } from '#platform/quota/quota-ledger.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, SEEDED_PLANS, subscribe, type TestUser } from '#test/factories.ts';
import { apiKeys, extractionUsage } from './tables.ts';
import { type PageServer, startPageServer } from './test-pages.ts';

let t: TestApp;
let pages: PageServer;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  pages = await startPageServer();
  t = await buildTestApp({ EXTRACT_ALLOWED_HOSTS: pages.hostPort, EXTRACT_KEY_RATE_PER_MINUTE: '6' });
  owner = await createUser(t.app, t.ctx);
  other = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t.app.close();
  pages.close();
});

async function newKey(user: TestUser, name = 'Server produksi'): Promise<{ id: number; key: string }> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/extraction/keys',
    token: user.token,
    body: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

/** A call of the public endpoint as an outside client makes it: the key, no CSRF header, no login. */
const extract = (key: string | undefined, body: unknown = { url: `${pages.base}/artikel` }) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/web-extract',
    csrf: false,
    body,
    headers: key === undefined ? {} : { 'x-api-key': key },
  });

describe('API keys', () => {
  it('shows a new key once and keeps only its hash and a recognisable prefix', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/keys',
      token: owner.token,
      body: { name: 'Aplikasi saya' },
    });
    expect(response.statusCode).toBe(201);
    const { key, prefix, id } = response.json().data;
    expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    expect(response.json().message).toContain('tidak akan ditampilkan lagi');
    const [row] = await t.ctx.db.select().from(apiKeys).where(sql`${apiKeys.id} = ${id}`);
    expect(row?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await api(t.app, { method: 'GET', url: '/api/v2/extraction/keys', token: owner.token });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, name: 'Aplikasi saya', prefix, revoked_at: null }),
    ]);
    expect(list.body).not.toContain(key);
  });

  it('refuses a name with markup, and callers who are not signed in', async () => {
    const bad = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/keys',
      token: owner.token,
      body: { name: '<script>x</script>' },
    });
    expect(bad.statusCode).toBe(400);
    const guest = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/keys',
      body: { name: 'Kunci' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('answers 401 with its own code for a missing, unknown or revoked key', async () => {
    expect((await extract(undefined)).json().code).toBe('API_KEY_MISSING');
    expect((await extract('pk_live_tidakAdaKunciSepertiIni')).json().code).toBe('API_KEY_INVALID');
    expect((await extract('Bearer abc')).json().code).toBe('API_KEY_INVALID');
    const { id, key } = await newKey(owner, 'Dicabut');
    const stranger = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/extraction/keys/${id}`,
      token: other.token,
    });
    expect(stranger.statusCode).toBe(404);
    const revoked = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/extraction/keys/${id}`,
      token: owner.token,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const response = await extract(key);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('API_KEY_REVOKED');
  });

  it('needs no CSRF header with a key, while the session-authenticated playground does', async () => {
    const { key } = await newKey(owner, 'Tanpa CSRF');
    expect((await extract(key)).statusCode).toBe(200);
    const playground = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/playground/web-extract',
      token: owner.token,
      csrf: false,
      body: { url: `${pages.base}/artikel` },
    });
    expect(playground.json().code).toBe('CSRF_HEADER_MISSING');
  });

  it('holds each key to its own rate limit, with Retry-After', async () => {
    const user = await createUser(t.app, t.ctx);
    const first = await newKey(user, 'Cepat');
    const second = await newKey(user, 'Kedua');
    const bad = { url: 'http://10.0.0.1/' };
    for (let i = 0; i < 6; i += 1) expect((await extract(first.key, bad)).statusCode).toBe(422);
    const limited = await extract(first.key, bad);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('API_KEY_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await extract(second.key, bad)).statusCode).toBe(422);
    t.clock.advance(3 * 60_000);
    expect((await extract(first.key, bad)).statusCode).toBe(422);
  });

  it("holds the owner's keys to the plan's monthly quota and names when it renews", async () => {
    const user = await createUser(t.app, t.ctx);
    const { key, id } = await newKey(user, 'Kuota');
    const usage = async () =>
      (await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: user.token })).json().data;
    expect(await usage()).toMatchObject({ plan_name: 'Free', monthly_quota: 100, used_this_month: 0 });
    const today = t.clock.now().toISOString().slice(0, 10);
    await t.ctx.db
      .insert(extractionUsage)
      .values({ userId: user.id, keyId: id, day: today, kind: 'web', count: 99 });
    await addQuotaUsage(t.ctx.db, { scope: 'extraction', ownerId: user.id, period: today.slice(0, 7) }, 99);
    expect((await extract(key)).statusCode).toBe(200);
    const over = await extract(key);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'EXTRACTION_QUOTA_EXCEEDED',
      details: { monthly_quota: 100, used: 100, resets_at: '2026-07-01T00:00:00.000Z' },
    });
    const untilJuly = (Date.parse('2026-07-01T00:00:00Z') - t.clock.now().getTime()) / 1000;
    expect(Number(over.headers['retry-after'])).toBe(Math.ceil(untilJuly));
    // The playground draws on the same quota.
    const playground = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/playground/web-extract',
      token: user.token,
      body: { url: `${pages.base}/artikel` },
    });
    expect(playground.json().code).toBe('EXTRACTION_QUOTA_EXCEEDED');
  });

  it('gives a plan with text extraction the larger quota', async () => {
    const user = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, user, SEEDED_PLANS.proMonthly);
    const response = await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: user.token });
    expect(response.json().data).toMatchObject({ plan_name: 'Pro Bulanan', monthly_quota: 10_000 });
  });

  it('counts only successful extractions, per key and day', async () => {
    const user = await createUser(t.app, t.ctx);
    const { key, id } = await newKey(user, 'Hitung');
    expect((await extract(key, { url: `${pages.base}/kosong` })).json().code).toBe('NO_MAIN_TEXT');
    expect((await extract(key, { url: 'http://169.254.169.254/' })).json().code).toBe(
      'FETCH_ADDRESS_BLOCKED',
    );
    expect((await extract(key, { url: `${pages.base}/data.json` })).statusCode).toBe(415);
    expect((await extract(key, { url: 'bukan url' })).statusCode).toBe(400);
    // The page without main text counted twice against the key's rate limit (a failure after work): the
    // successes come a minute later, on the same day.
    t.clock.advance(61_000);
    expect((await extract(key)).statusCode).toBe(200);
    expect((await extract(key)).statusCode).toBe(200);
    const response = await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: user.token });
    const data = response.json().data;
    expect(data.used_this_month).toBe(2);
    expect(data.days).toEqual([
      { day: t.clock.now().toISOString().slice(0, 10), key_id: id, web: 2, pdf: 0 },
    ]);
    expect(data.keys[0].last_used_at).not.toBeNull();
  });
});
