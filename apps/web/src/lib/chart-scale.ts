// Axis arithmetic every bar chart of the app shares.

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above a value: a round top for the axis. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** Which bars get a label under the axis: about `wanted`, always the last (the most recent). */
export function labelledIndexes(count: number, wanted = 6): Set<number> {
  if (count <= wanted) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = Math.ceil(count / wanted);
  const indexes = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) indexes.add(i);
  return indexes;
}

/** Short rupiah for axis ticks: "Rp 1,5 jt", "Rp 250 rb" in Indonesian; "Rp 1.5M", "Rp 250K" in English. */
export function compactRupiah(amount: number, language: string): string {
  const compact = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
  return `Rp ${compact}`.replace(/\s/g, ' ');
}

/** A share of the largest value in percent, at least a sliver when above zero so it stays visible. */
export function shareOf(value: number, largest: number): number {
  if (value <= 0 || largest <= 0) return 0;
  return Math.max((value / largest) * 100, 2);
}
