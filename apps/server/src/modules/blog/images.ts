import { randomBytes } from 'node:crypto';
import { type BlogImage, blogImageUrl } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { toWebp } from '#platform/images.ts';
import { claimStorageRoom } from '#platform/quota/creator-storage.ts';
import { blogImages } from './tables.ts';

/** Pictures in posts are shown at most this wide (and as tall), whatever was uploaded. */
const IMAGE_BOX = { width: 1600, height: 1600 };

/** Bytes an author's blog images take: what the blog adds to the creator storage quota. */
export async function blogImageBytes(db: DbOrTx, authorId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${blogImages.sizeBytes}), 0)::text` })
    .from(blogImages)
    .where(eq(blogImages.authorId, authorId));
  return Number(row?.used ?? 0);
}

/**
 * Stores a picture for a post: checked by its bytes, re-encoded as WebP within 1600 × 1600 (which strips
 * metadata), and counted against the author's storage quota together with their other files.
 */
export async function storeBlogImage(ctx: AppContext, authorId: number, upload: Buffer): Promise<BlogImage> {
  const webp = await toWebp(upload, IMAGE_BOX, 'inside');
  const name = `${authorId}-${randomBytes(12).toString('hex')}.webp`;
  await ctx.db.transaction(async (tx) => {
    await claimStorageRoom(ctx, tx, authorId, { incoming: webp.length });
    await tx.insert(blogImages).values({ name, authorId, sizeBytes: webp.length, createdAt: ctx.now() });
    // Stored inside the transaction: a failed write leaves no row, a failed commit an unlisted file at most.
    await ctx.storage.put(`blog/${name}`, webp, 'image/webp');
  });
  return { name, url: blogImageUrl(name) };
}

/** A cover must be one of the author's own uploads. */
export async function assertOwnImage(db: DbOrTx, authorId: number, name: string): Promise<void> {
  const [row] = await db
    .select({ name: blogImages.name })
    .from(blogImages)
    .where(and(eq(blogImages.name, name), eq(blogImages.authorId, authorId)));
  if (!row) throw new AppError('BLOG_COVER_INVALID', { details: { field: 'cover_image' } });
}
