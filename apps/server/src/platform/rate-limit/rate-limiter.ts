import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { rateLimitCounters } from './tables.ts';

export type Limit = { max: number; windowMs: number };

/** One counted attempt, or the refusal of one. */
export type Attempt = {
  allowed: boolean;
  /** When refused: how long until the oldest counted hit leaves the window. */
  retryAfterMs: number;
  /**
   * Takes a counted attempt back, for limits that count only failures (a login that succeeded, a voucher
   * code that exists): the attempt holds its place while it is checked, so a burst cannot overtake it.
   */
  release(): Promise<void>;
};

const BUCKET_MS = 60_000;
/** Namespace of the advisory locks that queue the attempts on one key (any constant will do). */
const RATE_LIMIT_LOCK = 7_002;

const bucketOf = (at: number) => new Date(at - (at % BUCKET_MS));

/**
 * Sliding-window limits made of one-minute buckets in the database: every process sees the same counts,
 * and a restart forgets nothing.
 */
export class RateLimiter {
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
   * for limits on cheap failures only; `consume` is the one that holds under a burst.
   */
  async isExhausted(key: string, limit: Limit): Promise<{ exhausted: boolean; retryAfterMs: number }> {
    const { count, retryAfterMs } = await this.usage(key, limit);
    return { exhausted: count >= limit.max, retryAfterMs };
  }

  /** Counts a hit without a ceiling (failures that only slow things down); answers the bucket it went to. */
  async hit(key: string, db: DbOrTx = this.db): Promise<Date> {
    const windowStart = bucketOf(this.now().getTime());
    await db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      });
    return windowStart;
  }

  /**
   * Counts an attempt if the key is still within its limit. The check and the count happen under a lock on
   * the key, so parallel requests queue for their turn: a burst gets exactly the limit, not whatever it
   * squeezes in before the first of them is counted.
   */
  async consume(key: string, limit: Limit): Promise<Attempt> {
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK}, hashtext(${key}))`);
      const { count, retryAfterMs } = await this.usage(key, limit, tx);
      if (count >= limit.max) return { allowed: false as const, retryAfterMs };
      return { allowed: true as const, windowStart: await this.hit(key, tx) };
    });
    if (!outcome.allowed)
      return { allowed: false, retryAfterMs: outcome.retryAfterMs, release: async () => {} };
    return { allowed: true, retryAfterMs: 0, release: () => this.unhit(key, outcome.windowStart) };
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
