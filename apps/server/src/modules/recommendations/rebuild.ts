import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { listProductFeatures, type ProductFeatures, productFormatOf } from '#modules/catalogue/index.ts';
import { cooccurrenceNeighbours, DEFAULT_COOCCURRENCE } from './cooccurrence.ts';
import { nextVolumes } from './series.ts';
import { type Neighbour, similarNeighbours, type TermDocument } from './similarity.ts';
import { dropNeighboursOlderThan, writeNeighbours, writePopular } from './store.ts';
import { recommendationPurchases } from './tables.ts';

// The full rebuild: every product's neighbours of every kind and the popular lists, from the database's
// truth, written back to it. Runs as a periodic job (one process at a time) and at start.

/** Neighbours kept per product and kind. */
export const NEIGHBOURS_KEPT = 30;
/** A term shared by more products only links each to the most popular this many (see similarity.ts). */
export const MAX_POSTINGS = 400;
/** Products in a popular list. */
export const POPULAR_KEPT = 60;
const PAGE = 5_000;
const PURCHASE_PAGE = 50_000;
const FORMATS = ['PDF', 'MP3', 'CRS', 'PPT'] as const;
/** Trending: purchases of the last week, each counting half as much every two days. */
const TRENDING_DAYS = 7;
const TRENDING_HALF_LIFE_SECONDS = 2 * 86_400;

export type RebuildReport = { products: number; purchases: number; ms: number };

async function readAllFeatures(db: DbOrTx): Promise<ProductFeatures[]> {
  const all: ProductFeatures[] = [];
  for (let after = 0; ; ) {
    const page = await listProductFeatures(db, after, PAGE);
    all.push(...page);
    if (page.length < PAGE) return all;
    after = page.at(-1)?.id ?? after;
  }
}

/** Everyone's purchases as baskets, read in key order a page at a time. */
async function readBaskets(db: DbOrTx): Promise<{ baskets: number[][]; purchases: number }> {
  const baskets: number[][] = [];
  let current = -1;
  let purchases = 0;
  let cursor = { userId: 0, productId: 0 };
  for (;;) {
    const rows = await db
      .select({ userId: recommendationPurchases.userId, productId: recommendationPurchases.productId })
      .from(recommendationPurchases)
      .where(
        or(
          gt(recommendationPurchases.userId, cursor.userId),
          and(
            eq(recommendationPurchases.userId, cursor.userId),
            gt(recommendationPurchases.productId, cursor.productId),
          ),
        ),
      )
      .orderBy(asc(recommendationPurchases.userId), asc(recommendationPurchases.productId))
      .limit(PURCHASE_PAGE);
    for (const row of rows) {
      if (row.userId !== current) {
        baskets.push([]);
        current = row.userId;
      }
      baskets.at(-1)?.push(row.productId);
    }
    purchases += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < PURCHASE_PAGE) return { baskets, purchases };
    cursor = last;
  }
}

/**
 * What content similarity compares: topic words once each, the category twice, the author three times (the
 * strongest sign two products belong together), the creator and the format once.
 */
export function contentTerms(product: ProductFeatures): string[] {
  return [
    ...product.words,
    ...(product.categoryId === null
      ? []
      : [`category:${product.categoryId}`, `category:${product.categoryId}`]),
    ...(product.authorId === null ? [] : Array(3).fill(`author:${product.authorId}`)),
    `seller:${product.sellerId}`,
    `format:${product.format}`,
  ];
}

