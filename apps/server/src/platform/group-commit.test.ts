import { describe, expect, it } from 'vitest';
import { GroupCommit, ItemFailure, roundsByKey } from './group-commit.ts';

describe('group commit', () => {
  it('writes items submitted together as one batch, and fails only the item the batch says failed', async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      return items.map((n) => (n < 0 ? new ItemFailure(new Error(`bad ${n}`)) : n * 10));
    });
    const settled = await Promise.allSettled([1, -2, 3].map((n) => group.submit(n)));
    expect(batches).toEqual([[1, -2, 3]]);
    expect(
      settled.map((one) => (one.status === 'fulfilled' ? one.value : (one.reason as Error).message)),
    ).toEqual([10, 'bad -2', 30]);
  });

  it('splits items into rounds in which no key repeats, keeping their order', () => {
    expect(roundsByKey(['a1', 'b1', 'a2', 'a3', 'c1', 'b2'], (item) => item[0] as string)).toEqual([
      ['a1', 'b1', 'c1'],
      ['a2', 'b2'],
      ['a3'],
    ]);
    expect(roundsByKey([], String)).toEqual([]);
  });
});
