import type { ShortLinkStats } from '@pustaka/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { getOwnRow } from './links.ts';
import { shortLinkDailyClicks, shortLinkReferrers } from './tables.ts';

const DAY_MS = 86_400_000;
const TOP_REFERRERS = 10;

/** The UTC date of a moment, as `YYYY-MM-DD`: clicks are counted per UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Clicks per day over the last `days` days (today included, empty days as 0) and the top referrer domains. */
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
      .select({ day: shortLinkDailyClicks.day, clicks: shortLinkDailyClicks.clicks })
      .from(shortLinkDailyClicks)
      .where(and(eq(shortLinkDailyClicks.linkId, id), gte(shortLinkDailyClicks.day, first))),
    ctx.db
      .select({ total: sql<number>`coalesce(sum(${shortLinkDailyClicks.clicks}), 0)::int` })
      .from(shortLinkDailyClicks)
      .where(eq(shortLinkDailyClicks.linkId, id)),
    ctx.db
      .select({ domain: shortLinkReferrers.domain, clicks: shortLinkReferrers.clicks })
      .from(shortLinkReferrers)
      .where(eq(shortLinkReferrers.linkId, id))
      .orderBy(desc(shortLinkReferrers.clicks), shortLinkReferrers.domain)
      .limit(TOP_REFERRERS),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row.clicks]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(today - (days - 1 - i) * DAY_MS));
    return { day, clicks: byDay.get(day) ?? 0 };
  });
  return { total: totals?.total ?? 0, days: series, referrers };
}
