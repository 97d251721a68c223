import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findUserSummaries } from '../users/index.ts';
import { products } from './tables.ts';
import { coverUrl, imageNameOf } from './views.ts';

/** What checkout needs to know of a product: its price now and whether it may be sold. */
export type SaleableProduct = {
  id: number;
  name: string;
  format: 'PDF' | 'MP3' | 'CRS' | 'PPT';
  sellerId: number;
  sellerName: string;
  basePrice: number;
  discountAmount: number;
  price: number;
  imageUrl: string | null;
  downloadable: boolean;
  /** Approved, published and active: only such a product can be bought. */
  onSale: boolean;
};

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
    basePrice: row.basePrice,
    discountAmount: row.discountAmount,
    price: row.price,
    imageUrl: coverUrl(imageNameOf(row.coverKey), 'card'),
    downloadable: row.downloadable,
    onSale: row.onSale,
  };
}

/** Keeps a product's sales count and revenue (what best-selling sorts by) in step with its orders. */
export async function addToSalesFigures(tx: DbOrTx, productId: number, sales: number, revenue: number) {
  await tx
    .update(products)
    .set({
      salesCount: sql`greatest(${products.salesCount} + ${sales}, 0)`,
      revenue: sql`greatest(${products.revenue} + ${revenue}, 0)`,
    })
    .where(eq(products.id, productId));
}
