import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { listProductFeatures, type ProductFeatures, productFormatOf } from '#modules/catalogue/index.ts';
import {
  blockScratch,
  DEFAULT_COOCCURRENCE,
  neighbourBlock,
  type PurchaseMatrix,
  PurchaseMatrixBuilder,
} from './cooccurrence.ts';
import { ownerOf, PRODUCT_FORMATS, ProductColumns, type ProductFormat } from './product-columns.ts';
import { SeriesIndex } from './series.ts';
import { type Neighbour, type SimilarityIndex, similarBlock, TermMatrixBuilder } from './similarity.ts';
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
const PAGE = 1_000;
/** Products whose lists are written together. */
const BLOCK = 2_000;
/**
 * How long the rebuild computes before it gives the event loop back: it runs in a process that also serves
 * requests, so a request waits at most about this long for it.
 */
const SLICE_MS = 4;
/** Products computed between two looks at the clock. */
const STEP = 16;
const PURCHASE_PAGE = 50_000;
/** Trending: purchases of the last week, each counting half as much every two days. */
const TRENDING_DAYS = 7;
const TRENDING_HALF_LIFE_SECONDS = 2 * 86_400;

export type RebuildReport = { products: number; purchases: number; ms: number };

/** A product in the best-seller lists. */
export type BestSeller = { id: number; format: ProductFormat | undefined; salesCount: number };

/** The catalogue as the rebuild holds it: words as numbers, fields as columns, series by owner. */
type CatalogueRead = { terms: TermMatrixBuilder; columns: ProductColumns; series: SeriesIndex };

/**
 * Every product on sale, read by pages: each page's words go into the term matrix and its fields into
 * columns before the next page is read, so no page's objects outlive it.
 */
