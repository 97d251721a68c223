import { describe, expect, it } from 'vitest';
import { firstOf } from './listing-order.ts';

describe('the first positions of many', () => {
  it('gives the smallest or the largest few, the best first, as a full sort would', () => {
    let state = 17;
    const pick = (n: number) => {
      state = (state * 16807) % 2147483647;
      return state % n;
    };
    for (let round = 0; round < 200; round++) {
      const n = pick(300);
      // Repeats on purpose, and zero.
      const values = Int32Array.from({ length: n + pick(5) }, () => pick(1 + pick(1_000)));
      const count = 1 + pick(40);
      const sorted = Array.from(values.subarray(0, n)).sort((a, b) => a - b);
      expect(Array.from(firstOf(values, n, count, false))).toEqual(sorted.slice(0, count));
      expect(Array.from(firstOf(values, n, count, true))).toEqual(sorted.reverse().slice(0, count));
    }
  });
});
