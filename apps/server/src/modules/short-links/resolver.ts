import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { shortLinks } from './tables.ts';

/** Where a live code sends its visitors; null for an unknown or disabled code. */
export type Resolved = { id: number; target: string; status: 301 | 302 } | null;

/** How long a looked-up code is trusted in this process; changes elsewhere also arrive as events. */
export const CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * Codes to targets, cached in memory for a few seconds (unknown codes too, so a flood of made-up codes
 * costs one query per code per interval). A change made here drops its entry at once; other processes
 * drop theirs when the change event reaches them, and at the latest when the entry expires.
 */
export class LinkResolver {
  private readonly cache = new Map<string, { value: Resolved; expires: number }>();
  private readonly loading = new Map<string, Promise<Resolved>>();
  /** Bumped by every forget: a lookup that started before a change does not cache what it read. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly defaultStatus: () => 301 | 302,
    private readonly ttlMs = CACHE_TTL_MS,
  ) {}

  /** The cached answer when there is a fresh one (no promise: the hot path stays synchronous). */
  cached(code: string): Resolved | undefined {
    const entry = this.cache.get(code);
    if (entry && entry.expires > performance.now()) return entry.value;
    return undefined;
  }

  resolve(code: string): Promise<Resolved> {
    const pending = this.loading.get(code);
    if (pending) return pending;
    const load = this.load(code).finally(() => this.loading.delete(code));
    this.loading.set(code, load);
    return load;
  }

  forget(code: string): void {
    this.generation++;
    this.cache.delete(code);
    this.loading.delete(code);
  }

  private async load(code: string): Promise<Resolved> {
    const generation = this.generation;
    const [row] = await this.db
      .select({
        id: shortLinks.id,
        target: shortLinks.target,
        status: shortLinks.status,
        redirectType: shortLinks.redirectType,
      })
      .from(shortLinks)
      .where(eq(shortLinks.code, code));
    const value: Resolved =
      row && row.status === 'active'
        ? {
            id: row.id,
            target: row.target,
            status: (row.redirectType as 301 | 302 | null) ?? this.defaultStatus(),
          }
        : null;
    if (generation !== this.generation) return value;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(code, { value, expires: performance.now() + this.ttlMs });
    return value;
  }
}