/** "Berikutnya" for each product: its next volume first, then courses by the same author or creator close in topic. */
function nextLists(features: ProductFeatures[], similar: Map<number, Neighbour[]>): Map<number, Neighbour[]> {
  const byId = new Map(features.map((product) => [product.id, product]));
  const group = (product: ProductFeatures) =>
    product.authorId === null ? `seller:${product.sellerId}` : `author:${product.authorId}`;
  const volumes = nextVolumes(
    features.map((product) => ({ id: product.id, name: product.name, group: group(product) })),
  );
  const lists = new Map<number, Neighbour[]>();
  for (const product of features) {
    const list: Neighbour[] = [];
    const volume = volumes.get(product.id);
    if (volume !== undefined) list.push({ id: volume, score: 2 });
    if (product.format !== 'CRS') {
      for (const item of similar.get(product.id) ?? []) {
        const other = byId.get(item.id);
        if (other?.format === 'CRS' && group(other) === group(product) && list.length < 5) {
          list.push({ id: item.id, score: item.score });
        }
      }
    }
    if (list.length > 0) lists.set(product.id, list);
  }
  return lists;
}

/** Recomputes every list. Writes replace lists one chunk at a time, so readers never see an empty table. */
export async function rebuildAll(db: DbOrTx, now: Date): Promise<RebuildReport> {
  const started = performance.now();
  const features = await readAllFeatures(db);
  const { baskets, purchases } = await readBaskets(db);
  const bought = cooccurrenceNeighbours(baskets, { ...DEFAULT_COOCCURRENCE, k: NEIGHBOURS_KEPT });
  const documents: TermDocument[] = [...features]
    .sort((a, b) => b.salesCount - a.salesCount || a.id - b.id)
    .map((product) => ({ id: product.id, terms: contentTerms(product) }));
  const similar = similarNeighbours(documents, {
    k: NEIGHBOURS_KEPT,
    maxPostings: MAX_POSTINGS,
    minScore: 0.01,
  });
  const next = nextLists(features, similar);
  await writeNeighbours(db, 'bought', bought, now);
  await writeNeighbours(db, 'similar', similar, now);
  await writeNeighbours(db, 'next', next, now);
  for (const kind of ['bought', 'similar', 'next'] as const) await dropNeighboursOlderThan(db, kind, now);
  await refreshPopular(db, now, features);
  return { products: features.length, purchases, ms: performance.now() - started };
}

/**
 * The lists that are the same for everyone: best sellers (all time) and trending (this week), over all
 * formats and per format. Best sellers come from the rebuild's features when it has them.
 */
export async function refreshPopular(db: DbOrTx, now: Date, features?: ProductFeatures[]): Promise<void> {
  const since = new Date(now.getTime() - TRENDING_DAYS * 86_400_000);
  const trendingRows = await db
    .select({
      productId: recommendationPurchases.productId,
      format: productFormatOf(recommendationPurchases.productId),
      score: sql<number>`sum(power(0.5, extract(epoch from (${now.toISOString()}::timestamptz - ${recommendationPurchases.acquiredAt})) / ${TRENDING_HALF_LIFE_SECONDS}))::float8`,
    })
    .from(recommendationPurchases)
    .where(gt(recommendationPurchases.acquiredAt, since))
    .groupBy(recommendationPurchases.productId)
    .orderBy(sql`3 desc`, asc(recommendationPurchases.productId))
    .limit(POPULAR_KEPT * 20);
  const lists = new Map<string, Neighbour[]>();
  const addTo = (key: string, item: Neighbour) => {
    const list = lists.get(key) ?? [];
    if (list.length < POPULAR_KEPT) list.push(item);
    lists.set(key, list);
  };
  for (const key of ['trending:ALL', ...FORMATS.map((f) => `trending:${f}`)]) lists.set(key, []);
  for (const row of trendingRows) {
    addTo('trending:ALL', { id: row.productId, score: row.score });
    addTo(`trending:${row.format}`, { id: row.productId, score: row.score });
  }
  if (features) {
    for (const key of ['best:ALL', ...FORMATS.map((f) => `best:${f}`)]) lists.set(key, []);
    const sellers = features
      .filter((product) => product.salesCount > 0)
      .sort((a, b) => b.salesCount - a.salesCount || a.id - b.id);
    for (const product of sellers) {
      addTo('best:ALL', { id: product.id, score: product.salesCount });
      addTo(`best:${product.format}`, { id: product.id, score: product.salesCount });
    }
  }
  await writePopular(db, lists, now);
}
