import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  createSaleProduct,
  createSalesCast,
  letteredOrders,
  refundPaidOrder,
} from '#test/commerce-factories.ts';
import { api, type TestUser } from '#test/factories.ts';

let t: TestApp;
let admin: TestUser;
let rina: TestUser;
let other: TestUser;
let member: TestUser;
let siti: TestUser;
let budi: TestUser;
/** Order codes by the letter the set-up gives them. */
let code: Record<string, string> = {};

type Sales = {
  items: { code: string; amount: number; payment_method: string; paid_at: string }[];
  page: number;
  pageSize: number;
  total: number;
  totals: { revenue: number; sales: number; buyers: number };
};

const get = (query: string, token = admin.token) =>
  api(t.app, { method: 'GET', url: `/api/v2/admin/sales${query}`, token });

async function sales(query = ''): Promise<Sales> {
  const response = await get(query);
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** The letters of the orders on the page, in the order shown. */
const letters = (page: Sales) =>
  page.items.map((item) => Object.keys(code).find((letter) => code[letter] === item.code));

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, rina, other, member, siti, budi } = await createSalesCast(t));
  const orders = letteredOrders(t.ctx);
  code = orders.code;
  const paid = orders.paid;
  const ebook = await createSaleProduct(t.ctx, {
    sellerId: rina.id,
    name: 'Belajar Menulis',
    price: 100_000,
  });
  const course = await createSaleProduct(t.ctx, {
    sellerId: rina.id,
    name: 'Kursus Fotografi',
    price: 250_000,
  });
  const promo = await createSaleProduct(t.ctx, {
    sellerId: other.id,
    name: 'Diskon 100% Buku_Spesial',
    price: 80_000,
  });
  const free = await createSaleProduct(t.ctx, { sellerId: other.id, name: 'Modul Gratis', price: 0 });
  // 16:30 UTC is 23:30 in Jakarta: the last half hour of 31 May there.
  await paid('A', siti, ebook, '2026-05-31T16:30:00Z', 'qris');
  // 17:00 UTC on 31 May is midnight, the first moment of 1 June in Jakarta.
  await paid('B', budi, course, '2026-05-31T17:00:00Z', 'va_bca');
  await paid('C', siti, course, '2026-06-01T03:00:00Z', 'bank_transfer');
  await paid('D', member, promo, '2026-05-30T10:00:00Z', 'gopay');
  await paid('E', budi, free, '2026-05-20T00:00:00Z', 'free');
  // A refunded sale is no sale: it shows nowhere and counts nowhere.
  const refunded = await paid('R', member, ebook, '2026-06-01T04:00:00Z', 'qris');
  await refundPaidOrder(t.ctx, refunded.id);
});
afterAll(() => t.app.close());

