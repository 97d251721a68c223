import type { RecommendationCreatorStats, RecommendationHidden } from '@pustaka/contract';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '#db/client.ts';
import { findProductNames, listSellerProductNames } from '#modules/catalogue/index.ts';
import { AppError } from '#platform/errors.ts';
import { CLICK_WINDOW_MS, type Showing } from './rec-id.ts';
import {
  recommendationClicks,
  recommendationDailyStats,
  recommendationHidden,
  recommendationPurchases,
  recommendationSearches,
  recommendationViews,
} from './tables.ts';

// What members do that the recommender learns from (views, searches, hiding), and what it counts for creators
// (showings, clicks, purchases). Kept small: the newest few per member, counts per product and day.

/** Views kept per member. */
export const VIEWS_KEPT = 50;
/** Searches kept per member. */
export const SEARCHES_KEPT = 10;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Notes a member's view of a product (newest kept) and counts it for the product's day. */
export async function recordView(db: DbOrTx, userId: number, productId: number, now: Date): Promise<void> {
  await db
    .insert(recommendationViews)
    .values({ userId, productId, viewedAt: now })
    .onConflictDoUpdate({
      target: [recommendationViews.userId, recommendationViews.productId],
      set: { viewedAt: now },
    });
  await db.execute(sql`delete from ${recommendationViews} where ${recommendationViews.userId} = ${userId}
    and ${recommendationViews.viewedAt} < (select ${recommendationViews.viewedAt} from ${recommendationViews}
      where ${recommendationViews.userId} = ${userId} order by ${recommendationViews.viewedAt} desc offset ${VIEWS_KEPT - 1} limit 1)`);
  await addToDay(db, new Map([[productId, 1]]), 'views', now);
}

/** Notes a member's search, normalised (case, spaces), the newest few kept. */
export async function recordSearch(db: DbOrTx, userId: number, query: string, now: Date): Promise<boolean> {
  const normalised = query.toLowerCase().replace(/\s+/g, ' ').trim();
  if (normalised.length < 2) return false;
  await db
    .insert(recommendationSearches)
    .values({ userId, query: normalised, searchedAt: now })
    .onConflictDoUpdate({
      target: [recommendationSearches.userId, recommendationSearches.query],
      set: { searchedAt: now },
    });
  await db.execute(sql`delete from ${recommendationSearches} where ${recommendationSearches.userId} = ${userId}
    and ${recommendationSearches.searchedAt} < (select ${recommendationSearches.searchedAt} from ${recommendationSearches}
      where ${recommendationSearches.userId} = ${userId} order by ${recommendationSearches.searchedAt} desc offset ${SEARCHES_KEPT - 1} limit 1)`);
  return true;
}

/** A member's history as the lists read it: purchases, views and searches, newest first. */
export async function readHistory(db: DbOrTx, userId: number) {
  const [purchases, views, searches, hidden] = await Promise.all([
    db
      .select({ productId: recommendationPurchases.productId, at: recommendationPurchases.acquiredAt })
      .from(recommendationPurchases)
      .where(eq(recommendationPurchases.userId, userId))
      .orderBy(desc(recommendationPurchases.acquiredAt))
      .limit(30),
    db
      .select({ productId: recommendationViews.productId, at: recommendationViews.viewedAt })
      .from(recommendationViews)
      .where(eq(recommendationViews.userId, userId))
      .orderBy(desc(recommendationViews.viewedAt))
      .limit(20),
    db
      .select({ query: recommendationSearches.query, at: recommendationSearches.searchedAt })
      .from(recommendationSearches)
      .where(eq(recommendationSearches.userId, userId))
      .orderBy(desc(recommendationSearches.searchedAt))
      .limit(5),
    findHiddenIds(db, userId),
  ]);
  return { purchases, views, searches, hidden };
}

export async function findHiddenIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ productId: recommendationHidden.productId })
    .from(recommendationHidden)
    .where(eq(recommendationHidden.userId, userId));
  return new Set(rows.map((row) => row.productId));
}

