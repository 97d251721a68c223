import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, createUser, type TestUser } from '#test/factories.ts';
import { REJECTED_NOTIFICATIONS_KEPT, signSandboxBody } from './index.ts';

/** The gateway's webhook as anyone on the internet can reach it: unsigned posts, floods, and the real thing. */

let t: TestApp;
let buyer: TestUser;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [buyer, seller] = await Promise.all([createUser(t.app, t.ctx), createPublisher(t.app, t.ctx)]);
});
afterAll(() => t.app.close());

const post = (payload: string, options: { ip?: string; signature?: string; provider?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/pay/webhooks/${options.provider ?? 'sandbox'}`,
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: {
      'content-type': 'application/json',
      ...(options.signature ? { 'x-sandbox-signature': options.signature } : {}),
    },
    payload,
  });

const rejectedRows = () =>
  t.ctx.db.select().from(paymentNotifications).where(eq(paymentNotifications.verified, 'no'));

describe('POST /pay/webhooks/:provider', () => {
  it('keeps only a small trace of an unsigned notification, never its body', async () => {
    const big = JSON.stringify({ order_code: 'PST-X', filler: 'a'.repeat(60_000) });
    const refused = await post(big, { ip: '198.51.100.1' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('NOTIFICATION_REJECTED');
    const [row] = await rejectedRows();
    expect(row).toMatchObject({ provider: 'sandbox', verified: 'no', outcome: 'signature does not match' });
    const trace = row?.payload as { bytes: number; excerpt: string };
    expect(trace.bytes).toBe(Buffer.byteLength(big));
    expect(trace.excerpt).toHaveLength(256);
    expect(JSON.stringify(row?.payload).length).toBeLessThan(400);
    // Bad input stays a 4xx: not JSON, and too big for the parser.
    expect((await post('{', { ip: '198.51.100.1' })).statusCode).toBe(400);
    expect((await post(JSON.stringify({ a: 'b'.repeat(70_000) }), { ip: '198.51.100.1' })).statusCode).toBe(
      413,
    );
  });

  it('turns away a caller after repeated refusals, and keeps only the newest traces', async () => {
    const flood = '203.0.113.50';
    for (let i = 0; i < 20; i += 1) expect((await post(`{"n":${i}}`, { ip: flood })).statusCode).toBe(401);
    const limited = await post('{"n":"again"}', { ip: flood });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused callers elsewhere fill the trace, which stays capped.
    for (let i = 0; i < 40; i += 1) await post(`{"m":${i}}`, { ip: `192.0.2.${i + 1}` });
    const kept = await rejectedRows();
    expect(kept).toHaveLength(REJECTED_NOTIFICATIONS_KEPT);
    expect(kept.map((row) => (row.payload as { excerpt: string }).excerpt)).toContain('{"m":39}');

    // A signed notification is still heard, from any address: only refusals are counted.
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 25_000 });
    const started = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      token: buyer.token,
      body: { product_id: product.id, payment_method: 'qris' },
    });
    const { order, redirect_url } = started.json().data;
    const body = JSON.stringify({
      transaction_id: new URL(redirect_url).pathname.split('/').pop(),
      order_code: order.code,
      status: 'paid',
      amount: 25_000,
      method: 'qris',
    });
    const signature = signSandboxBody(t.ctx.config.payments.sandboxSecret, body);
    const heard = await post(body, { ip: '198.51.100.200', signature });
    expect(heard.statusCode).toBe(200);
    expect(heard.json().data.outcome).toBe('paid');
    expect((await post(body, { ip: flood, signature })).json().data.outcome).toBe('duplicate');
    // The flooder's unsigned posts stay turned away, and leave no trace, until the window has passed.
    const traces = (await rejectedRows()).length;
    expect((await post('{"n":"later"}', { ip: flood })).statusCode).toBe(429);
    expect(await rejectedRows()).toHaveLength(traces);
    t.clock.advance(17 * 60_000);
    expect((await post('{"n":"later"}', { ip: flood })).statusCode).toBe(401);
  });
});
