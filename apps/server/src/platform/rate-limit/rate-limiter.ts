import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, selectRows } from '#db/client.ts';
import { AppError, type ErrorCode } from '#platform/errors.ts';
import { rateLimitCounters } from './tables.ts';

export type Limit = { max: number; windowMs: number };

/** Whether an attempt was within its limit; when not, how long until the oldest counted hit leaves the window. */
export type Attempt = { allowed: boolean; retryAfterMs: number };

/** A place under a limit that counts only failures, held while the attempt is checked. */
export type Reservation = Attempt & {
  /** A failure keeps its place in the count; a success gives it back. Nothing to do when refused. */
  settle(outcome: 'failed' | 'succeeded'): Promise<void>;
};

/** The refusal of an attempt over its limit, saying in how many minutes to try again. */
export function overLimit(retryAfterMs: number, code: ErrorCode = 'RATE_LIMITED'): AppError {
  return new AppError(code, { params: { minutes: Math.ceil(retryAfterMs / 60_000) } });
}

const BUCKET_MS = 60_000;
/** Namespace of the advisory locks that queue the attempts on one key (any constant will do). */
const RATE_LIMIT_LOCK = 7_002;
/**
 * How long at most a reservation over the limit waits for the checks still holding places, and how often it
 * looks again meanwhile. A check settled by this process wakes its waiters at once; the interval is for
 * checks settled by other processes.
 */
const SETTLE_WAIT_MS = 5_000;
const SETTLE_POLL_MS = 500;

const bucketOf = (at: number) => new Date(at - (at % BUCKET_MS));
const checkingKey = (key: string) => `${key}:checking`;

/**
 * Sliding-window limits made of one-minute buckets in the database: every process sees the same counts,
 * and a restart forgets nothing.
 */
