import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, createSaleProduct, refundPaidOrder } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, type TestUser } from '#test/factories.ts';
import { statsWindow } from './publisher-sales.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let other: TestUser;
let member: TestUser;
let siti: TestUser;
let budi: TestUser;
let ebook: { id: number; name: string };
let course: { id: number; name: string };

const get = (url: string, token?: string) => api(t.app, { method: 'GET', url: `/api/v2${url}`, token });
const data = async (url: string, token?: string) => {
  const response = await get(url, token);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
};

beforeAll(async () => {
  t = await buildTestApp();
  // The clock reads 2026-06-01 08:00 UTC: 15:00 in Jakarta, a Monday.
  [admin, seller, other, member, siti, budi] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx, { firstName: 'Siti' }),
    createUser(t.app, t.ctx, { firstName: 'Budi' }),
  ]);
  ebook = await createSaleProduct(t.ctx, { sellerId: seller.id, name: 'Belajar Menulis', price: 100_000 });
  course = await createSaleProduct(t.ctx, { sellerId: seller.id, name: 'Kursus Fotografi', price: 250_000 });
  const theirs = await createSaleProduct(t.ctx, { sellerId: other.id, name: 'Buku Orang Lain' });
  const now = t.clock.now().getTime();
  // Today in Jakarta (after 00:00 local, which is 17:00 UTC the day before).
  await createPaidOrder(t.ctx, {
    buyer: siti,
    product: ebook,
    paidAt: new Date(now - 2 * HOUR),
    shareBps: 7_000,
  });
  await createPaidOrder(t.ctx, {
    buyer: budi,
    product: ebook,
    paidAt: new Date(now - 14 * HOUR),
    shareBps: 9_000,
  });
  // 16:30 UTC on 31 May is 23:30 on 31 May in Jakarta: yesterday.
  await createPaidOrder(t.ctx, {
    buyer: siti,
    product: course,
    paidAt: new Date('2026-05-31T16:30:00Z'),
    shareBps: 8_000,
  });
  // Last month, then one refunded (it counts nowhere), and another seller's sale.
  await createPaidOrder(t.ctx, {
    buyer: budi,
    product: course,
    paidAt: new Date(now - 40 * DAY),
    shareBps: 7_000,
  });
  const refunded = await createPaidOrder(t.ctx, {
    buyer: member,
    product: course,
    paidAt: new Date(now - DAY),
  });
  await refundPaidOrder(t.ctx, refunded.id);
  await createPaidOrder(t.ctx, { buyer: member, product: theirs, paidAt: new Date(now - HOUR) });
});
afterAll(() => t.app.close());

describe('the chart window', () => {
  it('buckets by Jakarta days, Monday weeks and calendar months', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    const days = statsWindow('day', now);
    expect(days.buckets).toHaveLength(30);
    expect(days.buckets.at(-1)).toBe('2026-06-01');
    expect(days.to.toISOString()).toBe('2026-06-01T17:00:00.000Z');
    expect(days.from.toISOString()).toBe('2026-05-02T17:00:00.000Z');
    const weeks = statsWindow('week', new Date('2026-06-03T20:00:00Z')); // Thursday 03:00 in Jakarta
    expect(weeks.buckets.at(-1)).toBe('2026-06-01');
    expect(weeks.buckets[0]).toBe('2026-03-16');
    const months = statsWindow('month', new Date('2026-01-31T18:00:00Z')); // 1 February in Jakarta
    expect(months.buckets.at(-1)).toBe('2026-02-01');
    expect(months.buckets[0]).toBe('2025-03-01');
    expect(months.to.toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });
});

