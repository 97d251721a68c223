import type { ExtractionUsage } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { chartDays, niceMax, PLAYGROUND_SERIES, seriesOf } from './usage-chart';

const key = (id: number, name: string) => ({
  id,
  name,
  prefix: 'pk_live_abcd',
  created_at: '2026-11-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
});

const usage: ExtractionUsage = {
  plan_name: 'Free',
  monthly_quota: 100,
  used_this_month: 9,
  resets_at: '2026-12-01T00:00:00.000Z',
  rate_limit_per_minute: 60,
  keys: [key(7, 'Server'), key(9, 'Laptop')],
  days: [
    { day: '2026-11-20', key_id: 9, web: 1, pdf: 1 },
    { day: '2026-11-25', key_id: 7, web: 3, pdf: 0 },
    { day: '2026-11-25', key_id: null, web: 1, pdf: 2 },
    // Older than the window: left out.
    { day: '2026-10-01', key_id: 7, web: 5, pdf: 0 },
  ],
};

describe('the usage chart', () => {
  it('has one bar per day of the window, stacked by key and the playground', () => {
    const days = chartDays(usage, new Date('2026-11-25T12:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-10-27');
    expect(days.at(-1)).toEqual({
      day: '2026-11-25',
      bySeries: { '7': 3, [PLAYGROUND_SERIES]: 3 },
      total: 6,
    });
    expect(days.find((day) => day.day === '2026-11-20')?.total).toBe(2);
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBe(8);
    expect(seriesOf(usage, days)).toEqual(['7', '9', PLAYGROUND_SERIES]);
  });

  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 6, 11, 99, 240].map(niceMax)).toEqual([1, 1, 5, 10, 20, 100, 500]);
  });
});
