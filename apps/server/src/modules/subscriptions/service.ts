import type { Subscription } from '@pustaka/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions } from './tables.ts';

/** The user's subscriptions, newest first: the client derives status and badge from this list. */
export async function listUserSubscriptions(db: DbOrTx, userId: number): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    plan_id: row.planId,
    plan_name: row.planName,
    status: row.status,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    autoRenew: row.autoRenew,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
