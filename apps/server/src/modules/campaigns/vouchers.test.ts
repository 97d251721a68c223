import { effectivePrice, type RunningCampaign } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '#db/schema.ts';
import { ledgerImbalance } from '#modules/ledger/index.ts';
import { applyProviderStatus } from '#modules/orders/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from '#test/factories.ts';

let t: TestApp;
let admin: TestUser;
let publisher: TestUser;
let buyers: TestUser[];
let category: number;
let otherCategory: number;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  [admin, publisher, ...buyers] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  const newCategory = async (name: string) =>
    (
      await api(t.app, { method: 'POST', url: '/api/v2/categories', token: admin.token, body: { name } })
    ).json().data.id as number;
  category = await newCategory('Voucher Buku');
  otherCategory = await newCategory('Voucher Musik');
});
afterAll(() => t.app.close());

/** Each scenario starts without campaigns and with fresh logins (the clock moves between them). */
beforeEach(async () => {
  for (const user of [admin, ...buyers]) user.token = await login(t.app, user.email, user.password);
  const list = await api(t.app, {
    method: 'GET',
    url: '/api/v2/admin/campaigns?pageSize=100',
    token: admin.token,
  });
  for (const item of list.json().data.items) {
    await api(t.app, { method: 'DELETE', url: `/api/v2/admin/campaigns/${item.id}`, token: admin.token });
  }
});

async function saleProduct(options: { price?: number; categoryId?: number; ownDiscount?: number } = {}) {
  const product = await createSaleProduct(t.ctx, { sellerId: publisher.id, price: options.price ?? 100_000 });
  await t.ctx.db
    .update(products)
    .set({ categoryId: options.categoryId ?? null, discountAmount: options.ownDiscount ?? 0 })
    .where(eq(products.id, product.id));
  return {
    id: product.id,
    category_id: options.categoryId ?? null,
    price: product.price - (options.ownDiscount ?? 0),
  };
}

const campaign = (body: Record<string, unknown> = {}) => ({
  name: 'Voucher Gajian',
  discount_type: 'percent',
  discount_value: 20,
  starts_at: inHours(-1),
  ends_at: inHours(48),
  scope: 'all',
  ...body,
});

async function created(body: Record<string, unknown>) {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/admin/campaigns',
    token: admin.token,
    body,
  });
  if (response.statusCode !== 201) throw new Error(`campaign fixture: ${response.body}`);
  return response.json().data as { id: number; code: string | null; uses_count: number };
}

const quote = (user: TestUser, productId: number, code?: string) =>
  api(t.app, {
    method: 'GET',
    url: `/api/v2/checkout/${productId}${code === undefined ? '' : `?voucher_code=${encodeURIComponent(code)}`}`,
    token: user.token,
  });

