import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '@pustaka/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationRejectedError,
  type PaymentRequest,
  ProviderUnavailableError,
} from './payment-provider.ts';
import { FakeXendit, type XenditChannel } from './test-peers/fake-xendit.ts';
import { startNotificationInbox } from './test-peers/http-peer.ts';
import { samplePaymentRequest } from './test-peers/payment-request.ts';
import { XENDIT_PAYMENT_METHODS, XenditProvider } from './xendit-provider.ts';

const SECRET_KEY = 'xnd_development_test_secret_0001';
const CALLBACK_TOKEN = 'cb-token-test-0001-abcdef';
const xendit = new FakeXendit(SECRET_KEY, CALLBACK_TOKEN);
let provider: XenditProvider;
let inbox: Awaited<ReturnType<typeof startNotificationInbox>>;

const paymentRequest = (overrides: Partial<PaymentRequest> = {}) =>
  samplePaymentRequest('https://shop.example/pay/xendit', overrides);

async function newInvoice(overrides: Partial<PaymentRequest> = {}) {
  const request = paymentRequest(overrides);
  const session = await provider.createPayment(request);
  return { request, session, id: session.providerRef };
}

const verify = (body: unknown, token: string | undefined = CALLBACK_TOKEN) =>
  provider.verifyNotification({
    headers: token === undefined ? {} : { 'x-callback-token': token },
    body,
    rawBody: JSON.stringify(body) ?? '',
  });

beforeAll(async () => {
  const url = await xendit.start();
  provider = new XenditProvider(
    { secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, apiUrl: url },
    undefined,
    {
      timeoutMs: 500,
    },
  );
  inbox = await startNotificationInbox(
    (notification) => provider.verifyNotification(notification),
    (error) => (error instanceof NotificationRejectedError ? 400 : 503),
  );
  xendit.callbackUrl = inbox.url;
});

afterAll(async () => {
  await inbox.stop();
  await xendit.stop();
});

afterEach(() => {
  xendit.mode = 'normal';
});

describe('createPayment', () => {
  it('creates an invoice with the secret key and returns its page and id', async () => {
    const before = xendit.requests.length;
    const expiresAt = new Date(Date.now() + 30 * 60_000 + 500);
    const { request, session } = await newInvoice({ amount: 125_000, expiresAt });
    const seen = xendit.requests.slice(before);
    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v2/invoices');
    expect(call.basicAuth).toEqual({ username: SECRET_KEY, password: '' });
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({
      external_id: request.orderCode,
      amount: 125_000,
      currency: 'IDR',
      payer_email: 'siti@example.com',
      description: 'Belajar TypeScript dari Nol',
      invoice_duration: 1800,
      success_redirect_url: 'https://shop.example/orders/finish',
      failure_redirect_url: 'https://shop.example/orders/failed',
      payment_methods: ['BCA'],
      customer: { given_names: 'Siti Rahma', email: 'siti@example.com' },
      items: [{ name: 'Belajar TypeScript dari Nol', quantity: 1, price: 125_000 }],
    });
    const invoice = xendit.invoiceFor(request.orderCode);
    expect(session).toEqual({ redirectUrl: invoice.invoice_url, providerRef: invoice.id });
  });

  it.each(ONLINE_PAYMENT_METHODS.map((method) => [method, XENDIT_PAYMENT_METHODS[method]] as const))(
    'offers %s on the invoice as %j',
    async (method, expected) => {
      const { id } = await newInvoice({ method });
      expect(xendit.invoice(id).payment_methods).toEqual(expected);
    },
  );

  it('maps every method the way the decision record says', () => {
    expect(XENDIT_PAYMENT_METHODS).toEqual({
      qris: ['QRIS'],
      va_bca: ['BCA'],
      va_bni: ['BNI'],
      va_bri: ['BRI'],
      va_mandiri: ['MANDIRI'],
      gopay: ['QRIS'],
      ovo: ['OVO'],
      dana: ['DANA'],
      shopeepay: ['SHOPEEPAY'],
    });
  });

  it('fails as unavailable, with Xendit’s words, when the secret key is wrong', async () => {
    const wrong = new XenditProvider({
      secretKey: 'xnd_wrong',
      callbackToken: CALLBACK_TOKEN,
      apiUrl: xendit.url,
    });
    const attempt = wrong.createPayment(paymentRequest());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/401.*INVALID_API_KEY/);
  });

  it('fails as unavailable when Xendit refuses the invoice', async () => {
    const attempt = provider.createPayment(
      paymentRequest({ customer: { name: 'Siti', email: 'not-an-email' } }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/400.*API_VALIDATION_ERROR.*payer_email/);
  });
});

