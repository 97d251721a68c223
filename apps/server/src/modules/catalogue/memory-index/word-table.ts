import { int32At, uint16At } from './copy-tuples.ts';

/**
 * Every search word of the catalogue, once, with an id (0, 1, 2 … in the order first seen), kept in typed
 * arrays: the characters in one arena and an open-addressing hash table of ids. A million products bring a
 * million words or more (every name has its own numbers and rare words); as strings in a `Map` they were
 * tens of megabytes of heap and a string made, hashed and copied for every word of every product loaded.
 * Here a word already known is found by comparing its characters, decoded into a scratch array, with those
 * kept: nothing is allocated for it.
 */
export class WordTable {
  /** UTF-16 code units of every word, one after the other. */
  private chars = new Uint16Array(1 << 16);
  private used = 0;
  private start = new Int32Array(1_024);
  private length = new Int32Array(1_024);
  private hash = new Int32Array(1_024);
  private count = 0;
  /** Open addressing, linear probing: id + 1 of the word in each bucket, 0 for an empty bucket. */
  private buckets = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  /** The ids `readVector` read last. */
  vectorIds = new Int32Array(256);
  /**
   * The word being looked up, as UTF-16 units: each form a word comes in is decoded into it, so one lookup
   * serves them all. A lexeme has at most 2,046 bytes; a longer search word grows it.
   */
  private units = new Uint16Array(2_048);

  get size(): number {
    return this.count;
  }

  get byteSize(): number {
    return (
      this.chars.byteLength +
      this.start.byteLength +
      this.length.byteLength +
      this.hash.byteLength +
      this.buckets.byteLength
    );
  }

  /** The id of a word, or -1 when no product has had it. */
  find(word: string): number {
    const length = this.unitsOf(word, 0, word.length);
    return this.lookup(length, hashOf(this.units, length), false);
  }

  /**
   * Reads the lexemes of a tsvector's text form (`'ajar':1,3A 'masak':2`, or without positions as `strip`
   * gives it) as ids into `vectorIds`, new words getting new ids, and returns how many. Positions and weights
   * are skipped. A vector's lexemes are distinct, so its ids are too. `vectorIds` is overwritten by the
   * next call: the caller copies what it keeps.
   */
  readVector(text: string): number {
    let n = 0;
    const end = text.length;
    let i = text.indexOf("'");
    while (i >= 0) {
      // The lexeme runs to the next quote that is not doubled; its escapes are undone on the way.
      let j = i + 1;
      let length = 0;
      for (;;) {
        if (j >= end) throw new SyntaxError('unterminated lexeme in tsvector text');
        const c = text.charCodeAt(j);
        if (c === QUOTE && text.charCodeAt(j + 1) !== QUOTE) break;
        const escaped = c === QUOTE || c === BACKSLASH;
        if (escaped && j + 1 >= end) throw new SyntaxError('unterminated lexeme in tsvector text');
        this.units[length++] = escaped ? text.charCodeAt(j + 1) : c;
        j += escaped ? 2 : 1;
        if (length === this.units.length) this.growUnits();
      }
      this.keepId(n++, this.lookup(length, hashOf(this.units, length), true));
      // Past the positions (which hold no quote) to the next lexeme.
      i = text.indexOf("'", j + 1);
    }
    return n;
  }

