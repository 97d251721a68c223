import { randomBytes } from 'node:crypto';
import { OnlinePaymentMethodSchema } from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { PaymentProvider, ProviderStatus } from '#modules/payments/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { subscriptionMail } from './mails.ts';
import { subscriptionPayments, subscriptions } from './tables.ts';

const DAY_MS = 86_400_000;
export const GRACE_DAYS = 3;
const REMIND_DAYS = [7, 1] as const;
/** Methods the gateways can debit again without the user (tokenised e-wallets); others get a payment link. */
const AUTO_DEBIT_METHODS = new Set(['gopay', 'shopeepay']);

const JOB = {
  remind: 'subscriptions.remind',
  renew: 'subscriptions.renew',
  expire: 'subscriptions.expire',
} as const;

type Period = { id: number; endDate: Date };

/**
 * Schedules the jobs of one period: reminders 7 and 1 days before the end, the renewal a day before,
 * and the end itself. Keys name the subscription and the end date, so rescheduling the same period is
 * a no-op and a changed end date gets jobs of its own (the old ones see the change and stand down).
 */
export async function scheduleLifecycle(ctx: AppContext, tx: DbOrTx, period: Period): Promise<void> {
  const end = period.endDate.getTime();
  const key = `${period.id}:${period.endDate.toISOString()}`;
  const payload = { subscriptionId: period.id, end: period.endDate.toISOString() };
  for (const days of REMIND_DAYS) {
    await ctx.jobs.enqueue(
      tx,
      JOB.remind,
      { ...payload, days },
      {
        runAt: new Date(end - days * DAY_MS),
        uniqueKey: `${JOB.remind}:${key}:${days}`,
      },
    );
  }
  await ctx.jobs.enqueue(tx, JOB.renew, payload, {
    runAt: new Date(end - DAY_MS),
    uniqueKey: `${JOB.renew}:${key}`,
  });
  await ctx.jobs.enqueue(tx, JOB.expire, payload, {
    runAt: new Date(end),
    uniqueKey: `${JOB.expire}:${key}`,
  });
}

function paymentCode(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `SUB-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`;
}

/** The subscription when it is still in the period the job was made for; undefined when things moved on. */
async function samePeriod(ctx: AppContext, payload: Record<string, unknown>) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, Number(payload.subscriptionId)));
  if (row?.status !== 'active' || row.endDate.toISOString() !== payload.end) return undefined;
  return row;
}

async function mailUser(
  ctx: AppContext,
  userId: number,
  kind: Parameters<typeof subscriptionMail>[1],
  facts: Parameters<typeof subscriptionMail>[2],
) {
  const user = (await findUserContacts(ctx.db, [userId])).get(userId);
  if (user)
    await ctx.mailer.send({ to: user.email, ...subscriptionMail(user, kind, facts, ctx.config.publicUrl) });
}

