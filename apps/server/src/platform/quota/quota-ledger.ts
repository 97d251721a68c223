import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { registerSweep } from '#platform/sweeps.ts';
import { quotaCounters, quotaReservations } from './tables.ts';

/** The quotas counted here; each module keeps its own breakdown (per key, per day, per kind) beside it. */
export type QuotaScope = 'ai_tokens' | 'extraction';

export type QuotaKey = { scope: QuotaScope; ownerId: number; period: string };

/** Work under way that holds `amount` of a quota until it is settled or released. */
export type Reservation = QuotaKey & { id: number; amount: number };

export type QuotaState = { used: number; reserved: number };

/** The calendar month (UTC) a moment counts in, as `2026-11`: the period of every monthly quota. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * Takes `amount` of the quota for work about to start, or answers undefined when it does not fit beside what
 * was used and what other work holds. One statement: the counter's row is updated only when the sum stays
 * within `limit` (PostgreSQL re-checks the condition on the newest row after waiting for a concurrent
 * update), and the reservation is recorded with it, so parallel requests cannot all pass.
 */
export async function reserveQuota(
  db: DbOrTx,
  key: QuotaKey,
  amount: number,
  limit: number,
  { now, holdMs }: { now: Date; holdMs: number },
): Promise<Reservation | undefined> {
  const amountValue = Math.max(1, Math.ceil(amount));
  const expiresAt = new Date(now.getTime() + holdMs).toISOString();
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`with counter as (
      insert into quota_counters (scope, owner_id, period, used, reserved)
      select ${key.scope}, ${key.ownerId}::int, ${key.period}, 0, ${amountValue}::bigint
      where ${amountValue}::bigint <= ${limit}::bigint
      on conflict (scope, owner_id, period) do update
        set reserved = quota_counters.reserved + excluded.reserved
        where quota_counters.used + quota_counters.reserved + excluded.reserved <= ${limit}::bigint
      returning scope, owner_id, period
    )
    insert into quota_reservations (scope, owner_id, period, amount, expires_at)
    select scope, owner_id, period, ${amountValue}::bigint, ${expiresAt}::timestamptz from counter
    returning id`,
  );
  return row ? { ...key, id: Number(row.id), amount: amountValue } : undefined;
}

/**
 * Ends a reservation: what it held goes back, and `used` (the work's real cost, 0 when it failed) is counted.
 * One statement; a reservation the sweep already gave back only adds its cost, so settling twice or late
 * never takes back another's reservation.
 */
export async function settleQuota(db: DbOrTx, reservation: Reservation, used: number): Promise<void> {
  await db.execute(sql`with ended as (
      delete from quota_reservations where id = ${reservation.id} returning amount
    )
    update quota_counters set
      reserved = quota_counters.reserved - coalesce((select amount from ended), 0),
      used = quota_counters.used + ${Math.max(0, Math.ceil(used))}::bigint
    where scope = ${reservation.scope} and owner_id = ${reservation.ownerId}::int
      and period = ${reservation.period}`);
}

/** Gives a reservation back without counting anything: the work failed or was not done. */
export function releaseQuota(db: DbOrTx, reservation: Reservation): Promise<void> {
  return settleQuota(db, reservation, 0);
}

/** Counts usage that needed no reservation (work done before quotas were reserved, or refunds as negatives). */
export async function addQuotaUsage(db: DbOrTx, key: QuotaKey, used: number): Promise<void> {
  await db
    .insert(quotaCounters)
    .values({ ...key, used: Math.max(0, used) })
    .onConflictDoUpdate({
      target: [quotaCounters.scope, quotaCounters.ownerId, quotaCounters.period],
      set: { used: sql`greatest(${quotaCounters.used} + ${used}::bigint, 0)` },
    });
}

export async function quotaState(db: DbOrTx, key: QuotaKey): Promise<QuotaState> {
  const [row] = await db
    .select({ used: quotaCounters.used, reserved: quotaCounters.reserved })
    .from(quotaCounters)
    .where(
      and(
        eq(quotaCounters.scope, key.scope),
        eq(quotaCounters.ownerId, key.ownerId),
        eq(quotaCounters.period, key.period),
      ),
    );
  return { used: Number(row?.used ?? 0), reserved: Number(row?.reserved ?? 0) };
}

const sweptApps = new WeakSet<AppContext>();

/**
 * Reservations whose process stopped between taking and settling them (a crash, a restart) are given back by
 * housekeeping once they expire; each reservation's hold is longer than its work may take. Every module with
 * a quota calls this when it registers; the sweep is registered once per app.
 */
export function registerQuotaSweep(ctx: AppContext): void {
  if (sweptApps.has(ctx)) return;
  sweptApps.add(ctx);
  registerSweep(ctx, 'quota.expired-reservations', async (now) => {
    const rows = await selectRows<{ gone: number }>(
      ctx.db,
      sql`with gone as (
        delete from ${quotaReservations} where ${quotaReservations.expiresAt} < ${now.toISOString()}::timestamptz
        returning scope, owner_id, period, amount
      ), per_counter as (
        select scope, owner_id, period, sum(amount) as amount, count(*) as reservations
        from gone group by scope, owner_id, period
      ), given_back as (
        update quota_counters set reserved = greatest(quota_counters.reserved - per_counter.amount, 0)
        from per_counter
        where quota_counters.scope = per_counter.scope and quota_counters.owner_id = per_counter.owner_id
          and quota_counters.period = per_counter.period
        returning 1
      )
      select coalesce(sum(reservations), 0)::int as gone from per_counter`,
    );
    return Number(rows[0]?.gone ?? 0);
  });
}
