import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPayments, users } from '#db/schema.ts';
import { creatorShareBps } from '#modules/ledger/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  lastMailTo,
  login,
  type TestUser,
} from '#test/factories.ts';

let target: FastifyInstance;
const fetchIntoApp: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const response = await target.inject({
    method: (init?.method ?? 'GET') as 'POST',
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(response.body, { status: response.statusCode });
};

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { fetch: fetchIntoApp });
  target = t.app;
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(() => t.app.close());

/** Moves the clock and runs what fell due; sessions expire over such spans, so the given users log in again. */
async function passTime(ms: number, ...people: TestUser[]) {
  t.clock.advance(ms);
  await t.ctx.jobs.runDue();
  for (const person of [...people, admin]) person.token = await login(t.app, person.email, person.password);
}

const mine = async (user: TestUser) =>
  (await api(t.app, { method: 'GET', url: '/api/v2/subscriptions/me', token: user.token })).json().data;
const features = async (user: TestUser) =>
  (await api(t.app, { method: 'GET', url: '/api/v2/subscriptions/features', token: user.token })).json().data;

/** Buys a plan through the sandbox's hosted page and lets the webhook arrive. */
async function buyPlan(user: TestUser, planId: number, method = 'qris') {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/subscriptions/purchase',
    token: user.token,
    body: { plan_id: planId, payment_method: method },
  });
  expect(response.statusCode).toBe(200);
  const { payment, redirect_url } = response.json().data;
  const page = new URL(redirect_url);
  const pressed = await t.app.inject({
    method: 'POST',
    url: `${page.pathname}/settle`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=paid&method=${method}&token=${page.searchParams.get('token')}`,
  });
  expect(pressed.headers.location).toContain(`/subscription/checkout-success?payment=${payment.id}`);
  await t.ctx.jobs.runDue();
  return payment;
}

describe('plans', () => {
  it('offers the default plans, free as id 5, Pro monthly popular, Pro yearly saving two months', async () => {
    const response = await api(t.app, { method: 'GET', url: '/api/v2/public/subscriptions/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data;
    expect(plans.map((p: { id: number }) => p.id)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(plans[0]).toMatchObject({ name: 'Free', price: 0, creator_share_percent: 70 });
    expect(plans[1]).toMatchObject({
      name: 'Pro Bulanan',
      price: 99_000,
      is_popular: true,
      creator_share_percent: 80,
    });
    expect(plans[2]).toMatchObject({ price: 990_000, highlight: 'Hemat 2 bulan' });
    expect(plans.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Reader VIP', 'Publisher VIP', 'Trainer VIP', 'All VIP']),
    );
  });

  it('admins manage plans; a new price reaches new buyers only; others may not', async () => {
    const member = await createUser(t.app, t.ctx);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/admin/plans', token: member.token })).statusCode,
    ).toBe(403);
    const created = await api(t.app, {
      method: 'POST',
      url: '/api/v2/admin/plans',
      token: admin.token,
      body: {
        name: 'Kelas Guru',
        price: 59_000,
        duration_days: 30,
        creator_share_percent: 75,
        features: ['lms_access'],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Kelas Guru',
      features: [{ code: 'lms_access', is_enabled: true }],
    });
    const bad = await api(t.app, {
      method: 'POST',
      url: '/api/v2/admin/plans',
      token: admin.token,
      body: { name: 'X', price: -1, duration_days: 0, creator_share_percent: 120 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api(t.app, { method: 'DELETE', url: '/api/v2/admin/plans/5', token: admin.token })).statusCode,
    ).toBe(409);

    const buyer = await createUser(t.app, t.ctx);
    const planId = created.json().data.id;
    await buyPlan(buyer, planId);
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/plans/${planId}`,
      token: admin.token,
      body: { price: 79_000 },
    });
    const [sub] = await mine(buyer);
    expect(sub).toMatchObject({ plan_id: planId, status: 'active' });
    // Renewal charges what was bought.
    await passTime(29 * DAY + 60_000, buyer, member);
    const [renewal] = await t.ctx.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.subscriptionId, sub.id));
    expect(renewal?.amount ?? 59_000).toBe(59_000);
    const archived = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/plans/${planId}`,
      token: admin.token,
    });
    expect(archived.json().data.status).toBe('archived');
    const buyArchived = await api(t.app, {
      method: 'POST',
      url: '/api/v2/subscriptions/purchase',
      token: member.token,
      body: { plan_id: planId },
    });
    expect(buyArchived.statusCode).toBe(404);
  });
});

describe('buying, cancelling and ending', () => {
  it('Pro monthly through the sandbox: active, features on, 80% share; cancel keeps it to the end; then it ends', async () => {
    const creator = await createPublisher(t.app, t.ctx);
    expect(await features(creator)).toEqual({ plan: null, features: [] });
    expect(await creatorShareBps(t.ctx.db, creator.id, t.ctx.now())).toBe(7000);
    const payment = await buyPlan(creator, 6);
    const paid = await api(t.app, {
      method: 'GET',
      url: `/api/v2/subscriptions/payments/${payment.id}`,
      token: creator.token,
    });
    expect(paid.json().data).toMatchObject({ status: 'paid', amount: 99_000, kind: 'purchase' });
    const [sub] = await mine(creator);
    expect(sub).toMatchObject({ plan_id: 6, plan_name: 'Pro Bulanan', status: 'active', autoRenew: true });
    expect(new Date(sub.end_date).getTime() - new Date(sub.start_date).getTime()).toBe(30 * DAY);
    expect((await features(creator)).features).toEqual(
      expect.arrayContaining(['publish_blog', 'lms_access', 'ai_generate_slides']),
    );
    expect(await creatorShareBps(t.ctx.db, creator.id, t.ctx.now())).toBe(8000);

    const stranger = await createUser(t.app, t.ctx);
    expect(
      (
        await api(t.app, {
          method: 'POST',
          url: `/api/v2/subscriptions/${sub.id}/cancel`,
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await api(t.app, {
      method: 'POST',
      url: `/api/v2/subscriptions/${sub.id}/cancel`,
      token: creator.token,
    });
    expect(cancelled.json().data).toMatchObject({ status: 'active', autoRenew: false });
    const back = await api(t.app, {
      method: 'POST',
      url: `/api/v2/subscriptions/${sub.id}/reactivate`,
      token: creator.token,
    });
    expect(back.json().data.autoRenew).toBe(true);
    await api(t.app, { method: 'POST', url: `/api/v2/subscriptions/${sub.id}/cancel`, token: creator.token });

    await passTime(23 * DAY + 60_000, creator);
    expect((await lastMailTo(t.app, creator.email)).subject).toContain('berakhir');
    await passTime(7 * DAY, creator);
    const [ended] = await mine(creator);
    expect(ended.status).toBe('expired');
    expect((await features(creator)).features).toEqual([]);
    expect(await creatorShareBps(t.ctx.db, creator.id, t.ctx.now())).toBe(7000);
    expect(
      (
        await api(t.app, {
          method: 'POST',
          url: `/api/v2/subscriptions/${sub.id}/reactivate`,
          token: creator.token,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses the free plan, unknown plans, unverified buyers and bad input', async () => {
    const member = await createUser(t.app, t.ctx);
    const buy = (body: unknown, token = member.token) =>
      api(t.app, { method: 'POST', url: '/api/v2/subscriptions/purchase', token, body });
    expect((await buy({ plan_id: 5 })).json().code).toBe('PLAN_IS_FREE');
    expect((await buy({ plan_id: 9999 })).statusCode).toBe(404);
    expect((await buy({ plan_id: 'abc' })).statusCode).toBe(400);
    expect((await buy({ plan_id: 6, payment_method: 'cash' })).statusCode).toBe(400);
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    expect((await buy({ plan_id: 6 }, unverified.token)).statusCode).toBe(403);
    const subscribe = await api(t.app, {
      method: 'POST',
      url: '/api/v2/subscriptions/subscribe',
      token: member.token,
      body: { planId: 7 },
    });
    expect(subscribe.json().data.payment).toMatchObject({ plan_id: 7, amount: 990_000, status: 'pending' });
  });
});

describe('renewals', () => {
  it('auto-debits a saved e-wallet a day before the end, once, even when the job runs again', async () => {
    const member = await createUser(t.app, t.ctx);
    await buyPlan(member, 6, 'gopay');
    const [first] = await mine(member);
    await passTime(29 * DAY + 60_000, member);
    const [renewed] = await mine(member);
    expect(new Date(renewed.end_date).getTime()).toBe(new Date(first.end_date).getTime() + 30 * DAY);
    // A second run of the same period's renewal (a restart, a retry) finds the period paid.
    await t.ctx.jobs.enqueue(
      t.ctx.db,
      'subscriptions.renew',
      { subscriptionId: first.id, end: first.end_date },
      { uniqueKey: 'again' },
    );
    await t.ctx.jobs.runDue();
    const payments = (
      await api(t.app, { method: 'GET', url: '/api/v2/subscriptions/payments', token: member.token })
    ).json().data;
    expect(payments.items.filter((p: { kind: string }) => p.kind === 'renewal')).toHaveLength(1);
    expect(payments.items[0]).toMatchObject({ kind: 'renewal', status: 'paid', amount: 99_000 });
  });

  it('a declined debit gives three days of grace, then the plan ends', async () => {
    const member = await createUser(t.app, t.ctx);
    member.email = `saldo-habis+decline-${member.id}@contoh.id`;
    await t.ctx.db.update(users).set({ email: member.email }).where(eq(users.id, member.id));
    await buyPlan(member, 6, 'shopeepay');
    const [sub] = await mine(member);
    await passTime(29 * DAY + 60_000, member);
    const [grace] = await mine(member);
    expect(new Date(grace.end_date).getTime()).toBe(new Date(sub.end_date).getTime() + 3 * DAY);
    expect(grace.status).toBe('active');
    expect((await features(member)).features.length).toBeGreaterThan(0);
    await passTime(4 * DAY, member);
    expect((await mine(member))[0].status).toBe('expired');
    expect((await features(member)).features).toEqual([]);
  });

  it('without a saved debit the user gets a payment link; paying it renews the next period', async () => {
    const member = await createUser(t.app, t.ctx);
    await buyPlan(member, 6, 'qris');
    const [sub] = await mine(member);
    await passTime(29 * DAY + 60_000, member);
    const mail = await lastMailTo(t.app, member.email);
    expect(mail.subject).toContain('Perpanjang');
    const link = mail.text.match(/\/pay\/sandbox\/(sbx_[0-9a-f]{24})\?token=([\w.-]+)/);
    expect(link).toBeTruthy();
    await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${link?.[1]}/settle`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=paid&method=qris&token=${link?.[2]}`,
    });
    await t.ctx.jobs.runDue();
    const [renewed] = await mine(member);
    expect(new Date(renewed.end_date).getTime()).toBe(new Date(sub.end_date).getTime() + 30 * DAY);
  });

  it("changing the payment method is the owner's alone", async () => {
    const member = await createUser(t.app, t.ctx);
    await buyPlan(member, 7);
    const [sub] = await mine(member);
    const other = await createUser(t.app, t.ctx);
    const url = `/api/v2/subscriptions/${sub.id}/payment-method`;
    expect(
      (await api(t.app, { method: 'PUT', url, token: other.token, body: { paymentMethod: 'gopay' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'PUT', url, token: member.token, body: { paymentMethod: 'bitcoin' } }))
        .statusCode,
    ).toBe(400);
    const changed = await api(t.app, {
      method: 'PUT',
      url,
      token: member.token,
      body: { paymentMethod: 'gopay' },
    });
    expect(changed.json().data.paymentMethod).toBe('gopay');
  });
});

describe('premium creators', () => {
  it('keep 90% while the arrangement runs', async () => {
    const creator = await createPublisher(t.app, t.ctx);
    const until = new Date(t.ctx.now().getTime() + 365 * DAY).toISOString().slice(0, 10);
    const granted = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/users/${creator.id}/premium-creator`,
      token: admin.token,
      body: { until },
    });
    expect(granted.statusCode).toBe(200);
    expect(await creatorShareBps(t.ctx.db, creator.id, t.ctx.now())).toBe(9000);
    await createSaleProduct(t.ctx, { sellerId: creator.id });
  });
});
