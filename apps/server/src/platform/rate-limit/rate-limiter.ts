import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from './tables.ts';

export type Limit = { max: number; windowMs: number };

const BUCKET_MS = 60_000;

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
  async usage(key: string, limit: Limit): Promise<{ count: number; retryAfterMs: number }> {
    const now = this.now().getTime();
    const [row] = await this.db
      .select({
        count: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int`,
        oldest: sql<Date | null>`min(${rateLimitCounters.windowStart})`,
      })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, key),
          gt(rateLimitCounters.windowStart, new Date(now - limit.windowMs)),
        ),
      );
    const count = row?.count ?? 0;
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
    return { count, retryAfterMs: Math.max(BUCKET_MS, oldest + limit.windowMs + BUCKET_MS - now) };
  }

  /** True when the key already used up its limit. */
  async isExhausted(key: string, limit: Limit): Promise<{ exhausted: boolean; retryAfterMs: number }> {
    const { count, retryAfterMs } = await this.usage(key, limit);
    return { exhausted: count >= limit.max, retryAfterMs };
  }

  async hit(key: string): Promise<void> {
    const now = this.now().getTime();
    const windowStart = new Date(now - (now % BUCKET_MS));
    await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      });
  }

  /** Counts a hit and reports whether it was still within the limit. */
  async consume(key: string, limit: Limit): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const { exhausted, retryAfterMs } = await this.isExhausted(key, limit);
    if (exhausted) return { allowed: false, retryAfterMs };
    await this.hit(key);
    return { allowed: true, retryAfterMs: 0 };
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