async function readCatalogue(db: DbOrTx): Promise<CatalogueRead> {
  const read: CatalogueRead = {
    terms: new TermMatrixBuilder(),
    columns: new ProductColumns(),
    series: new SeriesIndex(),
  };
  for (let after = 0; ; ) {
    const page = await listProductFeatures(db, after, PAGE);
    for (const product of page) {
      // Most sold first: a common term's capped postings keep the best sellers (see similarity.ts).
      read.terms.add(product.id, contentTerms(product), product.salesCount);
      read.columns.add(product);
      read.series.add(product.id, product.name, ownerOf(product));
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.id ?? after;
    await pause();
  }
  return read;
}

/** Everyone's purchases, read in key order a page at a time into the flat purchase matrix. */
async function readPurchases(db: DbOrTx): Promise<PurchaseMatrix> {
  const builder = new PurchaseMatrixBuilder();
  let cursor = { userId: 0, productId: 0 };
  for (;;) {
    const rows = await db
      .select({
        userId: recommendationPurchases.userId,
        productId: recommendationPurchases.productId,
        acquiredAt: recommendationPurchases.acquiredAt,
      })
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
    for (const row of rows) builder.add(row.userId, row.productId, row.acquiredAt.getTime());
    const last = rows.at(-1);
    if (!last || rows.length < PURCHASE_PAGE) return builder.build();
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

/** "Berikutnya" for a block of products: the next volume first, then courses by the same author or creator close in topic. */
function nextLists(
  block: Map<number, Neighbour[]>,
  columns: ProductColumns,
  volumes: Map<number, number>,
): Map<number, Neighbour[]> {
  const lists = new Map<number, Neighbour[]>();
  for (const [id, similar] of block) {
    const row = columns.rowOf(id);
    if (row < 0) continue;
    const list: Neighbour[] = [];
    const volume = volumes.get(id);
    if (volume !== undefined) list.push({ id: volume, score: 2 });
    if (columns.format(row) !== 'CRS') {
      for (const item of similar) {
        const other = columns.rowOf(item.id);
        if (
          other >= 0 &&
          columns.format(other) === 'CRS' &&
          columns.owner(other) === columns.owner(row) &&
          list.length < 5
        ) {
          list.push({ id: item.id, score: item.score });
        }
      }
    }
    if (list.length > 0) lists.set(id, list);
  }
  return lists;
}

/** Products with sales, best first: the similarity order read down to the first product never sold. */
function* bestSellers(index: SimilarityIndex, columns: ProductColumns): Generator<BestSeller> {
  for (const row of index.order) {
    const salesCount = columns.salesCount(row);
    if (salesCount <= 0) return;
    yield { id: columns.id(row), format: columns.format(row), salesCount };
  }
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One block's lists, computed a few products at a time, pausing whenever SLICE_MS has passed. */
async function inSlices(
  from: number,
  to: number,
  compute: (start: number, end: number) => Map<number, Neighbour[]>,
): Promise<Map<number, Neighbour[]>> {
  const lists = new Map<number, Neighbour[]>();
  let sliceStarted = performance.now();
  for (let start = from; start < to; start += STEP) {
    for (const [id, list] of compute(start, Math.min(start + STEP, to))) lists.set(id, list);
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await pause();
      sliceStarted = performance.now();
    }
  }
  return lists;
}

/**
 * Recomputes every list, a block of products at a time: each block's lists are written before the next is
 * computed, so the process holds the purchase matrix and the TF-IDF vectors, never every list. `now` is the
 * rebuild's generation: its writes never replace a list written later (a refresh after a sale, a newer
 * rebuild), and it drops only lists older than itself, so two rebuilds at once cannot drop each other's rows.
 */
export async function rebuildAll(db: DbOrTx, now: Date): Promise<RebuildReport> {
  const started = performance.now();
  const { terms, columns, series } = await readCatalogue(db);
  const matrix = await readPurchases(db);
  const options = { ...DEFAULT_COOCCURRENCE, k: NEIGHBOURS_KEPT };
  const scratch = blockScratch(matrix);
  for (let from = 0; from < matrix.items.length; from += BLOCK) {
    const block = await inSlices(from, Math.min(from + BLOCK, matrix.items.length), (start, end) =>
      neighbourBlock(matrix, start, end, options, now.getTime(), scratch),
    );
    await writeNeighbours(db, 'bought', block, now);
  }
  const similarity = { k: NEIGHBOURS_KEPT, maxPostings: MAX_POSTINGS, minScore: 0.01 };
  const index = await terms.buildPausing(similarity.maxPostings, pause);
  const volumes = series.nextVolumes();
  const scores = new Float64Array(index.ids.length);
  for (let from = 0; from < index.ids.length; from += BLOCK) {
    const block = await inSlices(from, Math.min(from + BLOCK, index.ids.length), (start, end) =>
      similarBlock(index, start, end, similarity, scores),
    );
    await writeNeighbours(db, 'similar', block, now);
    await writeNeighbours(db, 'next', nextLists(block, columns, volumes), now);
  }
  for (const kind of ['bought', 'similar', 'next'] as const) await dropNeighboursOlderThan(db, kind, now);
  await refreshPopular(db, now, bestSellers(index, columns));
  return { products: columns.size, purchases: matrix.basketItems.length, ms: performance.now() - started };
}

/**
 * The lists that are the same for everyone: best sellers (all time) and trending (this week), over all
 * formats and per format. Best sellers come from the rebuild's features when it has them.
 */
export async function refreshPopular(
  db: DbOrTx,
  now: Date,
  bestSellers?: Iterable<BestSeller>,
): Promise<void> {
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
  for (const key of ['trending:ALL', ...PRODUCT_FORMATS.map((f) => `trending:${f}`)]) lists.set(key, []);
  for (const row of trendingRows) {
    addTo('trending:ALL', { id: row.productId, score: row.score });
    addTo(`trending:${row.format}`, { id: row.productId, score: row.score });
  }
  if (bestSellers) {
    const keys = ['best:ALL', ...PRODUCT_FORMATS.map((f) => `best:${f}`)];
    for (const key of keys) lists.set(key, []);
    for (const product of bestSellers) {
      addTo('best:ALL', { id: product.id, score: product.salesCount });
      if (product.format) addTo(`best:${product.format}`, { id: product.id, score: product.salesCount });
      // Every list full: the rest of a large catalogue changes nothing.
      if (keys.every((key) => (lists.get(key)?.length ?? 0) >= POPULAR_KEPT)) break;
    }
  }
  await writePopular(db, lists, now);
}
