import { randomBytes } from 'node:crypto';
import type {
  CatalogueQuery,
  CategoryInput,
  FileRole,
  ManagedProduct,
  OutlineItem,
  ProductCard,
  ProductDetail,
  ProductFormat,
  ProductInputSchema,
  ProductStatus,
  ProductUpdate,
} from '@pustaka/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import { toWebp } from '../../platform/images.ts';
import { findUserSummaries, getUser } from '../users/index.ts';
import { assertAuthorExists, authorPhotoUrl, findAuthorCards } from './author-cards.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { sanitizeDescription, slugify } from './rich-text.ts';
import { authors, categories, productFiles, products } from './tables.ts';
import { type CategoryRow, type FileRow, type ProductRow, toCard, toDetail, toManaged } from './views.ts';

/** Published whenever what the public sees may have changed; public caches listen to it. */
export const CATALOGUE_CHANGED = 'catalogue.changed';

const FORMAT_BY_LABEL = { Ebook: 'PDF', Audio: 'MP3', Video: 'CRS', Slides: 'PPT' } as const;
/** Roles of which a product holds one file; a new upload replaces the old one. */
const SINGLE_ROLES: FileRole[] = ['main', 'sample', 'deck'];
/** Which file roles each format uses. */
export const ROLES_BY_FORMAT: Record<ProductFormat, FileRole[]> = {
  PDF: ['main', 'sample'],
  MP3: ['track', 'sample'],
  CRS: ['lesson', 'sample'],
  PPT: ['deck', 'sample'],
};
const COVER_SIZES = { card: { width: 600, height: 600 }, detail: { width: 1200, height: 1200 } };
/** Counting beyond this many matches costs more than the number is worth to a person paging. */
const COUNT_CAP = 2_000;

const publicWhere = sql`${products.isPublished} and ${products.isActive}`;

/** Every column but the search vectors: they are large, and only the database needs them. */
const { search: _search, nameSearch: _nameSearch, ...productColumns } = getTableColumns(products);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}

async function notifyCatalogueChanged(ctx: AppContext) {
  await ctx.events.publish(CATALOGUE_CHANGED, '');
}

// ------------------------------------------------------------------ categories

async function categoryCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.categoryId, total: count() })
    .from(products)
    .where(publicWhere)
    .groupBy(products.categoryId);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as number, r.total]));
}

function toCategory(row: CategoryRow, counts: Map<number, number>) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    is_active: row.isActive,
    product_count: counts.get(row.id) ?? 0,
  };
}

export async function listCategories(db: DbOrTx, options: { activeOnly: boolean }) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(options.activeOnly ? eq(categories.isActive, true) : undefined)
      .orderBy(asc(categories.name)),
    categoryCounts(db),
  ]);
  return rows.map((row) => toCategory(row, counts));
}

export async function getCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toCategory(row, await categoryCounts(db));
}

