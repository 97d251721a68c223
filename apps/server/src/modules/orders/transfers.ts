import { randomBytes } from 'node:crypto';
import type { Order, OrderStatus } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { orderRejectedMail } from './mails.ts';
import { addEvent, getOrderView, lockOrder, OPEN_STATUSES } from './order-rows.ts';
import { markPaid, sendAfterCommit } from './settlement.ts';
import { orders } from './tables.ts';

// Bank transfers: the buyer's proof, and the admin's review of it.

/** Stores a bank-transfer proof and puts the order in the admins' queue. */
export async function attachTransferProof(
  ctx: AppContext,
  buyerId: number,
  id: number,
  proof: { body: Buffer; contentType: string; ext: string },
): Promise<Order> {
  const key = `proofs/${id}-${randomBytes(8).toString('hex')}.${proof.ext}`;
  await ctx.storage.put(key, proof.body, proof.contentType);
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.id, id));
      if (!order || order.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      if (order.provider !== 'manual' || !OPEN_STATUSES.includes(order.status as OrderStatus)) {
        throw new AppError('ORDER_STATE_CONFLICT');
      }
      previous = order.proofKey;
      const now = ctx.now();
      await tx
        .update(orders)
        .set({ status: 'awaiting_review', proofKey: key, proofUploadedAt: now, updatedAt: now })
        .where(eq(orders.id, id));
      await addEvent(tx, id, 'awaiting_review', 'buyer', previous ? 'Bukti transfer diganti' : null, now);
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (previous) await ctx.storage.delete(previous);
  return getOrderView(ctx.db, id);
}

export async function approveTransfer(
  ctx: AppContext,
  adminId: number,
  id: number,
  note: string | undefined,
) {
  const receipt = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.provider !== 'manual' || !OPEN_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError('ORDER_STATE_CONFLICT');
    }
    await tx
      .update(orders)
      .set({ reviewedBy: adminId, reviewNote: note ?? null })
      .where(eq(orders.id, id));
    return markPaid(ctx, tx, order, { actor: 'admin', note: note ?? 'Transfer diverifikasi admin', fee: 0 });
  });
  await sendAfterCommit(ctx, receipt);
  return getOrderView(ctx.db, id);
}

export async function rejectTransfer(ctx: AppContext, adminId: number, id: number, note: string) {
  const notice = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.provider !== 'manual' || !OPEN_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError('ORDER_STATE_CONFLICT');
    }
    const now = ctx.now();
    await tx
      .update(orders)
      .set({ status: 'rejected', reviewNote: note, reviewedBy: adminId, updatedAt: now })
      .where(eq(orders.id, id));
    await addEvent(tx, id, 'rejected', 'admin', note, now);
    const buyer = (await findUserContacts(tx, [order.buyerId])).get(order.buyerId);
    return buyer && { to: buyer.email, ...orderRejectedMail(buyer, order, note, ctx.config.publicUrl) };
  });
  await sendAfterCommit(ctx, notice);
  return getOrderView(ctx.db, id);
}
