import type { PaymentMethod } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { type DbOrTx, runTogether } from '#db/client.ts';
import { recordVoucherUse } from '#modules/campaigns/index.ts';
import { addToSalesFigures, salesFiguresStatement } from '#modules/catalogue/index.ts';
import { creatorCut, creatorShareBps, postRefund, saleStatement } from '#modules/ledger/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import type { OutgoingMail } from '#platform/mail/mailer.ts';
import { creatorSaleMail, orderReceiptMail } from './mails.ts';
import { type Actor, addEvent, eventStatement } from './order-rows.ts';
import type { OrderRow } from './order-view.ts';
import { ownershipChangeStatements } from './ownership-hooks.ts';
import { orders, ownerships } from './tables.ts';

// How an order becomes paid or refunded, whoever says so, and the mail that follows the commit.

/**
 * The one way an order becomes paid: ownership, ledger and sales figures change with it in the same
 * transaction. The caller holds the order's row lock.
 *
 * Statements that do not need each other's answers go to the server together: the reads as one round trip,
 * the writes as one statement per group (`runTogether`). The order is paid while the connection, and the
 * order's row lock, are held, so each wait counts twice. Each group touches at most one row other
 * transactions may want (the ownership key, the campaign, the product's figures), and the groups run in this
 * order, so locks are still taken in one order.
 */
export async function markPaid(
  ctx: AppContext,
  tx: DbOrTx,
  order: OrderRow,
  how: { actor: Actor; note: string | null; fee: number; method?: PaymentMethod },
): Promise<OutgoingMail[]> {
  const now = ctx.now();
  const [share, people] = await Promise.all([
    creatorShareBps(tx, order.sellerId, now),
    order.amount === 0 ? undefined : findUserContacts(tx, [order.buyerId, order.sellerId]),
  ]);
  const fee = Math.min(Math.max(how.fee, 0), order.amount);
  // The order and the ownership: one statement, whose rows say whether the buyer gained the product.
  const granted = await runTogether(tx, [
    tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        creatorShareBps: share,
        gatewayFee: fee,
        updatedAt: now,
        ...(how.method ? { paymentMethod: how.method } : {}),
      })
      .where(eq(orders.id, order.id)),
    tx
      .insert(ownerships)
      .values({ userId: order.buyerId, productId: order.productId, orderId: order.id, acquiredAt: now })
      .onConflictDoNothing()
      .returning({ orderId: ownerships.orderId }),
  ]);
  // Paid twice for one product (two payments raced): the money is kept and shown to admins to refund.
  const notes = [granted.length > 0 ? how.note : 'Pembeli sudah memiliki produk ini: kembalikan dana'];
  const use =
    order.voucherCode && order.campaignId ? await recordVoucherUse(tx, order.campaignId) : undefined;
  // A late payment for an order whose hold had lapsed is honoured even past the limit, and said so here.
  if (use?.usageLimit != null && use.usesCount > use.usageLimit) {
    notes.push(`Voucher ${order.voucherCode} melewati batas pemakaian (${use.usesCount}/${use.usageLimit})`);
  }
  const note = notes.filter((part) => part).join(' · ') || null;
  // The history, the ledger's sale and the product's sales figures: one statement.
  const sale = saleStatement(tx, {
    orderId: order.id,
    sellerId: order.sellerId,
    amount: order.amount,
    creatorShareBps: share,
    gatewayFee: fee,
    paidAt: now,
  });
  // With them, what other modules do when a buyer gains a product (a paid course's enrolment). The sales
  // figures go last: PostgreSQL runs the last statement first, so the product's row is locked before any row
  // of the others, as in a refund.
  const change = { userId: order.buyerId, productId: order.productId, orderId: order.id, owned: true };
  await runTogether(tx, [
    eventStatement(tx, order.id, 'paid', how.actor, note, now),
    ...(sale ? [sale] : []),
    ...(granted.length > 0 ? ownershipChangeStatements(ctx, tx, change, now) : []),
    salesFiguresStatement(tx, order.productId, 1, order.amount),
  ]);
  if (!people) return [];
  const buyer = people.get(order.buyerId);
  const creator = people.get(order.sellerId);
  const sold = { ...order, paidAt: now };
  return [
    ...(buyer ? [{ to: buyer.email, ...orderReceiptMail(buyer, sold, ctx.config.publicUrl) }] : []),
    ...(creator
      ? [
          {
            to: creator.email,
            ...creatorSaleMail(creator, sold, creatorCut(order.amount, share), ctx.config.publicUrl),
          },
        ]
      : []),
  ];
}

/** Mail goes out after the commit: never for a change that rolled back, and never holding the row lock. */
export async function sendAfterCommit(ctx: AppContext, mail: OutgoingMail | OutgoingMail[] | undefined) {
  await ctx.mailer.sendAll([mail ?? []].flat());
}

/**
 * A job queued with every refund, in its transaction: what the order left behind outside the database (the
 * buyer's stamped copies, which carry their name and email) is removed by the module that made it.
 */
export const ORDER_REFUNDED_JOB = 'orders.refunded';

/** Money goes back and access is withdrawn; the ledger entries of the sale are reversed. */
export async function markRefunded(
  ctx: AppContext,
  tx: DbOrTx,
  order: OrderRow,
  actor: Actor,
  note: string | null,
) {
  const now = ctx.now();
  await tx.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
  const lost = await tx
    .delete(ownerships)
    .where(eq(ownerships.orderId, order.id))
    .returning({ userId: ownerships.userId });
  await addEvent(tx, order.id, 'refunded', actor, note, now);
  await postRefund(tx, order.id, now);
  // The product's row before the other modules' rows, as when an order is paid.
  await addToSalesFigures(tx, order.productId, -1, -order.amount);
  if (lost.length > 0) {
    const change = { userId: order.buyerId, productId: order.productId, orderId: order.id, owned: false };
    await runTogether(tx, ownershipChangeStatements(ctx, tx, change, now));
  }
  await ctx.jobs.enqueue(
    tx,
    ORDER_REFUNDED_JOB,
    { orderId: order.id },
    { uniqueKey: `${ORDER_REFUNDED_JOB}:${order.id}` },
  );
}
