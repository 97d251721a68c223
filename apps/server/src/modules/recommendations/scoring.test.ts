import { describe, expect, it } from 'vitest';
import { blendForProfile, DEFAULT_WEIGHTS } from './blend.ts';
import { cooccurrenceNeighbours, coPurchaseWeight, logLikelihoodRatio, pairScore } from './cooccurrence.ts';
import { nextVolumes, seriesPlace } from './series.ts';
import { similarNeighbours } from './similarity.ts';

describe('co-occurrence', () => {
  it('scores independence near zero and a strong association high (LLR)', () => {
    expect(logLikelihoodRatio(10, 90, 90, 810)).toBeCloseTo(0, 5);
    expect(logLikelihoodRatio(50, 50, 50, 850)).toBeGreaterThan(50);
  });

  it('does not let a best seller become everyone’s neighbour', () => {
    // Item 1 and 2 are bought together by a few; item 9 is in every basket.
    const baskets = [
      [1, 2, 9],
      [1, 2, 9],
      [1, 2, 9],
      [1, 9],
      ...Array.from({ length: 40 }, (_, i) => [9, 100 + i]),
    ];
    const options = { k: 5, measure: 'cosine' as const, minSupport: 1, shrinkage: 5 };
    const [first] = cooccurrenceNeighbours(baskets, options).get(1) ?? [];
    expect(first?.id).toBe(2);
    expect(pairScore(3, 4, 3, 44, options)).toBeGreaterThan(pairScore(4, 4, 44, 44, options));
  });
});

describe('co-purchase time decay', () => {
  it('weighs an old co-purchase less, by its half-life', () => {
    const now = Date.UTC(2026, 5, 1);
    const yearsAgo = (years: number) => now - years * 365 * 86_400_000;
    // Item 1 is bought with 2 and with 3 by two people each: with 2 two years ago, with 3 this week.
    const baskets = [
      [1, 2],
      [1, 2],
      [1, 3],
      [1, 3],
    ];
    const times = baskets.map((basket, i) => basket.map(() => (i < 2 ? yearsAgo(2) : now)));
    const options = { k: 5, measure: 'cosine' as const, minSupport: 1, shrinkage: 5 };
    const decayed = cooccurrenceNeighbours(baskets, { ...options, halfLifeDays: 365 }, times, now).get(1);
    expect(decayed?.map((n) => n.id)).toEqual([3, 2]);
    const [recent, old] = decayed ?? [];
    // Two half-lives: the part above the floor is a quarter, so an old co-purchase weighs 0.5 + 0.5 / 4.
    expect(coPurchaseWeight(yearsAgo(2), now, 365)).toBeCloseTo(0.625, 6);
    expect(coPurchaseWeight(yearsAgo(1), now, 365)).toBeCloseTo(0.75, 6);
    expect(coPurchaseWeight(now, now, 365)).toBe(1);
    // Never below the floor, however old.
    expect(coPurchaseWeight(yearsAgo(50), now, 365)).toBeGreaterThanOrEqual(0.5);
    // The shrinkage makes the old pair's score fall further than its weight.
    expect((old?.score ?? 0) / (recent?.score ?? 1)).toBeLessThan(0.625);
    // Without a half-life both pairs are the same.
    const flat = cooccurrenceNeighbours(baskets, options, times, now).get(1);
    expect(flat?.[0]?.score).toBeCloseTo(flat?.[1]?.score ?? 0, 9);
  });
});

describe('content similarity', () => {
  it('finds the product sharing the author and topic words first', () => {
    const neighbours = similarNeighbours(
      [
        { id: 1, terms: ['rendang', 'masak', 'author:7', 'author:7', 'author:7'] },
        { id: 2, terms: ['rendang', 'bumbu', 'author:7', 'author:7', 'author:7'] },
        { id: 3, terms: ['saham', 'investasi'] },
        { id: 4, terms: ['masak', 'sayur'] },
      ],
      { k: 3, maxPostings: 100 },
    );
    expect(neighbours.get(1)?.[0]?.id).toBe(2);
    expect(neighbours.get(1)?.map((n) => n.id)).not.toContain(3);
  });
});

describe('series', () => {
  it('reads volume numbers in Indonesian and English titles', () => {
    expect(seriesPlace('Belajar Python Jilid 2')).toEqual({ key: 'belajar python', volume: 2 });
    expect(seriesPlace('Belajar Python Vol. 3')).toEqual({ key: 'belajar python', volume: 3 });
    expect(seriesPlace('Kisah Nusantara #4')).toEqual({ key: 'kisah nusantara', volume: 4 });
    expect(seriesPlace('Kursus Dasar')).toBeUndefined();
  });

  it('points each volume at the next one of the same owner', () => {
    const next = nextVolumes([
      { id: 1, name: 'Seri Rendang Vol. 1', group: 'a' },
      { id: 3, name: 'Seri Rendang Vol. 3', group: 'a' },
      { id: 2, name: 'Seri Rendang Vol. 2', group: 'a' },
      { id: 9, name: 'Seri Rendang Vol. 2', group: 'b' },
    ]);
    expect([...next.entries()]).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });
});

describe('blend', () => {
  it('keeps the strongest contribution as the reason and leaves out what is excluded', () => {
    const now = Date.UTC(2026, 5, 1);
    const result = blendForProfile({
      signals: [
        { productId: 1, kind: 'owned', at: now },
        { productId: 5, kind: 'viewed', at: now - 400 * 86_400_000 },
      ],
      neighbours: (id, source) =>
        id === 1 && source === 'bought'
          ? [
              { id: 2, score: 0.9 },
              { id: 3, score: 0.3 },
            ]
          : id === 5 && source === 'similar'
            ? [{ id: 3, score: 1 }]
            : [],
      popular: [{ id: 4, score: 10 }],
      weights: DEFAULT_WEIGHTS,
      exclude: new Set([3]),
      now,
      limit: 5,
    });
    expect(result.map((r) => r.id)).toEqual([2, 4]);
    expect(result[0]?.main).toMatchObject({ source: 'bought', signal: { productId: 1 } });
    expect(result[1]?.main).toEqual({ source: 'popular' });
  });
});
