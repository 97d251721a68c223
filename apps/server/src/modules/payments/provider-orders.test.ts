import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerImbalance } from '#modules/ledger/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, createUser, type TestUser } from '#test/factories.ts';
import { FakeMidtrans } from './providers/test-peers/fake-midtrans.ts';
import { FakeXendit } from './providers/test-peers/fake-xendit.ts';
import { postJson } from './providers/test-peers/http-peer.ts';

/**
 * Orders against Midtrans and Xendit as they really talk: the app calls a local server speaking the
 * provider's HTTP API, and that server posts its notifications to the app over real HTTP.
 */

type World = { t: TestApp; appUrl: string; buyer: TestUser; seller: TestUser };

async function world(env: Record<string, string>): Promise<World> {
  const t = await buildTestApp(env);
  const appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [buyer, seller] = await Promise.all([createUser(t.app, t.ctx), createPublisher(t.app, t.ctx)]);
  return { t, appUrl, buyer, seller };
}

async function buy(w: World, price: number, method = 'qris') {
  const product = await createSaleProduct(w.t.ctx, { sellerId: w.seller.id, price });
  const response = await api(w.t.app, {
    method: 'POST',
    url: '/api/v2/orders/checkout',
    token: w.buyer.token,
    body: { product_id: product.id, payment_method: method },
  });
  return { product, response };
}

const orderOf = async (w: World, id: number) =>
  (await api(w.t.app, { method: 'GET', url: `/api/v2/orders/${id}`, token: w.buyer.token })).json().data;
const owned = async (w: World) =>
  (await api(w.t.app, { method: 'GET', url: '/api/v2/owned-books/', token: w.buyer.token }))
    .json()
    .data.items.map((item: { product_id: number }) => item.product_id);

describe('with Midtrans', () => {
  const midtrans = new FakeMidtrans('SB-Mid-server-test-key-123');
  let w: World;
  beforeAll(async () => {
    const url = await midtrans.start();
    w = await world({
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: midtrans.serverKey,
      MIDTRANS_SNAP_URL: url,
      MIDTRANS_API_URL: url,
    });
  });
  afterAll(async () => {
    await w.t.app.close();
    await midtrans.stop();
  });
  const webhook = () => `${w.appUrl}/pay/webhooks/midtrans`;

  it('checkout opens Snap; settlement, its repeat and a stale pending leave one paid order', async () => {
    const { product, response } = await buy(w, 150_000, 'va_bca');
    expect(response.statusCode).toBe(200);
    const { order, redirect_url } = response.json().data;
    expect(redirect_url).toContain(`${midtrans.url}/snap/v4/redirection/`);
    const snap = midtrans.requests.find((r) => r.path === '/snap/v1/transactions');
    expect(snap?.body).toMatchObject({
      transaction_details: { order_id: order.code, gross_amount: 150_000 },
    });

    midtrans.choose(order.code, 'bca_va');
    const pending = midtrans.notificationFor(order.code);
    midtrans.settle(order.code);
    const first = await midtrans.sendNotification(order.code, webhook());
    expect(first.reply).toMatchObject({ status: 200, body: { data: { outcome: 'paid' } } });
    const again = await midtrans.sendNotification(order.code, webhook());
    expect(again.reply).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    // An old "pending" delivered late is confirmed with Midtrans, which says settlement: nothing changes.
    const stale = await midtrans.replay(pending, webhook());
    expect(stale.status).toBe(200);
    const paid = await orderOf(w, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.events.filter((e: { status: string }) => e.status === 'paid')).toHaveLength(1);
    expect(await owned(w)).toContain(product.id);
  });

  it('refuses a notification with a forged signature', async () => {
    const { response } = await buy(w, 20_000);
    const { order } = response.json().data;
    midtrans.settle(order.code);
    const forged = { ...midtrans.notificationFor(order.code), signature_key: 'a'.repeat(128) };
    const reply = await postJson(webhook(), forged);
    expect(reply.status).toBe(401);
    expect((await orderOf(w, order.id)).status).toBe('pending');
  });

  it('a settlement whose notification was lost is found by the sweep; a refund withdraws access', async () => {
    const { product, response } = await buy(w, 60_000);
    const { order } = response.json().data;
    midtrans.settle(order.code);
    w.t.clock.advance(5 * 60_000);
    await w.t.ctx.jobs.runDue();
    expect((await orderOf(w, order.id)).status).toBe('paid');

    midtrans.refund(order.code);
    const refund = await midtrans.sendNotification(order.code, webhook());
    expect(refund.reply).toMatchObject({ status: 200, body: { data: { outcome: 'refunded' } } });
    expect((await orderOf(w, order.id)).status).toBe('refunded');
    expect(await owned(w)).not.toContain(product.id);
    expect(await ledgerImbalance(w.t.ctx.db)).toBe(0);
  });

  it('Midtrans down at checkout: 503, the order is marked failed, nothing charged', async () => {
    midtrans.mode = 'error';
    const { response } = await buy(w, 10_000);
    midtrans.mode = 'normal';
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PAYMENT_UNAVAILABLE');
    const list = (
      await api(w.t.app, { method: 'GET', url: '/api/v2/orders/?status=failed', token: w.buyer.token })
    ).json().data;
    expect(list.total).toBeGreaterThan(0);
  });
});

