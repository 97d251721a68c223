import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { COUNTED_CLICKS_PER_VISITOR_DAY } from './visitors.ts';

/** The most rows one statement carries (five parameters each at most, well under PostgreSQL's 65,535). */
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

/** What one visitor did on one link and day, in memory until the next flush. */
type Visit = { clicks: number; domain: string };

/**
 * Counts redirects in memory and adds them to the database in batches, so the redirect never waits for a
 * write. Three figures per link and day: every redirect served; the clicks of people (robots and link
 * previews left out, at most COUNTED_CLICKS_PER_VISITOR_DAY per visitor); and the distinct visitors. The
 * cap and the distinct count hold across flushes and processes because they are decided by the database:
 * one statement per flush upserts the visitors (capping their clicks) and adds what that upsert counted to
 * the day and referrer rows. Each process adds only what it counted, so several processes sum up. A flush
 * that fails puts its counts back for the next one: nothing is lost unless the process dies before a flush
 * succeeds (at most one interval of clicks).
 */
export class ClickCounter {
  private redirects = new Map<string, number>();
  private visits = new Map<string, Visit>();
  private running: Promise<void> = Promise.resolve();
  /** Redirects counted since start, for the benchmark's no-click-lost check. */
  recorded = 0;

  constructor(private readonly db: Database) {}

  /** One redirect; `visitor` is null for a robot, which is served but not counted as a click. */
  record(linkId: number, day: string, domain: string, visitor: string | null): void {
    const dayKey = `${linkId}|${day}`;
    this.redirects.set(dayKey, (this.redirects.get(dayKey) ?? 0) + 1);
    this.recorded++;
    if (visitor === null) return;
    const visitKey = `${dayKey}|${visitor}`;
    const visit = this.visits.get(visitKey);
    // The referrer of the visitor's first click stands for the rest: a forged Referer per request gains nothing.
    if (!visit) this.visits.set(visitKey, { clicks: 1, domain });
    else if (visit.clicks < COUNTED_CLICKS_PER_VISITOR_DAY) visit.clicks++;
  }

  /** Redirects not yet written. */
  get pending(): number {
    let total = 0;
    for (const count of this.redirects.values()) total += count;
    return total;
  }

  /** Writes what was counted so far; flushes never overlap, a second call waits for the first. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  private async write(): Promise<void> {
    if (this.redirects.size === 0 && this.visits.size === 0) return;
    const redirects = this.redirects;
    const visits = this.visits;
    this.redirects = new Map();
    this.visits = new Map();
    try {
      await this.db.transaction(async (tx) => {
        for (const chunk of chunks(redirects)) await tx.execute(addRedirects(chunk));
        for (const chunk of chunks(visits)) await tx.execute(addVisits(chunk));
      });
    } catch (error) {
      mergeCounts(this.redirects, redirects);
      mergeVisits(this.visits, visits);
      throw error;
    }
  }
}

/** Clicks on a link deleted since they were counted are dropped by the join. */
function addRedirects(chunk: [string, number][]) {
  const values = sql.join(
    chunk.map(([key, count]) => {
      const [id, day] = key.split('|');
      return sql`(${Number(id)}::int, ${day}::date, ${count}::int)`;
    }),
    sql`, `,
  );
  return sql`
    insert into short_link_daily_clicks (link_id, day, clicks, visitors, redirects)
    select v.link_id, v.day, 0, 0, v.redirects from (values ${values}) as v(link_id, day, redirects)
    join short_links l on l.id = v.link_id
    on conflict (link_id, day) do update set redirects = short_link_daily_clicks.redirects + excluded.redirects`;
}

/**
 * One statement: the visitors are upserted with their clicks capped, each row saying what this write added
 * (`last_added`) and whether it is new (then its clicks equal what was added); the day rows get the added
 * clicks and the new visitors, the referrer rows the added clicks. Rows are taken in key order, so two
 * processes flushing at once lock them in the same order.
 */
function addVisits(chunk: [string, Visit][]) {
  const values = sql.join(
    chunk.map(([key, visit]) => {
      const [id, day, visitor] = key.split('|');
      return sql`(${Number(id)}::int, ${day}::date, ${visitor}::text, ${visit.clicks}::smallint, ${visit.domain}::text)`;
    }),
    sql`, `,
  );
  const cap = sql.raw(String(COUNTED_CLICKS_PER_VISITOR_DAY));
  return sql`
    with v(link_id, day, visitor, clicks, domain) as (values ${values}),
    counted as (
      insert into short_link_visitors as s (link_id, day, visitor, clicks, last_added)
      select v.link_id, v.day, v.visitor, least(v.clicks, ${cap}), least(v.clicks, ${cap})
      from v join short_links l on l.id = v.link_id
      order by v.link_id, v.day, v.visitor
      on conflict (link_id, day, visitor) do update
        set clicks = least(s.clicks + excluded.clicks, ${cap}),
            last_added = least(s.clicks + excluded.clicks, ${cap}) - s.clicks
      returning s.link_id, s.day, s.visitor, s.last_added, s.clicks = s.last_added as fresh
    ),
    days as (
      insert into short_link_daily_clicks as d (link_id, day, clicks, visitors, redirects)
      select link_id, day, sum(last_added), count(*) filter (where fresh), 0 from counted group by link_id, day
      order by link_id, day
      on conflict (link_id, day) do update
        set clicks = d.clicks + excluded.clicks, visitors = d.visitors + excluded.visitors
    )
    insert into short_link_referrers as r (link_id, domain, clicks)
    select c.link_id, v.domain, sum(c.last_added)
    from counted c join v on v.link_id = c.link_id and v.day = c.day and v.visitor = c.visitor
    group by c.link_id, v.domain having sum(c.last_added) > 0
    order by c.link_id, v.domain
    on conflict (link_id, domain) do update set clicks = r.clicks + excluded.clicks`;
}

function* chunks<T>(map: Map<string, T>): Generator<[string, T][]> {
  const entries = [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT) yield entries.slice(i, i + ROWS_PER_STATEMENT);
}

function mergeCounts(into: Map<string, number>, from: Map<string, number>): void {
  for (const [key, count] of from) into.set(key, (into.get(key) ?? 0) + count);
}

/** A failed flush's visits back into the new batch: clicks added (still capped), the first referrer kept. */
function mergeVisits(into: Map<string, Visit>, from: Map<string, Visit>): void {
  for (const [key, visit] of from) {
    const newer = into.get(key);
    into.set(key, {
      clicks: Math.min(COUNTED_CLICKS_PER_VISITOR_DAY, visit.clicks + (newer?.clicks ?? 0)),
      domain: visit.domain,
    });
  }
}
