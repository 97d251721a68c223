import { type AdminSalesPage, type AdminSalesQuery, SALES_METHOD_GROUP_METHODS } from '@pustaka/contract';
import { and, count, countDistinct, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { userMatches } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { lockOrder } from './order-rows.ts';
import { toOrders } from './order-view.ts';
import { escapeLike } from './publisher-sales.ts';
import { markRefunded } from './settlement.ts';
import { orders } from './tables.ts';

// The admin's side: deleting an order, and the sales list with its filters.

/**
 * Deletes an order. Without force only orders that moved no money go; with force a paid order is
 * refunded and its access withdrawn, and the row stays as refunded because the ledger points at it.
 */
export async function deleteOrder(
  ctx: AppContext,
  id: number,
  force: boolean,
): Promise<{ deleted: boolean; refunded: boolean }> {
  let proofKey: string | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'paid') {
      if (!force) throw new AppError('ORDER_HAS_PAYMENT');
      await markRefunded(ctx, tx, order, 'admin', 'Dihapus paksa oleh admin: dana dikembalikan');
      return { deleted: false, refunded: true };
    }
    if (order.status === 'refunded') {
      if (!force) throw new AppError('ORDER_HAS_PAYMENT');
      return { deleted: false, refunded: false };
    }
    proofKey = order.proofKey;
    await tx.delete(orders).where(eq(orders.id, id));
    return { deleted: true, refunded: false };
  });
  if (proofKey) await ctx.storage.delete(proofKey);
  return result;
}

/** Asia/Jakarta is UTC+7 all year (no daylight saving): a local day starts at 17:00 UTC the day before. */
function jakartaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The paid orders the admin's sales filters match; days are inclusive, on the moment of payment. */
export function salesWhere(filter: Pick<AdminSalesQuery, 'q' | 'method' | 'from' | 'to'>): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return and(
    eq(orders.status, 'paid'),
    filter.q && pattern
      ? or(
          ilike(orders.code, pattern),
          ilike(orders.productName, pattern),
          userMatches(orders.buyerId, filter.q),
          userMatches(orders.sellerId, filter.q),
        )
      : undefined,
    filter.method ? inArray(orders.paymentMethod, [...SALES_METHOD_GROUP_METHODS[filter.method]]) : undefined,
    filter.from ? gte(orders.paidAt, jakartaDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.paidAt, new Date(jakartaDayStart(filter.to).getTime() + 86_400_000)) : undefined,
  );
}

/** Paid orders, latest payment first, with the revenue, count and distinct buyers of all that match. */
export async function listSales(db: DbOrTx, query: AdminSalesQuery): Promise<AdminSalesPage> {
  const where = salesWhere(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        revenue: sql<string>`coalesce(sum(${orders.amount}), 0)`,
        sales: count(),
        buyers: countDistinct(orders.buyerId),
      })
      .from(orders)
      .where(where),
  ]);
  const sales = totals?.sales ?? 0;
  return {
    items: await toOrders(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: sales,
    totals: { revenue: Number(totals?.revenue ?? 0), sales, buyers: totals?.buyers ?? 0 },
  };
}
