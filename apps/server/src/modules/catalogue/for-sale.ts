import { type AnyColumn, and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import { categories, products } from './tables.ts';
import { coverUrl, imageNameOf } from './views.ts';

/** What checkout needs to know of a product: its price now and whether it may be sold. */
export type SaleableProduct = {
  id: number;
  name: string;
  format: 'PDF' | 'MP3' | 'CRS' | 'PPT';
  sellerId: number;
  sellerName: string;
  categoryId: number | null;
  basePrice: number;
  discountAmount: number;
  price: number;
  imageUrl: string | null;
  downloadable: boolean;
  /** Approved, published and active: only such a product can be bought. */
  onSale: boolean;
};

/** A product's format (PDF, MP3, CRS, PPT) as SQL, for reports that group another module's rows by it. */
export function productFormatOf(productId: SQL | AnyColumn): SQL<string> {
  return sql<string>`(select ${products.format} from ${products} where ${products.id} = ${productId})`;
}

export async function findSaleableProduct(
  db: DbOrTx,
  productId: number,
): Promise<SaleableProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      format: products.format,
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      basePrice: products.basePrice,
      discountAmount: products.discountAmount,
      price: products.price,
      coverKey: products.coverKey,
      downloadable: products.downloadable,
      onSale: sql<boolean>`${products.isPublished} and ${products.isActive}`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return undefined;
  const seller = (await findUserSummaries(db, [row.sellerId])).get(row.sellerId);
  return {
    id: row.id,
    name: row.name,
    format: row.format as SaleableProduct['format'],
    sellerId: row.sellerId,
    sellerName: seller?.name ?? 'Unknown Creator',
    categoryId: row.categoryId,
    basePrice: row.basePrice,
    discountAmount: row.discountAmount,
    price: row.price,
    imageUrl: coverUrl(imageNameOf(row.coverKey), 'card'),
    downloadable: row.downloadable,
    onSale: row.onSale,
  };
}

/** Names of products by id, for lists that point at products (campaigns); unknown ids are left out. */
export async function findProductNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Published products whose name contains `text` (any case, any position), for pickers that choose products
 * by name as it is typed; full-text search would only match whole words.
 */
export async function findProductsByName(db: DbOrTx, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: products.id,
      name: products.name,
      format: products.format,
      price: products.price,
      categoryName: categories.name,
      onSale: sql<boolean>`${products.isPublished} and ${products.isActive}`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isPublished, true), ilike(products.name, pattern)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);
}

/** Names of categories by id; unknown ids are left out. */
export async function findCategoryNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Keeps a product's sales count and revenue (what best-selling sorts by) in step with its orders. */
export async function addToSalesFigures(tx: DbOrTx, productId: number, sales: number, revenue: number) {
  await salesFiguresStatement(tx, productId, sales, revenue);
}

/** The statement of `addToSalesFigures`, built but not sent, for a caller that sends it with others. */
export function salesFiguresStatement(tx: DbOrTx, productId: number, sales: number, revenue: number) {
  return tx
    .update(products)
    .set({
      salesCount: sql`greatest(${products.salesCount} + ${sales}, 0)`,
      revenue: sql`greatest(${products.revenue} + ${revenue}, 0)`,
    })
    .where(eq(products.id, productId));
}

/**
 * A seller's own products among `ids`, in one query each for the products and the seller: what a creator's
 * page (a landing page's product grid) shows. Ids of others' products are left out; `onSale` says which
 * a visitor may buy.
 */
export async function findSellerProducts(
  db: DbOrTx,
  sellerId: number,
  ids: number[],
): Promise<SaleableProduct[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      format: products.format,
      categoryId: products.categoryId,
      basePrice: products.basePrice,
      discountAmount: products.discountAmount,
      price: products.price,
      coverKey: products.coverKey,
      downloadable: products.downloadable,
      onSale: sql<boolean>`${products.isPublished} and ${products.isActive}`,
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, unique)));
  const seller = (await findUserSummaries(db, [sellerId])).get(sellerId);
  return rows.map((row) => ({
    ...row,
    format: row.format as SaleableProduct['format'],
    sellerId,
    sellerName: seller?.name ?? 'Unknown Creator',
    imageUrl: coverUrl(imageNameOf(row.coverKey), 'card'),
  }));
}
