/**
 * Every search word of the catalogue, once, with an id (0, 1, 2 … in the order first seen), kept in typed
 * arrays: the characters in one arena and an open-addressing hash table of ids. A million products bring a
 * million words or more (every name has its own numbers and rare words); as strings in a `Map` they were
 * tens of megabytes of heap and a string made, hashed and copied for every word of every product loaded.
 * Here a word already known is found by comparing characters where it lies in the vector's text: nothing
 * is allocated for it.
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
    return this.lookup(word, 0, word.length, hashOf(word, 0, word.length), false);
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
      // The lexeme runs to the next quote that is not doubled; its hash is taken on the way.
      let j = i + 1;
      let h = FNV_OFFSET;
      let escaped = false;
      for (;;) {
        if (j >= end) throw new SyntaxError('unterminated lexeme in tsvector text');
        const c = text.charCodeAt(j);
        if (c === QUOTE) {
          if (text.charCodeAt(j + 1) !== QUOTE) break;
          escaped = true;
          j += 2;
        } else if (c === BACKSLASH) {
          escaped = true;
          j += 2;
        } else {
          h = Math.imul(h ^ c, FNV_PRIME);
          j += 1;
        }
      }
      let id: number;
      if (escaped) {
        const word = unescaped(text, i + 1, j);
        id = this.lookup(word, 0, word.length, hashOf(word, 0, word.length), true);
      } else {
        id = this.lookup(text, i + 1, j, h, true);
      }
      if (n === this.vectorIds.length) {
        const grown = new Int32Array(n * 2);
        grown.set(this.vectorIds);
        this.vectorIds = grown;
      }
      this.vectorIds[n++] = id;
      // Past the positions (which hold no quote) to the next lexeme.
      i = text.indexOf("'", j + 1);
    }
    return n;
  }

  private lookup(text: string, from: number, to: number, h: number, add: boolean): number {
    const length = to - from;
    const { buckets, mask } = this;
    let b = h & mask;
    for (;;) {
      const entry = buckets[b] as number;
      if (entry === 0) break;
      const id = entry - 1;
      if (this.hash[id] === h && this.length[id] === length && this.sameAt(id, text, from, length)) return id;
      b = (b + 1) & mask;
    }
    return add ? this.add(text, from, length, h, b) : -1;
  }

  private sameAt(id: number, text: string, from: number, length: number): boolean {
    const { chars } = this;
    const start = this.start[id] as number;
    for (let k = 0; k < length; k++) if (chars[start + k] !== text.charCodeAt(from + k)) return false;
    return true;
  }

  private add(text: string, from: number, length: number, h: number, bucket: number): number {
    const id = this.count;
    if (id === this.start.length) this.growWords();
    if (this.used + length > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.chars.length * 2, this.used + length));
      chars.set(this.chars.subarray(0, this.used));
      this.chars = chars;
    }
    const { chars } = this;
    for (let k = 0; k < length; k++) chars[this.used + k] = text.charCodeAt(from + k);
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

/** FNV-1a over UTF-16 code units, the same as `readVector` takes on the way. */
function hashOf(text: string, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let k = from; k < to; k++) h = Math.imul(h ^ text.charCodeAt(k), FNV_PRIME);
  return h;
}

/** A lexeme's text between its quotes with its escapes undone: a doubled quote, a backslash and the next. */
function unescaped(text: string, from: number, to: number): string {
  let word = '';
  let k = from;
  while (k < to) {
    const c = text.charCodeAt(k);
    if (c === QUOTE || c === BACKSLASH) {
      word += text[k + 1];
      k += 2;
    } else {
      word += text[k];
      k += 1;
    }
  }
  return word;
}
