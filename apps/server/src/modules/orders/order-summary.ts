import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { orders } from './tables.ts';

/** Who bought what in an order, and whether it is paid: enough for what follows a checkout. */
export async function findOrderSummary(
  db: DbOrTx,
  orderId: number,
): Promise<{ buyerId: number; productId: number; status: string } | undefined> {
  const [row] = await db
    .select({ buyerId: orders.buyerId, productId: orders.productId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
