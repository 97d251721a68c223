import { type AdminSalesFilter, type AdminSalesSummary, PRODUCT_FORMATS } from '@pustaka/contract';
import { and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { productFormatOf } from '#modules/catalogue/index.ts';
import { creatorCut } from '#modules/ledger/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import { salesWhere } from './admin-orders.ts';
import { orders } from './tables.ts';

/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const TOP_CREATORS = 20;
/** Rows read per query while the export streams: memory stays flat however many sales match. */
const EXPORT_BATCH = 500;

const revenue = sql<string>`coalesce(sum(${orders.amount}), 0)`;
const jakartaDay = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** Revenue and sales of every paid order the filters match, by Jakarta day, by creator and by format. */
export async function salesSummary(db: DbOrTx, filter: AdminSalesFilter): Promise<AdminSalesSummary> {
  const where = salesWhere(filter);
  const format = productFormatOf(orders.productId);
  const [[totals], days, creators, formats] = await Promise.all([
    db.select({ revenue, sales: count() }).from(orders).where(where),
    db
      .select({ day: jakartaDay, revenue, sales: count() })
      .from(orders)
      .where(where)
      .groupBy(jakartaDay)
      .orderBy(asc(jakartaDay)),
    db
      .select({ id: orders.sellerId, revenue, sales: count() })
      .from(orders)
      .where(where)
      .groupBy(orders.sellerId)
      .orderBy(desc(sql`sum(${orders.amount})`), desc(count()), asc(orders.sellerId))
      .limit(TOP_CREATORS),
    db.select({ format, revenue, sales: count() }).from(orders).where(where).groupBy(format),
  ]);
  const names = await findUserContacts(
    db,
    creators.map((row) => row.id),
  );
  const byFormat = new Map(formats.map((row) => [row.format, row]));
  return {
    totals: { revenue: Number(totals?.revenue ?? 0), sales: totals?.sales ?? 0 },
    by_day: days.map((row) => ({ day: row.day, revenue: Number(row.revenue), sales: row.sales })),
    by_creator: creators.map((row) => ({
      id: row.id,
      name: names.get(row.id)?.name ?? 'Unknown Creator',
      revenue: Number(row.revenue),
      sales: row.sales,
    })),
    by_format: PRODUCT_FORMATS.map((name) => ({
      format: name,
      revenue: Number(byFormat.get(name)?.revenue ?? 0),
      sales: byFormat.get(name)?.sales ?? 0,
    })),
  };
}

const CSV_HEADER = [
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
];

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (= + - @, or a tab or return before
 * one) gets a leading apostrophe; commas, quotes and line breaks are quoted. Numbers stay numbers.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A payment moment as Jakarta wall-clock time: 2026-06-01 00:00. */
function jakartaMinute(at: Date): string {
  return new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Today in Jakarta, yyyy-mm-dd. */
export function jakartaToday(now: Date): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The download's name says which days it covers. */
export function salesExportFilename(filter: AdminSalesFilter, now: Date): string {
  return `pustaka-sales-${filter.from ?? 'all'}-to-${filter.to ?? jakartaToday(now)}.csv`;
}

/**
 * The CSV of every paid order the filters match, oldest payment first, as chunks: a byte order mark
 * (Excel reads UTF-8 then), the header, then one batch of rows at a time. Batches follow the last
 * row seen (paid time, id), so a sale landing mid-export neither repeats nor shifts a row.
 */
export async function* salesCsv(db: DbOrTx, filter: AdminSalesFilter): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  const where = salesWhere(filter);
  let after: { paidAt: Date; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: orders.id,
        paidAt: orders.paidAt,
        code: orders.code,
        productName: orders.productName,
        format: productFormatOf(orders.productId),
        sellerId: orders.sellerId,
        buyerId: orders.buyerId,
        method: orders.paymentMethod,
        basePrice: orders.basePrice,
        discount: orders.discountAmount,
        amount: orders.amount,
        shareBps: orders.creatorShareBps,
      })
      .from(orders)
      .where(
        and(
          where,
          after
            ? or(
                gt(orders.paidAt, after.paidAt),
                and(eq(orders.paidAt, after.paidAt), gt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    const people = await findUserContacts(db, [
      ...rows.map((row) => row.sellerId),
      ...rows.map((row) => row.buyerId),
    ]);
    let chunk = '';
    for (const row of rows) {
      const share = creatorCut(row.amount, row.shareBps ?? 0);
      const buyer = people.get(row.buyerId);
      chunk += csvLine([
        row.paidAt ? jakartaMinute(row.paidAt) : '',
        row.code,
        row.productName,
        row.format ?? '',
        people.get(row.sellerId)?.name ?? '',
        buyer?.name ?? '',
        buyer?.email ?? '',
        row.method,
        row.basePrice,
        row.discount,
        row.amount,
        share,
        row.amount - share,
      ]);
    }
    yield chunk;
    const last = rows.at(-1);
    if (!last?.paidAt || rows.length < EXPORT_BATCH) return;
    after = { paidAt: last.paidAt, id: last.id };
  }
}
