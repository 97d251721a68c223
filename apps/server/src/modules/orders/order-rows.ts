import type { Order, OrderStatus } from '@pustaka/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { type OrderRow, toOrders } from './order-view.ts';
import { orderEvents, orders } from './tables.ts';

// What the orders' use cases share: reading and locking an order row, its open order, and its history.

export type Actor = 'buyer' | 'gateway' | 'admin' | 'system';
export const OPEN_STATUSES: OrderStatus[] = ['pending', 'awaiting_review'];

export async function addEvent(
  tx: DbOrTx,
  orderId: number,
  status: OrderStatus,
  actor: Actor,
  note: string | null,
  at: Date,
) {
  const [event] = await tx
    .insert(orderEvents)
    .values({ orderId, status, actor, note, createdAt: at })
    .returning();
  if (!event) throw new Error('order event was not recorded');
  return event;
}

/** An order event's insert, built but not sent, for a caller that sends it with other statements. */
export function eventStatement(
  tx: DbOrTx,
  orderId: number,
  status: OrderStatus,
  actor: Actor,
  note: string | null,
  at: Date,
) {
  return tx.insert(orderEvents).values({ orderId, status, actor, note, createdAt: at });
}

export async function getOrderRow(db: DbOrTx, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function lockOrder(tx: DbOrTx, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row;
}

export async function findOpenOrder(db: DbOrTx, buyerId: number, productId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.productId, productId),
        inArray(orders.status, OPEN_STATUSES),
      ),
    );
  return row;
}

export async function getOrderView(db: DbOrTx, id: number): Promise<Order> {
  const [view] = await toOrders(db, [await getOrderRow(db, id)]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}
