import { describe, expect, it } from 'vitest';
import { bucketLabel, chartBars, compactRupiah, labelledIndexes, niceCeiling } from './chart';
import { canRequest, validateSettlement } from './settlement-rules';

describe('the revenue chart', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(70_000)).toBe(100_000);
    expect(niceCeiling(180_000)).toBe(200_000);
    expect(niceCeiling(230_000)).toBe(250_000);
    expect(niceCeiling(450_000)).toBe(500_000);
    expect(niceCeiling(1_000_000)).toBe(1_000_000);
  });

  it('scales bars to the ceiling and spaces them evenly', () => {
    const { bars, max, ticks } = chartBars([
      { bucket: '2026-06-01', revenue: 250_000, sales: 1 },
      { bucket: '2026-06-02', revenue: 0, sales: 0 },
      { bucket: '2026-06-03', revenue: 100_000, sales: 2 },
      { bucket: '2026-06-04', revenue: 50_000, sales: 1 },
    ]);
    expect(max).toBe(250_000);
    expect(ticks).toEqual([0, 62_500, 125_000, 187_500, 250_000]);
    expect(bars.map((bar) => bar.height)).toEqual([100, 0, 40, 20]);
    expect(bars[1]?.x).toBeCloseTo(25 + 3.75);
    expect(bars[0]?.width).toBeCloseTo(17.5);
  });

  it('draws nothing tall for a window without sales', () => {
    const { bars, ticks } = chartBars([{ bucket: '2026-06-01', revenue: 0, sales: 0 }]);
    expect(bars[0]?.height).toBe(0);
    expect(ticks).toEqual([0]);
  });

  it('labels about six buckets, the latest always', () => {
    expect([...labelledIndexes(30)].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledIndexes(12).has(11)).toBe(true);
    expect(labelledIndexes(4).size).toBe(4);
  });

  it('names buckets by day or month in the reader language', () => {
    expect(bucketLabel('2026-06-03', 'day', 'en')).toBe('Jun 3');
    expect(bucketLabel('2026-06-03', 'week', 'id')).toBe('3 Jun');
    expect(bucketLabel('2026-06-01', 'month', 'en')).toBe('Jun 26');
    expect(compactRupiah(1_500_000, 'en')).toBe('Rp 1.5M');
    expect(compactRupiah(250_000, 'id')).toBe('Rp 250 rb');
  });
});

describe('the payout form', () => {
  const draft = {
    amount: 60_000,
    method: 'bank' as const,
    channel: 'BCA',
    accountNumber: '1234567890',
    accountName: 'Sari Penulis',
  };
  const limits = { available: 100_000, minimum: 50_000 };

  it('accepts a request within the balance', () => {
    expect(validateSettlement(draft, limits)).toEqual({});
    expect(
      validateSettlement(
        { ...draft, method: 'ewallet', channel: 'GoPay', accountNumber: '0812-3456' },
        limits,
      ),
    ).toEqual({});
  });

  it('explains each problem', () => {
    expect(validateSettlement({ ...draft, amount: undefined }, limits).amount).toBe('amountRequired');
    expect(validateSettlement({ ...draft, amount: 10_000 }, limits).amount).toBe('belowMinimum');
    expect(validateSettlement({ ...draft, amount: 100_001 }, limits).amount).toBe('aboveAvailable');
    expect(validateSettlement({ ...draft, channel: 'GoPay' }, limits).channel).toBe('channelRequired');
    expect(validateSettlement({ ...draft, accountNumber: '' }, limits).accountNumber).toBe(
      'accountNumberRequired',
    );
    expect(validateSettlement({ ...draft, accountNumber: '12ab' }, limits).accountNumber).toBe(
      'accountNumberInvalid',
    );
    expect(validateSettlement({ ...draft, accountName: '<b>x</b>' }, limits).accountName).toBe(
      'accountNameInvalid',
    );
  });

  it('knows when nothing can be requested yet', () => {
    expect(canRequest(49_999, 50_000)).toBe(false);
    expect(canRequest(50_000, 50_000)).toBe(true);
  });
});