export class RateLimiter {
  /** Emits a key when one of its checks settles here: only a hint to wake waiters, the counts are in the database. */
  private readonly settled = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** How many hits the key has in the window, and when the oldest of them leaves it. */
  async usage(
    key: string,
    limit: Limit,
    db: DbOrTx = this.db,
  ): Promise<{ count: number; retryAfterMs: number }> {
    const now = this.now().getTime();
    const [row] = await db
      .select({
        count: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int`,
        oldest: sql<Date | null>`min(${rateLimitCounters.windowStart})`,
      })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, key),
          gt(rateLimitCounters.windowStart, new Date(now - limit.windowMs)),
          gt(rateLimitCounters.count, 0),
        ),
      );
    const count = row?.count ?? 0;
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
    return { count, retryAfterMs: Math.max(BUCKET_MS, oldest + limit.windowMs + BUCKET_MS - now) };
  }

  /**
   * True when the key already used up its limit. Checked apart from the count, so a burst may pass together:
   * for limits on cheap failures only; `reserve` is the one that holds under a burst.
   */
  async isExhausted(key: string, limit: Limit): Promise<{ exhausted: boolean; retryAfterMs: number }> {
    const { count, retryAfterMs } = await this.usage(key, limit);
    return { exhausted: count >= limit.max, retryAfterMs };
  }

  /** Counts a hit without a ceiling (failures that only slow things down, or checked with isExhausted). */
  async hit(key: string): Promise<void> {
    await this.add(key, bucketOf(this.now().getTime()), this.db);
  }

  /**
   * Counts an attempt and answers whether it is within the limit, in one statement with no lock or
   * transaction (the bucket's row lock orders a burst): for limits on volume at a busy door, guests starting
   * quizzes say. A refused attempt counts too, so a caller that keeps trying stays refused.
   */
  async count(key: string, limit: Limit): Promise<Attempt> {
    const now = this.now().getTime();
    const bucket = bucketOf(now);
    const counters = rateLimitCounters;
    const [row] = await selectRows<{ total: number; oldest: Date | string | null }>(
      this.db,
      sql`with hit as (
          insert into ${counters} (key, window_start, count) values (${key}, ${bucket.toISOString()}::timestamptz, 1)
          on conflict (key, window_start) do update set count = ${counters.count} + 1
          returning count
        )
        select (select count from hit) + coalesce(sum(${counters.count}), 0)::int as total,
               min(${counters.windowStart}) as oldest
          from ${counters}
         where ${counters.key} = ${key}
           and ${counters.windowStart} > ${new Date(now - limit.windowMs).toISOString()}::timestamptz
           and ${counters.windowStart} <> ${bucket.toISOString()}::timestamptz`,
    );
    if (Number(row?.total ?? 0) <= limit.max) return { allowed: true, retryAfterMs: 0 };
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : bucket.getTime();
    return { allowed: false, retryAfterMs: Math.max(BUCKET_MS, oldest + limit.windowMs + BUCKET_MS - now) };
  }

  /** Counts an attempt, whatever its outcome, if the key is still within its limit. */
  async consume(key: string, limit: Limit): Promise<Attempt> {
    const taken = await this.take(key, limit, false);
    return { allowed: taken.allowed, retryAfterMs: taken.retryAfterMs };
  }

  /**
   * Takes a place for an attempt that counts only if it fails (a login, a voucher code), before it is checked:
   * a burst of parallel attempts gets no more checks than the limit. An attempt over the limit only because
   * others are still being checked waits for them to settle rather than being refused, so a burst of right
   * passwords all get in.
   */
  async reserve(key: string, limit: Limit): Promise<Reservation> {
    const waitUntil = performance.now() + SETTLE_WAIT_MS;
    let taken = await this.take(key, limit, true);
    while (!taken.allowed && taken.othersChecking && performance.now() < waitUntil) {
      await this.nextSettle(key);
      taken = await this.take(key, limit, true);
    }
    const { windowStart } = taken;
    if (!windowStart) return { allowed: false, retryAfterMs: taken.retryAfterMs, settle: async () => {} };
    return {
      allowed: true,
      retryAfterMs: 0,
      settle: async (outcome) => {
        await this.unhit(checkingKey(key), windowStart);
        if (outcome === 'succeeded') await this.unhit(key, windowStart);
        this.settled.emit(key);
      },
    };
  }

  /** Until a check on the key settles in this process, or the poll interval passes. */
  private async nextSettle(key: string): Promise<void> {
    const done = new AbortController();
    await Promise.race([
      once(this.settled, key, { signal: done.signal }),
      sleep(SETTLE_POLL_MS, undefined, { signal: done.signal }),
    ]);
    done.abort();
  }

  /**
   * Checks the limit and counts the hit under a lock on the key, so parallel requests take turns: none can
   * pass the check between another's check and its count.
   */
  private async take(key: string, limit: Limit, checking: boolean) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK}, hashtext(${key}))`);
      const { count, retryAfterMs } = await this.usage(key, limit, tx);
      if (count >= limit.max) {
        const othersChecking = checking && (await this.usage(checkingKey(key), limit, tx)).count > 0;
        return { allowed: false, retryAfterMs, othersChecking, windowStart: undefined };
      }
      const windowStart = bucketOf(this.now().getTime());
      await this.add(key, windowStart, tx);
      if (checking) await this.add(checkingKey(key), windowStart, tx);
      return { allowed: true, retryAfterMs: 0, othersChecking: false, windowStart };
    });
  }

  private async add(key: string, windowStart: Date, db: DbOrTx): Promise<void> {
    await db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      });
  }

  private async unhit(key: string, windowStart: Date): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ count: sql`${rateLimitCounters.count} - 1` })
      .where(
        and(
          eq(rateLimitCounters.key, key),
          eq(rateLimitCounters.windowStart, windowStart),
          gt(rateLimitCounters.count, 0),
        ),
      );
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  }

  /** Drops buckets older than a day; run from the housekeeping timer. */
  async prune(): Promise<void> {
    await this.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(this.now().getTime() - 86_400_000)));
  }
}
