import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerImbalance } from '#modules/ledger/index.ts';
import { signSandboxBody } from '#modules/payments/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  lastMailTo,
  multipart,
  type TestUser,
} from '#test/factories.ts';

/** Outgoing HTTP of the app (the sandbox's webhooks) goes back into the same app, unless the shop is "down". */
let target: FastifyInstance;
let shopDown = false;
let delivered = 0;
const fetchIntoApp: typeof fetch = async (input, init) => {
  if (shopDown) throw new TypeError('fetch failed: connection refused');
  delivered += 1;
  const url = new URL(String(input));
  const response = await target.inject({
    method: (init?.method ?? 'GET') as 'POST',
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(response.body, { status: response.statusCode });
};

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { fetch: fetchIntoApp });
  target = t.app;
  [admin, seller, buyer] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
});
afterAll(() => t.app.close());
beforeEach(() => {
  shopDown = false;
});

const checkout = (user: TestUser, body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/orders/checkout', token: user.token, body });
const getOrder = async (user: TestUser, id: number) =>
  (await api(t.app, { method: 'GET', url: `/api/v2/orders/${id}`, token: user.token })).json().data;
const library = async (user: TestUser) =>
  (await api(t.app, { method: 'GET', url: '/api/v2/owned-books/', token: user.token })).json().data;
/** The gateway's page as the checkout hands it to the buyer: its path, transaction id and page token. */
const sandboxPath = (redirect: string) => new URL(redirect).pathname + new URL(redirect).search;
const sandboxId = (redirect: string) => new URL(redirect).pathname.split('/pay/sandbox/')[1] ?? '';
const pageToken = (redirect: string) => new URL(redirect).searchParams.get('token') ?? '';
/** A press on the page's pay or fail button: the form sends the page token back. */
const press = (redirect: string, outcome: 'paid' | 'failed', method = 'qris', token = pageToken(redirect)) =>
  t.app.inject({
    method: 'POST',
    url: `/pay/sandbox/${sandboxId(redirect)}/settle`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ method, outcome, token }).toString(),
  });

