import type { Postings } from './postings.ts';
import type { TextQuery } from './text-query.ts';
import type { WordTable } from './word-table.ts';

/** The slots whose words in `postings` satisfy the query, as a bitset of `size` 32-bit words. */
export function matchBits(query: TextQuery, postings: Postings, words: WordTable, size: number): Uint32Array {
  switch (query.kind) {
    case 'term': {
      const bits = new Uint32Array(size);
      const id = words.find(query.lexeme);
      if (id >= 0) postings.fill(id, bits);
      return bits;
    }
    case 'not': {
      const bits = matchBits(query.operand, postings, words, size);
      for (let i = 0; i < size; i++) bits[i] = ~(bits[i] as number);
      return bits;
    }
    default: {
      const bits = matchBits(query.left, postings, words, size);
      const right = matchBits(query.right, postings, words, size);
      if (query.kind === 'and')
        for (let i = 0; i < size; i++) bits[i] = (bits[i] as number) & (right[i] as number);
      else for (let i = 0; i < size; i++) bits[i] = (bits[i] as number) | (right[i] as number);
      return bits;
    }
  }
}

/** How many of the first `slotCount` bits are set. */
export function countBits(bits: Uint32Array, slotCount: number): number {
  let count = 0;
  const words = Math.min(bits.length, (slotCount + 31) >>> 5);
  for (let w = 0; w < words; w++) {
    let x = bits[w] as number;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}
