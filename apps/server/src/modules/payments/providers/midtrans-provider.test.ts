import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '@pustaka/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MidtransProvider, SNAP_PAYMENTS } from './midtrans-provider.ts';
import {
  NotificationRejectedError,
  type PaymentRequest,
  type PaymentState,
  ProviderUnavailableError,
} from './payment-provider.ts';
import {
  FakeMidtrans,
  type MidtransChannel,
  type MidtransTransactionStatus,
} from './test-peers/fake-midtrans.ts';
import { startNotificationInbox } from './test-peers/http-peer.ts';
import { samplePaymentRequest } from './test-peers/payment-request.ts';

const SERVER_KEY = 'SB-Mid-server-test-key-0001';
const midtrans = new FakeMidtrans(SERVER_KEY);
let provider: MidtransProvider;
let inbox: Awaited<ReturnType<typeof startNotificationInbox>>;

/** A notification as the webhook route hands it over. */
const notice = (body: unknown) => ({ headers: {}, body, rawBody: JSON.stringify(body) ?? '' });

const paymentRequest = (overrides: Partial<PaymentRequest> = {}) =>
  samplePaymentRequest(inbox.url, overrides);

async function newOrder(overrides: Partial<PaymentRequest> = {}) {
  const request = paymentRequest(overrides);
  const session = await provider.createPayment(request);
  return { request, session };
}

beforeAll(async () => {
  const url = await midtrans.start();
  provider = new MidtransProvider({ serverKey: SERVER_KEY, snapUrl: url, apiUrl: url }, undefined, {
    timeoutMs: 500,
  });
  inbox = await startNotificationInbox(
    (notification) => provider.verifyNotification(notification),
    (error) => (error instanceof NotificationRejectedError ? 400 : 503),
  );
});

afterAll(async () => {
  await inbox.stop();
  await midtrans.stop();
});

afterEach(() => {
  midtrans.mode = 'normal';
});

describe('createPayment', () => {
  it('creates a Snap transaction with the server key and returns its page and token', async () => {
    const before = midtrans.requests.length;
    // 30 minutes and some seconds left: Snap gets the whole minutes, never more than the order has.
    const expiresAt = new Date(Date.now() + 30 * 60_000 + 20_000);
    const { request, session } = await newOrder({ amount: 125_000, expiresAt });
    const seen = midtrans.requests.slice(before);
    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/snap/v1/transactions');
    expect(call.basicAuth).toEqual({ username: SERVER_KEY, password: '' });
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers['x-override-notification']).toBe(inbox.url);
    expect(call.body).toMatchObject({
      transaction_details: { order_id: request.orderCode, gross_amount: 125_000 },
      item_details: [{ id: 'prod_123', price: 125_000, quantity: 1, name: 'Belajar TypeScript dari Nol' }],
      customer_details: { first_name: 'Siti Rahma', email: 'siti@example.com' },
      enabled_payments: ['bca_va'],
      callbacks: { finish: 'https://shop.example/orders/finish' },
      expiry: { unit: 'minute', duration: 30 },
    });
    const expiry = (call.body as { expiry: { start_time: string } }).expiry;
    expect(expiry.start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0700$/);
    const order = midtrans.orders.get(request.orderCode)!;
    expect(session).toEqual({
      redirectUrl: `${midtrans.url}/snap/v4/redirection/${order.token}`,
      providerRef: order.token,
    });
  });

  it.each(ONLINE_PAYMENT_METHODS.map((method) => [method, SNAP_PAYMENTS[method]] as const))(
    'offers %s on Snap as %j',
    async (method, expected) => {
      const { request } = await newOrder({ method });
      expect(midtrans.orders.get(request.orderCode)!.request.enabled_payments).toEqual(expected);
    },
  );

  it('maps every method the way the decision record says', () => {
    expect(SNAP_PAYMENTS).toEqual({
      qris: ['other_qris'],
      va_bca: ['bca_va'],
      va_bni: ['bni_va'],
      va_bri: ['bri_va'],
      va_mandiri: ['echannel'],
      gopay: ['gopay'],
      shopeepay: ['shopeepay'],
      ovo: ['ovo', 'other_qris'],
      dana: ['dana', 'other_qris'],
    });
  });

  it('cuts long item names to the 50 characters Snap accepts', async () => {
    const { request } = await newOrder({ item: { id: 'p', name: 'Seri Lengkap '.repeat(10) } });
    const items = midtrans.orders.get(request.orderCode)!.request.item_details as { name: string }[];
    expect(items[0]!.name).toHaveLength(50);
  });

  it('asks the wallet apps to bring the buyer back to the finish page', async () => {
    const gopay = await newOrder({ method: 'gopay' });
    const shopeepay = await newOrder({ method: 'shopeepay' });
    const va = await newOrder({ method: 'va_bni' });
    const sent = (code: string) => midtrans.orders.get(code)!.request;
    expect(sent(gopay.request.orderCode).gopay).toEqual({
      enable_callback: true,
      callback_url: 'https://shop.example/orders/finish',
    });
    expect(sent(shopeepay.request.orderCode).shopeepay).toEqual({
      callback_url: 'https://shop.example/orders/finish',
    });
    expect(sent(va.request.orderCode)).not.toHaveProperty('gopay');
    expect(sent(va.request.orderCode)).not.toHaveProperty('shopeepay');
  });

  it('keeps a BCA virtual account name within 30 characters', async () => {
    const name = 'Raden Ajeng Kartini Djojoadhiningrat';
    const bca = await newOrder({ method: 'va_bca', customer: { name, email: 'rak@example.com' } });
    const qris = await newOrder({ method: 'qris', customer: { name, email: 'rak@example.com' } });
    const firstName = (code: string) =>
      (midtrans.orders.get(code)!.request.customer_details as { first_name: string }).first_name;
    expect(firstName(bca.request.orderCode)).toBe(name.slice(0, 30));
    expect(firstName(qris.request.orderCode)).toBe(name);
  });

  it('fails as unavailable, with Midtrans’ words, when the server key is wrong', async () => {
    const wrong = new MidtransProvider({
      serverKey: 'SB-Mid-server-wrong',
      snapUrl: midtrans.url,
      apiUrl: midtrans.url,
    });
    const attempt = wrong.createPayment(paymentRequest());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/401.*Access denied due to unauthorized transaction/);
  });

  it('fails as unavailable when Snap refuses the order (an order id used twice)', async () => {
    const { request } = await newOrder();
    const again = provider.createPayment(request);
    await expect(again).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(again).rejects.toThrow(/400.*order_id sudah digunakan/);
  });
});

