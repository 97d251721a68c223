import { describe, expect, it } from 'vitest';
import { shareOf } from '@/lib/chart-scale';
import { dayBars, fillDays, labelledIndexes, niceCeiling } from './sales-chart';

const day = (d: string, revenue: number, sales = 1) => ({ day: d, revenue, sales });

describe('fillDays', () => {
  it('fills the days between the first and last sale with zero', () => {
    const { points, truncated } = fillDays([day('2026-05-30', 80_000), day('2026-06-01', 500_000, 2)]);
    expect(points).toEqual([
      day('2026-05-30', 80_000),
      { day: '2026-05-31', revenue: 0, sales: 0 },
      day('2026-06-01', 500_000, 2),
    ]);
    expect(truncated).toBe(false);
  });

  it("spans the filter's days when they are given, across a month end", () => {
    const { points } = fillDays([day('2026-06-01', 1000)], { from: '2026-05-30', to: '2026-06-02' });
    expect(points.map((point) => point.day)).toEqual([
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
    ]);
  });

  it('keeps the latest days of a long range and says so', () => {
    const { points, truncated } = fillDays([day('2024-01-01', 1), day('2026-06-01', 2)], {}, 10);
    expect(points).toHaveLength(10);
    expect(points.at(-1)?.day).toBe('2026-06-01');
    expect(points[0]?.day).toBe('2026-05-23');
    expect(truncated).toBe(true);
  });

  it('has nothing to draw without sales or range', () => {
    expect(fillDays([])).toEqual({ points: [], truncated: false });
  });
});

describe('dayBars', () => {
  it('scales to a round top and gives empty days no height', () => {
    const { bars, max } = dayBars([day('2026-06-01', 0, 0), day('2026-06-02', 180_000)]);
    expect(max).toBe(200_000);
    expect(bars.map((bar) => bar.height)).toEqual([0, 90]);
    expect(bars[1]?.x).toBeGreaterThan(50);
  });
});

describe('helpers', () => {
  it('round the axis, pick labels and size shares', () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(230)).toBe(250);
    expect([...labelledIndexes(3, 6)]).toEqual([0, 1, 2]);
    expect(labelledIndexes(30, 6).has(29)).toBe(true);
    expect(labelledIndexes(30, 6).size).toBeLessThanOrEqual(6);
    expect(shareOf(0, 100)).toBe(0);
    expect(shareOf(1, 10_000)).toBe(2);
    expect(shareOf(50, 100)).toBe(50);
  });
});
