import type { CatalogueQuery, ProductCard, ProductDetail, ProductFormat } from '@pustaka/contract';
import { and, count, desc, eq, inArray, like, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client.ts';
import { findAuthorCards } from '#modules/authors/index.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import { AppError } from '#platform/errors.ts';
import type { CatalogueIndex } from './memory-index/catalogue-index.ts';
import { filesOf, productColumns, publicWhere, toCards } from './product-rows.ts';
import { categories, productFiles, products } from './tables.ts';
import { type FileRow, toCard, toDetail } from './views.ts';

const FORMAT_BY_LABEL = { Ebook: 'PDF', Audio: 'MP3', Video: 'CRS', Slides: 'PPT' } as const;
/** Counting beyond this many matches costs more than the number is worth to a person paging. */
const COUNT_CAP = 2_000;

/** A product with its category, read in one query: most of what a card shows. */
function cardRows(db: DbOrTx) {
  return db
    .select({ product: productColumns, category: categories })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['execute']>>[number];

/**
 * Cards from joined rows: one more round of queries, at once, for the sellers' names (the users module's
 * own) and the authors (the authors module's own).
 */
async function joinedCards(db: DbOrTx, rows: CardRow[]): Promise<ProductCard[]> {
  const [sellers, authorCards] = await Promise.all([
    findUserSummaries(
      db,
      rows.map((r) => r.product.sellerId),
    ),
    findAuthorCards(
      db,
      rows.map((r) => r.product.authorId),
    ),
  ]);
  return rows.map(({ product, category }) =>
    toCard(
      product,
      category ?? undefined,
      sellers.get(product.sellerId),
      product.authorId === null ? null : (authorCards.get(product.authorId) ?? null),
    ),
  );
}

export async function getPublicProduct(db: DbOrTx, id: number): Promise<ProductDetail> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), publicWhere));
  if (!row) throw new AppError('NOT_FOUND');
  const [[card], files] = await Promise.all([toCards(db, [row]), filesOf(db, row.id)]);
  if (!card) throw new AppError('NOT_FOUND');
  return toDetail(card, row, files);
}

const formatOf = (query: CatalogueQuery) =>
  query.product_format ?? (query.format ? FORMAT_BY_LABEL[query.format] : undefined);

function catalogueConditions(query: CatalogueQuery): SQL[] {
  const format = formatOf(query);
  return [publicWhere, format ? eq(products.format, format) : undefined, ...filtersOf(query, direct)].filter(
    (c): c is SQL => c !== undefined,
  );
}

