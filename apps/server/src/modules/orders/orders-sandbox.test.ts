import { describe, expect, it } from 'vitest';
import { ledgerImbalance } from '#modules/ledger/index.ts';
import { signSandboxBody } from '#modules/payments/index.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, lastMailTo } from '#test/factories.ts';
import {
  admin,
  buyer,
  checkout,
  getOrder,
  pageToken,
  press,
  sandboxId,
  sandboxPath,
  seller,
  shop,
  t,
  useOrdersSuite,
} from './test-kit.ts';

/**
 * Paying at the sandbox gateway: the hosted page and its token, signed webhooks, failures, resumed payments,
 * the reconciliation sweep and expiry.
 */

useOrdersSuite();

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

    shop.delivered = 0;
    await t.ctx.jobs.runDue();
    expect(shop.delivered).toBe(1);
    const after = await getOrder(buyer, order.id);
    expect(after.status).toBe('paid');
    expect(after.payment_method).toBe('gopay');
    expect(after.events.map((e: { status: string }) => e.status)).toEqual(['pending', 'paid']);

    // The gateway repeats itself half a minute later; the order does not change again.
    t.clock.advance(31_000);
    await t.ctx.jobs.runDue();
    expect(shop.delivered).toBe(2);
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
    shop.down = true;
    await press(redirect_url, 'paid');
    await t.ctx.jobs.runDue();
    expect((await getOrder(buyer, order.id)).status).toBe('pending');
    // The shop is back; the sweep that the queue keeps scheduled asks the gateway and finds the payment.
    shop.down = false;
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