export async function hideProduct(
  db: DbOrTx,
  userId: number,
  productId: number,
  now: Date,
): Promise<RecommendationHidden> {
  const name = (await findProductNames(db, [productId])).get(productId);
  if (name === undefined) throw new AppError('NOT_FOUND');
  await db.insert(recommendationHidden).values({ userId, productId, hiddenAt: now }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(recommendationHidden)
    .where(and(eq(recommendationHidden.userId, userId), eq(recommendationHidden.productId, productId)));
  return { product_id: productId, product_name: name, hidden_at: (row?.hiddenAt ?? now).toISOString() };
}

export async function unhideProduct(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(recommendationHidden)
    .where(and(eq(recommendationHidden.userId, userId), eq(recommendationHidden.productId, productId)))
    .returning({ productId: recommendationHidden.productId });
  return rows.length > 0;
}

export async function listHidden(db: DbOrTx, userId: number): Promise<RecommendationHidden[]> {
  const rows = await db
    .select()
    .from(recommendationHidden)
    .where(eq(recommendationHidden.userId, userId))
    .orderBy(desc(recommendationHidden.hiddenAt))
    .limit(500);
  const names = await findProductNames(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    product_id: row.productId,
    product_name: names.get(row.productId) ?? '',
    hidden_at: row.hiddenAt.toISOString(),
  }));
}

/**
 * Counts a click once per showing. A showing made for a member counts as theirs only when they click it
 * (the evidence a later purchase came from it); anyone else's click still counts for the creator.
 */
export async function recordClick(
  db: DbOrTx,
  showing: Showing & { key: string },
  callerId: number | null,
  now: Date,
): Promise<boolean> {
  if (now.getTime() - showing.issuedAt > CLICK_WINDOW_MS || showing.issuedAt - now.getTime() > 60_000)
    return false;
  const userId = showing.viewerId !== null && showing.viewerId === callerId ? callerId : null;
  try {
    const rows = await selectRows(
      db,
      sql`with clicked as (
          insert into ${recommendationClicks} (rec_id, user_id, product_id, slot, clicked_at)
          values (${showing.key}, ${userId}, ${showing.productId}, ${showing.slot}, ${now.toISOString()}::timestamptz)
          on conflict (rec_id) do nothing returning product_id)
        insert into ${recommendationDailyStats} (product_id, day, clicks)
        select product_id, ${utcDay(now)}::date, 1 from clicked
        on conflict (product_id, day) do update set clicks = ${recommendationDailyStats.clicks} + 1
        returning product_id`,
    );
    return rows.length > 0;
  } catch (error) {
    // The product was deleted since it was shown: nothing to count.
    if ((error as { code?: string }).code === '23503') return false;
    throw error;
  }
}

/** Adds to one counter of many products' day in one statement. */
export async function addToDay(
  db: DbOrTx,
  counts: Map<number, number>,
  column: 'impressions' | 'views',
  now: Date,
): Promise<void> {
  if (counts.size === 0) return;
  const day = utcDay(now);
  const target = sql.raw(column);
  // Rows in product order: concurrent flushes (other processes) then lock them in one order, never deadlock.
  const rows = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, n]) => sql`(${id}::int, ${day}::date, ${n}::int)`);
  await db.execute(sql`insert into ${recommendationDailyStats} (product_id, day, ${target})
    select v.product_id, v.day, v.n from (values ${sql.join(rows, sql`, `)}) as v(product_id, day, n)
    on conflict (product_id, day) do update set ${target} = ${recommendationDailyStats}.${target} + excluded.${target}`);
}

/** A creator's products with their figures over the last `days`. */
export async function creatorStats(
  db: DbOrTx,
  sellerId: number,
  days: number,
  now: Date,
): Promise<RecommendationCreatorStats> {
  const owned = await listSellerProductNames(db, sellerId);
  const ids = owned.map((product) => product.id);
  const since = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = ids.length
    ? await db
        .select({
          productId: recommendationDailyStats.productId,
          impressions: sql<number>`sum(${recommendationDailyStats.impressions})::int`,
          clicks: sql<number>`sum(${recommendationDailyStats.clicks})::int`,
          purchases: sql<number>`sum(${recommendationDailyStats.purchases})::int`,
        })
        .from(recommendationDailyStats)
        .where(
          and(inArray(recommendationDailyStats.productId, ids), gte(recommendationDailyStats.day, since)),
        )
        .groupBy(recommendationDailyStats.productId)
    : [];
  const byId = new Map(rows.map((row) => [row.productId, row]));
  const products = owned
    .map((product) => {
      const row = byId.get(product.id);
      const impressions = Number(row?.impressions ?? 0);
      const clicks = Number(row?.clicks ?? 0);
      return {
        product_id: product.id,
        product_name: product.name,
        impressions,
        clicks,
        purchases: Number(row?.purchases ?? 0),
        click_rate: impressions > 0 ? clicks / impressions : 0,
      };
    })
    .sort((a, b) => b.impressions - a.impressions || a.product_id - b.product_id);
  const sum = (key: 'impressions' | 'clicks' | 'purchases') =>
    products.reduce((total, p) => total + p[key], 0);
  return {
    days,
    totals: { impressions: sum('impressions'), clicks: sum('clicks'), purchases: sum('purchases') },
    products,
  };
}
