import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import {
  type IncomingNotification,
  NotificationRejectedError,
  type PaymentProvider,
  type ProviderStatus,
} from '../../platform/payments/payment-provider.ts';
import { applyProviderStatus } from './service.ts';
import { paymentNotifications } from './tables.ts';

/**
 * A provider's webhook: verified before anything changes, recorded whatever happens (the audit trail),
 * and applied once. A repeat of an already applied notification is answered 2xx so the provider stops.
 */
export async function receivePaymentNotification(
  ctx: AppContext,
  provider: PaymentProvider,
  incoming: IncomingNotification,
  /** Where verified news goes: orders by default; the app routes plan payments elsewhere by their code. */
  apply: (status: ProviderStatus) => Promise<string> = (status) =>
    applyProviderStatus(ctx, status, 'gateway'),
): Promise<{ outcome: string }> {
  const payload =
    typeof incoming.body === 'object' && incoming.body !== null ? incoming.body : { raw: incoming.rawBody };
  let verified: Awaited<ReturnType<PaymentProvider['verifyNotification']>>;
  try {
    verified = await provider.verifyNotification(incoming);
  } catch (error) {
    if (error instanceof NotificationRejectedError) {
      await ctx.db.insert(paymentNotifications).values({
        provider: provider.name,
        verified: 'no',
        outcome: error.message.slice(0, 200),
        payload,
        receivedAt: ctx.now(),
      });
    }
    throw error;
  }
  const [seen] = await ctx.db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.provider, provider.name),
        eq(paymentNotifications.dedupeKey, verified.dedupeKey),
        eq(paymentNotifications.verified, 'yes'),
      ),
    )
    .limit(1);
  // Applying twice would change nothing either (the order's state decides), but it would be wasted work.
  const outcome = seen ? 'duplicate' : await apply(verified);
  await ctx.db.insert(paymentNotifications).values({
    provider: provider.name,
    orderCode: verified.orderCode,
    dedupeKey: verified.dedupeKey,
    status: verified.rawStatus,
    verified: 'yes',
    outcome,
    payload,
    receivedAt: ctx.now(),
  });
  return { outcome };
}
