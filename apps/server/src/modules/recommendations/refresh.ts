import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { onOwnershipChange } from '#modules/orders/index.ts';
import type { AppContext } from '#platform/context.ts';
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

/** Ids per query, well under the database's limit of bound parameters. */
const ID_CHUNK = 5_000;

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += ID_CHUNK) rows.push(...(await read(ids.slice(at, at + ID_CHUNK))));
  return rows;
}

/**
 * Recomputes "bought together" for a product and the buyer's other products from the purchases as they are
 * now. Index ranges only (a join lets the planner scan every purchase): the products' buyers, those buyers'
 * purchases, then the counts of everything bought with them; the co-counts are added up here.
 */
export async function refreshAfterSale(
  db: DbOrTx,
  productId: number,
  userId: number,
  now: Date,
): Promise<number> {
  const purchases = recommendationPurchases;
  const others = await db
    .select({ productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), ne(purchases.productId, productId)))
    .orderBy(desc(purchases.acquiredAt))
    .limit(OTHER_PRODUCTS_REFRESHED);
  const targets = [productId, ...others.map((row) => row.productId)];
  const buyers = await inChunks(targets, (chunk) =>
    db
      .select({ productId: purchases.productId, userId: purchases.userId })
      .from(purchases)
      .where(inArray(purchases.productId, chunk)),
  );
  const baskets = await inChunks([...new Set(buyers.map((row) => row.userId))], (chunk) =>
    db
      .select({ userId: purchases.userId, productId: purchases.productId })
      .from(purchases)
      .where(inArray(purchases.userId, chunk)),
  );
  const basketOf = new Map<number, number[]>();
  for (const row of baskets) {
    const basket = basketOf.get(row.userId) ?? [];
    basket.push(row.productId);
    basketOf.set(row.userId, basket);
  }
  const coCounts = new Map<number, Map<number, number>>(targets.map((id) => [id, new Map()]));
  for (const buyer of buyers) {
    const together = coCounts.get(buyer.productId);
    for (const other of basketOf.get(buyer.userId) ?? []) {
      if (other !== buyer.productId && together) together.set(other, (together.get(other) ?? 0) + 1);
    }
  }
  const involved = [...new Set([...targets, ...[...coCounts.values()].flatMap((map) => [...map.keys()])])];
  const countRows = await inChunks(involved, (chunk) =>
    db
      .select({ productId: purchases.productId, n: sql<number>`count(*)::int` })
      .from(purchases)
      .where(inArray(purchases.productId, chunk))
      .groupBy(purchases.productId),
  );
  const counts = new Map(countRows.map((row) => [row.productId, Number(row.n)]));
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
