import { and, eq, inArray, lte } from 'drizzle-orm';
import type { PaymentProvider } from '#modules/payments/index.ts';
import type { AppContext } from '#platform/context.ts';
import { schedulePeriodic } from '#platform/jobs/periodic.ts';
import { applyProviderStatus } from './payment-status.ts';
import { orderEvents, orders } from './tables.ts';

export const SWEEP_JOB = 'orders.sweep';
const SWEEP_EVERY_MS = 2 * 60_000;
/** A notification normally arrives within seconds; after this the shop asks the provider itself. */
const ASK_PROVIDER_AFTER_MS = 3 * 60_000;
const BATCH = 100;

/**
 * The safety net under webhooks: every pending gateway order older than a few minutes is checked with
 * the provider (a paid order whose notification was lost still becomes paid), and pending orders past
 * their expiry end. Returns how many orders changed.
 */
export async function sweepOrders(ctx: AppContext, provider: PaymentProvider): Promise<number> {
  const now = ctx.now();
  let changed = 0;
  const stale = await ctx.db
    .select({ code: orders.code, providerRef: orders.providerRef })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.provider, provider.name),
        lte(orders.createdAt, new Date(now.getTime() - ASK_PROVIDER_AFTER_MS)),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(BATCH);
  for (const order of stale) {
    const status = await provider.fetchStatus(order.code, order.providerRef ?? undefined);
    if (!status || status.state === 'pending') continue;
    const outcome = await applyProviderStatus(ctx, status, 'system');
    if (outcome !== 'duplicate' && outcome !== 'ignored') changed += 1;
  }
  // Past expiry and still pending after asking: nothing was paid in time. Bank transfers without a proof too.
  const expired = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(orders.status, 'pending'),
          lte(orders.expiresAt, now),
          inArray(orders.provider, ['manual', provider.name]),
        ),
      )
      .returning({ id: orders.id });
    if (rows.length > 0) {
      await tx.insert(orderEvents).values(
        rows.map((row) => ({
          orderId: row.id,
          status: 'expired',
          actor: 'system',
          note: null,
          createdAt: now,
        })),
      );
    }
    return rows.length;
  });
  return changed + expired;
}

/** Keeps one sweep scheduled per two-minute slot, on whichever process gets there first. */
export function scheduleSweeps(ctx: AppContext, provider: PaymentProvider): () => Promise<void> {
  return schedulePeriodic(ctx.jobs, ctx.db, ctx.now, SWEEP_JOB, SWEEP_EVERY_MS, () =>
    sweepOrders(ctx, provider),
  );
}
