import { describe, expect, it } from 'vitest';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api } from '#test/factories.ts';
import {
  admin,
  category,
  clearCampaigns,
  create,
  created,
  HOUR,
  inHours,
  member,
  publisher,
  remove,
  saleProduct,
  t,
  useCampaignsSuite,
  valid,
} from './test-kit.ts';

/**
 * The admin's campaigns: creating, reading, changing, listing and deleting them, what is refused, and the
 * product picker.
 */

useCampaignsSuite();

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
