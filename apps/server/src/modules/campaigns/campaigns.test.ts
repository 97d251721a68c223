import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from '#test/factories.ts';
import { findBestRunningDiscount } from './index.ts';

let t: TestApp;
let admin: TestUser;
let publisher: TestUser;
let member: TestUser;
let buyer: TestUser;
let category: number;
let otherCategory: number;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  [admin, publisher, member, buyer] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  const newCategory = async (name: string) =>
    (
      await api(t.app, { method: 'POST', url: '/api/v2/categories', token: admin.token, body: { name } })
    ).json().data.id as number;
  category = await newCategory('Promo Buku Anak');
  otherCategory = await newCategory('Promo Bisnis');
});
afterAll(() => t.app.close());

/** A product on sale in a category (or none), at a price after its own discount. */
async function saleProduct(options: { price?: number; categoryId?: number; ownDiscount?: number } = {}) {
  const product = await createSaleProduct(t.ctx, { sellerId: publisher.id, price: options.price ?? 100_000 });
  await t.ctx.db
    .update(products)
    .set({ categoryId: options.categoryId ?? null, discountAmount: options.ownDiscount ?? 0 })
    .where(eq(products.id, product.id));
  return {
    id: product.id,
    categoryId: options.categoryId ?? null,
    price: product.price - (options.ownDiscount ?? 0),
  };
}

const valid = () => ({
  name: 'Promo Gajian',
  description: 'Diskon akhir bulan untuk semua produk.',
  discount_type: 'percent',
  discount_value: 20,
  starts_at: inHours(-1),
  ends_at: inHours(48),
  scope: 'all',
});

const create = (body: Record<string, unknown>, token = admin.token) =>
  api(t.app, { method: 'POST', url: '/api/v2/admin/campaigns', token, body });

async function created(body: Record<string, unknown>) {
  const response = await create(body);
  if (response.statusCode !== 201) throw new Error(`campaign fixture: ${response.body}`);
  return response.json().data as { id: number; name: string; status: string };
}

const remove = (id: number) =>
  api(t.app, { method: 'DELETE', url: `/api/v2/admin/campaigns/${id}`, token: admin.token });

/** Tests move the clock by days; fresh logins keep the sessions of the cast valid. */
async function refreshLogins() {
  for (const user of [admin, member, buyer]) user.token = await login(t.app, user.email, user.password);
}

/** Each scenario starts without campaigns, so one test's campaign never gives another test's product a discount. */
async function clearCampaigns() {
  await refreshLogins();
  const list = await api(t.app, {
    method: 'GET',
    url: '/api/v2/admin/campaigns?pageSize=100',
    token: admin.token,
  });
  for (const item of list.json().data.items) await remove(item.id);
}