export async function createCategory(ctx: AppContext, input: CategoryInput) {
  try {
    const [row] = await ctx.db
      .insert(categories)
      .values({
        name: input.name,
        slug: `${slugify(input.name)}`,
        description: input.description ?? null,
        isActive: input.is_active ?? true,
      })
      .returning();
    if (!row) throw new Error('category insert returned nothing');
    await notifyCatalogueChanged(ctx);
    return toCategory(row, new Map());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

export async function updateCategory(ctx: AppContext, id: number, input: Partial<CategoryInput>) {
  // An empty change is a valid request that changes nothing (an UPDATE with no columns is not valid SQL).
  if (Object.values(input).every((value) => value === undefined)) return getCategory(ctx.db, id);
  try {
    const [row] = await ctx.db
      .update(categories)
      .set({
        ...(input.name !== undefined && { name: input.name, slug: slugify(input.name) }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.is_active !== undefined && { isActive: input.is_active }),
      })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await notifyCatalogueChanged(ctx);
    return toCategory(row, await categoryCounts(ctx.db));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

/** Products of a deleted category keep existing, without a category. */
export async function deleteCategory(ctx: AppContext, id: number) {
  const deleted = await ctx.db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  await notifyCatalogueChanged(ctx);
}

// ------------------------------------------------------------------ reading products

async function toCards(db: DbOrTx, rows: ProductRow[]): Promise<ProductCard[]> {
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id !== null))];
  const [categoryRows, sellers, authorCards] = await Promise.all([
    categoryIds.length ? db.select().from(categories).where(inArray(categories.id, categoryIds)) : [],
    findUserSummaries(
      db,
      rows.map((r) => r.sellerId),
    ),
    findAuthorCards(
      db,
      rows.map((r) => r.authorId),
    ),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  return rows.map((row) =>
    toCard(
      row,
      row.categoryId === null ? undefined : byId.get(row.categoryId),
      sellers.get(row.sellerId),
      row.authorId === null ? null : (authorCards.get(row.authorId) ?? null),
    ),
  );
}

/** A product with its category and author, read in one query: what a card shows. */
function cardRows(db: DbOrTx) {
  return db
    .select({
      product: productColumns,
      category: categories,
      author: { id: authors.id, name: authors.name, photoKey: authors.photoKey },
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(authors, eq(authors.id, products.authorId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['execute']>>[number];

/** Cards from joined rows: one more query, for the sellers' names (the users module's own). */
async function joinedCards(db: DbOrTx, rows: CardRow[]): Promise<ProductCard[]> {
  const sellers = await findUserSummaries(
    db,
    rows.map((r) => r.product.sellerId),
  );
  return rows.map(({ product, category, author }) =>
    toCard(
      product,
      category ?? undefined,
      sellers.get(product.sellerId),
      author ? { id: author.id, name: author.name, photo_url: authorPhotoUrl(author.photoKey) } : null,
    ),
  );
}

async function filesOf(db: DbOrTx, productId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(asc(productFiles.role), asc(productFiles.position), asc(productFiles.id));
}

async function findProductRow(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}

/** The product if the caller may manage it (its seller or an admin); otherwise 404, not 403, to hide it. */
async function getOwnedRow(db: DbOrTx, principal: Principal, id: number): Promise<ProductRow> {
  const row = await findProductRow(db, id);
  if (!row || (row.sellerId !== principal.userId && !principal.roles.includes('admin'))) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

export async function getManagedProduct(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(db, principal, id);
  return managedView(db, row);
}

async function managedView(db: DbOrTx, row: ProductRow): Promise<ManagedProduct> {
  const [[card], files] = await Promise.all([toCards(db, [row]), filesOf(db, row.id)]);
  if (!card) throw new AppError('NOT_FOUND');
  return toManaged(card, row, files);
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

export async function listOwnProducts(
  db: DbOrTx,
  sellerId: number,
  options: { status?: ProductStatus; format?: ProductFormat; page: number; pageSize: number },
) {
  const where = and(
    eq(products.sellerId, sellerId),
    options.status ? eq(products.status, options.status) : undefined,
    options.format ? eq(products.format, options.format) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const items = await Promise.all(rows.map((row) => managedView(db, row)));
  return { items, page: options.page, pageSize: options.pageSize, total: totals?.total ?? 0 };
}

export async function sellerStatusCounts(db: DbOrTx, sellerId: number) {
  const rows = await db
    .select({ status: products.status, total: count() })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .groupBy(products.status);
  const counts = { draft: 0, pending: 0, approved: 0, rejected: 0 } as Record<ProductStatus, number>;
  for (const row of rows) counts[row.status as ProductStatus] = row.total;
  return counts;
}

export async function reviewQueue(
  db: DbOrTx,
  options: { status: ProductStatus; page: number; pageSize: number },
) {
  const where = eq(products.status, options.status);
  const [rows, [totals], counts] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.submittedAt), asc(products.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(products).where(where),
    db.select({ status: products.status, total: count() }).from(products).groupBy(products.status),
  ]);
  const items = await Promise.all(rows.map((row) => managedView(db, row)));
  const byStatus = { draft: 0, pending: 0, approved: 0, rejected: 0 } as Record<ProductStatus, number>;
  for (const row of counts) byStatus[row.status as ProductStatus] = row.total;
  return {
    items,
    page: options.page,
    pageSize: options.pageSize,
    total: totals?.total ?? 0,
    counts: byStatus,
  };
}

/** A live file of a public product (its sample), for streaming. */
export async function findPublicSample(db: DbOrTx, productId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: productFiles })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(
      and(
        eq(productFiles.productId, productId),
        eq(productFiles.role, 'sample'),
        eq(productFiles.state, 'live'),
        publicWhere,
      ),
    );
  return row?.file;
}

/** Any file of a product the caller manages (staged ones too): the publisher's and the reviewer's preview. */
export async function getManagedFile(db: DbOrTx, principal: Principal, productId: number, fileId: number) {
  await getOwnedRow(db, principal, productId);
  const [file] = await db
    .select()
    .from(productFiles)
    .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, productId)));
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

/** The product a file belongs to, for routes that name a file by its own id (the audio-content routes). */
export async function getFileProductId(db: DbOrTx, principal: Principal, fileId: number): Promise<number> {
  const [file] = await db
    .select({ productId: productFiles.productId })
    .from(productFiles)
    .where(eq(productFiles.id, fileId));
  if (!file) throw new AppError('NOT_FOUND');
  await getOwnedRow(db, principal, file.productId);
  return file.productId;
}

// ------------------------------------------------------------------ writing products

/** A product names an existing category; a missing one is a mistake in the form, not a missing page. */
async function assertCategoryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) {
    throw new AppError('VALIDATION_ERROR', {
      details: [{ field: 'body.category_id', message: 'Kategori tidak ditemukan' }],
    });
  }
}

export async function createProduct(
  ctx: AppContext,
  sellerId: number,
  input: z.output<typeof ProductInputSchema>,
): Promise<ManagedProduct> {
  if (input.category_id !== null) await assertCategoryExists(ctx.db, input.category_id);
  if (input.author_id !== null) await assertAuthorExists(ctx.db, input.author_id);
  const description = sanitizeDescription(input.description);
  const [row] = await ctx.db
    .insert(products)
    .values({
      sellerId,
      categoryId: input.category_id,
      authorId: input.author_id,
      name: input.name,
      slug: slugify(input.name),
      descriptionHtml: description.html,
      descriptionText: description.text,
      format: input.format,
      basePrice: input.base_price,
      discountAmount: input.discount_amount,
      language: input.language,
      downloadable: input.downloadable,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return managedView(ctx.db, row);
}

/** Details change at once, also on a published product; files go through review (addFile). */
export async function updateProduct(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: ProductUpdate,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, id);
  if (input.category_id) await assertCategoryExists(ctx.db, input.category_id);
  if (input.author_id) await assertAuthorExists(ctx.db, input.author_id);
  const basePrice = input.base_price ?? row.basePrice;
  const discount = input.discount_amount ?? row.discountAmount;
  if (discount > basePrice) {
    throw new AppError('VALIDATION_ERROR', {
      details: [{ field: 'body.discount_amount', message: 'Diskon tidak boleh melebihi harga' }],
    });
  }
  const description = input.description !== undefined ? sanitizeDescription(input.description) : undefined;
  const [updated] = await ctx.db
    .update(products)
    .set({
      ...(input.name !== undefined && { name: input.name, slug: slugify(input.name) }),
      ...(description && { descriptionHtml: description.html, descriptionText: description.text }),
      ...(input.category_id !== undefined && { categoryId: input.category_id }),
      ...(input.author_id !== undefined && { authorId: input.author_id }),
      ...(input.base_price !== undefined && { basePrice: input.base_price }),
      ...(input.discount_amount !== undefined && { discountAmount: input.discount_amount }),
      ...(input.language !== undefined && { language: input.language }),
      ...(input.downloadable !== undefined && { downloadable: input.downloadable }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
      updatedAt: ctx.now(),
    })
    .where(eq(products.id, id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  if (updated.isPublished) await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, updated);
}

/**
 * Stores both cover sizes first, then points the product at them; the pair it pointed at before is removed
 * after. That pair is read under the row lock, so of two covers uploaded at once the loser's pair is the one
 * removed, and a product deleted meanwhile takes the new pair with it.
 */
export async function setCover(
  ctx: AppContext,
  principal: Principal,
  id: number,
  image: Buffer,
): Promise<ManagedProduct> {
  await getOwnedRow(ctx.db, principal, id);
  const [card, detail] = await Promise.all([
    toWebp(image, COVER_SIZES.card, 'inside'),
    toWebp(image, COVER_SIZES.detail, 'inside'),
  ]);
  const name = `${id}-${randomBytes(8).toString('hex')}`;
  const keys = [`cover/${name}-card.webp`, `cover/${name}-detail.webp`];
  await ctx.storage.put(keys[0] as string, card, 'image/webp');
  await ctx.storage.put(keys[1] as string, detail, 'image/webp');
  const { updated, previous } = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ coverKey: products.coverKey })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      const [row] = await tx
        .update(products)
        .set({ coverKey: keys[0], updatedAt: ctx.now() })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return { updated: row, previous: current.coverKey };
    })
    .catch(async (error) => {
      await Promise.all(keys.map((key) => ctx.storage.delete(key)));
      throw error;
    });
  await deleteCover(ctx, previous);
  if (updated.isPublished) await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, updated);
}

/** Removes both stored sizes of a cover, given the key the product row holds. */
async function deleteCover(ctx: AppContext, coverKey: string | null) {
  if (!coverKey) return;
  const base = coverKey.replace(/-card\.webp$/, '');
  await Promise.all([ctx.storage.delete(`${base}-card.webp`), ctx.storage.delete(`${base}-detail.webp`)]);
}

export type InspectedUpload = {
  /** A temporary file on local disk holding the whole upload. */
  path: string;
  originalName: string;
  sizeBytes: number;
  contentType: string;
  info: { pageCount?: number; outline?: OutlineItem[]; durationSeconds?: number; slideCount?: number };
};

/**
 * Adds a checked upload as a staged file. The object is stored before the row is written and removed if
 * the row cannot be, so no row ever points at a missing object. A staged file replaces a staged file of
 * the same single role at once; live files are only replaced when a reviewer approves.
 */
export async function addFile(
  ctx: AppContext,
  principal: Principal,
  productId: number,
  role: FileRole,
  upload: InspectedUpload,
  title: string | undefined,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, productId);
  if (!ROLES_BY_FORMAT[row.format as ProductFormat].includes(role)) {
    throw new AppError('VALIDATION_ERROR', {
      details: [
        { field: 'querystring.role', message: `Format ${row.format} tidak memakai berkas "${role}"` },
      ],
    });
  }
  const extension = upload.originalName.match(/\.([a-z0-9]{1,5})$/i)?.[1]?.toLowerCase() ?? 'bin';
  const key = `products/${productId}/${role}-${randomBytes(10).toString('hex')}.${extension}`;
  await ctx.storage.putFile(key, upload.path, upload.contentType);
  let replacedKeys: string[] = [];
  try {
    replacedKeys = await ctx.db.transaction(async (tx) => {
      // Serialises concurrent uploads to one product, so positions and replacements stay consistent, and
      // tells an upload that outlived its product (deleted while the object was being stored) apart.
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND');
      let removed: FileRow[] = [];
      if (SINGLE_ROLES.includes(role)) {
        removed = await tx
          .delete(productFiles)
          .where(
            and(
              eq(productFiles.productId, productId),
              eq(productFiles.role, role),
              eq(productFiles.state, 'staged'),
            ),
          )
          .returning();
      }
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productFiles.position}), -1)::int` })
        .from(productFiles)
        .where(and(eq(productFiles.productId, productId), eq(productFiles.role, role)));
      await tx.insert(productFiles).values({
        productId,
        role,
        state: 'staged',
        storageKey: key,
        originalName: upload.originalName.slice(0, 200),
        contentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
        title: title ?? null,
        position: (last?.position ?? -1) + 1,
        durationSeconds: upload.info.durationSeconds ?? null,
        pageCount: upload.info.pageCount ?? null,
        slideCount: upload.info.slideCount ?? null,
        outline: upload.info.outline ?? null,
        createdAt: ctx.now(),
      });
      await tx.update(products).set({ updatedAt: ctx.now() }).where(eq(products.id, productId));
      return removed.map((f) => f.storageKey);
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  await Promise.all(replacedKeys.map((k) => ctx.storage.delete(k)));
  return managedView(ctx.db, row);
}

export async function updateFile(
  ctx: AppContext,
  principal: Principal,
  productId: number,
  fileId: number,
  input: { title?: string; position?: number },
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, productId);
  const changes = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.position !== undefined && { position: input.position }),
  };
  const where = and(eq(productFiles.id, fileId), eq(productFiles.productId, productId));
  // An empty change is a valid request that changes nothing (an UPDATE with no columns is not valid SQL).
  const updated =
    Object.keys(changes).length === 0
      ? await ctx.db.select({ id: productFiles.id }).from(productFiles).where(where)
      : await ctx.db.update(productFiles).set(changes).where(where).returning({ id: productFiles.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  if (row.isPublished) await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, row);
}

/**
 * Staged files can always go. A live file of a product on sale is part of what buyers get: a single file
 * (main, deck, sample) is replaced by uploading a new one, and a track or lesson may go while another stays.
 */
export async function deleteFile(ctx: AppContext, principal: Principal, productId: number, fileId: number) {
  await getOwnedRow(ctx.db, principal, productId);
  // Under the row lock, so two deletions at once cannot take the last two tracks of a product on sale.
  const { row, file } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select(productColumns)
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const files = await tx.select().from(productFiles).where(eq(productFiles.productId, productId));
    const target = files.find((f) => f.id === fileId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.state === 'live' && current.isPublished) {
      if (target.role !== 'track' && target.role !== 'lesson') {
        throw new AppError('CONFLICT', {
          message: 'This file is part of the version on sale; upload a replacement instead.',
        });
      }
      if (files.filter((f) => f.state === 'live' && f.role === target.role).length === 1) {
        throw new AppError('CONFLICT', {
          message:
            'A product on sale keeps at least one track or lesson; add another before removing this one.',
        });
      }
    }
    await tx.delete(productFiles).where(eq(productFiles.id, fileId));
    return { row: current, file: target };
  });
  await ctx.storage.delete(file.storageKey);
  if (row.isPublished && file.state === 'live') await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, row);
}

/** What a product needs before a reviewer can look at it. */
function missingForReview(row: ProductRow, files: FileRow[]): string[] {
  const has = (role: FileRole) => files.some((f) => f.role === role);
  const problems: string[] = [];
  const needed: Record<ProductFormat, FileRole> = { PDF: 'main', MP3: 'track', CRS: 'lesson', PPT: 'deck' };
  if (!has(needed[row.format as ProductFormat])) problems.push(`file:${needed[row.format as ProductFormat]}`);
  if (!row.coverKey) problems.push('cover');
  if (row.descriptionText.length < 20) problems.push('description');
  return problems;
}

export async function submitForReview(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, id);
  const files = await filesOf(ctx.db, id);
  const missing = missingForReview(row, files);
  if (missing.length > 0)
    throw new AppError('VALIDATION_ERROR', {
      details: missing.map((m) => ({ field: m, message: 'required' })),
    });
  if (row.status === 'pending') throw new AppError('CONFLICT', { message: 'Already waiting for review.' });
  if (row.status === 'approved' && !files.some((f) => f.state === 'staged')) {
    throw new AppError('CONFLICT', { message: 'Nothing changed since the last approval.' });
  }
  const [updated] = await ctx.db
    .update(products)
    .set({ status: 'pending', submittedAt: ctx.now(), rejectionReason: null, updatedAt: ctx.now() })
    .where(eq(products.id, id))
    .returning();
  return managedView(ctx.db, updated ?? row);
}

/** Approval promotes staged files to live (retiring what they replace) and puts the product on sale. */
export async function approveProduct(
  ctx: AppContext,
  reviewerId: number,
  id: number,
): Promise<ManagedProduct> {
  const { row, retiredKeys } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status !== 'pending')
      throw new AppError('CONFLICT', { message: 'Only products waiting for review can be approved.' });
    const files = await tx.select().from(productFiles).where(eq(productFiles.productId, id));
    const stagedRoles = new Set(files.filter((f) => f.state === 'staged').map((f) => f.role));
    const retired = files.filter(
      (f) => f.state === 'live' && SINGLE_ROLES.includes(f.role as FileRole) && stagedRoles.has(f.role),
    );
    if (retired.length)
      await tx.delete(productFiles).where(
        inArray(
          productFiles.id,
          retired.map((f) => f.id),
        ),
      );
    await tx
      .update(productFiles)
      .set({ state: 'live' })
      .where(and(eq(productFiles.productId, id), eq(productFiles.state, 'staged')));
    const now = ctx.now();
    const [updated] = await tx
      .update(products)
      .set({
        status: 'approved',
        isPublished: true,
        publishedAt: current.publishedAt ?? now,
        reviewedAt: now,
        reviewedBy: reviewerId,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(eq(products.id, id))
      .returning();
    return { row: updated ?? current, retiredKeys: retired.map((f) => f.storageKey) };
  });
  await Promise.all(retiredKeys.map((key) => ctx.storage.delete(key)));
  await notifyCatalogueChanged(ctx);
  await mailReviewOutcome(ctx, row, undefined);
  return managedView(ctx.db, row);
}

/** Rejection keeps any approved version on sale; the creator sees the reason and gets an email. */
export async function rejectProduct(ctx: AppContext, reviewerId: number, id: number, reason: string) {
  const [row] = await ctx.db
    .update(products)
    .set({
      status: 'rejected',
      rejectionReason: reason,
      reviewedAt: ctx.now(),
      reviewedBy: reviewerId,
      updatedAt: ctx.now(),
    })
    .where(and(eq(products.id, id), eq(products.status, 'pending')))
    .returning();
  if (!row) {
    if (!(await findProductRow(ctx.db, id))) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', { message: 'Only products waiting for review can be rejected.' });
  }
  await mailReviewOutcome(ctx, row, reason);
  return managedView(ctx.db, row);
}

async function mailReviewOutcome(ctx: AppContext, row: ProductRow, reason: string | undefined) {
  const seller = await getUser(ctx.db, row.sellerId);
  const link = `${ctx.config.publicUrl}/publisher/products/${row.id}`;
  const english = seller.language === 'en';
  const subject = reason
    ? english
      ? `Changes needed: ${row.name}`
      : `Perlu perbaikan: ${row.name}`
    : english
      ? `Approved: ${row.name} is on sale`
      : `Disetujui: ${row.name} sudah dijual`;
  const body = reason
    ? english
      ? `Your product "${row.name}" was not approved. Reason: ${reason}`
      : `Produk Anda "${row.name}" belum disetujui. Alasan: ${reason}`
    : english
      ? `Your product "${row.name}" was approved and is now visible in the catalogue.`
      : `Produk Anda "${row.name}" telah disetujui dan kini tampil di katalog.`;
  await ctx.mailer.send({
    to: seller.email,
    subject,
    text: `${body}\n\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
}

/**
 * Delete removes a product that was never sold; force-delete removes it whatever its history (the
 * orders module, when it exists, keeps its own copy of what was bought).
 */
export async function deleteProduct(
  ctx: AppContext,
  principal: Principal,
  id: number,
  options: { force: boolean },
) {
  await getOwnedRow(ctx.db, principal, id);
  // Under the row lock, the files deleted here are all the product has: an upload either committed before
  // (its object is removed below) or finds the product gone.
  const { row, files } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (!options.force && current.salesCount > 0) {
      throw new AppError('CONFLICT', {
        message: 'This product has sales; deactivate it instead, or force-delete.',
      });
    }
    if (!options.force && !principal.roles.includes('admin') && current.isPublished) {
      throw new AppError('CONFLICT', {
        message: 'A product on sale cannot be deleted; deactivate it instead.',
      });
    }
    const removed = await tx.delete(productFiles).where(eq(productFiles.productId, id)).returning();
    await tx.delete(products).where(eq(products.id, id));
    return { row: current, files: removed };
  });
  await Promise.all([...files.map((f) => ctx.storage.delete(f.storageKey)), deleteCover(ctx, row.coverKey)]);
  if (row.isPublished) await notifyCatalogueChanged(ctx);
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
