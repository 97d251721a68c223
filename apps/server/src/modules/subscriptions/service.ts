import type { Subscription } from '@pustaka/contract';
import { and, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { subscriptions } from './tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
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
  };
}

/**
 * The user's subscriptions, the live one first, then newest first: the client derives status and badge
 * from the first active entry.
 */
export async function listUserSubscriptions(db: DbOrTx, userId: number): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(
      sql`(${subscriptions.status} = 'active') desc`,
      desc(subscriptions.startDate),
      desc(subscriptions.id),
    );
  return rows.map(toSubscription);
}

/** True when the user has an active subscription at `at` whose plan name contains `planWord` (e.g. "pro"). */
export async function hasActivePlan(
  db: DbOrTx,
  userId: number,
  planWord: string,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endDate, at),
        ilike(subscriptions.planName, `%${planWord}%`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
