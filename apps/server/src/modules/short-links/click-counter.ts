import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The most rows one statement carries (three parameters each, well under PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 5_000;
const MAX_DOMAIN = 253;

const domainOf = new Map<string, string>();
const REMEMBERED_REFERRERS = 10_000;

/** The referring site's host name, lower case; '' for a visit without a (readable) referrer. */
export function referrerDomain(referer: string | undefined): string {
  if (!referer) return '';
  // Most clicks come from a few pages (a post, a bio link): their host is parsed once.
  const known = domainOf.get(referer);
  if (known !== undefined) return known;
  let host = '';
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    // Not an address: counted as a visit without a referrer.
  }
  if (host.length > MAX_DOMAIN) host = '';
  if (referer.length <= 2048) {
    if (domainOf.size >= REMEMBERED_REFERRERS) domainOf.clear();
    domainOf.set(referer, host);
  }
  return host;
}

/**
 * Counts redirects in memory and adds them to the database in batches: one INSERT … ON CONFLICT DO UPDATE
 * for the per-day counts and one for the referrer domains per flush. Each process adds only what it counted,
 * so several processes sum up. A flush that fails puts its counts back for the next one: nothing is lost
 * unless the process dies before a flush succeeds (at most one interval of clicks).
 */
export class ClickCounter {
  private days = new Map<string, number>();
  private referrers = new Map<string, number>();
  private running: Promise<void> = Promise.resolve();
  /** Counted since start, for the benchmark's no-click-lost check and /health-like figures. */
  recorded = 0;

  constructor(private readonly db: Database) {}

  record(linkId: number, day: string, domain: string): void {
    const dayKey = `${linkId}|${day}`;
    this.days.set(dayKey, (this.days.get(dayKey) ?? 0) + 1);
    const refKey = `${linkId}|${domain}`;
    this.referrers.set(refKey, (this.referrers.get(refKey) ?? 0) + 1);
    this.recorded++;
  }

  get pending(): number {
    let total = 0;
    for (const clicks of this.days.values()) total += clicks;
    return total;
  }

  /** Writes what was counted so far; flushes never overlap, a second call waits for the first. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  private async write(): Promise<void> {
    if (this.days.size === 0 && this.referrers.size === 0) return;
    const days = this.days;
    const referrers = this.referrers;
    this.days = new Map();
    this.referrers = new Map();
    try {
      await this.db.transaction(async (tx) => {
        for (const chunk of chunks(days)) {
          const values = sql.join(
            chunk.map(([key, clicks]) => {
              const [id, day] = key.split('|');
              return sql`(${Number(id)}::int, ${day}::date, ${clicks}::int)`;
            }),
            sql`, `,
          );
          // Clicks on a link deleted since they were counted are dropped by the join.
          await tx.execute(sql`
            insert into short_link_daily_clicks (link_id, day, clicks)
            select v.link_id, v.day, v.clicks from (values ${values}) as v(link_id, day, clicks)
            join short_links l on l.id = v.link_id
            on conflict (link_id, day) do update set clicks = short_link_daily_clicks.clicks + excluded.clicks`);
        }
        for (const chunk of chunks(referrers)) {
          const values = sql.join(
            chunk.map(([key, clicks]) => {
              const split = key.indexOf('|');
              return sql`(${Number(key.slice(0, split))}::int, ${key.slice(split + 1)}::text, ${clicks}::int)`;
            }),
            sql`, `,
          );
          await tx.execute(sql`
            insert into short_link_referrers (link_id, domain, clicks)
            select v.link_id, v.domain, v.clicks from (values ${values}) as v(link_id, domain, clicks)
            join short_links l on l.id = v.link_id
            on conflict (link_id, domain) do update set clicks = short_link_referrers.clicks + excluded.clicks`);
        }
      });
    } catch (error) {
      merge(this.days, days);
      merge(this.referrers, referrers);
      throw error;
    }
  }
}

function* chunks(map: Map<string, number>): Generator<[string, number][]> {
  const entries = [...map];
  for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT) yield entries.slice(i, i + ROWS_PER_STATEMENT);
}

function merge(into: Map<string, number>, from: Map<string, number>): void {
  for (const [key, clicks] of from) into.set(key, (into.get(key) ?? 0) + clicks);
}