describe('verifyNotification', () => {
  it('accepts a callback with the token and reports the confirmed state, amount and method', async () => {
    const { request, id } = await newInvoice({ amount: 50_000 });
    xendit.pay(id, 'BNI');
    const { reply } = await xendit.sendCallback(id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      orderCode: request.orderCode,
      state: 'paid',
      amount: 50_000,
      providerRef: id,
      rawStatus: 'PAID',
      method: 'va_bni',
      dedupeKey: `${id}:PAID`,
    });
  });

  it('confirms every callback by reading the invoice back', async () => {
    const { id } = await newInvoice();
    xendit.pay(id);
    const before = xendit.requests.length;
    await verify(xendit.callbackFor(id));
    const calls = xendit.requests.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v2/invoices/${id}`]);
    expect(calls[0]!.basicAuth).toEqual({ username: SECRET_KEY, password: '' });
  });

  it('reads the token header whatever its case', async () => {
    const { id } = await newInvoice();
    xendit.pay(id);
    const verified = await provider.verifyNotification({
      headers: { 'X-Callback-Token': [CALLBACK_TOKEN] },
      body: xendit.callbackFor(id),
      rawBody: JSON.stringify(xendit.callbackFor(id)),
    });
    expect(verified.state).toBe('paid');
  });

  it.each([
    ['a wrong token', 'cb-token-guessed'],
    ['a token that only starts right', CALLBACK_TOKEN.slice(0, 10)],
    ['an empty token', ''],
  ])('rejects a callback with %s', async (_label, token) => {
    const { id } = await newInvoice();
    xendit.pay(id);
    const reply = await xendit.replay(xendit.callbackFor(id), { token });
    expect(reply.status).toBe(400);
    await expect(verify(xendit.callbackFor(id), token)).rejects.toThrow(/callback token/);
  });

  it('rejects a callback without a token', async () => {
    const { id } = await newInvoice();
    xendit.pay(id);
    const reply = await xendit.replay(xendit.callbackFor(id), { token: null });
    expect(reply.status).toBe(400);
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['no id', { external_id: 'PST-1', status: 'PAID', amount: 1 }],
    ['no status', { id: 'abc', external_id: 'PST-1', amount: 1 }],
  ])('rejects a callback with %s', async (_label, body) => {
    await expect(verify(body)).rejects.toBeInstanceOf(NotificationRejectedError);
  });

  it('rejects a callback for an invoice Xendit does not know', async () => {
    const body = { id: '000000000000000000000000', external_id: 'PST-never', status: 'PAID', amount: 10_000 };
    await expect(verify(body)).rejects.toThrow(/knows no invoice/);
  });

  it('rejects a callback that pairs a real invoice with another order', async () => {
    const { id } = await newInvoice();
    const other = await newInvoice();
    xendit.pay(id);
    const body = { ...xendit.callbackFor(id), external_id: other.request.orderCode };
    await expect(verify(body)).rejects.toThrow(/knows no invoice/);
  });

  it('reports the amount Xendit holds, not a tampered one in the callback', async () => {
    const { id } = await newInvoice({ amount: 75_000 });
    xendit.pay(id);
    const tampered = { ...xendit.callbackFor(id), amount: 1_000, paid_amount: 1_000 };
    const verified = await verify(tampered);
    expect(verified.amount).toBe(75_000);
  });

  it('reports an unpaid invoice as pending whatever the callback claims', async () => {
    const { id } = await newInvoice();
    const claim = { ...xendit.callbackFor(id), status: 'PAID', paid_amount: 75_000 };
    const verified = await verify(claim);
    expect(verified).toMatchObject({ state: 'pending', rawStatus: 'PENDING', dedupeKey: `${id}:PENDING` });
  });

  it('gives a callback sent twice the same dedupe key', async () => {
    const { id } = await newInvoice();
    xendit.pay(id, 'QRIS');
    const first = await xendit.sendCallback(id);
    const second = await xendit.replay(first.sent);
    expect(first.reply.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.body as { dedupeKey: string }).dedupeKey).toBe(`${id}:PAID`);
    expect((first.reply.body as { dedupeKey: string }).dedupeKey).toBe(`${id}:PAID`);
  });

  it('maps a stale "PAID" arriving after settlement to the current state', async () => {
    const { id } = await newInvoice();
    xendit.pay(id, 'OVO');
    const stale = xendit.callbackFor(id);
    xendit.settle(id);
    const settled = await xendit.sendCallback(id);
    const late = await xendit.replay(stale);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ state: 'paid', rawStatus: 'SETTLED', method: 'ovo' });
    expect((late.body as { dedupeKey: string }).dedupeKey).toBe(
      (settled.reply.body as { dedupeKey: string }).dedupeKey,
    );
  });

  it.each([
    ['PENDING', 'pending'],
    ['PAID', 'paid'],
    ['SETTLED', 'paid'],
    ['EXPIRED', 'expired'],
  ] as const)('maps %s to %s', async (status, state) => {
    const { id } = await newInvoice();
    if (status === 'PAID') xendit.pay(id);
    if (status === 'SETTLED') xendit.settle(id);
    if (status === 'EXPIRED') xendit.expire(id);
    const verified = await verify(xendit.callbackFor(id));
    expect(verified.state).toBe(state);
    expect(verified.rawStatus).toBe(status);
    expect(verified.dedupeKey).toBe(`${id}:${status}`);
  });

  const channels: [XenditChannel, OnlinePaymentMethod | undefined][] = [
    ['BCA', 'va_bca'],
    ['BNI', 'va_bni'],
    ['BRI', 'va_bri'],
    ['MANDIRI', 'va_mandiri'],
    ['OVO', 'ovo'],
    ['DANA', 'dana'],
    ['SHOPEEPAY', 'shopeepay'],
    ['QRIS', 'qris'],
    ['PERMATA', undefined],
  ];
  it.each(channels)('reports a payment through %s as method %s', async (channel, method) => {
    const { id } = await newInvoice();
    xendit.pay(id, channel);
    const verified = await verify(xendit.callbackFor(id));
    expect(verified.method).toBe(method);
  });

  it('fails as unavailable (so Xendit retries) when Xendit cannot confirm', async () => {
    const { id } = await newInvoice();
    xendit.pay(id);
    xendit.mode = 'error';
    const { reply } = await xendit.sendCallback(id);
    expect(reply.status).toBe(503);
    await expect(verify(xendit.callbackFor(id))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('fetchStatus', () => {
  it('reads an invoice by its id when the order has one', async () => {
    const { request, id } = await newInvoice({ amount: 99_000 });
    xendit.pay(id, 'DANA');
    const before = xendit.requests.length;
    const status = await provider.fetchStatus(request.orderCode, id);
    expect(xendit.requests.slice(before).map((c) => c.path)).toEqual([`/v2/invoices/${id}`]);
    expect(status).toEqual({
      orderCode: request.orderCode,
      state: 'paid',
      amount: 99_000,
      providerRef: id,
      rawStatus: 'PAID',
      method: 'dana',
    });
  });

  it('finds the newest invoice by order code when there is no id', async () => {
    const request = paymentRequest();
    const older = await provider.createPayment(request);
    const newer = await provider.createPayment(request);
    xendit.expire(older.providerRef);
    const before = xendit.requests.length;
    const status = await provider.fetchStatus(request.orderCode);
    expect(xendit.requests.slice(before).map((c) => c.path)).toEqual([
      `/v2/invoices?external_id=${encodeURIComponent(request.orderCode)}`,
    ]);
    expect(status).toMatchObject({ state: 'pending', providerRef: newer.providerRef });
  });

  it('returns undefined for an order Xendit never saw', async () => {
    expect(await provider.fetchStatus('PST-unknown-order')).toBeUndefined();
    expect(await provider.fetchStatus('PST-unknown-order', '000000000000000000000000')).toBeUndefined();
  });

  it('returns undefined when the invoice id belongs to another order', async () => {
    const { id } = await newInvoice();
    expect(await provider.fetchStatus('PST-someone-else', id)).toBeUndefined();
  });

  it('fails as unavailable when the secret key is wrong', async () => {
    const { request, id } = await newInvoice();
    const wrong = new XenditProvider({
      secretKey: 'xnd_wrong',
      callbackToken: CALLBACK_TOKEN,
      apiUrl: xendit.url,
    });
    await expect(wrong.fetchStatus(request.orderCode, id)).rejects.toThrow(/401.*INVALID_API_KEY/);
    await expect(wrong.fetchStatus(request.orderCode)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('when Xendit is unavailable', () => {
  it('fails as unavailable on a 500', async () => {
    xendit.mode = 'error';
    const attempt = provider.createPayment(paymentRequest());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/500.*SERVER_ERROR/);
    await expect(provider.fetchStatus('PST-any')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.fetchStatus('PST-any', 'abc')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('fails as unavailable when Xendit does not answer in time', async () => {
    xendit.mode = 'hang';
    const started = Date.now();
    await expect(provider.createPayment(paymentRequest())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.fetchStatus('PST-any')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails as unavailable when nothing listens', async () => {
    const peer = new FakeXendit(SECRET_KEY, CALLBACK_TOKEN);
    const url = await peer.start();
    await peer.stop();
    const down = new XenditProvider({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, apiUrl: url });
    const attempt = down.createPayment(paymentRequest());
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/could not be reached/);
    await expect(down.fetchStatus('PST-any', 'abc')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