/** Registers the lifecycle jobs; `apply` is how a renewal's payment result reaches the subscription. */
export function registerRenewalJobs(
  ctx: AppContext,
  provider: PaymentProvider,
  apply: (status: ProviderStatus) => Promise<string>,
): void {
  ctx.jobs.handle(JOB.remind, async (payload) => {
    const row = await samePeriod(ctx, payload);
    if (!row || row.graceUntil) return;
    await mailUser(ctx, row.userId, row.autoRenew ? 'renews_soon' : 'ends_soon', {
      plan: row.planName,
      date: row.endDate,
      amount: row.periodPrice,
      days: Number(payload.days),
    });
  });

  ctx.jobs.handle(JOB.renew, async (payload) => {
    const row = await samePeriod(ctx, payload);
    if (!row?.autoRenew || row.graceUntil || row.periodPrice <= 0) return;
    const now = ctx.now();
    const periodStart = row.endDate;
    const periodEnd = new Date(periodStart.getTime() + row.periodDays * DAY_MS);
    // One charge per period, whatever happens to this job: the unique index refuses a second row.
    const [payment] = await ctx.db
      .insert(subscriptionPayments)
      .values({
        code: paymentCode(now),
        userId: row.userId,
        subscriptionId: row.id,
        planId: row.planId,
        planName: row.planName,
        amount: row.periodPrice,
        kind: 'renewal',
        paymentMethod: row.paymentMethod,
        provider: provider.name,
        periodStart,
        periodEnd,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) return;
    const user = (await findUserContacts(ctx.db, [row.userId])).get(row.userId);
    const method = OnlinePaymentMethodSchema.catch('qris').parse(row.paymentMethod);
    const request = {
      orderCode: payment.code,
      amount: payment.amount,
      method,
      item: { id: `plan-${row.planId}`, name: `Perpanjangan ${row.planName}` },
      customer: { name: user?.name ?? 'Pelanggan', email: user?.email ?? '' },
      expiresAt: new Date(periodStart.getTime() + GRACE_DAYS * DAY_MS),
      finishUrl: `${ctx.config.publicUrl}/subscription/checkout-success?payment=${payment.id}`,
      failUrl: `${ctx.config.publicUrl}/subscription/checkout-fail?payment=${payment.id}`,
      notifyUrl: `${ctx.config.publicUrl}/pay/webhooks/${provider.name}`,
    };
    if (provider.chargeRecurring && AUTO_DEBIT_METHODS.has(method)) {
      const result = await provider.chargeRecurring(request);
      const outcome = await apply(result);
      if (outcome === 'paid' || outcome === 'duplicate') return;
      await startGrace(ctx, row.id, row.endDate, row.userId, row.planName, undefined);
      return;
    }
    // No saved debit: the user pays a link; until then the period runs out into the grace days.
    const session = await provider.createPayment(request);
    await ctx.db
      .update(subscriptionPayments)
      .set({ paymentUrl: session.redirectUrl, providerRef: session.providerRef })
      .where(eq(subscriptionPayments.id, payment.id));
    await mailUser(ctx, row.userId, 'pay_to_renew', {
      plan: row.planName,
      date: row.endDate,
      amount: row.periodPrice,
      link: session.redirectUrl,
    });
  });

  ctx.jobs.handle(JOB.expire, async (payload) => {
    const row = await samePeriod(ctx, payload);
    if (!row) return;
    const [pendingRenewal] = await ctx.db
      .select({ id: subscriptionPayments.id, url: subscriptionPayments.paymentUrl })
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.subscriptionId, row.id),
          eq(subscriptionPayments.kind, 'renewal'),
          eq(subscriptionPayments.status, 'pending'),
        ),
      )
      .limit(1);
    if (row.autoRenew && !row.graceUntil && pendingRenewal) {
      await startGrace(ctx, row.id, row.endDate, row.userId, row.planName, pendingRenewal.url ?? undefined);
      return;
    }
    const now = ctx.now();
    await ctx.db
      .update(subscriptions)
      .set({ status: 'expired', autoRenew: false, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active')));
    await mailUser(ctx, row.userId, 'ended', {
      plan: row.planName,
      date: row.endDate,
      amount: row.periodPrice,
    });
  });
}

/** A renewal that did not go through: the plan keeps working for the grace days, then ends. */
async function startGrace(
  ctx: AppContext,
  id: number,
  end: Date,
  userId: number,
  plan: string,
  link: string | undefined,
) {
  const graceEnd = new Date(end.getTime() + GRACE_DAYS * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ endDate: graceEnd, graceUntil: graceEnd, updatedAt: ctx.now() })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.endDate, end)));
    await ctx.jobs.enqueue(
      tx,
      JOB.expire,
      { subscriptionId: id, end: graceEnd.toISOString() },
      {
        runAt: graceEnd,
        uniqueKey: `${JOB.expire}:${id}:${graceEnd.toISOString()}`,
      },
    );
  });
  await mailUser(ctx, userId, 'renewal_failed', { plan, date: graceEnd, amount: 0, link });
}
