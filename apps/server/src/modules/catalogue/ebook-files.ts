import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { productFiles, products } from './tables.ts';
import { coverUrl, imageNameOf } from './views.ts';

/** An ebook (PDF product) as another module may read it: its seller and the main PDF file to read. */
export type EbookSource = {
  id: number;
  name: string;
  sellerId: number;
  coverUrl: string | null;
  /** The newest main file: the live one for buyers; for the seller a staged one under review comes first. */
  liveFile: { storageKey: string; pageCount: number | null } | null;
  stagedFile: { storageKey: string; pageCount: number | null } | null;
};

/**
 * PDF products that are the user's own (`sellerId`) or among `ownedIds`, with their main files, newest
 * first. Other formats are left out: only an ebook has text a deck can be made from.
 */
export async function findEbookSources(
  db: DbOrTx,
  userId: number,
  ownedIds: number[],
  limit: number,
): Promise<EbookSource[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      coverKey: products.coverKey,
    })
    .from(products)
    .where(
      and(
        eq(products.format, 'PDF'),
        ownedIds.length > 0
          ? or(eq(products.sellerId, userId), inArray(products.id, ownedIds))
          : eq(products.sellerId, userId),
      ),
    )
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const files = await db
    .select({
      productId: productFiles.productId,
      state: productFiles.state,
      storageKey: productFiles.storageKey,
      pageCount: productFiles.pageCount,
    })
    .from(productFiles)
    .where(
      and(
        inArray(
          productFiles.productId,
          rows.map((row) => row.id),
        ),
        eq(productFiles.role, 'main'),
      ),
    )
    .orderBy(desc(productFiles.id));
  return rows.map((row) => {
    const mine = files.filter((file) => file.productId === row.id);
    const pick = (state: 'live' | 'staged') => {
      const file = mine.find((candidate) => candidate.state === state);
      return file ? { storageKey: file.storageKey, pageCount: file.pageCount } : null;
    };
    return {
      id: row.id,
      name: row.name,
      sellerId: row.sellerId,
      coverUrl: coverUrl(imageNameOf(row.coverKey), 'card'),
      liveFile: pick('live'),
      stagedFile: pick('staged'),
    };
  });
}