describe('checkout quote', () => {
  it('shows price, methods and the owned flag; guests and unverified users are refused', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 80_000 });
    const quote = await api(t.app, {
      method: 'GET',
      url: `/api/v2/checkout/${product.id}`,
      token: buyer.token,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({
      amount: 80_000,
      owned: false,
      provider: 'sandbox',
      pending_order: null,
    });
    expect(quote.json().data.payment_methods).toContain('bank_transfer');
    expect((await api(t.app, { method: 'GET', url: `/api/v2/checkout/${product.id}` })).statusCode).toBe(401);
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/checkout/${product.id}`, token: unverified.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/checkout/999999', token: buyer.token })).statusCode,
    ).toBe(404);
  });
});

describe('free products', () => {
  it('are owned at once, with a zero sale and no payment page', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 0 });
    const response = await checkout(buyer, { product_id: product.id });
    expect(response.statusCode).toBe(200);
    const { order, redirect_url } = response.json().data;
    expect(order).toMatchObject({ status: 'paid', amount: 0, payment_method: 'free', provider: 'free' });
    expect(redirect_url).toContain(`/checkout-success?order=${order.id}`);
    expect((await library(buyer)).items.map((item: { product_id: number }) => item.product_id)).toContain(
      product.id,
    );
    const again = await checkout(buyer, { product_id: product.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_OWNED');
  });
});

describe('sandbox gateway', () => {
  it('pays through the hosted page; the signed webhook (sent twice) makes the order paid once', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 120_000 });
    const started = await checkout(buyer, { product_id: product.id, payment_method: 'va_bca' });
    expect(started.statusCode).toBe(200);
    const { order, redirect_url } = started.json().data;
    expect(order.status).toBe('pending');
    expect(redirect_url).toMatch(/\/pay\/sandbox\/sbx_[0-9a-f]{24}\?token=\d+\.[\w-]{43}$/);

    const page = await t.app.inject({ method: 'GET', url: sandboxPath(redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Rp 120.000');
    expect(page.body).toContain('data-testid="sandbox-pay"');

    const paid = await press(redirect_url, 'paid', 'gopay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/checkout-success?order=${order.id}`);
    // Nothing has reached the shop yet: the webhook is on its way.
    expect((await getOrder(buyer, order.id)).status).toBe('pending');

    delivered = 0;
    await t.ctx.jobs.runDue();
    expect(delivered).toBe(1);
    const after = await getOrder(buyer, order.id);
    expect(after.status).toBe('paid');
    expect(after.payment_method).toBe('gopay');
    expect(after.events.map((e: { status: string }) => e.status)).toEqual(['pending', 'paid']);

    // The gateway repeats itself half a minute later; the order does not change again.
    t.clock.advance(31_000);
    await t.ctx.jobs.runDue();
    expect(delivered).toBe(2);
    expect((await getOrder(buyer, order.id)).events).toHaveLength(2);
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
    expect((await lastMailTo(t.app, buyer.email))?.subject).toContain(order.code);

    // A second press on the page changes nothing and shows the state.
    const twice = await press(redirect_url, 'failed');
    expect(twice.headers.location).toContain(`/pay/sandbox/${sandboxId(redirect_url)}`);
    expect((await getOrder(buyer, order.id)).status).toBe('paid');
  });

  it('only the buyer gets the payment page; without its token nobody else can pay or fail the payment', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 60_000 });
    const { order, redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'qris' })
    ).json().data;
    expect(order.payment_url).toBe(redirect_url);
    expect((await getOrder(buyer, order.id)).payment_url).toBe(redirect_url);
    // The seller and admins see the order, not the buyer's payment address.
    expect((await getOrder(seller, order.id)).payment_url).toBeNull();
    expect((await getOrder(admin, order.id)).payment_url).toBeNull();
    const queue = await api(t.app, { method: 'GET', url: '/api/v2/admin/orders', token: admin.token });
    const listed = queue.json().data.items.find((item: { id: number }) => item.id === order.id);
    expect(listed.payment_url).toBeNull();

    // Knowing the transaction id is not enough: no token, a forged one, or one of another payment.
    const id = sandboxId(redirect_url);
    const bare = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${id}` });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('PAYMENT_LINK_INVALID');
    const [expiry] = pageToken(redirect_url).split('.');
    const other = (
      await checkout(buyer, { product_id: (await createSaleProduct(t.ctx, { sellerId: seller.id })).id })
    ).json().data.redirect_url as string;
    for (const token of ['', `${expiry}.${'A'.repeat(43)}`, pageToken(other), 'x'.repeat(500)]) {
      const refused = await press(redirect_url, 'failed', 'qris', token);
      expect([refused.statusCode, refused.json().code]).toEqual(
        token.length > 200 ? [400, 'VALIDATION_ERROR'] : [403, 'PAYMENT_LINK_INVALID'],
      );
    }
    // A longer expiry signed with the same signature is forged too.
    const stretched = `${Number(expiry) + 86_400}.${pageToken(redirect_url).split('.')[1]}`;
    expect((await press(redirect_url, 'failed', 'qris', stretched)).statusCode).toBe(403);
    await t.ctx.jobs.runDue();
    expect((await getOrder(buyer, order.id)).status).toBe('pending');

    // The buyer's page works, its language switch keeps the token, and the buyer pays.
    const page = await t.app.inject({ method: 'GET', url: `${sandboxPath(redirect_url)}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`name="token" value="${pageToken(redirect_url)}"`);
    expect(page.body).toContain(`lang=id&amp;token=${encodeURIComponent(pageToken(redirect_url))}`);
    expect((await press(redirect_url, 'paid')).headers.location).toContain('/checkout-success');
    await t.ctx.jobs.runDue();
    expect((await getOrder(buyer, order.id)).status).toBe('paid');
  });

  it('a page token ends with its payment: after the expiry nothing can be pressed, the outcome still shows', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 35_000 });
    const { redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'qris' })
    ).json().data;
    t.clock.advance(61 * 60_000);
    const late = await press(redirect_url, 'paid');
    expect([late.statusCode, late.json().code]).toEqual([403, 'PAYMENT_LINK_EXPIRED']);
    const page = await t.app.inject({ method: 'GET', url: `${sandboxPath(redirect_url)}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-testid="sandbox-pay"');
  });

  it('refuses forged or tampered notifications and changes nothing', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 50_000 });
    const { order, redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'qris' })
    ).json().data;
    const body = JSON.stringify({
      transaction_id: sandboxId(redirect_url),
      order_code: order.code,
      status: 'paid',
      amount: 50_000,
      method: 'qris',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'f'.repeat(64) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('NOTIFICATION_REJECTED');
    const secret = t.ctx.config.payments.sandboxSecret;
    const cheaper = JSON.stringify({
      transaction_id: sandboxId(redirect_url),
      order_code: order.code,
      status: 'paid',
      amount: 1_000,
      method: 'qris',
    });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxBody(secret, cheaper),
      },
      payload: cheaper,
    });
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.json().data.outcome).toBe('amount_mismatch');
    expect((await getOrder(buyer, order.id)).status).toBe('pending');
    const otherProvider = await t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/midtrans',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(otherProvider.statusCode).toBe(404);
  });

  it('a failed payment fails the order; the buyer can start again', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 40_000 });
    const first = (await checkout(buyer, { product_id: product.id, payment_method: 'ovo' })).json().data;
    const failed = await press(first.redirect_url, 'failed');
    expect(failed.headers.location).toContain(`/checkout-fail?order=${first.order.id}`);
    await t.ctx.jobs.runDue();
    expect((await getOrder(buyer, first.order.id)).status).toBe('failed');
    const second = await checkout(buyer, { product_id: product.id, payment_method: 'ovo' });
    expect(second.json().data.order.id).not.toBe(first.order.id);
  });

  it('resumes the same pending payment instead of starting a second one', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 45_000 });
    const first = (await checkout(buyer, { product_id: product.id, payment_method: 'dana' })).json().data;
    const again = (await checkout(buyer, { product_id: product.id, payment_method: 'dana' })).json().data;
    expect(again.order.id).toBe(first.order.id);
    expect(again.redirect_url).toBe(first.redirect_url);
    const switched = (await checkout(buyer, { product_id: product.id, payment_method: 'qris' })).json().data;
    expect(switched.order.id).not.toBe(first.order.id);
    expect((await getOrder(buyer, first.order.id)).status).toBe('cancelled');
  });

  it('a payment whose webhook never arrived is found by the reconciliation sweep', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 70_000 });
    const { order, redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'qris' })
    ).json().data;
    shopDown = true;
    await press(redirect_url, 'paid');
    await t.ctx.jobs.runDue();
    expect((await getOrder(buyer, order.id)).status).toBe('pending');
    // The shop is back; the sweep that the queue keeps scheduled asks the gateway and finds the payment.
    shopDown = false;
    t.clock.advance(4 * 60_000);
    await t.ctx.jobs.runDue();
    const found = await getOrder(buyer, order.id);
    expect(found.status).toBe('paid');
    expect(found.events.at(-1)).toMatchObject({
      status: 'paid',
      actor: expect.stringMatching(/system|gateway/),
    });
  });

  it('unpaid orders expire; a late payment after expiry still counts', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 30_000 });
    const { order, redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'qris' })
    ).json().data;
    t.clock.advance(61 * 60_000);
    await t.ctx.jobs.runDue();
    expect((await getOrder(buyer, order.id)).status).toBe('expired');
    // The page no longer takes payment.
    const page = await t.app.inject({
      method: 'GET',
      url: `${sandboxPath(redirect_url)}&lang=en`,
    });
    expect(page.body).toContain('The payment time ran out.');
    const secret = t.ctx.config.payments.sandboxSecret;
    const late = JSON.stringify({
      transaction_id: sandboxId(redirect_url),
      order_code: order.code,
      status: 'paid',
      amount: 30_000,
      method: 'qris',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxBody(secret, late) },
      payload: late,
    });
    expect(response.json().data.outcome).toBe('paid');
    expect((await getOrder(buyer, order.id)).status).toBe('paid');
  });
});

describe('rules of checkout', () => {
  it('refuses own products, unknown and unpublished products, and bad input', async () => {
    const own = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 10_000 });
    const mine = await checkout(seller, { product_id: own.id, payment_method: 'qris' });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().code).toBe('OWN_PRODUCT');
    expect((await checkout(buyer, { product_id: 999_999 })).statusCode).toBe(404);
    expect((await checkout(buyer, { product_id: own.id, payment_method: 'bitcoin' })).statusCode).toBe(400);
    expect((await checkout(buyer, { product_id: -1 })).statusCode).toBe(400);
    expect((await checkout(buyer, { product_id: own.id, extra: 1 })).statusCode).toBe(400);
    const member = await createUser(t.app, t.ctx);
    const guest = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      body: { product_id: own.id },
    });
    expect(guest.statusCode).toBe(401);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/orders/', token: member.token })).json().data.total,
    ).toBe(0);
  });

  it('a buyer sees only their own orders', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 15_000 });
    const { order } = (await checkout(buyer, { product_id: product.id, payment_method: 'qris' })).json().data;
    const stranger = await createUser(t.app, t.ctx);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: seller.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: admin.token })).statusCode,
    ).toBe(200);
    const cancelled = await api(t.app, {
      method: 'POST',
      url: `/api/v2/orders/${order.id}/cancel`,
      token: buyer.token,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await api(t.app, { method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, token: buyer.token }))
        .statusCode,
    ).toBe(409);
  });
});

describe('bank transfer', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const sendProof = (user: TestUser, id: number, data: Buffer, filename = 'bukti.png') => {
    const form = multipart([{ name: 'file', filename, contentType: 'image/png', data }]);
    return api(t.app, {
      method: 'POST',
      url: `/api/v2/orders/${id}/proof`,
      token: user.token,
      headers: form.headers,
      payload: form.payload,
    } as never);
  };

  it('proof → admin approves → owned; reject sends the reason; the queue is admin-only', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 99_000 });
    const { order, redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'bank_transfer' })
    ).json().data;
    expect(order).toMatchObject({ status: 'pending', provider: 'manual' });
    expect(redirect_url).toContain(`/dashboard/orders/${order.id}`);

    const fake = await sendProof(buyer, order.id, Buffer.from('#!/bin/sh\necho not an image'), 'bukti.png');
    expect(fake.statusCode).toBe(415);
    expect((await sendProof(buyer, order.id, Buffer.alloc(0))).statusCode).toBe(400);
    const stranger = await createUser(t.app, t.ctx);
    expect((await sendProof(stranger, order.id, png)).statusCode).toBe(404);
    const sent = await sendProof(buyer, order.id, png);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'awaiting_review', has_proof: true });

    const proof = await api(t.app, {
      method: 'GET',
      url: `/api/v2/orders/${order.id}/proof`,
      token: admin.token,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}/proof`, token: stranger.token }))
        .statusCode,
    ).toBe(404);

    const queue = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/orders?status=awaiting_review',
      token: admin.token,
    });
    expect(queue.json().data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/admin/orders', token: buyer.token })).statusCode,
    ).toBe(403);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/orders/${order.id}/approve`,
          token: seller.token,
          body: {},
        })
      ).statusCode,
    ).toBe(403);

    // A second checkout while the proof is checked would ask for a second payment.
    expect((await checkout(buyer, { product_id: product.id, payment_method: 'qris' })).json().code).toBe(
      'ORDER_AWAITING_REVIEW',
    );

    const approved = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${order.id}/approve`,
      token: admin.token,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('paid');
    expect((await library(buyer)).items.map((i: { product_id: number }) => i.product_id)).toContain(
      product.id,
    );
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/orders/${order.id}/approve`,
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(409);

    const other = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 25_000 });
    const second = (await checkout(buyer, { product_id: other.id, payment_method: 'bank_transfer' })).json()
      .data.order;
    await sendProof(buyer, second.id, png);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/orders/${second.id}/reject`,
          token: admin.token,
          body: { note: '' },
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${second.id}/reject`,
      token: admin.token,
      body: { note: 'Nominal transfer tidak sesuai' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      review_note: 'Nominal transfer tidak sesuai',
    });
    expect((await lastMailTo(t.app, buyer.email))?.text).toContain('Nominal transfer tidak sesuai');
  });
});

describe('admin deletion', () => {
  it('plain delete only for orders without money; force refunds a paid order and withdraws access', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 0 });
    const paid = (await checkout(buyer, { product_id: product.id })).json().data.order;
    const plain = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/orders/${paid.id}`,
      token: admin.token,
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('ORDER_HAS_PAYMENT');
    const forced = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/orders/${paid.id}/force`,
      token: admin.token,
    });
    expect(forced.json().data).toEqual({ deleted: false, refunded: true });
    expect((await getOrder(buyer, paid.id)).status).toBe('refunded');
    expect((await library(buyer)).items.map((i: { product_id: number }) => i.product_id)).not.toContain(
      product.id,
    );
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);

    const unpaid = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 5_000 });
    const open = (await checkout(buyer, { product_id: unpaid.id, payment_method: 'qris' })).json().data.order;
    expect(
      (await api(t.app, { method: 'DELETE', url: `/api/v2/admin/orders/${open.id}`, token: buyer.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api(t.app, { method: 'DELETE', url: `/api/v2/admin/orders/${open.id}`, token: admin.token })
      ).json().data.deleted,
    ).toBe(true);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${open.id}`, token: buyer.token })).statusCode,
    ).toBe(404);
  });

  it('admin sales list paid orders with totals', async () => {
    const sales = await api(t.app, { method: 'GET', url: '/api/v2/admin/sales', token: admin.token });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().data.items.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(sales.json().data.totals.sales).toBe(sales.json().data.total);
  });
});