describe('GET /publisher/dashboard/stats', () => {
  it("sums the seller's paid orders over the last 30 days, with earnings at each order's share", async () => {
    const stats = await data('/publisher/dashboard/stats?period=day', seller.token);
    expect(stats).toMatchObject({
      period: 'day',
      revenue: 450_000,
      earnings: 70_000 + 90_000 + 200_000,
      sales: 3,
      buyers: 2,
      products: 2,
      top_products: [
        { id: course.id, name: 'Kursus Fotografi', sales: 1, revenue: 250_000 },
        { id: ebook.id, name: 'Belajar Menulis', sales: 2, revenue: 200_000 },
      ],
    });
    expect(stats.chart).toHaveLength(30);
    expect(stats.chart.at(-1)).toEqual({
      bucket: '2026-06-01',
      revenue: 200_000,
      earnings: 160_000,
      sales: 2,
    });
    expect(stats.chart.at(-2)).toEqual({
      bucket: '2026-05-31',
      revenue: 250_000,
      earnings: 200_000,
      sales: 1,
    });
  });

  it('groups by week and by month', async () => {
    const weeks = await data('/publisher/dashboard/stats?period=week', seller.token);
    expect(weeks.chart).toHaveLength(12);
    expect(weeks.chart.at(-1)).toMatchObject({ bucket: '2026-06-01', revenue: 200_000, sales: 2 });
    expect(weeks.chart.at(-2)).toMatchObject({ bucket: '2026-05-25', revenue: 250_000, sales: 1 });
    const months = await data('/publisher/dashboard/stats?period=month', seller.token);
    expect(months).toMatchObject({ revenue: 700_000, sales: 4 });
    expect(months.chart.slice(-3)).toEqual([
      { bucket: '2026-04-01', revenue: 250_000, earnings: 175_000, sales: 1 },
      { bucket: '2026-05-01', revenue: 250_000, earnings: 200_000, sales: 1 },
      { bucket: '2026-06-01', revenue: 200_000, earnings: 160_000, sales: 2 },
    ]);
  });

  it('shows a publisher only their own sales; an admin any seller, or everyone', async () => {
    const theirs = await data('/publisher/dashboard/stats', other.token);
    expect(theirs).toMatchObject({ revenue: 100_000, sales: 1, period: 'day' });
    expect(theirs.top_products.map((p: { name: string }) => p.name)).toEqual(['Buku Orang Lain']);
    const refused = await get(`/publisher/dashboard/stats?seller_id=${seller.id}`, other.token);
    expect(refused.statusCode).toBe(403);
    expect((await data(`/publisher/dashboard/stats?seller_id=${other.id}`, other.token)).sales).toBe(1);
    expect((await data(`/publisher/dashboard/stats?seller_id=${seller.id}`, admin.token)).revenue).toBe(
      450_000,
    );
    expect((await data('/publisher/dashboard/stats', admin.token)).revenue).toBe(550_000);
  });

  it('is empty for a publisher without sales', async () => {
    const fresh = await createPublisher(t.app, t.ctx);
    const stats = await data('/publisher/dashboard/stats?period=month', fresh.token);
    expect(stats).toMatchObject({
      revenue: 0,
      earnings: 0,
      sales: 0,
      buyers: 0,
      products: 0,
      top_products: [],
    });
    expect(stats.chart.every((point: { revenue: number }) => point.revenue === 0)).toBe(true);
  });

  it('refuses unknown periods and seller ids', async () => {
    for (const query of ['period=year', 'period=', 'seller_id=abc', 'seller_id=0', 'seller_id=-1']) {
      const response = await get(`/publisher/dashboard/stats?${query}`, seller.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /publisher/buyers', () => {
  it('lists who bought what, latest first, with the seller earnings of each', async () => {
    const page = await data('/publisher/buyers', seller.token);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    expect(page.items[0]).toMatchObject({
      buyer_name: 'Siti Uji',
      buyer_email: siti.email,
      product_id: ebook.id,
      product_name: 'Belajar Menulis',
      amount: 100_000,
      earnings: 70_000,
      order_code: expect.any(String),
    });
    expect(page.items.map((row: { buyer_name: string }) => row.buyer_name)).toEqual([
      'Siti Uji',
      'Budi Uji',
      'Siti Uji',
      'Budi Uji',
    ]);
  });

  it('searches buyer names, emails and products, and pages', async () => {
    expect((await data('/publisher/buyers?q=budi', seller.token)).total).toBe(2);
    expect((await data(`/publisher/buyers?q=${encodeURIComponent(siti.email)}`, seller.token)).total).toBe(2);
    expect((await data('/publisher/buyers?q=fotografi', seller.token)).total).toBe(2);
    expect((await data('/publisher/buyers?q=%25', seller.token)).total).toBe(0);
    const second = await data('/publisher/buyers?page=2&pageSize=3', seller.token);
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.items).toHaveLength(1);
  });

  it("never shows another seller's buyers", async () => {
    const theirs = await data('/publisher/buyers?q=budi', other.token);
    expect(theirs.total).toBe(0);
    expect(
      (await data('/publisher/buyers', other.token)).items.map(
        (r: { product_name: string }) => r.product_name,
      ),
    ).toEqual(['Buku Orang Lain']);
    expect((await get(`/publisher/buyers?seller_id=${seller.id}`, other.token)).statusCode).toBe(403);
  });
});

describe('GET /publisher/orders and /publisher/orders/revenue', () => {
  it("lists the seller's paid orders, optionally of one product", async () => {
    expect((await data('/publisher/orders', seller.token)).total).toBe(4);
    const ofCourse = await data(`/publisher/orders?product_id=${course.id}`, seller.token);
    expect(ofCourse.total).toBe(2);
    expect(ofCourse.items.every((row: { product_id: number }) => row.product_id === course.id)).toBe(true);
  });

  it('totals all time and this month in Jakarta', async () => {
    expect(await data('/publisher/orders/revenue', seller.token)).toEqual({
      revenue: 700_000,
      earnings: 70_000 + 90_000 + 200_000 + 175_000,
      sales: 4,
      buyers: 2,
      month_revenue: 200_000,
      month_earnings: 160_000,
      month_sales: 2,
    });
    expect((await data('/publisher/orders/revenue', other.token)).revenue).toBe(100_000);
    expect((await data(`/publisher/orders/revenue?seller_id=${other.id}`, admin.token)).revenue).toBe(
      100_000,
    );
  });
});

describe('who may look', () => {
  it('keeps guests and members out', async () => {
    for (const url of [
      '/publisher/dashboard/stats',
      '/publisher/buyers',
      '/publisher/orders',
      '/publisher/orders/revenue',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, member.token)).statusCode, url).toBe(403);
      expect((await get(`${url}?seller_id=${seller.id}`, member.token)).statusCode, url).toBe(403);
    }
  });
});