describe('verifyNotification', () => {
  it('accepts a signed notification and reports the confirmed state, amount and method', async () => {
    const { request } = await newOrder({ amount: 50_000 });
    midtrans.choose(request.orderCode, 'bca_va');
    midtrans.settle(request.orderCode);
    const { sent, reply } = await midtrans.sendNotification(request.orderCode);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      orderCode: request.orderCode,
      state: 'paid',
      amount: 50_000,
      rawStatus: 'settlement',
      providerRef: sent.transaction_id,
      method: 'va_bca',
      dedupeKey: `${sent.transaction_id}:settlement`,
    });
  });

  it('confirms every notification with the status API', async () => {
    const { request } = await newOrder();
    midtrans.settle(request.orderCode);
    const before = midtrans.requests.length;
    await provider.verifyNotification(notice(midtrans.notificationFor(request.orderCode)));
    const calls = midtrans.requests.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v2/${request.orderCode}/status`]);
    expect(calls[0]!.basicAuth).toEqual({ username: SERVER_KEY, password: '' });
  });

  it('rejects a notification signed with another key', async () => {
    const { request } = await newOrder();
    midtrans.settle(request.orderCode);
    const forged = midtrans.notificationFor(request.orderCode);
    forged.signature_key = midtrans.signature(
      request.orderCode,
      String(forged.status_code),
      String(forged.gross_amount),
      'SB-Mid-server-guessed',
    );
    const reply = await midtrans.replay(forged, inbox.url);
    expect(reply.status).toBe(400);
    await expect(provider.verifyNotification(notice(forged))).rejects.toThrow(/signature_key/);
  });

  it('rejects a notification whose amount was changed after signing', async () => {
    const { request } = await newOrder({ amount: 75_000 });
    midtrans.settle(request.orderCode);
    const tampered = { ...midtrans.notificationFor(request.orderCode), gross_amount: '1000.00' };
    await expect(provider.verifyNotification(notice(tampered))).rejects.toBeInstanceOf(
      NotificationRejectedError,
    );
  });

  it('rejects a notification whose status was changed after signing', async () => {
    const { request } = await newOrder();
    midtrans.choose(request.orderCode, 'gopay');
    const pending = midtrans.notificationFor(request.orderCode);
    const promoted = { ...pending, transaction_status: 'settlement', status_code: '200' };
    await expect(provider.verifyNotification(notice(promoted))).rejects.toBeInstanceOf(
      NotificationRejectedError,
    );
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['no signature', { order_id: 'X', status_code: '200', gross_amount: '1.00' }],
    [
      'a number for gross_amount',
      { order_id: 'X', status_code: '200', gross_amount: 1, signature_key: 'ab' },
    ],
  ])('rejects a notification with %s', async (_label, body) => {
    await expect(provider.verifyNotification(notice(body))).rejects.toBeInstanceOf(NotificationRejectedError);
  });

  it('rejects a correctly signed notification for an order Midtrans does not know', async () => {
    const orderId = 'PST-never-created';
    const body = {
      order_id: orderId,
      status_code: '200',
      gross_amount: '10000.00',
      transaction_status: 'settlement',
      signature_key: midtrans.signature(orderId, '200', '10000.00'),
    };
    await expect(provider.verifyNotification(notice(body))).rejects.toThrow(/knows no transaction/);
  });

  it('gives a notification sent twice the same dedupe key', async () => {
    const { request } = await newOrder();
    midtrans.choose(request.orderCode, 'qris');
    midtrans.settle(request.orderCode);
    const first = await midtrans.sendNotification(request.orderCode);
    const second = await midtrans.replay(first.sent, inbox.url);
    expect(first.reply.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.body as { dedupeKey: string }).dedupeKey).toBe(
      (first.reply.body as { dedupeKey: string }).dedupeKey,
    );
  });

  it('gives a new state a new dedupe key', async () => {
    const { request } = await newOrder();
    midtrans.choose(request.orderCode, 'bni_va');
    const pending = await midtrans.sendNotification(request.orderCode);
    midtrans.settle(request.orderCode);
    const settled = await midtrans.sendNotification(request.orderCode);
    expect((pending.reply.body as { state: string }).state).toBe('pending');
    expect((settled.reply.body as { state: string }).state).toBe('paid');
    expect((pending.reply.body as { dedupeKey: string }).dedupeKey).not.toBe(
      (settled.reply.body as { dedupeKey: string }).dedupeKey,
    );
  });

  it('maps a stale "pending" arriving after "settlement" to the current state', async () => {
    const { request } = await newOrder();
    midtrans.choose(request.orderCode, 'bri_va');
    const stale = midtrans.notificationFor(request.orderCode);
    midtrans.settle(request.orderCode);
    const settled = await midtrans.sendNotification(request.orderCode);
    const late = await midtrans.replay(stale, inbox.url);
    expect(stale.transaction_status).toBe('pending');
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ state: 'paid', rawStatus: 'settlement', method: 'va_bri' });
    expect((late.body as { dedupeKey: string }).dedupeKey).toBe(
      (settled.reply.body as { dedupeKey: string }).dedupeKey,
    );
  });

  it('maps a settlement notification for an order refunded since to refunded', async () => {
    const { request } = await newOrder();
    midtrans.settle(request.orderCode);
    const settlement = midtrans.notificationFor(request.orderCode);
    midtrans.refund(request.orderCode);
    const verified = await provider.verifyNotification(notice(settlement));
    expect(verified.state).toBe('refunded');
  });

  const mappings: [MidtransTransactionStatus, 'accept' | 'challenge' | 'deny' | undefined, PaymentState][] = [
    ['pending', undefined, 'pending'],
    ['authorize', undefined, 'pending'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'pending'],
    ['capture', 'deny', 'failed'],
    ['settlement', undefined, 'paid'],
    ['deny', undefined, 'failed'],
    ['cancel', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['expire', undefined, 'expired'],
    ['refund', undefined, 'refunded'],
    ['partial_refund', undefined, 'refunded'],
    ['chargeback', undefined, 'refunded'],
    ['partial_chargeback', undefined, 'refunded'],
  ];
  it.each(mappings)('maps %s (fraud %s) to %s', async (status, fraud, state) => {
    const { request } = await newOrder();
    midtrans.choose(request.orderCode, status === 'capture' ? 'credit_card' : 'gopay');
    midtrans.setStatus(request.orderCode, status, fraud);
    const verified = await provider.verifyNotification(notice(midtrans.notificationFor(request.orderCode)));
    expect(verified.state).toBe(state);
    expect(verified.rawStatus).toBe(status);
    expect(verified.dedupeKey).toBe([verified.providerRef, status, fraud].filter(Boolean).join(':'));
  });

  const channels: [MidtransChannel, OnlinePaymentMethod | undefined][] = [
    ['bca_va', 'va_bca'],
    ['bni_va', 'va_bni'],
    ['bri_va', 'va_bri'],
    ['echannel', 'va_mandiri'],
    ['gopay', 'gopay'],
    ['shopeepay', 'shopeepay'],
    ['qris', 'qris'],
    ['dana', 'dana'],
    ['ovo', 'ovo'],
    ['permata_va', undefined],
    ['credit_card', undefined],
  ];
  it.each(channels)('reports a payment through %s as method %s', async (channel, method) => {
    const { request } = await newOrder();
    midtrans.choose(request.orderCode, channel);
    midtrans.settle(request.orderCode);
    const verified = await provider.verifyNotification(notice(midtrans.notificationFor(request.orderCode)));
    expect(verified.method).toBe(method);
  });

  it('fails as unavailable (so Midtrans retries) when the status API is down', async () => {
    const { request } = await newOrder();
    midtrans.settle(request.orderCode);
    midtrans.mode = 'error';
    const { reply } = await midtrans.sendNotification(request.orderCode);
    expect(reply.status).toBe(503);
    await expect(
      provider.verifyNotification(notice(midtrans.notificationFor(request.orderCode))),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('fetchStatus', () => {
  it('reports a known order', async () => {
    const { request } = await newOrder({ amount: 99_000 });
    midtrans.choose(request.orderCode, 'shopeepay');
    midtrans.expire(request.orderCode);
    const status = await provider.fetchStatus(request.orderCode);
    expect(status).toMatchObject({
      orderCode: request.orderCode,
      state: 'expired',
      amount: 99_000,
      rawStatus: 'expire',
      method: 'shopeepay',
    });
  });

  it('reports a cancelled order as failed', async () => {
    const { request } = await newOrder();
    midtrans.cancel(request.orderCode);
    expect((await provider.fetchStatus(request.orderCode))?.state).toBe('failed');
  });

  it('returns undefined for an order Midtrans never saw', async () => {
    expect(await provider.fetchStatus('PST-unknown-order')).toBeUndefined();
  });

  it('returns undefined while the buyer has not chosen a channel on the Snap page', async () => {
    const { request } = await newOrder();
    expect(await provider.fetchStatus(request.orderCode)).toBeUndefined();
  });

  it('also reads "not found" sent as HTTP 200 with status_code 404', async () => {
    const fetchImpl: typeof fetch = async () =>
      new Response(JSON.stringify({ status_code: '404', status_message: "Transaction doesn't exist." }), {
        status: 200,
      });
    const viaProxy = new MidtransProvider(
      { serverKey: SERVER_KEY, snapUrl: midtrans.url, apiUrl: midtrans.url },
      fetchImpl,
    );
    expect(await viaProxy.fetchStatus('PST-any')).toBeUndefined();
  });

  it('fails as unavailable when the server key is wrong', async () => {
    const { request } = await newOrder();
    midtrans.settle(request.orderCode);
    const wrong = new MidtransProvider({
      serverKey: 'SB-Mid-server-wrong',
      snapUrl: midtrans.url,
      apiUrl: midtrans.url,
    });
    await expect(wrong.fetchStatus(request.orderCode)).rejects.toThrow(/401.*Unknown Merchant/);
  });
});

describe('when Midtrans is unavailable', () => {
  it('fails as unavailable on a 500', async () => {
    midtrans.mode = 'error';
    const attempt = provider.createPayment(paymentRequest());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/500.*internal server error/);
    await expect(provider.fetchStatus('PST-any')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('fails as unavailable when Midtrans does not answer in time', async () => {
    midtrans.mode = 'hang';
    const started = Date.now();
    await expect(provider.createPayment(paymentRequest())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.fetchStatus('PST-any')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails as unavailable when nothing listens', async () => {
    const peer = new FakeMidtrans(SERVER_KEY);
    const url = await peer.start();
    await peer.stop();
    const down = new MidtransProvider({ serverKey: SERVER_KEY, snapUrl: url, apiUrl: url });
    const attempt = down.createPayment(paymentRequest());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/could not be reached/);
    await expect(down.fetchStatus('PST-any')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
