import type { ExtractionUsage } from '@pustaka/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { extractionQuota } from '#modules/subscriptions/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import {
  addQuotaUsage,
  monthOf,
  type QuotaKey,
  quotaState,
  type Reservation,
  releaseQuota,
  reserveQuota,
  settleQuota,
} from '#platform/quota/quota-ledger.ts';
import { listKeys } from './api-keys.ts';
import { apiKeys, extractionUsage } from './tables.ts';

export type ExtractionKind = 'web' | 'pdf';

/** Who an extraction is charged to: the key's owner, through the key (or the playground when null). */
export type Caller = { userId: number; keyId: number | null };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const nextMonthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

const quotaKey = (userId: number, at: Date): QuotaKey => ({
  scope: 'extraction',
  ownerId: userId,
  period: monthOf(at),
});

/**
 * Extractions of the user this calendar month (UTC), every key and the playground together: the successful
 * ones, and those under way (each holds its unit until it ends).
 */
export async function usedThisMonth(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const { used, reserved } = await quotaState(db, quotaKey(userId, at));
  return used + reserved;
}

/** How long a process reuses an owner's plan quota: the 30 s the specification gives subscription checks. */
const QUOTA_CACHE_MS = 30_000;
const QUOTA_CACHE_SIZE = 10_000;

/**
 * The plans' quotas, per owner, for the hot path of every extraction (three queries saved). Only the limit is
 * kept, never the count; a plan bought or ended reaches the limit within 30 s, in every process.
 */
const planQuotas = {
  /** One cache per app: tests build several apps in one process, each with its own clock and users. */
  byApp: new WeakMap<AppContext, Map<number, { quota: number; until: number }>>(),
  async get(ctx: AppContext, userId: number, now: Date): Promise<number> {
    const entries = this.byApp.get(ctx) ?? new Map<number, { quota: number; until: number }>();
    this.byApp.set(ctx, entries);
    const cached = entries.get(userId);
    if (cached && cached.until > now.getTime()) return cached.quota;
    const { monthlyQuota } = await extractionQuota(ctx.db, userId, now);
    if (entries.size >= QUOTA_CACHE_SIZE) entries.clear();
    entries.set(userId, { quota: monthlyQuota, until: now.getTime() + QUOTA_CACHE_MS });
    return monthlyQuota;
  },
};

function quotaExceeded(now: Date, monthlyQuota: number, used: number): AppError {
  const resets = nextMonthStart(now);
  return new AppError('EXTRACTION_QUOTA_EXCEEDED', {
    params: {
      quota: monthlyQuota,
      resets: resets.toISOString().slice(0, 10),
      seconds: Math.ceil((resets.getTime() - now.getTime()) / 1000),
    },
    details: { monthly_quota: monthlyQuota, used, resets_at: resets.toISOString() },
  });
}

/**
 * Refuses with 429 when the month's quota is used up, naming when it renews (Retry-After and details). An
 * early answer before a request's body is read; the limit itself is the reservation `underQuota` takes.
 */
export async function assertQuotaLeft(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now();
  const [monthlyQuota, used] = await Promise.all([
    planQuotas.get(ctx, userId, now),
    usedThisMonth(ctx.db, userId, now),
  ]);
  if (used >= monthlyQuota) throw quotaExceeded(now, monthlyQuota, used);
}

/** The month's quota of the caller's account and what is left of it (used and held units taken off). */
export async function quotaLeft(
  ctx: AppContext,
  userId: number,
): Promise<{ quota: number; remaining: number; resetsAt: Date }> {
  const now = ctx.now();
  const [quota, used] = await Promise.all([
    planQuotas.get(ctx, userId, now),
    usedThisMonth(ctx.db, userId, now),
  ]);
  return { quota, remaining: Math.max(0, quota - used), resetsAt: nextMonthStart(now) };
}

/**
 * Longer than any extraction a request waits for (the fetch and the sync PDF budget) with a margin: a
 * reservation older than this belongs to a process that stopped, and housekeeping gives it back.
 */
