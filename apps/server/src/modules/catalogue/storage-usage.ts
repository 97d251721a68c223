import type { FileRole } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { SINGLE_ROLES } from './product-rows.ts';
import { productFiles, products } from './tables.ts';

// What the catalogue adds to the creator storage quota (platform/quota/creator-storage.ts): product files,
// staged and live. Covers and pictures are small and not counted.

/** Bytes a creator's product files take, staged and live. */
export async function productFileBytes(db: DbOrTx, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${productFiles.sizeBytes}), 0)::text` })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(eq(products.sellerId, sellerId));
  return Number(row?.used ?? 0);
}

/** The staged file of a single role that an upload of that role replaces: its room is the upload's too. */
export async function replacedBytes(
  db: DbOrTx,
  target: { productId: number; role: FileRole },
): Promise<number> {
  if (!SINGLE_ROLES.includes(target.role)) return 0;
  const [row] = await db
    .select({ size: sql<string>`coalesce(sum(${productFiles.sizeBytes}), 0)::text` })
    .from(productFiles)
    .where(
      and(
        eq(productFiles.productId, target.productId),
        eq(productFiles.role, target.role),
        eq(productFiles.state, 'staged'),
      ),
    );
  return Number(row?.size ?? 0);
}
