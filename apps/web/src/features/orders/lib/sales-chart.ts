import { compactRupiah, labelledIndexes, niceCeiling } from '@/lib/chart-scale';

export { compactRupiah, labelledIndexes, niceCeiling };
/** One Jakarta day of sales, as the summary reports it. */
export interface DaySales {
  day: string;
  revenue: number;
  sales: number;
}

/** The most days the chart draws; a longer range shows its latest days. */
export const CHART_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every day from the first to the last (the filter's days when given, else the first and last sale),
 * with zero for days without a sale, so the bars keep a time scale. At most `max` days: the latest.
 */
export function fillDays(
  days: DaySales[],
  range: { from?: string; to?: string } = {},
  max = CHART_MAX_DAYS,
): { points: DaySales[]; truncated: boolean } {
  const first = range.from ?? days[0]?.day;
  const last = range.to ?? days.at(-1)?.day;
  if (!first || !last || first > last) return { points: [], truncated: false };
  const end = dayMs(last);
  const start = Math.max(dayMs(first), end - (max - 1) * DAY_MS);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const points: DaySales[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const day = isoDay(ms);
    points.push(byDay.get(day) ?? { day, revenue: 0, sales: 0 });
  }
  return { points, truncated: start > dayMs(first) };
}

export interface DayBar extends DaySales {
  /** Left edge and width as percentages of the plot. */
  x: number;
  width: number;
  /** Height as a percentage of the plot. */
  height: number;
}

/** Bars of equal width with a gap, scaled to the round ceiling of the best day. */
export function dayBars(points: DaySales[]): { bars: DayBar[]; max: number } {
  const max = niceCeiling(Math.max(0, ...points.map((point) => point.revenue)));
  const slot = points.length > 0 ? 100 / points.length : 100;
  const width = slot * (points.length > 40 ? 0.85 : 0.7);
  return {
    max,
    bars: points.map((point, index) => ({
      ...point,
      x: index * slot + (slot - width) / 2,
      width,
      height: max > 0 ? (point.revenue / max) * 100 : 0,
    })),
  };
}

/** "3 Jun" in the reader's language; the day is a calendar day, so no time zone shifts it. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
