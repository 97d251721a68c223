import type { OrderStatus } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import type { ProviderStatus } from '#modules/payments/index.ts';
import type { AppContext } from '#platform/context.ts';
import type { OutgoingMail } from '#platform/mail/mailer.ts';
import { addEvent, lockOrder } from './order-rows.ts';
import { markPaid, markRefunded, sendAfterCommit } from './settlement.ts';
import { orders } from './tables.ts';

/**
 * Applies what a provider says about an order. Idempotent: the same news twice changes nothing, stale
 * news (pending after paid) changes nothing, and an amount that differs from the order is refused.
 */
export async function applyProviderStatus(
  ctx: AppContext,
  status: ProviderStatus,
  actor: 'gateway' | 'system',
): Promise<string> {
  let receipt: OutgoingMail[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.code, status.orderCode));
    if (!order) return 'unknown_order';
    if (order.provider !== 'sandbox' && order.provider !== 'midtrans' && order.provider !== 'xendit')
      return 'not_a_gateway_order';
    const now = ctx.now();
    switch (status.state) {
      case 'paid': {
        if (order.status === 'paid' || order.status === 'refunded') return 'duplicate';
        if (status.amount !== order.amount) {
          await addEvent(
            tx,
            order.id,
            order.status as OrderStatus,
            'system',
            `Jumlah dari gateway (${status.amount}) berbeda dari pesanan`,
            now,
          );
          return 'amount_mismatch';
        }
        // A late payment for an expired or cancelled order still counts: the buyer's money was taken.
        receipt = await markPaid(ctx, tx, order, {
          actor,
          note: `Dibayar lewat ${status.method ?? order.paymentMethod} (${status.rawStatus})`,
          fee: status.fee ?? 0,
          method: status.method,
        });
        return 'paid';
      }
      case 'refunded': {
        if (order.status !== 'paid') return 'ignored';
        await markRefunded(ctx, tx, order, actor, `Dana dikembalikan oleh gateway (${status.rawStatus})`);
        return 'refunded';
      }
      case 'failed':
      case 'expired': {
        if (order.status !== 'pending') return 'ignored';
        await tx.update(orders).set({ status: status.state, updatedAt: now }).where(eq(orders.id, order.id));
        await addEvent(tx, order.id, status.state, actor, status.rawStatus, now);
        return status.state;
      }
      default:
        return 'ignored';
    }
  });
  await sendAfterCommit(ctx, receipt);
  return outcome;
}
