import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '#db/client.ts';
import { onOwnershipChange } from '#modules/orders/index.ts';
import type { AppContext } from '#platform/context.ts';
import {
  type CoCount,
  type CooccurrenceOptions,
  DECAY_FLOOR,
  DEFAULT_COOCCURRENCE,
  pairScore,
  scoreCoCounts,
} from './cooccurrence.ts';
import { NEIGHBOURS_KEPT } from './rebuild.ts';
import type { Neighbour } from './similarity.ts';
import { readNeighbours, writeNeighbours } from './store.ts';
import {
  recommendationClicks,
  recommendationDailyStats,
  recommendationNeighbours,
  recommendationPurchases,
} from './tables.ts';

// What a sale (or a refund) changes: the recommender's copy of who owns what, the purchase counted for a
// recommendation the buyer opened, both in the sale's transaction, and a job that updates "bought together"
// of the product and the buyer's other products as soon as the queue runs it, on whichever process.

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
 * Brings "bought together" up to date after one sale (or refund), from what it changed only: the co-purchases
 * of the product with the buyer's newest other products, and the product's number of buyers. The product's
 * own list is scored again over its current neighbours and those products (everything else it co-occurs with
 * keeps its place: its score changes by the same factor); the lists of those products get the product's new
 * score in place of the old. A few indexed reads and one write, whatever the catalogue's size; the rows are
 * locked while they are changed, so two sales touching one product cannot lose each other's update.
 */
export async function refreshAfterSale(
  db: DbOrTx,
  productId: number,
  userId: number,
  now: Date,
  options: CooccurrenceOptions = DEFAULT_COOCCURRENCE,
): Promise<number> {
  const purchases = recommendationPurchases;
  // The buyer's purchases by their key (a basket is small), sorted here: ordered by time in the query, the
  // planner may walk the time index of every purchase instead.
  const basket = await db
    .select({ productId: purchases.productId, at: purchases.acquiredAt })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  const others = basket
    .filter((row) => row.productId !== productId)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, OTHER_PRODUCTS_REFRESHED)
    .map((row) => row.productId);
  const scoring = { ...options, k: NEIGHBOURS_KEPT };
  let touched = 0;
  await db.transaction(async (tx) => {
    // The product's list says which other lists hold it: theirs change with its number of buyers.
    const before = (await readNeighbours(tx, [productId], ['bought'])).get(productId)?.bought ?? [];
    const linked = [...new Set([...others, ...before.map((item) => item.id)])].filter(
      (id) => id !== productId,
    );
    const targets = [productId, ...linked];
    touched = targets.length;
    await tx.execute(sql`select 1 from ${recommendationNeighbours}
      where ${recommendationNeighbours.kind} = 'bought' and ${inArray(recommendationNeighbours.productId, targets)}
      order by ${recommendationNeighbours.productId} for update`);
    const current = await readNeighbours(tx, targets, ['bought']);
    const candidates = [
      ...new Set([...linked, ...(current.get(productId)?.bought ?? []).map((item) => item.id)]),
    ].filter((id) => id !== productId);
    const [together, counts] = await Promise.all([
      coCounts(tx, productId, candidates, now, options.halfLifeDays),
      buyerCounts(tx, [productId, ...candidates]),
    ]);
    const productCount = counts.get(productId) ?? 0;
    const lists = new Map([[productId, scoreCoCounts(productCount, together, counts, 0, scoring)]]);
    for (const other of candidates) {
      const co = together.get(other);
      const score = co
        ? pairScore(co.weight, counts.get(other) ?? 0, productCount, 0, scoring, co.support)
        : 0;
      const list = current.get(other)?.bought ?? [];
      // A product that never listed this one and still would not: its list stays as it is.
      if (score === 0 && !list.some((item) => item.id === productId)) continue;
      lists.set(other, withScore(list, productId, score));
    }
    await writeNeighbours(tx, 'bought', lists, now);
  });
  return touched;
}

/** A list with `id` at its new score (or without it at 0), best first, at most NEIGHBOURS_KEPT long. */
function withScore(list: Neighbour[], id: number, score: number): Neighbour[] {
  const rest = list.filter((item) => item.id !== id);
  if (score > 0) rest.push({ id, score });
  return rest.sort((a, b) => b.score - a.score).slice(0, NEIGHBOURS_KEPT);
}

/**
 * What the product's co-purchases with each of `ids` weigh now (each decayed by the age of the later of the
 * two purchases) and how many people have both: the product's buyers, each looked up with those products.
 */
async function coCounts(
  db: DbOrTx,
  productId: number,
  ids: number[],
  now: Date,
  halfLifeDays: number | undefined,
): Promise<Map<number, CoCount>> {
  if (ids.length === 0) return new Map();
  const age = sql`extract(epoch from (${now.toISOString()}::timestamptz - greatest(a.acquired_at, b.acquired_at)))`;
  const weight =
    halfLifeDays === undefined
      ? sql`count(*)::float8`
      : sql`sum(${DECAY_FLOOR}::float8 + ${1 - DECAY_FLOOR}::float8 * power(0.5, greatest(${age}, 0) / ${halfLifeDays * 86_400}))::float8`;
  const rows = await selectRows<{ id: number; support: number; weight: number }>(
    db,
    sql`select b.product_id as id, count(*)::int as support, ${weight} as weight
      from ${recommendationPurchases} a join ${recommendationPurchases} b on b.user_id = a.user_id
      where a.product_id = ${productId} and b.product_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by b.product_id`,
  );
  return new Map(
    rows.map((row) => [Number(row.id), { weight: Number(row.weight), support: Number(row.support) }]),
  );
}

/** How many people have each product (an index-only count each). */
async function buyerCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: recommendationPurchases.productId, n: sql<number>`count(*)::int` })
    .from(recommendationPurchases)
    .where(inArray(recommendationPurchases.productId, ids))
    .groupBy(recommendationPurchases.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.n)]));
}
