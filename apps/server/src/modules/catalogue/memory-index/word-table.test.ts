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

/** A tsvector in PostgreSQL's binary form: lexemes with their positions. */
function binaryVector(lexemes: [string, number[]][]): Buffer {
  const parts = [Buffer.alloc(4)];
  parts[0]?.writeInt32BE(lexemes.length);
  for (const [lexeme, positions] of lexemes) {
    const tail = Buffer.alloc(3 + 2 * positions.length);
    tail.writeUInt16BE(positions.length, 1);
    positions.forEach((position, k) => {
      tail.writeUInt16BE(position, 3 + 2 * k);
    });
    parts.push(Buffer.from(lexeme), tail);
  }
  return Buffer.concat(parts);
}

describe('the table of search words, from binary vectors', () => {
  it('gives a word the same id in either form, positions skipped, beyond the Basic Multilingual Plane too', () => {
    const table = new WordTable();
    const words = ['ajar', "it's", 'a\\b', 'café', 'ŝ', '日本語', '😀', 'naïve', 'x'];
    expect(read(table, words.map((word) => `'${word.replace(/['\\]/g, '\\$&')}':1`).join(' '))).toEqual(
      words.map((_, k) => k),
    );
    const vector = binaryVector(words.map((word, k) => [word, k % 2 ? [1, 2 | 0xc000] : []]));
    const padded = Buffer.concat([Buffer.from([9, 9, 9]), vector]);
    expect(table.readBinaryVector(padded, 3)).toBe(words.length);
    expect(Array.from(table.vectorIds.subarray(0, words.length))).toEqual(words.map((_, k) => k));
    expect(table.size).toBe(words.length);
  });

  it('adds new words from a binary vector and reads an empty one as none', () => {
    const table = new WordTable();
    expect(table.readBinaryVector(binaryVector([]), 0)).toBe(0);
    const many = Array.from({ length: 600 }, (_, k) => [`kata${k}`, [k + 1]] as [string, number[]]);
    expect(table.readBinaryVector(binaryVector(many), 0)).toBe(600);
    expect(table.find('kata599')).toBe(599);
    expect(table.find('ajar')).toBe(-1);
  });
});
