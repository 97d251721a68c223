import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { findDeliveryFile } from '#modules/catalogue/index.ts';
import { findOwnership } from '#modules/orders/index.ts';
import { displayName, findAccess } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import type { Licensee } from './stamp-pdf.ts';
import { stampedCopies } from './tables.ts';

/** The background work behind stamped copies: making one, and removing a refunded order's. */

/** Tries of a stamping job before its copy is marked failed. */
export const STAMP_ATTEMPTS = 3;

/** The job that makes a buyer's stamped copy: reads the original, stamps it, stores it, marks it ready. */
export function stampJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>, job: { attempts: number }) => {
    const copyId = Number(payload.copyId);
    const [copy] = await ctx.db.select().from(stampedCopies).where(eq(stampedCopies.id, copyId));
    if (!copy || copy.status === 'ready') return;
    try {
      const licensee = await licenseeOf(ctx, Number(payload.buyerId), copy.orderId, copy.fileId);
      const found = await findDeliveryFile(ctx.db, { id: copy.fileId });
      if (!found) throw new Error(`file ${copy.fileId} is gone`);
      const original = await ctx.storage.read(found.file.storageKey);
      if (!original) throw new Error(`object ${found.file.storageKey} is missing`);
      // The stamper and pdf-lib load with the first stamp, not at start.
      const { stampPdf } = await import('./stamp-pdf.ts');
      const stamped = await stampPdf(new Uint8Array(await buffer(original.body)), licensee, ctx.now());
      await ctx.storage.put(copy.storageKey, Buffer.from(stamped), 'application/pdf');
      const marked = await ctx.db
        .update(stampedCopies)
        .set({ status: 'ready', sizeBytes: stamped.byteLength, readyAt: ctx.now(), lastError: null })
        .where(eq(stampedCopies.id, copy.id))
        .returning({ id: stampedCopies.id });
      // Refunded while it was being made: the copy's row is gone, so the copy goes too.
      if (marked.length === 0) await ctx.storage.delete(copy.storageKey);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts < STAMP_ATTEMPTS) throw error;
      await ctx.db
        .update(stampedCopies)
        .set({ status: 'failed', lastError: message.slice(0, 2000) })
        .where(eq(stampedCopies.id, copy.id));
    }
  };
}

/**
 * The job run after a refund: the buyer's stamped copies of that order leave storage, then their rows. A
 * failed delete is retried by the queue; a copy still being stamped notices its row is gone (see above).
 */
export function discardCopiesJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>) => {
    const orderId = Number(payload.orderId);
    const copies = await ctx.db.select().from(stampedCopies).where(eq(stampedCopies.orderId, orderId));
    for (const copy of copies) {
      await ctx.storage.delete(copy.storageKey);
      await ctx.db.delete(stampedCopies).where(eq(stampedCopies.id, copy.id));
    }
  };
}

/** Whose copy it is: the buyer, as long as the order the copy was made for still grants the file. */
async function licenseeOf(
  ctx: AppContext,
  buyerId: number,
  orderId: number,
  fileId: number,
): Promise<Licensee> {
  const found = await findDeliveryFile(ctx.db, { id: fileId });
  if (!found) throw new Error(`file ${fileId} is gone`);
  const [buyer, ownership] = await Promise.all([
    findAccess(ctx.db, buyerId),
    findOwnership(ctx.db, buyerId, found.product.id),
  ]);
  if (!buyer || !ownership || ownership.orderId !== orderId) {
    throw new Error(`order ${orderId} no longer grants file ${fileId} to user ${buyerId}`);
  }
  return {
    name: displayName(buyer.first_name, buyer.last_name),
    email: buyer.email,
    orderCode: ownership.orderCode,
  };
}
