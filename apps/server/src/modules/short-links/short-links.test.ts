import { SHORT_CODE_ALPHABET } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, type TestUser } from '#test/factories.ts';

// The sandbox gateway's webhook reaches this app, as it would reach the real server.
const fetchIntoApp: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const response = await t.app.inject({
    method: (init?.method ?? 'GET') as 'POST',
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(response.body, { status: response.statusCode });
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, { fetch: fetchIntoApp });
  [owner, stranger] = await Promise.all([createUser(t.app, t.ctx), createUser(t.app, t.ctx)]);
});
afterAll(() => t.app.close());

const create = (user: TestUser, body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/short-links', token: user.token, body });
const list = async (user: TestUser) =>
  (await api(t.app, { method: 'GET', url: '/api/v2/short-links', token: user.token })).json().data;

/** Buys a plan through the sandbox's hosted page and lets the webhook arrive. */
async function buyPlan(user: TestUser, planId: number) {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/subscriptions/purchase',
    token: user.token,
    body: { plan_id: planId, payment_method: 'qris' },
  });
  const page = new URL(response.json().data.redirect_url);
  await t.app.inject({
    method: 'POST',
    url: `${page.pathname}/settle`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=paid&method=qris&token=${page.searchParams.get('token')}`,
  });
  await t.ctx.jobs.runDue();
}

describe('creating', () => {
  it('makes a random code from the look-alike-free alphabet, and a chosen code in lower case', async () => {
    const random = await create(owner, { target: 'https://contoh.id/artikel?utm=1#bagian' });
    expect(random.statusCode).toBe(201);
    const link = random.json().data;
    expect(link.code).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{7}$`));
    expect(link).toMatchObject({
      target: 'https://contoh.id/artikel?utm=1#bagian',
      short_url: `http://pustaka.test/${link.code}`,
      status: 'active',
      disabled_by: null,
      redirect_type: null,
      clicks: 0,
    });

    const chosen = await create(owner, { target: 'contoh.id/promo', code: 'Promo-Juni', redirect_type: 301 });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data).toMatchObject({
      code: 'promo-juni',
      target: 'https://contoh.id/promo',
      redirect_type: 301,
    });
  });

  it('takes a page of the app as a path', async () => {
    const page = await create(owner, { target: '/products/12?tab=ulasan' });
    expect(page.json().data.target).toBe('http://pustaka.test/products/12?tab=ulasan');
  });

  it('refuses a code that is taken, whatever its case', async () => {
    const again = await create(stranger, { target: 'https://contoh.id', code: 'PROMO-juni' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'SHORT_CODE_TAKEN' });
  });

  it('gives one of several concurrent requests for the same code the link, the rest a 409', async () => {
    const racers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app, t.ctx)));
    const answers = await Promise.all(
      racers.map((user, i) => create(user, { target: `https://contoh.id/${i}`, code: 'balapan' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const owners = await Promise.all(racers.map((user) => list(user)));
    expect(owners.map((page) => page.total).reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('ownership', () => {
  it("lists only the caller's links, and hides others' links as 404", async () => {
    const mine = await list(owner);
    expect(mine.items.length).toBe(mine.total);
    expect(mine).toMatchObject({ used: mine.total, limit: 20, default_redirect: 302 });
    expect((await list(stranger)).total).toBe(0);
    const id = mine.items[0].id;
    for (const [method, url, body] of [
      ['GET', `/api/v2/short-links/${id}`, undefined],
      ['GET', `/api/v2/short-links/${id}/stats`, undefined],
      ['PATCH', `/api/v2/short-links/${id}`, { target: 'https://jahat.example' }],
      ['DELETE', `/api/v2/short-links/${id}`, undefined],
    ] as const) {
      const response = await api(t.app, { method, url, token: stranger.token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const still = await api(t.app, { method: 'GET', url: `/api/v2/short-links/${id}`, token: owner.token });
    expect(still.json().data.target).toBe(mine.items[0].target);
  });

  it('needs a signed-in user with a verified email', async () => {
    expect((await api(t.app, { method: 'GET', url: '/api/v2/short-links' })).statusCode).toBe(401);
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    const response = await create(unverified, { target: 'https://contoh.id' });
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('editing', () => {
  it('changes the target, switches the link off and on, and deletes it', async () => {
    const { id } = (await create(owner, { target: 'https://contoh.id/lama' })).json().data;
    const url = `/api/v2/short-links/${id}`;
    const edited = await api(t.app, {
      method: 'PATCH',
      url,
      token: owner.token,
      body: { target: 'https://contoh.id/baru' },
    });
    expect(edited.json().data.target).toBe('https://contoh.id/baru');
    const off = await api(t.app, { method: 'PATCH', url, token: owner.token, body: { enabled: false } });
    expect(off.json().data).toMatchObject({ status: 'disabled', disabled_by: 'owner' });
    const on = await api(t.app, {
      method: 'PATCH',
      url,
      token: owner.token,
      body: { enabled: true, redirect_type: 301 },
    });
    expect(on.json().data).toMatchObject({ status: 'active', disabled_by: null, redirect_type: 301 });
    const bad = await api(t.app, {
      method: 'PATCH',
      url,
      token: owner.token,
      body: { target: 'javascript:alert(1)' },
    });
    expect(bad.json().code).toBe('SHORT_LINK_SCHEME_REFUSED');
    expect((await api(t.app, { method: 'GET', url, token: owner.token })).json().data.target).toBe(
      'https://contoh.id/baru',
    );
    const empty = await api(t.app, { method: 'PATCH', url, token: owner.token, body: {} });
    expect(empty.statusCode).toBe(400);
    const deleted = await api(t.app, { method: 'DELETE', url, token: owner.token });
    expect(deleted.json()).toEqual({ success: true, message: 'Tautan pendek dihapus.' });
    expect((await api(t.app, { method: 'GET', url, token: owner.token })).statusCode).toBe(404);
  });
});

describe('plan limit', () => {
  it('stops a free user at 20 links, also under a burst, and lets a Pro user go on', async () => {
    const user = await createUser(t.app, t.ctx);
    for (let i = 0; i < 16; i++)
      expect((await create(user, { target: `https://contoh.id/${i}` })).statusCode).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(user, { target: `https://contoh.id/b${i}` })),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(4);
    const refused = burst.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json()).toMatchObject({ code: 'SHORT_LINK_LIMIT_REACHED' });
    expect(refused[0]?.json().error).toContain('20');
    expect((await list(user)).used).toBe(20);

    await buyPlan(user, 6);
    expect((await list(user)).limit).toBe(500);
    expect((await create(user, { target: 'https://contoh.id/pro' })).statusCode).toBe(201);
  });

  it('admins are not capped', async () => {
    const admin = await createAdmin(t.app, t.ctx);
    expect((await list(admin)).limit).toBeGreaterThan(1000);
  });
});

describe('creation rate limit', () => {
  it('allows 30 creations an hour per account, then 429 with Retry-After', async () => {
    const user = await createUser(t.app, t.ctx);
    await buyPlan(user, 6);
    for (let i = 0; i < 30; i++)
      expect((await create(user, { target: `https://contoh.id/r${i}` })).statusCode).toBe(201);
    const refused = await create(user, { target: 'https://contoh.id/r31' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_SHORT_LINKS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(user)).total).toBe(30);
    t.clock.advance(62 * 60_000);
  });
});
