import type { StatsPeriod } from '@pustaka/contract';

export interface ChartPoint {
  bucket: string;
  revenue: number;
  sales: number;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above a value: a round top for the axis. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

export interface Bar {
  bucket: string;
  revenue: number;
  sales: number;
  /** Left edge and width as percentages of the plot. */
  x: number;
  width: number;
  /** Height as a percentage of the plot (0 for an empty bucket). */
  height: number;
}

/** Bars of equal width with a gap between them, scaled to the nice ceiling of the largest value. */
export function chartBars(points: ChartPoint[]): { bars: Bar[]; max: number; ticks: number[] } {
  const max = niceCeiling(Math.max(0, ...points.map((point) => point.revenue)));
  const slot = points.length > 0 ? 100 / points.length : 100;
  const width = slot * 0.7;
  const bars = points.map((point, index) => ({
    ...point,
    x: index * slot + (slot - width) / 2,
    width,
    height: max > 0 ? (point.revenue / max) * 100 : 0,
  }));
  const ticks = max > 0 ? [0, max / 4, max / 2, (max * 3) / 4, max] : [0];
  return { bars, max, ticks };
}

/** Which buckets get a label under the axis: about six, always the last (today, this week, this month). */
export function labelledIndexes(count: number, wanted = 6): Set<number> {
  if (count <= wanted) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = Math.ceil(count / wanted);
  const indexes = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) indexes.add(i);
  return indexes;
}

/** A bucket's first day as the axis shows it: "3 Jun" for days and weeks, "Jun 2026" for months. */
export function bucketLabel(bucket: string, period: StatsPeriod, language: string): string {
  const date = new Date(`${bucket}T00:00:00Z`);
  const locale = language === 'id' ? 'id-ID' : 'en-US';
  const options: Intl.DateTimeFormatOptions =
    period === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Short rupiah for axis ticks: "Rp 1,5 jt", "Rp 250 rb" in Indonesian; "Rp 1.5M", "Rp 250K" in English. */
export function compactRupiah(amount: number, language: string): string {
  const locale = language === 'id' ? 'id-ID' : 'en-US';
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    amount,
  );
  return `Rp ${compact}`.replace(/\s/g, ' ');
}
