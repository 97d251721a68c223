import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { onOwnershipChange } from '../orders/index.ts';
import { DEFAULT_COOCCURRENCE, scoreCoCounts } from './cooccurrence.ts';
import { NEIGHBOURS_KEPT } from './rebuild.ts';
import { writeNeighbours } from './store.ts';
import { recommendationClicks, recommendationDailyStats, recommendationPurchases } from './tables.ts';

// What a sale (or a refund) changes: the recommender's copy of who owns what, the purchase counted for a
// recommendation the buyer opened, both in the sale's transaction, and a job that refreshes "bought together"
// for the product and the buyer's other products as soon as the queue runs it, on whichever process.

export const REFRESH_JOB = 'recommendations.refresh';
/** A purchase counts for a recommendation opened this long before it. */
export const ATTRIBUTION_DAYS = 7;
/** The buyer's other products whose lists a sale refreshes (their newest). */
const OTHER_PRODUCTS_REFRESHED = 50;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Registers the statements that go with every ownership change. Call once per app. */
export function followSales(ctx: AppContext): void {
  onOwnershipChange(ctx, (tx, change, now) =>
    change.owned
      ? tx
          .insert(recommendationPurchases)
          .values({ userId: change.userId, productId: change.productId, acquiredAt: now })
          .onConflictDoNothing()
      : tx
          .delete(recommendationPurchases)
          .where(
            and(
              eq(recommendationPurchases.userId, change.userId),
              eq(recommendationPurchases.productId, change.productId),
            ),
          ),
  );
  onOwnershipChange(ctx, (_tx, change) =>
    ctx.jobs.insertStatement([
      {
        kind: REFRESH_JOB,
        payload: { productId: change.productId, userId: change.userId },
        options: { maxAttempts: 3 },
      },
    ]),
  );
  onOwnershipChange(ctx, (_tx, change, now) => {
    if (!change.owned) return sql`select 1`;
    const since = new Date(now.getTime() - ATTRIBUTION_DAYS * 86_400_000).toISOString();
    return sql`insert into ${recommendationDailyStats} (product_id, day, purchases)
      select ${change.productId}::int, ${utcDay(now)}::date, 1
      where exists (select 1 from ${recommendationClicks} where ${recommendationClicks.userId} = ${change.userId}
        and ${recommendationClicks.productId} = ${change.productId} and ${recommendationClicks.clickedAt} > ${since}::timestamptz)
      on conflict (product_id, day) do update set purchases = ${recommendationDailyStats.purchases} + 1`;
  });
  ctx.jobs.handle(REFRESH_JOB, async (payload) => {
    const productId = Number(payload.productId);
    const userId = Number(payload.userId);
    if (Number.isSafeInteger(productId) && Number.isSafeInteger(userId)) {
      await refreshAfterSale(ctx.db, productId, userId, ctx.now());
    }
  });
}

/**
 * Recomputes "bought together" for a product and the buyer's other products from the purchases as they are
 * now: one query for the co-counts of all of them, one for the counts of everything they co-occur with.
 */
export async function refreshAfterSale(
  db: DbOrTx,
  productId: number,
  userId: number,
  now: Date,
): Promise<number> {
  const others = await db
    .select({ productId: recommendationPurchases.productId })
    .from(recommendationPurchases)
    .where(and(eq(recommendationPurchases.userId, userId), ne(recommendationPurchases.productId, productId)))
    .orderBy(desc(recommendationPurchases.acquiredAt))
    .limit(OTHER_PRODUCTS_REFRESHED);
  const targets = [productId, ...others.map((row) => row.productId)];
  const mine = sql.raw('mine');
  const theirs = sql.raw('theirs');
  const rows = await selectRows<{ product_id: number; other_id: number; together: number }>(
    db,
    sql`select ${mine}.product_id, ${theirs}.product_id as other_id, count(*)::int as together
      from ${recommendationPurchases} ${mine}
      join ${recommendationPurchases} ${theirs} on ${theirs}.user_id = ${mine}.user_id and ${theirs}.product_id <> ${mine}.product_id
      where ${mine}.product_id in ${targets}
      group by 1, 2`,
  );
  const involved = [...new Set([...targets, ...rows.map((row) => Number(row.other_id))])];
  const countRows = await db
    .select({ productId: recommendationPurchases.productId, n: sql<number>`count(*)::int` })
    .from(recommendationPurchases)
    .where(inArray(recommendationPurchases.productId, involved))
    .groupBy(recommendationPurchases.productId);
  const counts = new Map(countRows.map((row) => [row.productId, Number(row.n)]));
  const coCounts = new Map<number, Map<number, number>>(targets.map((id) => [id, new Map()]));
  for (const row of rows)
    coCounts.get(Number(row.product_id))?.set(Number(row.other_id), Number(row.together));
  const lists = new Map(
    targets.map((id) => [
      id,
      // Cosine needs no population count, which would cost a scan of every purchase.
      scoreCoCounts(counts.get(id) ?? 0, coCounts.get(id) ?? new Map(), counts, 0, {
        ...DEFAULT_COOCCURRENCE,
        k: NEIGHBOURS_KEPT,
      }),
    ]),
  );
  await writeNeighbours(db, 'bought', lists, now);
  return targets.length;
}
