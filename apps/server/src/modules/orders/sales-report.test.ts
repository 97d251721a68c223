import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  createPaidOrder,
  createSaleProduct,
  createSalesCast,
  letteredOrders,
  refundPaidOrder,
} from '#test/commerce-factories.ts';
import { api, createPublisher, type TestUser } from '#test/factories.ts';
import { csvCell } from './sales-report.ts';

let t: TestApp;
let admin: TestUser;
let rina: TestUser;
let other: TestUser;
let member: TestUser;
let siti: TestUser;
let budi: TestUser;
let code: Record<string, string> = {};

type Summary = {
  totals: { revenue: number; sales: number };
  by_day: { day: string; revenue: number; sales: number }[];
  by_creator: { id: number; name: string; revenue: number; sales: number }[];
  by_format: { format: string; revenue: number; sales: number }[];
};

const get = (url: string, token = admin.token) => api(t.app, { method: 'GET', url: `/api/v2${url}`, token });

async function summary(query = ''): Promise<Summary> {
  const response = await get(`/admin/sales/summary${query}`);
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** The CSV as rows of cells, read the way a spreadsheet reads it (quotes, doubled quotes, breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, rina, other, member, siti, budi } = await createSalesCast(t, {
    second: 'Siti',
    third: '=HYPERLINK("x")',
  }));
  const orders = letteredOrders(t.ctx);
  code = orders.code;
  const paid = orders.paid;
  const ebook = await createSaleProduct(t.ctx, {
    sellerId: rina.id,
    name: 'Belajar, "Menulis"',
    price: 100_000,
  });
  const course = await createSaleProduct(t.ctx, {
    sellerId: rina.id,
    name: 'Kursus\nFotografi',
    price: 250_000,
    format: 'CRS',
  });
  const audio = await createSaleProduct(t.ctx, {
    sellerId: other.id,
    name: '+Podcast',
    price: 80_000,
    format: 'MP3',
  });
  // 16:59 UTC on 31 May is 23:59 in Jakarta; 17:00 UTC is midnight, the first moment of 1 June there.
  await paid('A', siti, ebook, '2026-05-31T16:59:00Z', 'qris', 7000);
  await paid('B', budi, course, '2026-05-31T17:00:00Z', 'va_bca', 7000);
  await paid('C', siti, course, '2026-06-01T03:00:00Z', 'bank_transfer', 8000);
  await paid('D', member, audio, '2026-05-30T10:00:00Z', 'gopay', 7000);
  const refunded = await paid('R', member, ebook, '2026-06-01T04:00:00Z', 'qris');
  await refundPaidOrder(t.ctx, refunded.id);
});
afterAll(() => t.app.close());

describe('GET /admin/sales/summary', () => {
  it('groups every paid order by Jakarta day, creator and format', async () => {
    const all = await summary();
    expect(all.totals).toEqual({ revenue: 680_000, sales: 4 });
    expect(all.by_day).toEqual([
      { day: '2026-05-30', revenue: 80_000, sales: 1 },
      { day: '2026-05-31', revenue: 100_000, sales: 1 },
      { day: '2026-06-01', revenue: 500_000, sales: 2 },
    ]);
    expect(all.by_creator).toEqual([
      { id: rina.id, name: 'Rina Uji', revenue: 600_000, sales: 3 },
      { id: other.id, name: expect.any(String), revenue: 80_000, sales: 1 },
    ]);
    expect(all.by_format).toEqual([
      { format: 'PDF', revenue: 100_000, sales: 1 },
      { format: 'MP3', revenue: 80_000, sales: 1 },
      { format: 'CRS', revenue: 500_000, sales: 2 },
      { format: 'PPT', revenue: 0, sales: 0 },
    ]);
  });

  it('applies the filters of the sales list', async () => {
    const june = await summary('?from=2026-06-01&to=2026-06-01');
    expect(june.totals).toEqual({ revenue: 500_000, sales: 2 });
    expect(june.by_day.map((day) => day.day)).toEqual(['2026-06-01']);
    const may31 = await summary('?from=2026-05-31&to=2026-05-31');
    expect(may31.by_day).toEqual([{ day: '2026-05-31', revenue: 100_000, sales: 1 }]);
    const siti = await summary('?q=siti&method=manual');
    expect(siti.totals).toEqual({ revenue: 250_000, sales: 1 });
    expect(siti.by_creator).toEqual([{ id: rina.id, name: 'Rina Uji', revenue: 250_000, sales: 1 }]);
    expect(siti.by_format.find((f) => f.format === 'CRS')).toEqual({
      format: 'CRS',
      revenue: 250_000,
      sales: 1,
    });
    const none = await summary('?q=tidak-ada');
    expect(none).toMatchObject({ totals: { revenue: 0, sales: 0 }, by_day: [], by_creator: [] });
    expect(none.by_format.every((f) => f.sales === 0)).toBe(true);
  });
});

