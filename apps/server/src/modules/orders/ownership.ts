import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findSaleableProduct } from '#modules/catalogue/index.ts';
import { AppError } from '#platform/errors.ts';
import { orders, ownerships } from './tables.ts';

// What a buyer owns: the ownership of one product, its download count, and the library.

export async function findOwnership(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({
      orderId: ownerships.orderId,
      orderCode: orders.code,
      downloadCount: ownerships.downloadCount,
      acquiredAt: ownerships.acquiredAt,
    })
    .from(ownerships)
    .innerJoin(orders, eq(orders.id, ownerships.orderId))
    .where(and(eq(ownerships.userId, userId), eq(ownerships.productId, productId)));
  return row;
}

/** Counts one download against the limit, atomically; at the limit nothing changes and the caller is told so. */
export async function countDownload(
  db: DbOrTx,
  userId: number,
  productId: number,
  limit: number,
): Promise<number> {
  const [row] = await db
    .update(ownerships)
    .set({ downloadCount: sql`${ownerships.downloadCount} + 1` })
    .where(
      and(
        eq(ownerships.userId, userId),
        eq(ownerships.productId, productId),
        lt(ownerships.downloadCount, limit),
      ),
    )
    .returning({ count: ownerships.downloadCount });
  if (row) return row.count;
  const owned = await findOwnership(db, userId, productId);
  if (!owned) throw new AppError('FORBIDDEN');
  throw new AppError('DOWNLOAD_LIMIT_REACHED', { details: { limit } });
}

export async function listOwned(db: DbOrTx, userId: number, query: { page: number; pageSize: number }) {
  const where = eq(ownerships.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ownerships)
      .where(where)
      .orderBy(desc(ownerships.acquiredAt), desc(ownerships.orderId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(ownerships).where(where),
  ]);
  const products = await Promise.all(rows.map((row) => findSaleableProduct(db, row.productId)));
  const items = rows.flatMap((row, index) => {
    const product = products[index];
    if (!product) return [];
    return [
      {
        product_id: row.productId,
        order_id: row.orderId,
        name: product.name,
        product_format: product.format,
        image_url: product.imageUrl,
        seller_name: product.sellerName,
        downloadable: product.downloadable,
        acquired_at: row.acquiredAt.toISOString(),
      },
    ];
  });
  return { items, page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}

/** Which of these products the user owns now (a refund withdraws ownership). */
export async function findOwnedProductIds(
  db: DbOrTx,
  userId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: ownerships.productId })
    .from(ownerships)
    .where(and(eq(ownerships.userId, userId), inArray(ownerships.productId, productIds)));
  return new Set(rows.map((row) => row.productId));
}

/** Everyone who owns a product now. */
export async function listProductOwnerIds(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: ownerships.userId })
    .from(ownerships)
    .where(eq(ownerships.productId, productId));
  return rows.map((row) => row.userId);
}

/** The products a user owns now, newest first, up to `limit` (pickers that list a library in one go). */
export async function listOwnedProductIds(db: DbOrTx, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ productId: ownerships.productId })
    .from(ownerships)
    .where(eq(ownerships.userId, userId))
    .orderBy(desc(ownerships.acquiredAt))
    .limit(limit);
  return rows.map((row) => row.productId);
}
