import type { FileRole, OutlineItem, ProductFormat } from '@pustaka/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { productFiles, products } from './tables.ts';
import { coverUrl, imageNameOf } from './views.ts';

/** What delivery needs to know of a product: who sells it and whether its files may be downloaded. */
export type DeliveryProduct = {
  id: number;
  name: string;
  format: ProductFormat;
  sellerId: number;
  downloadable: boolean;
  /** Published and active: on sale now. A buyer keeps access to what they bought either way. */
  onSale: boolean;
  coverUrl: string | null;
};

export type DeliveryFile = {
  id: number;
  productId: number;
  role: FileRole;
  state: 'live' | 'staged';
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  title: string | null;
  position: number;
  durationSeconds: number | null;
  pageCount: number | null;
  slideCount: number | null;
  outline: OutlineItem[];
};

const productColumns = {
  id: products.id,
  name: products.name,
  format: products.format,
  sellerId: products.sellerId,
  downloadable: products.downloadable,
  onSale: sql<boolean>`${products.isPublished} and ${products.isActive}`,
  coverKey: products.coverKey,
};

type ProductPick = { [K in keyof typeof productColumns]: unknown };

function toProduct(row: ProductPick): DeliveryProduct {
  return {
    id: row.id as number,
    name: row.name as string,
    format: row.format as ProductFormat,
    sellerId: row.sellerId as number,
    downloadable: row.downloadable as boolean,
    onSale: row.onSale as boolean,
    coverUrl: coverUrl(imageNameOf(row.coverKey as string | null), 'detail'),
  };
}

function toFile(row: typeof productFiles.$inferSelect): DeliveryFile {
  return {
    id: row.id,
    productId: row.productId,
    role: row.role as FileRole,
    state: row.state === 'live' ? 'live' : 'staged',
    storageKey: row.storageKey,
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    title: row.title,
    position: row.position,
    durationSeconds: row.durationSeconds,
    pageCount: row.pageCount,
    slideCount: row.slideCount,
    outline: (row.outline as OutlineItem[] | null) ?? [],
  };
}

/** A product by id, whatever its review state, for delivery's access checks. */
export async function findDeliveryProduct(
  db: DbOrTx,
  productId: number,
): Promise<DeliveryProduct | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, productId));
  return row ? toProduct(row) : undefined;
}

/**
 * One file with its product, named by id or by storage key (the object name legacy clients send). Staged
 * files are included: a creator downloads their own upload before review; buyers' routes keep to live ones.
 */
export async function findDeliveryFile(
  db: DbOrTx,
  ref: { id: number } | { storageKey: string },
): Promise<{ file: DeliveryFile; product: DeliveryProduct } | undefined> {
  const [row] = await db
    .select({ file: productFiles, product: productColumns })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where('id' in ref ? eq(productFiles.id, ref.id) : eq(productFiles.storageKey, ref.storageKey));
  return row ? { file: toFile(row.file), product: toProduct(row.product) } : undefined;
}

/** The live files of a product (what its buyers get), in the order the creator set. */
export async function listLiveFiles(db: DbOrTx, productId: number): Promise<DeliveryFile[]> {
  const rows = await db
    .select()
    .from(productFiles)
    .where(and(eq(productFiles.productId, productId), eq(productFiles.state, 'live')))
    .orderBy(asc(productFiles.role), asc(productFiles.position), asc(productFiles.id));
  return rows.map(toFile);
}
