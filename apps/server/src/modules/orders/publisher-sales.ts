import type {
  PublisherBuyer,
  PublisherBuyerQuery,
  PublisherOrderQuery,
  PublisherRevenue,
  PublisherStats,
  StatsPeriod,
} from '@pustaka/contract';
import { and, count, countDistinct, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { creatorCut } from '#modules/ledger/index.ts';
import { findUserContacts, userMatches } from '#modules/users/index.ts';
import { orders } from './tables.ts';

/** Asia/Jakarta is UTC+7 all year (no daylight saving), so local dates are a fixed shift from UTC. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** How many buckets the chart shows per period. */
const BUCKETS: Record<StatsPeriod, number> = { day: 30, week: 12, month: 12 };

/** `undefined` means every seller (an admin's platform-wide view). */
export type SellerScope = number | undefined;

const sellerIs = (sellerId: SellerScope) =>
  sellerId === undefined ? undefined : eq(orders.sellerId, sellerId);
const paid = eq(orders.status, 'paid');

/** The seller's share of an order: `creatorCut` in SQL (amounts and shares are never negative). */
const earningsOf = sql`(${orders.amount}::bigint * coalesce(${orders.creatorShareBps}, 0)) / 10000`;
/** Paid time as a Jakarta wall-clock timestamp. */
const jakartaPaidAt = sql`((${orders.paidAt} at time zone 'UTC') + interval '7 hours')`;

const isoDay = (localMs: number) => new Date(localMs).toISOString().slice(0, 10);

/**
 * The chart's buckets, in Jakarta local time: each bucket's first day, and the window as real instants.
 * Days: the last 30 including today; weeks: the last 12 from Monday; months: the last 12 from the 1st.
 */
export function statsWindow(period: StatsPeriod, now: Date): { buckets: string[]; from: Date; to: Date } {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const n = BUCKETS[period];
  let starts: number[];
  let end: number;
  if (period === 'month') {
    const [y, m] = [local.getUTCFullYear(), local.getUTCMonth()];
    starts = Array.from({ length: n }, (_, i) => Date.UTC(y, m - (n - 1) + i, 1));
    end = Date.UTC(y, m + 1, 1);
  } else {
    const step = period === 'week' ? 7 * DAY_MS : DAY_MS;
    const last = period === 'week' ? today - ((local.getUTCDay() + 6) % 7) * DAY_MS : today;
    starts = Array.from({ length: n }, (_, i) => last - (n - 1 - i) * step);
    end = last + step;
  }
  return {
    buckets: starts.map(isoDay),
    from: new Date((starts[0] as number) - JAKARTA_OFFSET_MS),
    to: new Date(end - JAKARTA_OFFSET_MS),
  };
}

/** Sales figures of one seller (or all) over the chart's window, with the chart and the best sellers. */
export async function publisherStats(
  db: DbOrTx,
  sellerId: SellerScope,
  period: StatsPeriod,
  now: Date,
): Promise<PublisherStats> {
  const { buckets, from, to } = statsWindow(period, now);
  const where = and(paid, sellerIs(sellerId), gte(orders.paidAt, from), lt(orders.paidAt, to));
  // The unit is inlined (it is one of three fixed words): a bound parameter would make the grouped
  // expression differ from the selected one.
  const unit = sql.raw(`'${period === 'month' ? 'month' : period === 'week' ? 'week' : 'day'}'`);
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${jakartaPaidAt}), 'YYYY-MM-DD')`;
  const revenue = sql<string>`coalesce(sum(${orders.amount}), 0)`;
  const earnings = sql<string>`coalesce(sum(${earningsOf}), 0)`;
  const [[totals], top, series] = await Promise.all([
    db
      .select({
        revenue,
        earnings,
        sales: count(),
        buyers: countDistinct(orders.buyerId),
        products: countDistinct(orders.productId),
      })
      .from(orders)
      .where(where),
    db
      .select({
        id: orders.productId,
        name: sql<string>`max(${orders.productName})`,
        sales: count(),
        revenue,
      })
      .from(orders)
      .where(where)
      .groupBy(orders.productId)
      .orderBy(desc(sql`sum(${orders.amount})`), desc(count()), desc(orders.productId))
      .limit(5),
    db.select({ bucket, revenue, earnings, sales: count() }).from(orders).where(where).groupBy(bucket),
  ]);
  const byBucket = new Map(series.map((row) => [row.bucket, row]));
  return {
    revenue: Number(totals?.revenue ?? 0),
    earnings: Number(totals?.earnings ?? 0),
    sales: totals?.sales ?? 0,
    buyers: totals?.buyers ?? 0,
    products: totals?.products ?? 0,
    top_products: top.map((row) => ({
      id: row.id,
      name: row.name,
      sales: row.sales,
      revenue: Number(row.revenue),
    })),
    chart: buckets.map((start) => {
      const row = byBucket.get(start);
      return {
        bucket: start,
        revenue: Number(row?.revenue ?? 0),
        earnings: Number(row?.earnings ?? 0),
        sales: row?.sales ?? 0,
      };
    }),
    period,
    from: from.toISOString(),
    to: to.toISOString(),
  };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Paid orders of a seller, latest first: who bought what, for how much, and the seller's part of it. */
async function listSales(
  db: DbOrTx,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
): Promise<{ items: PublisherBuyer[]; page: number; pageSize: number; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: orders.id,
        code: orders.code,
        buyerId: orders.buyerId,
        productId: orders.productId,
        productName: orders.productName,
        amount: orders.amount,
        shareBps: orders.creatorShareBps,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const buyers = await findUserContacts(
    db,
    rows.map((row) => row.buyerId),
  );
  return {
    items: rows.map((row) => ({
      order_id: row.id,
      order_code: row.code,
      buyer_name: buyers.get(row.buyerId)?.name ?? 'User',
      buyer_email: buyers.get(row.buyerId)?.email ?? '',
      product_id: row.productId,
      product_name: row.productName,
      amount: row.amount,
      earnings: creatorCut(row.amount, row.shareBps ?? 0),
      paid_at: (row.paidAt ?? new Date(0)).toISOString(),
    })),
    page: page.page,
    pageSize: page.pageSize,
    total: totals?.total ?? 0,
  };
}

/** The seller's buyers, one row per purchase, searchable by buyer name or email and product name. */
export function publisherBuyers(db: DbOrTx, sellerId: SellerScope, query: PublisherBuyerQuery) {
  const search = query.q
    ? or(userMatches(orders.buyerId, query.q), ilike(orders.productName, `%${escapeLike(query.q)}%`))
    : undefined;
  return listSales(db, and(paid, sellerIs(sellerId), search), query);
}

/** The seller's paid orders, optionally of one product. */
export function publisherOrders(db: DbOrTx, sellerId: SellerScope, query: PublisherOrderQuery) {
  const product = query.product_id === undefined ? undefined : eq(orders.productId, query.product_id);
  return listSales(db, and(paid, sellerIs(sellerId), product), query);
}

/** All-time totals and this calendar month's (Asia/Jakarta). */
export async function publisherRevenue(
  db: DbOrTx,
  sellerId: SellerScope,
  now: Date,
): Promise<PublisherRevenue> {
  const monthStart = statsWindow('month', now).buckets.at(-1) as string;
  const monthFrom = new Date(Date.parse(`${monthStart}T00:00:00.000Z`) - JAKARTA_OFFSET_MS);
  const inMonth = sql`${orders.paidAt} >= ${monthFrom.toISOString()}`;
  const [row] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${orders.amount}), 0)`,
      earnings: sql<string>`coalesce(sum(${earningsOf}), 0)`,
      sales: count(),
      buyers: countDistinct(orders.buyerId),
      monthRevenue: sql<string>`coalesce(sum(${orders.amount}) filter (where ${inMonth}), 0)`,
      monthEarnings: sql<string>`coalesce(sum(${earningsOf}) filter (where ${inMonth}), 0)`,
      monthSales: sql<number>`(count(*) filter (where ${inMonth}))::int`,
    })
    .from(orders)
    .where(and(paid, sellerIs(sellerId)));
  return {
    revenue: Number(row?.revenue ?? 0),
    earnings: Number(row?.earnings ?? 0),
    sales: row?.sales ?? 0,
    buyers: row?.buyers ?? 0,
    month_revenue: Number(row?.monthRevenue ?? 0),
    month_earnings: Number(row?.monthEarnings ?? 0),
    month_sales: Number(row?.monthSales ?? 0),
  };
}
