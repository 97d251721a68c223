import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { applyToPayer } from './payers.ts';
import type { IncomingNotification, PaymentProvider } from './providers/payment-provider.ts';
import { paymentNotifications } from './tables.ts';

/** How many refused notifications are kept per provider, newest first; older ones are dropped. */
export const REJECTED_NOTIFICATIONS_KEPT = 50;
/** How much of a refused body is kept: enough to tell a misconfigured provider from noise. */
const REJECTED_EXCERPT_CHARS = 256;

/**
 * A refused notification leaves a small trace: why, how big, and the start of the body. Anyone can post to
 * the webhook, so what they send is never stored whole, and only the newest few traces stay.
 */
export async function recordRejectedNotification(
  ctx: AppContext,
  provider: string,
  reason: string,
  rawBody: string,
) {
  await ctx.db.insert(paymentNotifications).values({
    provider,
    verified: 'no',
    outcome: reason.slice(0, 200),
    payload: { bytes: Buffer.byteLength(rawBody), excerpt: rawBody.slice(0, REJECTED_EXCERPT_CHARS) },
    receivedAt: ctx.now(),
  });
  const rejected = and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.verified, 'no'));
  const [oldestKept] = await ctx.db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(rejected)
    .orderBy(desc(paymentNotifications.id))
    .offset(REJECTED_NOTIFICATIONS_KEPT - 1)
    .limit(1);
  if (oldestKept) {
    await ctx.db
      .delete(paymentNotifications)
      .where(and(rejected, lt(paymentNotifications.id, oldestKept.id)));
  }
}

/**
 * A provider's webhook: verified before anything is stored or changes, recorded once verified (the audit
 * trail), and applied once by the payer whose code it carries (`registerPayer`). A repeat of an already
 * applied notification is answered 2xx so the provider stops. A refused one throws
 * `NotificationRejectedError`; the caller decides whether to keep its trace (`recordRejectedNotification`),
 * since it knows how often that caller was refused.
 */
export async function receivePaymentNotification(
  ctx: AppContext,
  provider: PaymentProvider,
  incoming: IncomingNotification,
): Promise<{ outcome: string }> {
  const verified = await provider.verifyNotification(incoming);
  const payload =
    typeof incoming.body === 'object' && incoming.body !== null ? incoming.body : { raw: incoming.rawBody };
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
  const outcome = seen ? 'duplicate' : await applyToPayer(ctx, verified);
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