const holdMsOf = (ctx: AppContext) =>
  ctx.config.extraction.fetchTimeoutMs + ctx.config.extraction.pdfSyncMs + 5 * 60_000;

/**
 * Runs one extraction under the caller's monthly quota: a unit is reserved before the work (refused with 429
 * when none is left, however many requests run at once), kept and counted per key and day when it succeeds,
 * and given back when it fails. Work handed to a job (`queued`) keeps its unit now; the job gives it back if
 * it fails (`refundQueuedExtraction`) and counts the day's usage when it succeeds.
 */
export async function underQuota<T>(
  ctx: AppContext,
  caller: Caller,
  kind: ExtractionKind,
  work: () => Promise<T>,
  queued: (result: T) => boolean = () => false,
): Promise<T> {
  const now = ctx.now();
  const monthlyQuota = await planQuotas.get(ctx, caller.userId, now);
  const reservation = await reserveQuota(ctx.db, quotaKey(caller.userId, now), 1, monthlyQuota, {
    now,
    holdMs: holdMsOf(ctx),
  });
  if (!reservation) throw quotaExceeded(now, monthlyQuota, await usedThisMonth(ctx.db, caller.userId, now));
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await giveBack(ctx, reservation);
    throw error;
  }
  const isQueued = queued(result);
  await ctx.db.transaction(async (tx) => {
    await settleQuota(tx, reservation, 1);
    if (!isQueued) await recordUsage(tx, caller, kind, ctx.now());
  });
  return result;
}

/** A release that fails (the database gone for a moment) leaves the reservation to the sweep, not the caller. */
async function giveBack(ctx: AppContext, reservation: Reservation): Promise<void> {
  await releaseQuota(ctx.db, reservation).catch(() => undefined);
}

/** A queued extraction that failed: its unit, kept when it was queued in `at`'s month, is given back. */
export function refundQueuedExtraction(db: DbOrTx, userId: number, at: Date): Promise<void> {
  return addQuotaUsage(db, quotaKey(userId, at), -1);
}

/** The day's count per key and kind (the dashboard's chart), and when the key was last used; not the quota. */
export async function recordUsage(db: DbOrTx, caller: Caller, kind: ExtractionKind, at: Date): Promise<void> {
  await db
    .insert(extractionUsage)
    .values({ userId: caller.userId, keyId: caller.keyId, day: dayOf(at), kind, count: 1 })
    .onConflictDoUpdate({
      target: [extractionUsage.userId, extractionUsage.keyId, extractionUsage.day, extractionUsage.kind],
      set: { count: sql`${extractionUsage.count} + 1` },
    });
  if (caller.keyId !== null) {
    await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, caller.keyId));
  }
}

/** The dashboard's view: the plan's quota and its used part, the keys, and the last 30 days per key. */
export async function usageReport(ctx: AppContext, userId: number): Promise<ExtractionUsage> {
  const now = ctx.now();
  const since = new Date(now.getTime() - 29 * 86_400_000);
  const [{ planName, monthlyQuota }, used, keys, rows] = await Promise.all([
    extractionQuota(ctx.db, userId, now),
    usedThisMonth(ctx.db, userId, now),
    listKeys(ctx.db, userId),
    ctx.db
      .select()
      .from(extractionUsage)
      .where(and(eq(extractionUsage.userId, userId), gte(extractionUsage.day, dayOf(since))))
      .orderBy(asc(extractionUsage.day)),
  ]);
  const days = new Map<string, ExtractionUsage['days'][number]>();
  for (const row of rows) {
    const slot = `${row.day}:${row.keyId ?? ''}`;
    const day = days.get(slot) ?? { day: row.day, key_id: row.keyId, web: 0, pdf: 0 };
    day[row.kind as ExtractionKind] += row.count;
    days.set(slot, day);
  }
  return {
    plan_name: planName,
    monthly_quota: monthlyQuota,
    used_this_month: used,
    resets_at: nextMonthStart(now).toISOString(),
    rate_limit_per_minute: ctx.config.extraction.keyRatePerMinute,
    days: [...days.values()],
    keys,
  };
}
