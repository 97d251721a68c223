import { randomBytes } from 'node:crypto';
import type {
  FeatureCode,
  OnlinePaymentMethod,
  Plan,
  Subscription,
  SubscriptionPayment,
} from '@pustaka/contract';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  type PaymentProvider,
  type ProviderStatus,
  ProviderUnavailableError,
} from '#modules/payments/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { getPlan } from './plans.ts';
import { GRACE_DAYS, scheduleLifecycle } from './renewals.ts';
import { toSubscription } from './service.ts';
import { subscriptionPayments, subscriptions } from './tables.ts';

export const SUBSCRIPTION_CODE_PREFIX = 'SUB-';
const DAY_MS = 86_400_000;
/** A plan payment page stays open this long. */
const PAYMENT_WINDOW_MS = 60 * 60_000;

type PaymentRow = typeof subscriptionPayments.$inferSelect;

function newPaymentCode(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${SUBSCRIPTION_CODE_PREFIX}${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`;
}

export function toPayment(row: PaymentRow): SubscriptionPayment {
  return {
    id: row.id,
    code: row.code,
    plan_id: row.planId,
    plan_name: row.planName,
    amount: row.amount,
    kind: row.kind as SubscriptionPayment['kind'],
    status: row.status as SubscriptionPayment['status'],
    payment_method: row.paymentMethod,
    payment_url: row.status === 'pending' ? row.paymentUrl : null,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's live subscription row (status active, end in the future), if any. */
export async function findActiveSubscription(db: DbOrTx, userId: number, at: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endDate, at),
      ),
    )
    .limit(1);
  return row;
}

/** What the user may use now: the active plan's enabled features (none on the free plan). */
export async function userFeatures(
  db: DbOrTx,
  userId: number,
  at: Date,
): Promise<{ plan: Plan | null; features: FeatureCode[] }> {
  const active = await findActiveSubscription(db, userId, at);
  if (!active) return { plan: null, features: [] };
  const plan = await getPlan(db, active.planId).catch(() => null);
  return { plan, features: plan?.features.filter((f) => f.is_enabled).map((f) => f.code) ?? [] };
}

/** The share of the user's active plan, in basis points, or undefined on no paid plan. */
export async function activePlanShareBps(db: DbOrTx, userId: number, at: Date): Promise<number | undefined> {
  const { plan } = await userFeatures(db, userId, at);
  return plan ? Math.round(plan.creator_share_percent * 100) : undefined;
}

/**
 * Starts buying a plan: a payment row first (so whatever the provider does can be matched), then the
 * provider's payment page. The plan's price now is what is charged; renewals charge the same.
 */
export async function purchasePlan(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: number,
  planId: number,
  method: OnlinePaymentMethod = 'qris',
): Promise<{ payment: SubscriptionPayment; redirectUrl: string }> {
  const plan = await getPlan(ctx.db, planId);
  if (plan.status !== 'active') throw new AppError('NOT_FOUND');
  if (plan.price === 0) throw new AppError('PLAN_IS_FREE');
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(subscriptionPayments)
    .values({
      code: newPaymentCode(now),
      userId,
      planId: plan.id,
      planName: plan.name,
      amount: plan.price,
      kind: 'purchase',
      paymentMethod: method,
      provider: provider.name,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('subscription payment was not created');
  const user = (await findUserContacts(ctx.db, [userId])).get(userId);
  const base = ctx.config.publicUrl;
  try {
    const session = await provider.createPayment({
      orderCode: row.code,
      amount: row.amount,
      method,
      item: { id: `plan-${plan.id}`, name: `Paket ${plan.name}` },
      customer: { name: user?.name ?? 'Pelanggan', email: user?.email ?? '' },
      expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      finishUrl: `${base}/subscription/checkout-success?payment=${row.id}`,
      failUrl: `${base}/subscription/checkout-fail?payment=${row.id}`,
      notifyUrl: `${base}/pay/webhooks/${provider.name}`,
    });
    const [updated] = await ctx.db
      .update(subscriptionPayments)
      .set({ paymentUrl: session.redirectUrl, providerRef: session.providerRef })
      .where(eq(subscriptionPayments.id, row.id))
      .returning();
    return { payment: toPayment(updated ?? row), redirectUrl: session.redirectUrl };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await ctx.db
      .update(subscriptionPayments)
      .set({ status: 'failed' })
      .where(eq(subscriptionPayments.id, row.id));
    throw new AppError('PAYMENT_UNAVAILABLE');
  }
}

/**
 * What a provider says about a subscription payment. Paid purchases start (or extend) the subscription,
 * paid renewals extend it; the same news twice changes nothing.
 */
export async function applySubscriptionPayment(ctx: AppContext, status: ProviderStatus): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.code, status.orderCode))
      .for('update');
    if (!payment) return 'unknown_order';
    const now = ctx.now();
    if (status.state === 'failed' || status.state === 'expired') {
      if (payment.status !== 'pending') return 'ignored';
      await tx
        .update(subscriptionPayments)
        .set({ status: status.state })
        .where(eq(subscriptionPayments.id, payment.id));
      return status.state;
    }
    if (status.state !== 'paid') return 'ignored';
    if (payment.status === 'paid') return 'duplicate';
    if (status.amount !== payment.amount) return 'amount_mismatch';
    const subscriptionId =
      payment.kind === 'renewal' && payment.subscriptionId
        ? await extendForRenewal(ctx, tx, payment, now)
        : await startSubscription(ctx, tx, payment, now, status.method);
    await tx
      .update(subscriptionPayments)
      .set({ status: 'paid', paidAt: now, subscriptionId })
      .where(eq(subscriptionPayments.id, payment.id));
    return 'paid';
  });
}

/** A bought plan: the same plan extends from its current end; another plan replaces the current one now. */
async function startSubscription(
  ctx: AppContext,
  tx: DbOrTx,
  payment: PaymentRow,
  now: Date,
  method: OnlinePaymentMethod | undefined,
): Promise<number> {
  const plan = await getPlan(tx, payment.planId);
  const current = await findActiveSubscription(tx, payment.userId, now);
  const days = plan.duration_days;
  if (current && current.planId === payment.planId) {
    // Bought again during the grace days: the new period follows the one that was due, not the grace.
    const from = current.graceUntil
      ? current.graceUntil.getTime() - GRACE_DAYS * DAY_MS
      : current.endDate.getTime();
    const endDate = new Date(from + days * DAY_MS);
    await tx
      .update(subscriptions)
      .set({ endDate, graceUntil: null, autoRenew: true, cancelledAt: null, updatedAt: now })
      .where(eq(subscriptions.id, current.id));
    await scheduleLifecycle(ctx, tx, { id: current.id, endDate });
    return current.id;
  }
  if (current) {
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', autoRenew: false, cancelledAt: now, endDate: now, updatedAt: now })
      .where(eq(subscriptions.id, current.id));
  }
  const endDate = new Date(now.getTime() + days * DAY_MS);
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      planId: plan.id,
      planName: plan.name,
      status: 'active',
      startDate: now,
      endDate,
      autoRenew: true,
      paymentMethod: method ?? payment.paymentMethod,
      periodPrice: payment.amount,
      periodDays: days,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!created) throw new Error('subscription was not created');
  await scheduleLifecycle(ctx, tx, { id: created.id, endDate });
  return created.id;
}

async function extendForRenewal(
  ctx: AppContext,
  tx: DbOrTx,
  payment: PaymentRow,
  now: Date,
): Promise<number> {
  const subscriptionId = payment.subscriptionId as number;
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!subscription) throw new AppError('NOT_FOUND');
  // The renewal pays for the period it names, whatever grace days were added while it was retried.
  const endDate =
    payment.periodEnd ?? new Date(subscription.endDate.getTime() + subscription.periodDays * DAY_MS);
  await tx
    .update(subscriptions)
    .set({ status: 'active', endDate, graceUntil: null, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
  await scheduleLifecycle(ctx, tx, { id: subscriptionId, endDate });
  return subscriptionId;
}

async function ownSubscription(db: DbOrTx, userId: number, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
  return row;
}

/** Auto-renew off: the plan stays until its end date, then ends. */
export async function cancelSubscription(ctx: AppContext, userId: number, id: number): Promise<Subscription> {
  const row = await ownSubscription(ctx.db, userId, id);
  if (row.status !== 'active' || row.endDate <= ctx.now()) throw new AppError('SUBSCRIPTION_STATE_CONFLICT');
  await ctx.db
    .update(subscriptions)
    .set({ autoRenew: false, cancelledAt: ctx.now(), updatedAt: ctx.now() })
    .where(eq(subscriptions.id, id));
  return getOwnSubscription(ctx.db, userId, id);
}

/** Auto-renew back on, while the plan still runs. */
export async function reactivateSubscription(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<Subscription> {
  const row = await ownSubscription(ctx.db, userId, id);
  if (row.status !== 'active' || row.endDate <= ctx.now()) throw new AppError('SUBSCRIPTION_STATE_CONFLICT');
  await ctx.db
    .update(subscriptions)
    .set({ autoRenew: true, cancelledAt: null, updatedAt: ctx.now() })
    .where(eq(subscriptions.id, id));
  await scheduleLifecycle(ctx, ctx.db, { id, endDate: row.endDate });
  return getOwnSubscription(ctx.db, userId, id);
}

export async function setPaymentMethod(
  ctx: AppContext,
  userId: number,
  id: number,
  method: OnlinePaymentMethod,
) {
  await ownSubscription(ctx.db, userId, id);
  await ctx.db
    .update(subscriptions)
    .set({ paymentMethod: method, updatedAt: ctx.now() })
    .where(eq(subscriptions.id, id));
  return getOwnSubscription(ctx.db, userId, id);
}

async function getOwnSubscription(db: DbOrTx, userId: number, id: number): Promise<Subscription> {
  const row = await ownSubscription(db, userId, id);
  return toSubscription(row);
}

export async function listPayments(db: DbOrTx, userId: number, query: { page: number; pageSize: number }) {
  const where = eq(subscriptionPayments.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionPayments)
      .where(where)
      .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(subscriptionPayments).where(where),
  ]);
  return { items: rows.map(toPayment), page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}

export async function getPayment(db: DbOrTx, userId: number, id: number): Promise<SubscriptionPayment> {
  const [row] = await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
  return toPayment(row);
}

/** Plan payments whose notification never came: asked of the provider, like orders are. */
export async function sweepPlanPayments(ctx: AppContext, provider: PaymentProvider): Promise<number> {
  const stale = await ctx.db
    .select({ code: subscriptionPayments.code, providerRef: subscriptionPayments.providerRef })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.status, 'pending'),
        eq(subscriptionPayments.provider, provider.name),
        lte(subscriptionPayments.createdAt, new Date(ctx.now().getTime() - 3 * 60_000)),
      ),
    )
    .limit(100);
  let changed = 0;
  for (const payment of stale) {
    const status = await provider.fetchStatus(payment.code, payment.providerRef ?? undefined);
    if (status && status.state !== 'pending') {
      const outcome = await applySubscriptionPayment(ctx, status);
      if (outcome !== 'duplicate' && outcome !== 'ignored') changed += 1;
    }
  }
  return changed;
}
