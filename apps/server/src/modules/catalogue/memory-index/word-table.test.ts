import { describe, expect, it } from 'vitest';
import { WordTable } from './word-table.ts';

/** The ids a vector's text reads as, copied out of the table's scratch array. */
function read(table: WordTable, text: string): number[] {
  const count = table.readVector(text);
  return Array.from(table.vectorIds.subarray(0, count));
}

describe('the table of search words', () => {
  it('gives each word one id, in the order first seen, with or without positions and weights', () => {
    const table = new WordTable();
    expect(read(table, "'ajar':1,3A 'dasar-dasar':2 'masak':4B")).toEqual([0, 1, 2]);
    expect(read(table, "'masak' 'sayur' 'ajar'")).toEqual([2, 3, 0]);
    expect(table.size).toBe(4);
    expect(table.find('sayur')).toBe(3);
    expect(table.find('dasar')).toBe(-1);
    expect(table.find('')).toBe(-1);
  });

  it('reads an empty vector as no words', () => {
    const table = new WordTable();
    expect(read(table, '')).toEqual([]);
    expect(table.size).toBe(0);
  });

  it('undoes doubled quotes and backslash escapes, so an escaped word is the word a search asks for', () => {
    const table = new WordTable();
    expect(read(table, "'it''s':1 'a\\\\b':2 '''':3 'x\\'y'")).toEqual([0, 1, 2, 3]);
    expect(table.find("it's")).toBe(0);
    expect(table.find('a\\b')).toBe(1);
    expect(table.find("'")).toBe(2);
    expect(table.find("x'y")).toBe(3);
    expect(read(table, "'it''s'")).toEqual([0]);
  });

  it('tells words apart by every character, beyond Latin-1 too', () => {
    const table = new WordTable();
    const words = ['café', 'cafe', 'cafè', 'naïve', 'ŝ', '日本語', '😀', 'a', 'ab', 'ba'];
    expect(read(table, words.map((word) => `'${word}'`).join(' '))).toEqual(words.map((_, k) => k));
    words.forEach((word, k) => {
      expect(table.find(word)).toBe(k);
    });
  });

  it('keeps every id through growing its arrays and its hash table', () => {
    const table = new WordTable();
    const words = Array.from({ length: 50_000 }, (_, k) => `kata${k.toString(36)}`);
    // Vectors of 1,000 words: more than the scratch array holds at first.
    for (let k = 0; k < words.length; k += 1_000) {
      const slice = words.slice(k, k + 1_000);
      expect(read(table, slice.map((word) => `'${word}':1`).join(' '))).toEqual(slice.map((_, j) => k + j));
    }
    expect(table.size).toBe(words.length);
    for (let k = 0; k < words.length; k += 97) expect(table.find(words[k] as string)).toBe(k);
    expect(table.find('kata')).toBe(-1);
  });

  it('refuses a vector whose last word is not closed', () => {
    expect(() => new WordTable().readVector("'ajar' 'masa")).toThrow(SyntaxError);
    expect(() => new WordTable().readVector("'ajar\\")).toThrow(SyntaxError);
  });
});
