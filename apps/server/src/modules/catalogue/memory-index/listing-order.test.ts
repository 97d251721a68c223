import { describe, expect, it } from 'vitest';
import { seededPick } from '#test/seeded-pick.ts';
import { firstOf, sortByKeys } from './listing-order.ts';

describe('the first positions of many', () => {
  it('gives the smallest or the largest few, the best first, as a full sort would', () => {
    const pick = seededPick(17);
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

describe('sorting slots by two integer columns', () => {
  it('orders as comparing them would, ascending or descending, ties and signs included', () => {
    const pick = seededPick(23);
    const extremes = [0, 1, -1, 65_535, 65_536, -65_536, 2_147_483_647, -2_147_483_648];
    for (let round = 0; round < 100; round++) {
      // Every tenth round large enough for the radix sort; the others go to the comparison sort.
      const size = round % 10 === 0 ? 16_000 + pick(20_000) : 1 + pick(400);
      const value = () => (pick(3) === 0 ? (extremes[pick(extremes.length)] as number) : pick(50) - 25);
      const first = Int32Array.from({ length: size }, value);
      const ties = Int32Array.from({ length: size }, value);
      // Some slots left out, in a shuffled order.
      const slots = Int32Array.from({ length: size }, (_, k) => k).filter(() => pick(5) > 0);
      for (let k = slots.length - 1; k > 0; k--) {
        const j = pick(k + 1);
        [slots[k], slots[j]] = [slots[j] as number, slots[k] as number];
      }
      for (const descending of [false, true]) {
        const sign = descending ? -1 : 1;
        const compare = (a: number, b: number) =>
          sign *
          (Math.sign((first[a] as number) - (first[b] as number)) ||
            Math.sign((ties[a] as number) - (ties[b] as number)));
        const expected = Array.from(slots).sort(compare);
        const sorted = slots.slice();
        sortByKeys(sorted, sorted.length, { first, ties, descending });
        // Slots that tie on both columns may come in any order: compare the columns.
        const columns = (order: ArrayLike<number>) => Array.from(order, (slot) => [first[slot], ties[slot]]);
        expect(columns(sorted)).toEqual(columns(expected));
        expect([...sorted].sort()).toEqual([...slots].sort());
      }
    }
  });
});
