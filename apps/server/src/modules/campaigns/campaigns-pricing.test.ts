import { describe, expect, it } from 'vitest';
import { api } from '#test/factories.ts';
import { findBestRunningDiscount } from './index.ts';
import {
  admin,
  buyer,
  category,
  clearCampaigns,
  created,
  DAY,
  HOUR,
  inHours,
  member,
  otherCategory,
  refreshLogins,
  remove,
  saleProduct,
  t,
  useCampaignsSuite,
  valid,
} from './test-kit.ts';

/**
 * Which campaign applies to a product and at what price, the running campaigns shoppers see, and checkout
 * under a campaign.
 */

useCampaignsSuite();

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