  /**
   * The same from a tsvector in PostgreSQL's binary form (its `send` function, as a binary COPY gives it):
   * the number of lexemes, then each lexeme's UTF-8 bytes ended by a zero byte, its number of positions and
   * the positions (two bytes each, skipped). The lexemes are decoded into UTF-16 units on the way, so a word
   * gets the same id whichever form brought it.
   */
  readBinaryVector(bytes: Buffer, from: number): number {
    const count = int32At(bytes, from);
    let at = from + 4;
    const { units } = this;
    for (let n = 0; n < count; n++) {
      let length = 0;
      for (;;) {
        let c = bytes[at++] as number;
        if (c === 0) break;
        if (c >= 0x80) {
          // A lexeme is valid UTF-8 (PostgreSQL checked it): two, three or four bytes.
          if (c < 0xe0) c = ((c & 0x1f) << 6) | ((bytes[at++] as number) & 0x3f);
          else if (c < 0xf0) {
            c =
              ((c & 0x0f) << 12) | (((bytes[at] as number) & 0x3f) << 6) | ((bytes[at + 1] as number) & 0x3f);
            at += 2;
          } else {
            const point =
              (((c & 0x07) << 18) |
                (((bytes[at] as number) & 0x3f) << 12) |
                (((bytes[at + 1] as number) & 0x3f) << 6) |
                ((bytes[at + 2] as number) & 0x3f)) -
              0x10000;
            at += 3;
            units[length++] = 0xd800 + (point >> 10);
            c = 0xdc00 + (point & 0x3ff);
          }
        }
        units[length++] = c;
      }
      at += 2 + 2 * uint16At(bytes, at);
      this.keepId(n, this.lookup(length, hashOf(units, length), true));
    }
    return count;
  }

  private keepId(n: number, id: number): void {
    if (n === this.vectorIds.length) {
      const grown = new Int32Array(n * 2);
      grown.set(this.vectorIds);
      this.vectorIds = grown;
    }
    this.vectorIds[n] = id;
  }

  /** Copies a string's UTF-16 units into `units`. */
  private unitsOf(text: string, from: number, to: number): number {
    while (this.units.length < to - from) this.growUnits();
    for (let k = from; k < to; k++) this.units[k - from] = text.charCodeAt(k);
    return to - from;
  }

  private growUnits(): void {
    const grown = new Uint16Array(this.units.length * 2);
    grown.set(this.units);
    this.units = grown;
  }

  /** The id of the word in the first `length` of `units`; added when `add` says so, otherwise -1. */
  private lookup(length: number, h: number, add: boolean): number {
    const { buckets, mask } = this;
    let b = h & mask;
    for (;;) {
      const entry = buckets[b] as number;
      if (entry === 0) break;
      const id = entry - 1;
      if (this.hash[id] === h && this.length[id] === length && this.sameAt(id, length)) return id;
      b = (b + 1) & mask;
    }
    return add ? this.add(length, h, b) : -1;
  }

  private sameAt(id: number, length: number): boolean {
    const { chars, units } = this;
    const start = this.start[id] as number;
    for (let k = 0; k < length; k++) if (chars[start + k] !== units[k]) return false;
    return true;
  }

  private add(length: number, h: number, bucket: number): number {
    const id = this.count;
    if (id === this.start.length) this.growWords();
    if (this.used + length > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.chars.length * 2, this.used + length));
      chars.set(this.chars.subarray(0, this.used));
      this.chars = chars;
    }
    this.chars.set(this.units.subarray(0, length), this.used);
    this.start[id] = this.used;
    this.length[id] = length;
    this.hash[id] = h;
    this.used += length;
    this.count += 1;
    this.buckets[bucket] = id + 1;
    // At most half full, so a probe stays short.
    if (this.count * 2 > this.buckets.length) this.rehash();
    return id;
  }

  private growWords(): void {
    const grow = (array: Int32Array) => {
      const next = new Int32Array(array.length * 2);
      next.set(array);
      return next;
    };
    this.start = grow(this.start);
    this.length = grow(this.length);
    this.hash = grow(this.hash);
  }

  private rehash(): void {
    const buckets = new Int32Array(this.buckets.length * 2);
    const mask = buckets.length - 1;
    for (let id = 0; id < this.count; id++) {
      let b = (this.hash[id] as number) & mask;
      while (buckets[b] !== 0) b = (b + 1) & mask;
      buckets[b] = id + 1;
    }
    this.buckets = buckets;
    this.mask = mask;
  }
}

const QUOTE = 39;
const BACKSLASH = 92;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/** FNV-1a over the first `length` UTF-16 code units. */
function hashOf(units: Uint16Array, length: number): number {
  let h = FNV_OFFSET;
  for (let k = 0; k < length; k++) h = Math.imul(h ^ (units[k] as number), FNV_PRIME);
  return h;
}