describe('with Xendit', () => {
  const xendit = new FakeXendit('xnd_development_secret_123', 'callback-token-abc-123');
  let w: World;
  beforeAll(async () => {
    const url = await xendit.start();
    w = await world({
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: xendit.secretKey,
      XENDIT_CALLBACK_TOKEN: xendit.callbackToken,
      XENDIT_API_URL: url,
    });
  });
  afterAll(async () => {
    await w.t.app.close();
    await xendit.stop();
  });
  const webhook = () => `${w.appUrl}/pay/webhooks/xendit`;
  const invoiceOf = (code: string) =>
    [...xendit.invoices.values()].find((invoice) => invoice.external_id === code);

  it('checkout creates an invoice; PAID then SETTLED callbacks leave one paid order', async () => {
    const { product, response } = await buy(w, 75_000, 'ovo');
    const { order, redirect_url } = response.json().data;
    const invoice = invoiceOf(order.code);
    expect(invoice?.amount).toBe(75_000);
    expect(redirect_url).toBe(invoice?.invoice_url);
    xendit.pay(invoice?.id ?? '', 'OVO');
    const paid = await xendit.sendCallback(invoice?.id ?? '', { url: webhook() });
    expect(paid.reply).toMatchObject({ status: 200, body: { data: { outcome: 'paid' } } });
    xendit.settle(invoice?.id ?? '');
    const settled = await xendit.sendCallback(invoice?.id ?? '', { url: webhook() });
    expect(settled.reply.status).toBe(200);
    const view = await orderOf(w, order.id);
    expect(view.status).toBe('paid');
    expect(view.events.filter((e: { status: string }) => e.status === 'paid')).toHaveLength(1);
    expect(await owned(w)).toContain(product.id);
  });

  it('refuses a callback with the wrong token; an expired invoice expires the order', async () => {
    const { response } = await buy(w, 35_000);
    const { order } = response.json().data;
    const invoice = invoiceOf(order.code);
    xendit.pay(invoice?.id ?? '');
    const forged = await xendit.sendCallback(invoice?.id ?? '', { url: webhook(), token: 'not-the-token' });
    expect(forged.reply.status).toBe(401);
    expect((await orderOf(w, order.id)).status).toBe('pending');

    const second = (await buy(w, 36_000)).response.json().data.order;
    const secondInvoice = invoiceOf(second.code);
    xendit.expire(secondInvoice?.id ?? '');
    const expired = await xendit.sendCallback(secondInvoice?.id ?? '', { url: webhook() });
    expect(expired.reply).toMatchObject({ status: 200, body: { data: { outcome: 'expired' } } });
    expect((await orderOf(w, second.id)).status).toBe('expired');
  });
});