describe('GET /admin/sales/export', () => {
  it('is a CSV of every matching paid order, oldest first, with a BOM and a filename naming the days', async () => {
    const response = await get('/admin/sales/export?from=2026-05-31&to=2026-06-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pustaka-sales-2026-05-31-to-2026-06-30.csv"',
    );
    expect(response.body.startsWith('\uFEFFdate_wib,order_code,product,')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'date_wib',
      'order_code',
      'product',
      'format',
      'creator',
      'buyer_name',
      'buyer_email',
      'method',
      'base_price',
      'discount',
      'amount',
      'creator_share',
      'platform_fee',
    ]);
    expect(rows.map((row) => row[1])).toEqual([code.A, code.B, code.C]);
    expect(rows[0]).toEqual([
      '2026-05-31 23:59',
      code.A,
      'Belajar, "Menulis"',
      'PDF',
      'Rina Uji',
      'Siti Uji',
      siti.email,
      'qris',
      '100000',
      '0',
      '100000',
      '70000',
      '30000',
    ]);
    // Midnight in Jakarta belongs to the new day; a line break in a name stays inside its cell.
    expect(rows[1]?.slice(0, 8)).toEqual([
      '2026-06-01 00:00',
      code.B,
      'Kursus\nFotografi',
      'CRS',
      'Rina Uji',
      '\'=HYPERLINK("x") Uji',
      budi.email,
      'va_bca',
    ]);
    expect(rows[2]?.slice(10)).toEqual(['250000', '200000', '50000']);
  });

  it('applies the filters, and defuses a formula in any text cell', async () => {
    const response = await get('/admin/sales/export?method=ewallet');
    const [, ...rows] = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[2]).toBe("'+Podcast");
    expect(response.headers['content-disposition']).toMatch(
      /filename="pustaka-sales-all-to-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const empty = parseCsv((await get('/admin/sales/export?q=tidak-ada')).body.slice(1));
    expect(empty).toHaveLength(1);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+62 812', "'+62 812"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=A1,"b"', `"'=A1,""b"""`],
    ['\tcmd', "'\tcmd"],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers as numbers', () => {
    expect(csvCell(125_000)).toBe('125000');
  });
});

describe('refuses', () => {
  it.each(['/admin/sales/summary', '/admin/sales/export'])(
    '%s: guests with 401, others with 403',
    async (url) => {
      expect((await api(t.app, { method: 'GET', url: `/api/v2${url}` })).statusCode).toBe(401);
      for (const user of [member, rina]) {
        const response = await get(url, user.token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    },
  );

  it.each([
    ['/admin/sales/summary?from=2026-13-01', 'querystring.from'],
    ['/admin/sales/summary?from=2026-06-02&to=2026-06-01', 'querystring.to'],
    ['/admin/sales/summary?page=2', 'querystring'],
    ['/admin/sales/export?method=cash', 'querystring.method'],
    ['/admin/sales/export?to=2026-02-30', 'querystring.to'],
  ])('%s with a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});

// Larger sets, paid in 2025 so the filters keep them apart from the sales above.
describe('with many sales', () => {
  it('the summary shows at most 20 creators, most revenue first', async () => {
    for (let i = 1; i <= 22; i++) {
      const seller = await createPublisher(t.app, t.ctx);
      const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: i * 1000 });
      await createPaidOrder(t.ctx, { buyer: member, product, paidAt: new Date('2025-01-10T05:00:00Z') });
    }
    const january = await summary('?from=2025-01-01&to=2025-01-31');
    expect(january.totals.sales).toBe(22);
    expect(january.by_creator).toHaveLength(20);
    expect(january.by_creator.map((row) => row.revenue)).toEqual(
      Array.from({ length: 20 }, (_, i) => (22 - i) * 1000),
    );
  });

  it('the export reads every row across batches, none skipped or repeated', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: other.id, price: 1000 });
    const at = Date.parse('2025-03-01T00:00:00Z');
    for (let i = 0; i < 510; i++) {
      // Seven orders share each payment moment, so a batch can end between two of them.
      await createPaidOrder(t.ctx, { buyer: siti, product, paidAt: new Date(at + Math.floor(i / 7) * 1000) });
    }
    const response = await get('/admin/sales/export?from=2025-03-01&to=2025-03-01');
    const [, ...rows] = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(510);
    expect(new Set(rows.map((row) => row[1])).size).toBe(510);
  }, 120_000);
});
