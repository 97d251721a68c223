import type { StatsPeriod } from '@pustaka/contract';
import { compactRupiah, labelledIndexes, niceCeiling } from '@/lib/chart-scale';

export { compactRupiah, labelledIndexes, niceCeiling };

export interface ChartPoint {
  bucket: string;
  revenue: number;
  sales: number;
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
