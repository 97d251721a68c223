import type { Progress, ProgressEntry, ProgressInput } from '@pustaka/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findDeliveryFile } from '#modules/catalogue/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { contentProgress } from './tables.ts';
import { getViewedProduct, isContent, type Viewer } from './viewer-access.ts';

/** Where a viewer stopped in each file of a product, kept on the server so it resumes on any device. */

export function toEntry(row: typeof contentProgress.$inferSelect): ProgressEntry {
  return {
    file_id: row.fileId,
    position: row.position,
    completed: row.completed,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function progressRows(db: DbOrTx, userId: number, productId: number) {
  return db
    .select()
    .from(contentProgress)
    .where(and(eq(contentProgress.userId, userId), eq(contentProgress.productId, productId)))
    .orderBy(desc(contentProgress.updatedAt));
}

export async function getProgress(ctx: AppContext, viewer: Viewer, productId: number): Promise<Progress> {
  const { product } = await getViewedProduct(ctx, viewer, productId);
  const rows = await progressRows(ctx.db, viewer.userId, product.id);
  return { items: rows.map(toEntry), last_file_id: rows[0]?.fileId ?? null };
}

/** Remembers where the viewer is in one file; `completed` stays as it was unless sent. */
export async function saveProgress(
  ctx: AppContext,
  viewer: Viewer,
  productId: number,
  input: ProgressInput,
): Promise<ProgressEntry> {
  const { product } = await getViewedProduct(ctx, viewer, productId);
  const found = await findDeliveryFile(ctx.db, { id: input.file_id });
  if (
    !found ||
    found.file.productId !== product.id ||
    found.file.state !== 'live' ||
    !isContent(found.file)
  ) {
    throw new AppError('NOT_FOUND');
  }
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(contentProgress)
    .values({
      userId: viewer.userId,
      productId: product.id,
      fileId: input.file_id,
      position: input.position,
      completed: input.completed ?? false,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [contentProgress.userId, contentProgress.fileId],
      set: {
        position: input.position,
        completed: input.completed ?? sql`${contentProgress.completed}`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('progress upsert returned nothing');
  return toEntry(row);
}