describe('GET /admin/sales', () => {
  it('lists every paid order, latest payment first, with the totals of all of them', async () => {
    const page = await sales();
    expect(letters(page)).toEqual(['C', 'B', 'A', 'D', 'E']);
    expect(page).toMatchObject({
      page: 1,
      pageSize: 20,
      total: 5,
      totals: { revenue: 100_000 + 250_000 + 250_000 + 80_000, sales: 5, buyers: 3 },
    });
  });

  it('keeps the totals of the whole filtered set on every page', async () => {
    const first = await sales('?pageSize=2');
    const third = await sales('?pageSize=2&page=3');
    expect(letters(first)).toEqual(['C', 'B']);
    expect(letters(third)).toEqual(['E']);
    for (const page of [first, third]) {
      expect(page.total).toBe(5);
      expect(page.totals).toEqual({ revenue: 680_000, sales: 5, buyers: 3 });
    }
  });

  describe('q', () => {
    it('matches the order code', async () => {
      const page = await sales(`?q=${encodeURIComponent(code.D?.toLowerCase() ?? '')}`);
      expect(letters(page)).toEqual(['D']);
      expect(page.totals).toEqual({ revenue: 80_000, sales: 1, buyers: 1 });
    });

    it('matches the product name, in any case', async () => {
      const page = await sales('?q=fotografi');
      expect(letters(page)).toEqual(['C', 'B']);
      expect(page).toMatchObject({ total: 2, totals: { revenue: 500_000, sales: 2, buyers: 2 } });
    });

    it("matches the buyer's name and email", async () => {
      expect(letters(await sales('?q=siti'))).toEqual(['C', 'A']);
      const byEmail = await sales(`?q=${encodeURIComponent(budi.email.toUpperCase())}`);
      expect(letters(byEmail)).toEqual(['B', 'E']);
      expect(byEmail.totals).toEqual({ revenue: 250_000, sales: 2, buyers: 1 });
    });

    it("matches the seller's name and email", async () => {
      const byName = await sales('?q=Rina%20Uji');
      expect(letters(byName)).toEqual(['C', 'B', 'A']);
      expect(byName.totals).toEqual({ revenue: 600_000, sales: 3, buyers: 2 });
      expect(letters(await sales(`?q=${encodeURIComponent(other.email)}`))).toEqual(['D', 'E']);
    });

    it('takes % and _ literally', async () => {
      expect(letters(await sales('?q=%25'))).toEqual(['D']);
      expect(letters(await sales('?q=_'))).toEqual(['D']);
      expect(letters(await sales('?q=%5C'))).toEqual([]);
    });

    it('finds nothing for a stranger, and then the totals are zero', async () => {
      const page = await sales('?q=tidak-ada-yang-cocok');
      expect(page).toMatchObject({ items: [], total: 0, totals: { revenue: 0, sales: 0, buyers: 0 } });
    });

    it('ignores surrounding spaces and an empty search', async () => {
      expect(letters(await sales('?q=%20%20siti%20'))).toEqual(['C', 'A']);
      expect((await sales('?q=')).total).toBe(5);
    });
  });

  describe('method', () => {
    it.each([
      ['qris', ['A']],
      ['va', ['B']],
      ['manual', ['C']],
      ['ewallet', ['D']],
      ['free', ['E']],
    ])('%s keeps only the orders paid that way', async (method, expected) => {
      const page = await sales(`?method=${method}`);
      expect(letters(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('sums only the matching orders', async () => {
      expect((await sales('?method=manual')).totals).toEqual({ revenue: 250_000, sales: 1, buyers: 1 });
      expect((await sales('?method=free')).totals).toEqual({ revenue: 0, sales: 1, buyers: 1 });
    });
  });

  describe('from and to', () => {
    it('count an order paid at 23:30 in Jakarta for that Jakarta day', async () => {
      const day = await sales('?from=2026-05-31&to=2026-05-31');
      expect(letters(day)).toEqual(['A']);
      expect(day.totals).toEqual({ revenue: 100_000, sales: 1, buyers: 1 });
    });

    it('start a Jakarta day at its midnight, 17:00 UTC the day before', async () => {
      expect(letters(await sales('?from=2026-06-01&to=2026-06-01'))).toEqual(['C', 'B']);
      expect(letters(await sales('?from=2026-06-01'))).toEqual(['C', 'B']);
    });

    it('are inclusive on both ends and work alone', async () => {
      const range = await sales('?from=2026-05-30&to=2026-05-31');
      expect(letters(range)).toEqual(['A', 'D']);
      expect(range.totals).toEqual({ revenue: 180_000, sales: 2, buyers: 2 });
      expect(letters(await sales('?to=2026-05-30'))).toEqual(['D', 'E']);
      expect(letters(await sales('?to=2026-05-19'))).toEqual([]);
    });
  });

  it('combines every filter', async () => {
    expect(letters(await sales('?q=siti&method=qris'))).toEqual(['A']);
    expect(letters(await sales('?q=fotografi&from=2026-06-01&to=2026-06-01&method=va'))).toEqual(['B']);
    expect(letters(await sales('?q=fotografi&from=2026-06-01&method=qris'))).toEqual([]);
    const rinasJune = await sales('?q=rina&from=2026-06-01&to=2026-06-30&pageSize=1');
    expect(letters(rinasJune)).toEqual(['C']);
    expect(rinasJune).toMatchObject({ total: 2, totals: { revenue: 500_000, sales: 2, buyers: 2 } });
  });

  describe('refuses', () => {
    it('guests with 401, members and publishers with 403', async () => {
      const guest = await api(t.app, { method: 'GET', url: '/api/v2/admin/sales' });
      expect(guest.statusCode).toBe(401);
      for (const user of [member, rina]) {
        const response = await get('?q=siti', user.token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    });

    it.each([
      ['a day that is not a date', '?from=31-05-2026', 'querystring.from'],
      ['a day that does not exist', '?to=2026-02-30', 'querystring.to'],
      ['a day with a time', '?from=2026-05-31T10:00', 'querystring.from'],
      ['a day out of range', '?from=0000-01-01', 'querystring.from'],
      ['an end before the start', '?from=2026-06-02&to=2026-06-01', 'querystring.to'],
      ['an unknown method', '?method=cash', 'querystring.method'],
      ['a single payment method instead of a group', '?method=va_bca', 'querystring.method'],
      ['an unknown parameter', '?status=pending', 'querystring'],
      ['a search over 100 characters', `?q=${'a'.repeat(101)}`, 'querystring.q'],
    ])('%s with a 400 naming the field', async (_label, query, field) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });

    it('tells what is wrong with a date range', async () => {
      const bad = (await get('?from=2026-13-01')).json();
      expect(bad.details).toEqual([
        { field: 'querystring.from', message: 'Gunakan tanggal kalender yyyy-mm-dd' },
      ]);
      const reversed = (await get('?from=2026-06-02&to=2026-06-01')).json();
      expect(reversed.details).toEqual([
        { field: 'querystring.to', message: 'Tanggal akhir tidak boleh sebelum tanggal awal' },
      ]);
    });
  });
});