/** The filters besides "on sale" and the format, naming columns through `c`. */
function filtersOf(query: CatalogueQuery, c: ColumnRef): SQL[] {
  return [
    query.category_id ? sql`${c(products.categoryId)} = ${query.category_id}` : undefined,
    query.seller_id ? sql`${c(products.sellerId)} = ${query.seller_id}` : undefined,
    query.free === 'true' ? sql`${c(products.price)} = 0` : undefined,
    query.free === 'false' ? sql`${c(products.price)} > 0` : undefined,
    query.min_price !== undefined ? sql`${c(products.price)} >= ${query.min_price}` : undefined,
    query.max_price !== undefined ? sql`${c(products.price)} <= ${query.max_price}` : undefined,
    query.q ? sql`${c(products.search)} @@ ${tsQuery(query.q)}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

type CatalogueSort = NonNullable<CatalogueQuery['sort']>;
/** How a sort names a column: the column itself, or its bare name inside a derived table. */
type ColumnRef = (column: PgColumn) => SQLWrapper;
const direct: ColumnRef = (column) => column;
const bare: ColumnRef = (column) => sql`${sql.identifier(column.name)}`;

/**
 * Each order exactly as the public indexes are built (`desc` there is `desc nulls last`), so the database
 * walks an index and stops after the page instead of sorting every match. `price_desc` walks the price
 * index backwards, which is `desc nulls first`: plain `desc`.
 */
const ORDERS: Record<Exclude<CatalogueSort, 'relevance'>, (c: ColumnRef) => SQL[]> = {
  newest: (c) => [sql`${c(products.publishedAt)} desc nulls last`, sql`${c(products.id)} desc nulls last`],
  price_asc: (c) => [sql`${c(products.price)} asc`, sql`${c(products.id)} asc`],
  price_desc: (c) => [sql`${c(products.price)} desc`, sql`${c(products.id)} desc`],
  best_selling: (c) => [
    sql`${c(products.salesCount)} desc nulls last`,
    sql`${c(products.id)} desc nulls last`,
  ],
};

const tsQuery = (q: string) => sql`websearch_to_tsquery('indonesian', ${q})`;

/** Counts matches up to `cap`: beyond it the number is not worth reading more rows for. */
async function countUpTo(db: DbOrTx, where: SQL | undefined, cap: number): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(db.select({ one: sql`1` }).from(products).where(where).limit(cap).as('capped'));
  return counted?.total ?? 0;
}

/** Cards of products by id, in the order of `ids`. */
async function cardsInOrder(db: DbOrTx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return joinedCards(
    db,
    ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined),
  );
}

/**
 * One page of a list with few matches (fewer than COUNT_CAP, known from the count): the matches are read
 * whole (through whichever index finds them) and sorted, rather than walking a sort index that may hold
 * them far apart. `offset 0` keeps the database from turning the read into such a walk.
 */
function pageOfFewMatches(
  db: DbOrTx,
  where: SQL | undefined,
  order: (c: ColumnRef) => SQL[],
  nameHit: SQL | undefined,
  limit: number,
  offset: number,
) {
  const matches = sql`select ${products.id}, ${products.publishedAt}, ${products.price}, ${products.salesCount}${
    nameHit ? sql`, ${nameHit} as "name_hit"` : sql``
  } from ${products} where ${where} offset 0`;
  return db
    .select({ id: sql<number>`"id"` })
    .from(sql`(${matches}) as "matches"`)
    .orderBy(...order(bare))
    .limit(limit)
    .offset(offset);
}

/**
 * The ids of one page of a long list. The page is first looked for along the sort index, reading at most a
 * window of entries a few times the page's depth: the database stops as soon as it has the page. Matches
 * can sit far down an index (a word only cheap products have, sorted by price descending), so when the
 * window holds too few of them, all matches are read and sorted instead: either way the page is exact.
 */
async function pageIds(
  db: DbOrTx,
  query: CatalogueQuery,
  order: (c: ColumnRef) => SQL[],
  extra: ((c: ColumnRef) => SQL) | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const found = await pageInWindow(db, query, order, extra, limit, offset);
  if (found.length === limit) return found.map((r) => r.id);
  return (await allMatchesPage(db, query, order, extra, limit, offset)).map((r) => r.id);
}

/** The page's ids within the window of the sort index (fewer than the page when the window runs out). */
function pageInWindow(
  db: DbOrTx,
  query: CatalogueQuery,
  order: (c: ColumnRef) => SQL[],
  extra: ((c: ColumnRef) => SQL) | undefined,
  limit: number,
  offset: number,
) {
  const format = formatOf(query);
  const window = 5 * (offset + limit) + 1_000;
  const head = sql`select ${products.id}, ${products.publishedAt}, ${products.price}, ${products.salesCount}, ${products.categoryId}, ${products.sellerId}, ${products.search}, ${products.nameSearch} from ${products} where ${and(publicWhere, format ? eq(products.format, format) : undefined)} order by ${sql.join(order(direct), sql`, `)} limit ${window}`;
  return db
    .select({ id: sql<number>`"id"` })
    .from(sql`(${head}) as "head"`)
    .where(and(...filtersOf(query, bare), extra?.(bare)))
    .orderBy(...order(bare))
    .limit(limit)
    .offset(offset);
}

/** The page's ids from all matches, sorted: exact however far down the index they sit. */
function allMatchesPage(
  db: DbOrTx,
  query: CatalogueQuery,
  order: (c: ColumnRef) => SQL[],
  extra: ((c: ColumnRef) => SQL) | undefined,
  limit: number,
  offset: number,
) {
  const where = and(...catalogueConditions(query), extra?.(direct));
  return pageOfFewMatches(db, where, order, undefined, limit, offset);
}

/**
 * The public catalogue: filters, sort, full-text search that understands Indonesian word forms. Given the
 * in-memory catalogue, it answers (record 016); what follows is the database path it falls back to. The total
 * depends on the filters only, not on the page or the sort, so the caller may remember it (`rememberTotal`)
 * while a visitor pages through.
 *
 * Relevance puts matches in the name before matches in the description only, newest first within each.
 * With many matches it reads two index walks (name matches, then the others from where they end) instead
 * of ordering every match.
 */
export async function listPublicProducts(
  db: DbOrTx,
  query: CatalogueQuery,
  rememberTotal: (compute: () => Promise<number>) => Promise<number> = (compute) => compute(),
  index?: CatalogueIndex,
) {
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  const limit = query.pageSize;
  const offset = (query.page - 1) * limit;
  const fromMemory = await index?.page({
    format: formatOf(query),
    categoryId: query.category_id,
    sellerId: query.seller_id,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    free: query.free === undefined ? undefined : query.free === 'true',
    q: query.q || undefined,
    sort,
    offset,
    limit,
  });
  if (fromMemory) {
    const { items, total } = fromMemory;
    return { items, page: query.page, pageSize: query.pageSize, total, total_is_estimate: false };
  }
  const where = and(...catalogueConditions(query));
  const q = sort === 'relevance' ? query.q : undefined;
  const inName = q ? (c: ColumnRef) => sql`${c(products.nameSearch)} @@ ${tsQuery(q)}` : undefined;
  const nameHit = inName?.(direct);
  const order = (c: ColumnRef) =>
    nameHit
      ? [sql`${c === bare ? sql.identifier('name_hit') : nameHit} desc`, ...ORDERS.newest(c)]
      : ORDERS[sort === 'relevance' ? 'newest' : sort](c);
  // The count decides how the page is read, so it comes first (and is usually remembered).
  const total = await rememberTotal(() => countUpTo(db, where, COUNT_CAP));
  let items: ProductCard[];
  if (total < COUNT_CAP) {
    const page = pageOfFewMatches(db, where, order, nameHit, limit, offset);
    items = await joinedCards(
      db,
      await cardRows(db)
        .where(inArray(products.id, page))
        .orderBy(...order(direct)),
    );
  } else if (inName && nameHit) {
    const first = await pageIds(db, query, ORDERS.newest, inName, limit, offset);
    let ids = first;
    if (first.length < limit) {
      // Where the name matches end: known from this page unless it holds none of them.
      const nameTotal =
        first.length > 0 || offset === 0
          ? offset + first.length
          : await countUpTo(db, and(where, nameHit), offset);
      const notInName = (c: ColumnRef) => not(inName(c));
      const rest = await pageIds(
        db,
        query,
        ORDERS.newest,
        notInName,
        limit - first.length,
        Math.max(0, offset - nameTotal),
      );
      ids = [...first, ...rest];
    }
    items = await cardsInOrder(db, ids);
  } else {
    // Usually the window holds the page: its cards come in the same query.
    const rows = await cardRows(db)
      .where(inArray(products.id, pageInWindow(db, query, order, undefined, limit, offset)))
      .orderBy(...order(direct));
    items =
      rows.length === limit
        ? await joinedCards(db, rows)
        : await cardsInOrder(
            db,
            (await allMatchesPage(db, query, order, undefined, limit, offset)).map((r) => r.id),
          );
  }
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    total_is_estimate: total >= COUNT_CAP,
  };
}

/** The newest public products, optionally of one format: the home page's rows. */
export async function listActiveProducts(
  db: DbOrTx,
  limit: number,
  format?: ProductFormat,
  index?: CatalogueIndex,
) {
  const fromMemory = await index?.page({ format, sort: 'newest', offset: 0, limit });
  if (fromMemory) return fromMemory.items;
  const rows = await cardRows(db)
    .where(and(publicWhere, format ? eq(products.format, format) : undefined))
    .orderBy(...ORDERS.newest(direct))
    .limit(limit);
  return joinedCards(db, rows);
}

/**
 * The sample of a public product, for streaming: by its product, or by its name in the samples bucket (the
 * file's id, or the last part of its storage key). Only a live sample of a product on sale is found.
 */
export async function findPublicSample(
  db: DbOrTx,
  ref: { productId: number } | { fileId: number } | { storedName: string },
): Promise<FileRow | undefined> {
  const which =
    'productId' in ref
      ? eq(productFiles.productId, ref.productId)
      : 'fileId' in ref
        ? eq(productFiles.id, ref.fileId)
        : // The route lets only letters, digits, `-` and `.` through, so the name holds no LIKE wildcard.
          like(productFiles.storageKey, `products/%/${ref.storedName}`);
  const [row] = await db
    .select({ file: productFiles })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(and(which, eq(productFiles.role, 'sample'), eq(productFiles.state, 'live'), publicWhere))
    .limit(1);
  return row?.file;
}

export async function countPublicProducts(db: DbOrTx, sellerIds: number[]): Promise<Map<number, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ sellerId: products.sellerId, total: count() })
    .from(products)
    .where(and(publicWhere, inArray(products.sellerId, sellerIds)))
    .groupBy(products.sellerId);
  return new Map(rows.map((r) => [r.sellerId, r.total]));
}

/** Cards of the given products that are on sale, in the order asked (others are left out): embedded cards. */
export async function findPublicCards(db: DbOrTx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(db).where(and(publicWhere, inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return joinedCards(
    db,
    ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined),
  );
}

/**
 * The same cards as `findPublicCards`, answered from this process's in-memory catalogue when it has one
 * (kept up to date with every committed change before it answers, or as of at most `freshWithinMs` ago),
 * from the database otherwise.
 */
export async function findPublicCardsQuickly(
  db: DbOrTx,
  index: CatalogueIndex | undefined,
  ids: number[],
  freshWithinMs = 0,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  return (await index?.cardsOf(ids, freshWithinMs)) ?? findPublicCards(db, ids);
}

/** A creator's newest products on sale: "more from this creator". */
export async function listSellerCards(db: DbOrTx, sellerId: number, limit: number): Promise<ProductCard[]> {
  const rows = await cardRows(db)
    .where(and(publicWhere, eq(products.sellerId, sellerId)))
    .orderBy(...ORDERS.newest(direct))
    .limit(limit);
  return joinedCards(db, rows);
}

/** Every product on sale with when it last changed, newest first: the sitemap's product entries. */
export async function listPublicProductDates(
  db: DbOrTx,
  limit: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(publicWhere)
    .orderBy(desc(products.updatedAt))
    .limit(limit);
}