describe('admin campaigns', () => {
  it('creates, reads, updates and deletes a campaign', async () => {
    await clearCampaigns();
    const picked = [await saleProduct(), await saleProduct()];
    const response = await create({
      ...valid(),
      name: '  Promo Gajian  ',
      scope: 'products',
      product_ids: picked.map((p) => p.id),
    });
    expect(response.statusCode).toBe(201);
    const campaign = response.json().data;
    expect(campaign).toMatchObject({
      name: 'Promo Gajian',
      discount_type: 'percent',
      discount_value: 20,
      scope: 'products',
      category: null,
      is_active: true,
      status: 'running',
      created_by: { id: admin.id },
    });
    expect(campaign.products.map((p: { id: number }) => p.id)).toEqual(picked.map((p) => p.id));
    expect(campaign.products[0].name).toMatch(/^Produk Terjual/);

    const read = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(campaign);

    const update = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
      body: {
        ...valid(),
        name: 'Promo Kategori',
        discount_type: 'fixed',
        discount_value: 15_000,
        scope: 'category',
        category_id: category,
        starts_at: inHours(24),
        is_active: true,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({
      name: 'Promo Kategori',
      discount_type: 'fixed',
      discount_value: 15_000,
      scope: 'category',
      category: { id: category, name: 'Promo Buku Anak' },
      products: [],
      status: 'scheduled',
    });

    const paused = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
      body: { ...valid(), is_active: false },
    });
    expect(paused.json().data).toMatchObject({ status: 'paused', is_active: false, scope: 'all' });

    expect((await remove(campaign.id)).statusCode).toBe(200);
    expect((await remove(campaign.id)).statusCode).toBe(404);
    const gone = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('lists newest first, in pages, filtered by status', async () => {
    await clearCampaigns();
    const ending = await created({ ...valid(), name: 'Segera Berakhir', ends_at: inHours(2) });
    const running = await created({ ...valid(), name: 'Sedang Berjalan' });
    const scheduled = await created({ ...valid(), name: 'Terjadwal', starts_at: inHours(24) });
    const paused = await created({ ...valid(), name: 'Dijeda', is_active: false });
    t.clock.advance(3 * HOUR);

    const list = async (query: string) => {
      const response = await api(t.app, {
        method: 'GET',
        url: `/api/v2/admin/campaigns${query}`,
        token: admin.token,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    const all = await list('?pageSize=2');
    expect(all.total).toBe(4);
    expect(all.items.map((c: { id: number }) => c.id)).toEqual([paused.id, scheduled.id]);
    expect((await list('?pageSize=2&page=2')).items.map((c: { id: number }) => c.id)).toEqual([
      running.id,
      ending.id,
    ]);
    const only = async (status: string) =>
      (await list(`?status=${status}`)).items.map((c: { id: number; status: string }) => [c.id, c.status]);
    expect(await only('running')).toEqual([[running.id, 'running']]);
    expect(await only('scheduled')).toEqual([[scheduled.id, 'scheduled']]);
    expect(await only('ended')).toEqual([[ending.id, 'ended']]);
    expect(await only('paused')).toEqual([[paused.id, 'paused']]);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/admin/campaigns?status=aktif', token: admin.token }))
        .statusCode,
    ).toBe(400);
  });

  it.each([
    ['a percentage of 91', { discount_value: 91 }, 'body.discount_value'],
    ['a percentage of 0', { discount_value: 0 }, 'body.discount_value'],
    ['a fraction', { discount_value: 12.5 }, 'body.discount_value'],
    ['a fixed amount of 0', { discount_type: 'fixed', discount_value: 0 }, 'body.discount_value'],
    ['an unknown discount type', { discount_type: 'bogo' }, 'body.discount_type'],
    [
      'an end before the start',
      { starts_at: '2026-07-02T00:00:00+07:00', ends_at: '2026-07-01T00:00:00+07:00' },
      'body.ends_at',
    ],
    [
      'an end equal to the start',
      { starts_at: '2026-07-02T00:00:00Z', ends_at: '2026-07-02T07:00:00+07:00' },
      'body.ends_at',
    ],
    [
      'an end already past',
      { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' },
      'body.ends_at',
    ],
    ['a date without a time zone', { starts_at: '2026-07-02T00:00:00' }, 'body.starts_at'],
    ['a category scope without a category', { scope: 'category' }, 'body.category_id'],
    ['a category on an all-products campaign', { category_id: 1 }, 'body.category_id'],
    ['a product scope without products', { scope: 'products', product_ids: [] }, 'body.product_ids'],
    ['a product named twice', { scope: 'products', product_ids: [5, 5] }, 'body.product_ids'],
    ['a one-letter name', { name: 'P' }, 'body.name'],
    ['a name with a control character', { name: 'Promo\u0007' }, 'body.name'],
    ['an unknown field', { budget: 1 }, 'body'],
  ])('refuses %s with 400 and stores nothing', async (_label, change, field) => {
    const before = (
      await api(t.app, { method: 'GET', url: '/api/v2/admin/campaigns', token: admin.token })
    ).json().data.total;
    const response = await create({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields.some((f: string) => f.startsWith(field))).toBe(true);
    const after = (
      await api(t.app, { method: 'GET', url: '/api/v2/admin/campaigns', token: admin.token })
    ).json().data.total;
    expect(after).toBe(before);
  });

  it('refuses unknown categories and products with 404, naming them', async () => {
    const unknownCategory = await create({ ...valid(), scope: 'category', category_id: 999_999 });
    expect(unknownCategory.statusCode).toBe(404);
    expect(unknownCategory.json().details).toEqual([expect.objectContaining({ field: 'body.category_id' })]);
    const real = await saleProduct();
    const unknownProduct = await create({ ...valid(), scope: 'products', product_ids: [real.id, 999_998] });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().details[0].message).toContain('999998');
    const campaign = await created(valid());
    const update = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
      body: { ...valid(), scope: 'category', category_id: 999_999 },
    });
    expect(update.statusCode).toBe(404);
    const unchanged = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
    });
    expect(unchanged.json().data.scope).toBe('all');
    const missing = await api(t.app, {
      method: 'PUT',
      url: '/api/v2/admin/campaigns/999999',
      token: admin.token,
      body: valid(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only: guests 401, members and publishers 403', async () => {
    const campaign = await created(valid());
    const calls = [
      { method: 'GET' as const, url: '/api/v2/admin/campaigns' },
      { method: 'POST' as const, url: '/api/v2/admin/campaigns', body: valid() },
      { method: 'GET' as const, url: `/api/v2/admin/campaigns/${campaign.id}` },
      { method: 'PUT' as const, url: `/api/v2/admin/campaigns/${campaign.id}`, body: valid() },
      { method: 'DELETE' as const, url: `/api/v2/admin/campaigns/${campaign.id}` },
    ];
    for (const call of calls) {
      expect((await api(t.app, call)).statusCode).toBe(401);
      expect((await api(t.app, { ...call, token: member.token })).statusCode).toBe(403);
      expect((await api(t.app, { ...call, token: publisher.token })).statusCode).toBe(403);
    }
    const still = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
    });
    expect(still.statusCode).toBe(200);
    const noCsrf = await api(t.app, {
      method: 'DELETE',
      url: calls[4]?.url,
      token: admin.token,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET /admin/campaigns/product-options', () => {
  it('finds published products by any part of the name, in any case, for admins only', async () => {
    const named = await createSaleProduct(t.ctx, { sellerId: publisher.id, name: 'Kamus Bahasa Jawa 100%' });
    await createSaleProduct(t.ctx, { sellerId: publisher.id, name: 'Kamus_Sunda' });
    const search = (q: string, token = admin.token) =>
      api(t.app, {
        method: 'GET',
        url: `/api/v2/admin/campaigns/product-options?q=${encodeURIComponent(q)}`,
        token,
      });
    const found = await search('hasa ja');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      {
        id: named.id,
        name: 'Kamus Bahasa Jawa 100%',
        product_format: 'PDF',
        price: 100_000,
        category: null,
        on_sale: true,
      },
    ]);
    // LIKE's own characters are searched for as text.
    expect((await search('0%')).json().data.map((p: { id: number }) => p.id)).toEqual([named.id]);
    expect((await search('s_b')).json().data).toEqual([]);
    expect((await search('S_s')).json().data).toHaveLength(1);
    expect((await search('k')).statusCode).toBe(400);
    expect((await search('kamus', publisher.token)).statusCode).toBe(403);
  });
});

describe('which campaign applies', () => {
  it('takes the campaign with the biggest discount for the product', async () => {
    await clearCampaigns();
    const product = await saleProduct({ price: 100_000, categoryId: category });
    await created({ ...valid(), name: 'Semua 10%', discount_value: 10 });
    await created({
      ...valid(),
      name: 'Kategori Rp25.000',
      discount_type: 'fixed',
      discount_value: 25_000,
      scope: 'category',
      category_id: category,
    });
    const picked = await created({
      ...valid(),
      name: 'Pilihan 30%',
      discount_value: 30,
      scope: 'products',
      product_ids: [product.id],
    });
    const best = await findBestRunningDiscount(t.ctx.db, product, t.clock.now());
    expect(best).toMatchObject({ campaignId: picked.id, name: 'Pilihan 30%', amount: 30_000 });

    // For a cheaper product the fixed amount wins over the percentages.
    const cheap = await saleProduct({ price: 40_000, categoryId: category });
    expect(await findBestRunningDiscount(t.ctx.db, cheap, t.clock.now())).toMatchObject({
      name: 'Kategori Rp25.000',
      amount: 25_000,
    });
  });

  it('follows the scope: another category or an unlisted product gets only the all-products campaign', async () => {
    await clearCampaigns();
    const inCategory = await saleProduct({ categoryId: category });
    const elsewhere = await saleProduct({ categoryId: otherCategory });
    const uncategorised = await saleProduct();
    const listed = await saleProduct({ categoryId: otherCategory });
    await created({
      ...valid(),
      name: 'Kategori 40%',
      discount_value: 40,
      scope: 'category',
      category_id: category,
    });
    await created({
      ...valid(),
      name: 'Daftar 50%',
      discount_value: 50,
      scope: 'products',
      product_ids: [listed.id],
    });
    const best = (product: typeof inCategory) => findBestRunningDiscount(t.ctx.db, product, t.clock.now());
    expect(await best(inCategory)).toMatchObject({ name: 'Kategori 40%', amount: 40_000 });
    expect(await best(listed)).toMatchObject({ name: 'Daftar 50%', amount: 50_000 });
    expect(await best(elsewhere)).toBeUndefined();
    expect(await best(uncategorised)).toBeUndefined();

    await created({ ...valid(), name: 'Semua 5%', discount_value: 5 });
    expect(await best(elsewhere)).toMatchObject({ name: 'Semua 5%', amount: 5_000 });
    expect(await best(uncategorised)).toMatchObject({ name: 'Semua 5%', amount: 5_000 });
  });

  it('never takes more than the price, rounds down to whole rupiah, and leaves free products alone', async () => {
    await clearCampaigns();
    await created({ ...valid(), name: 'Potongan Besar', discount_type: 'fixed', discount_value: 75_000 });
    const small = await saleProduct({ price: 50_000, ownDiscount: 10_000 });
    expect(await findBestRunningDiscount(t.ctx.db, small, t.clock.now())).toMatchObject({ amount: 40_000 });
    const free = await saleProduct({ price: 0 });
    expect(await findBestRunningDiscount(t.ctx.db, free, t.clock.now())).toBeUndefined();
    await clearCampaigns();
    await created({ ...valid(), name: 'Sepertiga', discount_value: 33 });
    const odd = await saleProduct({ price: 49_999 });
    expect(await findBestRunningDiscount(t.ctx.db, odd, t.clock.now())).toMatchObject({ amount: 16_499 });
  });

  it('does not apply before its start, after its end, or while paused', async () => {
    await clearCampaigns();
    const product = await saleProduct();
    const scheduled = await created({
      ...valid(),
      name: 'Besok',
      starts_at: inHours(24),
      ends_at: inHours(48),
    });
    await created({ ...valid(), name: 'Dijeda', is_active: false });
    const best = () => findBestRunningDiscount(t.ctx.db, product, t.clock.now());
    expect(await best()).toBeUndefined();
    t.clock.advance(24 * HOUR);
    expect(await best()).toMatchObject({ campaignId: scheduled.id, amount: 20_000 });
    t.clock.advance(24 * HOUR);
    expect(await best()).toBeUndefined();
  });
});

describe('GET /public/campaigns/running', () => {
  it('shows shoppers the running campaigns, or those for one product with the best first', async () => {
    await clearCampaigns();
    const product = await saleProduct({ categoryId: category });
    const all = await created({ ...valid(), name: 'Semua 10%', discount_value: 10 });
    const forCategory = await created({
      ...valid(),
      name: 'Kategori 20%',
      scope: 'category',
      category_id: category,
    });
    const other = await created({
      ...valid(),
      name: 'Bisnis 30%',
      discount_value: 30,
      scope: 'category',
      category_id: otherCategory,
    });
    await created({ ...valid(), name: 'Nanti', starts_at: inHours(5) });

    const running = await api(t.app, { method: 'GET', url: '/api/v2/public/campaigns/running' });
    expect(running.statusCode).toBe(200);
    expect(
      running
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([all.id, forCategory.id, other.id].sort());
    expect(running.json().data[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        ends_at: expect.any(String),
        scope: expect.any(String),
      }),
    );
    const forProduct = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/campaigns/running?product_id=${product.id}`,
    });
    expect(forProduct.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Kategori 20%',
      'Semua 10%',
    ]);
    const unknown = await api(t.app, {
      method: 'GET',
      url: '/api/v2/public/campaigns/running?product_id=999999',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api(t.app, { method: 'GET', url: '/api/v2/public/campaigns/running?product_id=abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('checkout under a campaign', () => {
  it('quotes and charges the campaign price, and the paid order keeps it after the campaign ends', async () => {
    await clearCampaigns();
    const product = await saleProduct({ price: 120_000, ownDiscount: 20_000, categoryId: category });
    const campaign = await created({
      ...valid(),
      name: 'Harbolnas',
      discount_value: 25,
      scope: 'category',
      category_id: category,
      ends_at: inHours(24),
    });

    const quote = await api(t.app, {
      method: 'GET',
      url: `/api/v2/checkout/${product.id}`,
      token: buyer.token,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({
      base_price: 120_000,
      discount_amount: 20_000 + 25_000,
      amount: 75_000,
      campaign: { name: 'Harbolnas', amount: 25_000, ends_at: inHours(24) },
    });

    const started = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      token: buyer.token,
      body: { product_id: product.id, payment_method: 'bank_transfer' },
    });
    expect(started.statusCode).toBe(200);
    const order = started.json().data.order;
    expect(order).toMatchObject({
      base_price: 120_000,
      discount_amount: 45_000,
      amount: 75_000,
      campaign_name: 'Harbolnas',
      status: 'pending',
    });
    // Resuming the same checkout keeps the same order.
    const again = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      token: buyer.token,
      body: { product_id: product.id, payment_method: 'bank_transfer' },
    });
    expect(again.json().data.order.id).toBe(order.id);

    const approved = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${order.id}/approve`,
      token: admin.token,
      body: { note: 'Transfer sudah masuk.' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'paid', amount: 75_000 });

    // The campaign ends, is edited and finally deleted: the paid order keeps its price and the name.
    t.clock.advance(2 * DAY);
    await refreshLogins();
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/campaigns/${campaign.id}`,
      token: admin.token,
      body: { ...valid(), name: 'Harbolnas Diubah', starts_at: inHours(-72), ends_at: inHours(-1) },
    });
    expect((await remove(campaign.id)).statusCode).toBe(200);
    const later = await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: buyer.token });
    expect(later.json().data).toMatchObject({
      status: 'paid',
      base_price: 120_000,
      discount_amount: 45_000,
      amount: 75_000,
      campaign_name: 'Harbolnas',
    });

    // The next buyer pays the product's own price again.
    const next = await api(t.app, {
      method: 'GET',
      url: `/api/v2/checkout/${product.id}`,
      token: member.token,
    });
    expect(next.json().data).toMatchObject({ amount: 100_000, discount_amount: 20_000, campaign: null });
  });

  it('moves an open order to the new price when a campaign starts, and makes a fully discounted product free', async () => {
    await clearCampaigns();
    const product = await saleProduct({ price: 30_000 });
    const first = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      token: member.token,
      body: { product_id: product.id, payment_method: 'bank_transfer' },
    });
    expect(first.json().data.order).toMatchObject({ amount: 30_000, campaign_name: null });
    await created({ ...valid(), name: 'Gratis Hari Ini', discount_type: 'fixed', discount_value: 50_000 });
    const quote = await api(t.app, {
      method: 'GET',
      url: `/api/v2/checkout/${product.id}`,
      token: member.token,
    });
    expect(quote.json().data).toMatchObject({ amount: 0, payment_methods: ['free'] });
    const second = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      token: member.token,
      body: { product_id: product.id },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.order).toMatchObject({
      status: 'paid',
      amount: 0,
      discount_amount: 30_000,
      provider: 'free',
      campaign_name: 'Gratis Hari Ini',
    });
    const old = await api(t.app, {
      method: 'GET',
      url: `/api/v2/orders/${first.json().data.order.id}`,
      token: member.token,
    });
    expect(old.json().data.status).toBe('cancelled');
  });
});