const checkout = (user: TestUser, body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/orders/checkout', token: user.token, body });

const usesOf = async (id: number) =>
  (await api(t.app, { method: 'GET', url: `/api/v2/admin/campaigns/${id}`, token: admin.token })).json().data
    .uses_count as number;

describe('voucher codes on campaigns', () => {
  it('keeps codes upper-case and unique in any case; a limit needs a code', async () => {
    const made = await created(campaign({ code: 'hemat-10', usage_limit: 5 }));
    expect(made).toMatchObject({ code: 'HEMAT-10', usage_limit: 5, uses_count: 0 });
    const twin = await api(t.app, {
      method: 'POST',
      url: '/api/v2/admin/campaigns',
      token: admin.token,
      body: campaign({ name: 'Kembar', code: 'Hemat-10' }),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('VOUCHER_CODE_TAKEN');
    for (const bad of [{ code: 'ab' }, { code: 'HEMAT 10' }, { code: 'x'.repeat(33) }, { usage_limit: 3 }]) {
      const response = await api(t.app, {
        method: 'POST',
        url: '/api/v2/admin/campaigns',
        token: admin.token,
        body: campaign(bad),
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Editing a campaign may keep its own code.
    const kept = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/campaigns/${made.id}`,
      token: admin.token,
      body: campaign({ name: 'Voucher Diubah', code: 'HEMAT-10', usage_limit: 6 }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ code: 'HEMAT-10', usage_limit: 6 });
  });

  it('applies only when entered, in any case, and is not listed for shoppers', async () => {
    const product = await saleProduct({ price: 80_000 });
    await created(campaign({ name: 'Voucher Rahasia', code: 'RAHASIA', discount_value: 25 }));
    const plain = await quote(buyers[0] as TestUser, product.id);
    expect(plain.json().data).toMatchObject({ amount: 80_000, campaign: null, voucher_code: null });
    const running = await api(t.app, { method: 'GET', url: '/api/v2/public/campaigns/running' });
    expect(running.json().data).toEqual([]);

    const withCode = await quote(buyers[0] as TestUser, product.id, ' rahasia ');
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().data).toMatchObject({
      amount: 60_000,
      discount_amount: 20_000,
      voucher_code: 'RAHASIA',
      campaign: { name: 'Voucher Rahasia', amount: 20_000 },
    });
    const bought = await checkout(buyers[0] as TestUser, {
      product_id: product.id,
      payment_method: 'bank_transfer',
      voucher_code: 'RaHaSiA',
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().data.order).toMatchObject({ amount: 60_000, campaign_name: 'Voucher Rahasia' });
  });

  it("refuses unknown, ended, scheduled, paused and other products' codes with one answer", async () => {
    const product = await saleProduct({ price: 50_000, categoryId: category });
    await created(
      campaign({ name: 'Sudah Lewat', code: 'LEWAT', starts_at: inHours(-5), ends_at: inHours(1) }),
    );
    await created(
      campaign({ name: 'Belum Mulai', code: 'NANTI', starts_at: inHours(24), ends_at: inHours(48) }),
    );
    await created(campaign({ name: 'Dijeda', code: 'JEDA', is_active: false }));
    await created(
      campaign({ name: 'Kategori Lain', code: 'MUSIK', scope: 'category', category_id: otherCategory }),
    );
    await created(campaign({ name: 'Otomatis Besar', discount_value: 30 }));
    await created(campaign({ name: 'Voucher Kecil', code: 'KECIL', discount_value: 10 }));
    t.clock.advance(2 * HOUR);
    // A buyer of its own: the ten misses below are as many as a buyer may make in an hour.
    const buyer = await createUser(t.app, t.ctx);

    const cases: [string, number, string][] = [
      // A code running for this very product may say why it does not help.
      ['KECIL', 422, 'VOUCHER_NOT_BETTER'],
      ['TIDAK-ADA', 422, 'VOUCHER_NOT_FOUND'],
      ['lewat', 422, 'VOUCHER_NOT_FOUND'],
      ['NANTI', 422, 'VOUCHER_NOT_FOUND'],
      ['jeda', 422, 'VOUCHER_NOT_FOUND'],
      ['MUSIK', 422, 'VOUCHER_NOT_FOUND'],
      ['a b', 400, 'VALIDATION_ERROR'],
    ];
    const unusable = new Set<string>();
    for (const [code, status, reason] of cases) {
      const asked = await quote(buyer, product.id, code);
      expect([asked.statusCode, asked.json().code], code).toEqual([status, reason]);
      expect(asked.json().error).toBeTruthy();
      const bought = await checkout(buyer, { product_id: product.id, voucher_code: code });
      expect([bought.statusCode, bought.json().code], code).toEqual([status, reason]);
      if (reason === 'VOUCHER_NOT_FOUND') unusable.add(asked.json().error).add(bought.json().error);
    }
    expect(unusable.size).toBe(1);
    // Nothing was ordered, and the buyer still gets the automatic campaign without a code.
    const orders = await api(t.app, { method: 'GET', url: '/api/v2/orders/', token: buyer.token });
    expect(orders.json().data.total).toBe(0);
    expect((await quote(buyer, product.id)).json().data).toMatchObject({ amount: 35_000 });
  });

  it('holds a use per open order, counts it when paid, and refuses a code at its limit', async () => {
    const [a, b, c, d] = buyers as [TestUser, TestUser, TestUser, TestUser];
    const product = await saleProduct({ price: 40_000 });
    const voucher = await created(campaign({ name: 'Dua Saja', code: 'DUA-SAJA', usage_limit: 2 }));

    const first = await checkout(a, {
      product_id: product.id,
      payment_method: 'bank_transfer',
      voucher_code: 'dua-saja',
    });
    const second = await checkout(b, {
      product_id: product.id,
      payment_method: 'qris',
      voucher_code: 'DUA-SAJA',
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // Resuming one's own checkout keeps the order and its hold.
    const resumed = await checkout(a, {
      product_id: product.id,
      payment_method: 'bank_transfer',
      voucher_code: 'Dua-Saja',
    });
    expect(resumed.json().data.order.id).toBe(first.json().data.order.id);

    const refusedQuote = await quote(c, product.id, 'DUA-SAJA');
    expect([refusedQuote.statusCode, refusedQuote.json().code]).toEqual([409, 'VOUCHER_USED_UP']);
    const refused = await checkout(c, {
      product_id: product.id,
      payment_method: 'qris',
      voucher_code: 'DUA-SAJA',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'VOUCHER_USED_UP']);
    // Holding a use, a's own quote still prices the code.
    expect((await quote(a, product.id, 'DUA-SAJA')).statusCode).toBe(200);

    const approved = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${first.json().data.order.id}/approve`,
      token: admin.token,
      body: { note: 'Transfer masuk.' },
    });
    expect(approved.json().data).toMatchObject({ status: 'paid', amount: 32_000 });
    expect(await usesOf(voucher.id)).toBe(1);
    expect((await checkout(c, { product_id: product.id, voucher_code: 'DUA-SAJA' })).statusCode).toBe(409);

    // b drops the order: its hold is released and c gets the last use.
    const cancelled = await api(t.app, {
      method: 'POST',
      url: `/api/v2/orders/${second.json().data.order.id}/cancel`,
      token: b.token,
    });
    expect(cancelled.statusCode).toBe(200);
    const third = await checkout(c, {
      product_id: product.id,
      payment_method: 'qris',
      voucher_code: 'DUA-SAJA',
    });
    expect(third.statusCode).toBe(200);
    expect((await checkout(d, { product_id: product.id, voucher_code: 'DUA-SAJA' })).statusCode).toBe(409);

    // c's order lapses without payment, so d takes the last use and pays.
    const thirdOrder = third.json().data.order;
    t.clock.advance(24 * HOUR);
    for (const user of [b, c, d]) user.token = await login(t.app, user.email, user.password);
    admin.token = await login(t.app, admin.email, admin.password);
    const fourth = await checkout(d, {
      product_id: product.id,
      payment_method: 'qris',
      voucher_code: 'DUA-SAJA',
    });
    expect(fourth.statusCode).toBe(200);
    const fourthOrder = fourth.json().data.order;
    expect(
      await applyProviderStatus(
        t.ctx,
        { orderCode: fourthOrder.code, state: 'paid', amount: 32_000, rawStatus: 'settlement' },
        'gateway',
      ),
    ).toBe('paid');
    expect(await usesOf(voucher.id)).toBe(2);

    // c's late payment for the lapsed order is honoured (the buyer paid), and recorded past the limit.
    expect(
      await applyProviderStatus(
        t.ctx,
        { orderCode: thirdOrder.code, state: 'paid', amount: 32_000, rawStatus: 'settlement' },
        'gateway',
      ),
    ).toBe('paid');
    expect(await usesOf(voucher.id)).toBe(3);
    const late = await api(t.app, { method: 'GET', url: `/api/v2/orders/${thirdOrder.id}`, token: c.token });
    expect(late.json().data.status).toBe('paid');
    expect(late.json().data.events.at(-1).note).toContain('melewati batas pemakaian (3/2)');
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
    const b2 = await checkout(b, { product_id: product.id, voucher_code: 'DUA-SAJA' });
    expect([b2.statusCode, b2.json().code]).toEqual([409, 'VOUCHER_USED_UP']);
  });

  it('gives the last use to exactly one of two concurrent checkouts', async () => {
    const product = await saleProduct({ price: 25_000 });
    const voucher = await created(campaign({ name: 'Satu Saja', code: 'SATU', usage_limit: 1 }));
    const [x, y] = buyers as [TestUser, TestUser];
    const results = await Promise.all([
      checkout(x, { product_id: product.id, payment_method: 'qris', voucher_code: 'satu' }),
      checkout(y, { product_id: product.id, payment_method: 'qris', voucher_code: 'SATU' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('VOUCHER_USED_UP');
    expect(await usesOf(voucher.id)).toBe(0);
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });
});

describe('guessing voucher codes', () => {
  it('takes ten unusable codes an hour from a buyer, parallel ones included, then refuses to look', async () => {
    const product = await saleProduct({ price: 60_000 });
    await created(campaign({ name: 'Voucher Asli', code: 'ASLI-25', discount_value: 25 }));
    const guesser = await createUser(t.app, t.ctx);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => quote(guesser, product.id, `TEBAK-${i}`)),
    );
    const answers = guesses.map((response) => response.json().code).sort();
    expect(answers).toEqual([
      ...Array(5).fill('TOO_MANY_VOUCHER_ATTEMPTS'),
      ...Array(10).fill('VOUCHER_NOT_FOUND'),
    ]);
    const refused = guesses.find((response) => response.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // A real code gets no answer either until the hour has passed, at checkout as well.
    expect((await quote(guesser, product.id, 'ASLI-25')).statusCode).toBe(429);
    expect((await checkout(guesser, { product_id: product.id, voucher_code: 'ASLI-25' })).json().code).toBe(
      'TOO_MANY_VOUCHER_ATTEMPTS',
    );
    // Other buyers are not affected, and buying without a code still works.
    expect((await quote(buyers[3] as TestUser, product.id, 'ASLI-25')).json().data.amount).toBe(45_000);
    expect((await quote(guesser, product.id)).json().data.amount).toBe(60_000);
    t.clock.advance(61 * 60_000);
    guesser.token = await login(t.app, guesser.email, guesser.password);
    expect((await quote(guesser, product.id, 'ASLI-25')).json().data.amount).toBe(45_000);
  });

  it('does not count codes that work', async () => {
    const product = await saleProduct({ price: 40_000 });
    await created(campaign({ name: 'Voucher Sering', code: 'SERING', discount_value: 10 }));
    const buyer = await createUser(t.app, t.ctx);
    for (let i = 0; i < 12; i++) expect((await quote(buyer, product.id, 'sering')).statusCode).toBe(200);
    expect((await quote(buyer, product.id, 'SALAH-KETIK')).json().code).toBe('VOUCHER_NOT_FOUND');
  });
});

describe('one price everywhere', () => {
  it('quotes and charges what effectivePrice gives for the running campaigns', async () => {
    const product = await saleProduct({ price: 99_000, ownDiscount: 9_000, categoryId: category });
    await created(campaign({ name: 'Semua 10%', discount_value: 10 }));
    await created(
      campaign({
        name: 'Kategori 15rb',
        discount_type: 'fixed',
        discount_value: 15_000,
        scope: 'category',
        category_id: category,
      }),
    );
    await created(campaign({ name: 'Kode 50%', code: 'SETENGAH', discount_value: 50 }));
    const running = (await api(t.app, { method: 'GET', url: '/api/v2/public/campaigns/running' })).json()
      .data as RunningCampaign[];
    expect(running.map((item) => item.name).sort()).toEqual(['Kategori 15rb', 'Semua 10%']);
    const shared = effectivePrice(product, running);
    expect(shared).toMatchObject({
      price: 75_000,
      campaign: { name: 'Kategori 15rb' },
      campaign_discount: 15_000,
    });

    const buyer = buyers[2] as TestUser;
    const quoted = (await quote(buyer, product.id)).json().data;
    expect(quoted.amount).toBe(shared.price);
    const charged = (await checkout(buyer, { product_id: product.id, payment_method: 'qris' })).json().data
      .order;
    expect(charged.amount).toBe(shared.price);
    expect(charged.campaign_name).toBe(shared.campaign?.name);
  });
});
