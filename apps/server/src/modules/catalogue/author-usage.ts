import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { products } from './tables.ts';

// Which products name an author: what the authors module asks before it lets a record change or go.

/** How many products (on sale or not) name each author. */
export async function countProductsByAuthor(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: products.authorId, total: count() })
    .from(products)
    .where(inArray(products.authorId, ids))
    .groupBy(products.authorId);
  return new Map(rows.map((r) => [r.id as number, r.total]));
}

/** Authors some other seller's product names: the records a publisher may no longer change. */
export async function findAuthorsNamedByOtherSellers(
  db: DbOrTx,
  ids: number[],
  sellerId: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: products.authorId })
    .from(products)
    .where(and(inArray(products.authorId, ids), ne(products.sellerId, sellerId)));
  return new Set(rows.map((r) => r.id as number));
}

/** Products that named the author name none; run in the transaction that deletes the author. */
export async function detachAuthor(tx: DbOrTx, authorId: number): Promise<void> {
  await tx.update(products).set({ authorId: null }).where(eq(products.authorId, authorId));
}
