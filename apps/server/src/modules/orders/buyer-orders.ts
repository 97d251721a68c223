import type { Order, OrderListQuery, OrderStatus } from '@pustaka/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { addEvent, getOrderView, lockOrder } from './order-rows.ts';
import { toOrders } from './order-view.ts';
import { orders } from './tables.ts';

export async function listOrders(
  db: DbOrTx,
  filter: { buyerId?: number; sellerId?: number; statuses?: OrderStatus[] },
  query: Pick<OrderListQuery, 'page' | 'pageSize'>,
) {
  const conditions = [
    filter.buyerId === undefined ? undefined : eq(orders.buyerId, filter.buyerId),
    filter.sellerId === undefined ? undefined : eq(orders.sellerId, filter.sellerId),
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return {
    items: await toOrders(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

export async function cancelOrder(ctx: AppContext, buyerId: number, id: number): Promise<Order> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order || order.buyerId !== buyerId) throw new AppError('NOT_FOUND');
    if (order.status !== 'pending') throw new AppError('ORDER_STATE_CONFLICT');
    await tx.update(orders).set({ status: 'cancelled', updatedAt: ctx.now() }).where(eq(orders.id, id));
    await addEvent(tx, id, 'cancelled', 'buyer', null, ctx.now());
  });
  return getOrderView(ctx.db, id);
}
