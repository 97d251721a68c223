import type { ShortLinkStats } from '@pustaka/contract';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { registerSweep } from '#platform/sweeps.ts';
import { getOwnRow } from './links.ts';
import { shortLinkDailyClicks, shortLinkReferrers, shortLinkVisitors } from './tables.ts';

const DAY_MS = 86_400_000;
const TOP_REFERRERS = 10;

/** The UTC date of a moment, as `YYYY-MM-DD`: clicks are counted per UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Clicks and distinct visitors per day over the last `days` days (today included, empty days as 0), the
 * totals (visitors added over the days: one person on two days counts twice), every redirect served, and
 * the top referrer domains.
 */
export async function shortLinkStats(
  ctx: AppContext,
  ownerId: number,
  id: number,
  days: number,
): Promise<ShortLinkStats> {
  await getOwnRow(ctx.db, ownerId, id);
  const today = ctx.now().getTime();
  const first = utcDay(new Date(today - (days - 1) * DAY_MS));
  const [perDay, [totals], referrers] = await Promise.all([
    ctx.db
      .select({
        day: shortLinkDailyClicks.day,
        clicks: shortLinkDailyClicks.clicks,
        visitors: shortLinkDailyClicks.visitors,
      })
      .from(shortLinkDailyClicks)
      .where(and(eq(shortLinkDailyClicks.linkId, id), gte(shortLinkDailyClicks.day, first))),
    ctx.db
      .select({
        clicks: sql<number>`coalesce(sum(${shortLinkDailyClicks.clicks}), 0)::int`,
        visitors: sql<number>`coalesce(sum(${shortLinkDailyClicks.visitors}), 0)::int`,
        redirects: sql<number>`coalesce(sum(${shortLinkDailyClicks.redirects}), 0)::int`,
      })
      .from(shortLinkDailyClicks)
      .where(eq(shortLinkDailyClicks.linkId, id)),
    ctx.db
      .select({ domain: shortLinkReferrers.domain, clicks: shortLinkReferrers.clicks })
      .from(shortLinkReferrers)
      .where(eq(shortLinkReferrers.linkId, id))
      .orderBy(desc(shortLinkReferrers.clicks), shortLinkReferrers.domain)
      .limit(TOP_REFERRERS),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(today - (days - 1 - i) * DAY_MS));
    const row = byDay.get(day);
    return { day, clicks: row?.clicks ?? 0, visitors: row?.visitors ?? 0 };
  });
  return {
    total: totals?.clicks ?? 0,
    visitors: totals?.visitors ?? 0,
    redirects: totals?.redirects ?? 0,
    days: series,
    referrers,
  };
}

/** Visitor rows past the day before yesterday: no click can be added to those days any more. */
export function sweepOldVisitors(ctx: AppContext): void {
  registerSweep(ctx, 'short-links.old-visitors', async (now) => {
    const gone = await ctx.db
      .delete(shortLinkVisitors)
      .where(lt(shortLinkVisitors.day, utcDay(new Date(now.getTime() - DAY_MS))))
      .returning({ day: shortLinkVisitors.day });
    return gone.length;
  });
}
