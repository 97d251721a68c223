import type { ExtractionUsage } from '@pustaka/contract';

export type ChartDay = {
  day: string;
  /** Extractions per series (a key's id, or `playground`), web and PDF together. */
  bySeries: Record<string, number>;
  total: number;
};

export const PLAYGROUND_SERIES = 'playground';

/** The last `span` days up to `today`, oldest first, with zeros for days without use. */
export function chartDays(usage: ExtractionUsage, today: Date, span = 30): ChartDay[] {
  const days: ChartDay[] = [];
  for (let back = span - 1; back >= 0; back -= 1) {
    const day = new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    days.push({ day, bySeries: {}, total: 0 });
  }
  const index = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of usage.days) {
    const entry = index.get(row.day);
    if (!entry) continue;
    const series = row.key_id === null ? PLAYGROUND_SERIES : String(row.key_id);
    const count = row.web + row.pdf;
    entry.bySeries[series] = (entry.bySeries[series] ?? 0) + count;
    entry.total += count;
  }
  return days;
}

/** The series that appear in the window, keys first in their order, the playground last. */
export function seriesOf(usage: ExtractionUsage, days: ChartDay[]): string[] {
  const seen = new Set(days.flatMap((day) => Object.keys(day.bySeries)));
  const keys = usage.keys.map((key) => String(key.id)).filter((id) => seen.has(id));
  return seen.has(PLAYGROUND_SERIES) ? [...keys, PLAYGROUND_SERIES] : keys;
}

const PALETTE = ['#4f46e5', '#0891b2', '#d97706', '#db2777', '#059669', '#7c3aed', '#dc2626', '#65a30d'];

export const seriesColour = (index: number) => PALETTE[index % PALETTE.length] ?? '#4f46e5';

/** A round upper bound for the y axis: 1, 2, 5, 10, 20, 50 ... */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}
