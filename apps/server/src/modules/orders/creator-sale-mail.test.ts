import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { creatorCut, creatorShareBps } from '#modules/ledger/index.ts';
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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, seller, buyer] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
});
afterAll(() => t.app.close());

const checkout = (body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/orders/checkout', token: buyer.token, body });

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  });
  return response.json().data;
}

/** The sandbox's signed webhook saying the order is paid. */
function paidWebhook(order: { code: string }, transactionId: string, amount: number) {
  const body = JSON.stringify({
    transaction_id: transactionId,
    order_code: order.code,
    status: 'paid',
    amount,
    method: 'qris',
  });
  return t.app.inject({
    method: 'POST',
    url: '/pay/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxBody(t.ctx.config.payments.sandboxSecret, body),
    },
    payload: body,
  });
}

describe('the creator is told of each sale', () => {
  it('once, in their language, with their earnings, however often the gateway repeats itself', async () => {
    const product = await createSaleProduct(t.ctx, {
      sellerId: seller.id,
      name: 'Resep Nusantara',
      price: 75_000,
    });
    const started = (await checkout({ product_id: product.id, payment_method: 'qris' })).json().data;
    const transactionId = new URL(started.redirect_url).pathname.split('/pay/sandbox/')[1] ?? '';
    const before = (await mailsTo(seller.email)).length;

    const first = await paidWebhook(started.order, transactionId, 75_000);
    expect(first.json().data.outcome).toBe('paid');
    const earnings = creatorCut(75_000, await creatorShareBps(t.ctx.db, seller.id, t.ctx.now()));
    const mail = await lastMailTo(t.app, seller.email);
    expect(mail.subject).toBe('Terjual: Resep Nusantara');
    expect(mail.text).toContain('Rp 75.000');
    expect(mail.text).toContain(`Rp ${earnings.toLocaleString('id-ID')}`);
    expect(mail.text).toContain(started.order.code);
    expect(mail.text).toContain(`${t.ctx.config.publicUrl}/publisher/stats`);
    // The buyer still gets the receipt.
    expect((await lastMailTo(t.app, buyer.email)).subject).toContain(started.order.code);

    // The same notification again, and another one for the already paid order: no second mail.
    expect((await paidWebhook(started.order, transactionId, 75_000)).json().data.outcome).toBe('duplicate');
    expect((await paidWebhook(started.order, `${transactionId}x`, 75_000)).json().data.outcome).toBe(
      'duplicate',
    );
    expect((await mailsTo(seller.email)).length).toBe(before + 1);
  });

  it('writes in English to a creator who reads English, also for an approved bank transfer', async () => {
    const english = await createPublisher(t.app, t.ctx);
    await t.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    const product = await createSaleProduct(t.ctx, {
      sellerId: english.id,
      name: 'Field Guide',
      price: 40_000,
    });
    const { order } = (await checkout({ product_id: product.id, payment_method: 'bank_transfer' })).json()
      .data;
    const form = multipart([{ name: 'file', filename: 'bukti.png', contentType: 'image/png', data: PNG }]);
    const proof = await api(t.app, {
      method: 'POST',
      url: `/api/v2/orders/${order.id}/proof`,
      token: buyer.token,
      headers: form.headers,
      payload: form.payload,
    } as never);
    expect(proof.statusCode).toBe(200);
    const approved = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${order.id}/approve`,
      token: admin.token,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, english.email);
    expect(mail.subject).toBe('Sold: Field Guide');
    expect(mail.text).toContain('Your earnings: Rp');
    expect(mail.text).toContain(order.code);
  });

  it('stays silent for a free product', async () => {
    const quiet = await createPublisher(t.app, t.ctx);
    const product = await createSaleProduct(t.ctx, { sellerId: quiet.id, price: 0 });
    const response = await checkout({ product_id: product.id });
    expect(response.json().data.order.status).toBe('paid');
    expect(await mailsTo(quiet.email)).toEqual([]);
  });
});
