import { and, asc, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { lexemesOf } from './memory-index/text-query.ts';
import { publicWhere } from './product-rows.ts';
import { products } from './tables.ts';

/** What the recommender compares products by, for one product on sale. */
export type ProductFeatures = {
  id: number;
  name: string;
  sellerId: number;
  authorId: number | null;
  categoryId: number | null;
  format: string;
  salesCount: number;
  publishedAt: Date | null;
  /**
   * Topic words of the name and description, stemmed as catalogue search stems them (Indonesian) and by
   * the English stemmer too, since creators write in both.
   */
  words: string[];
};

const text = sql`${products.name} || ' ' || left(${products.descriptionText}, 4000)`;

/** Products on sale after `afterId`, by id, `limit` at a time: the recommender's full rebuild reads these. */
export async function listProductFeatures(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<ProductFeatures[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      authorId: products.authorId,
      categoryId: products.categoryId,
      format: products.format,
      salesCount: products.salesCount,
      publishedAt: products.publishedAt,
      indonesian: sql<string>`to_tsvector('indonesian', ${text})::text`,
      english: sql<string>`to_tsvector('english', ${text})::text`,
    })
    .from(products)
    .where(and(publicWhere, gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map(({ indonesian, english, ...row }) => ({
    ...row,
    words: [...new Set([...lexemesOf(indonesian), ...lexemesOf(english)])],
  }));
}

/** Products on sale whose name matches a search, best sellers first: what a member's searches point to. */
export async function findProductsMatching(db: DbOrTx, query: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(publicWhere, sql`${products.search} @@ websearch_to_tsquery('indonesian', ${query})`))
    .orderBy(sql`${products.salesCount} desc`, asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The newest products on sale (of one format), for lists that must never be empty on a new catalogue. */
export async function listNewestProductIds(db: DbOrTx, limit: number, format?: string): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(publicWhere, format ? sql`${products.format} = ${format}` : undefined))
    .orderBy(sql`${products.publishedAt} desc nulls last`, sql`${products.id} desc`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Every product of a creator (on sale or not), by id: their recommendation figures list these. */
export async function listSellerProductNames(
  db: DbOrTx,
  sellerId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`${products.sellerId} = ${sellerId}`)
    .orderBy(asc(products.id))
    .limit(5_000);
}
