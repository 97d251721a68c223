/**
 * Which slots hold each word, for one field (the whole text, or the name). The bulk of it is one packed
 * table (compressed rows: `data[offsets[w] .. offsets[w + 1]]` are the slots of word `w`), built once when
 * the catalogue loads: two typed arrays instead of a list per word. Products changed since are marked stale
 * there (their rows in the table are ignored) and held in a small table of changes, which is packed into
 * the main one again when it grows.
 */
export class Postings {
  private offsets = new Int32Array(1);
  private data = new Int32Array(0);
  /** 1 for a slot whose entries in the packed table are out of date (changed, removed, or added since). */
  private stale = new Uint8Array(1_024);
  /** The current words of stale slots that hold a product, by slot, and the same by word. */
  private readonly changedWords = new Map<number, Int32Array>();
  private readonly changedSlots = new Map<number, Set<number>>();
  /** Pairs waiting for `seal` (a bulk load): word ids and their slots. */
  private pendingWords = new Int32Array(1_024);
  private pendingSlots = new Int32Array(1_024);
  private pending = 0;

  /** Changes held outside the packed table: past a limit, `set` packs them in. */
  get changes(): number {
    return this.changedWords.size;
  }

  get byteSize(): number {
    return (
      this.offsets.byteLength +
      this.data.byteLength +
      this.stale.byteLength +
      this.pendingWords.byteLength * 2
    );
  }

  /** Adds a new slot's words (the first `count` of `words`) during a bulk load; `seal` makes them searchable. */
  bulk(slot: number, words: Int32Array, count: number): void {
    if (this.pending + count > this.pendingWords.length) {
      const capacity = Math.max(this.pending + count, this.pendingWords.length * 2);
      const grow = (array: Int32Array) => {
        const next = new Int32Array(capacity);
        next.set(array.subarray(0, this.pending));
        return next;
      };
      this.pendingWords = grow(this.pendingWords);
      this.pendingSlots = grow(this.pendingSlots);
    }
    for (let k = 0; k < count; k++) {
      this.pendingWords[this.pending] = words[k] as number;
      this.pendingSlots[this.pending] = slot;
      this.pending += 1;
    }
  }

  /** The slot's words are now these (a product added or changed after the load). */
  set(slot: number, words: Int32Array): void {
    this.clear(slot);
    this.changedWords.set(slot, words);
    for (const word of words) {
      let slots = this.changedSlots.get(word);
      if (!slots) {
        slots = new Set();
        this.changedSlots.set(word, slots);
      }
      slots.add(slot);
    }
  }

  /** The slot holds no words any more (its product left, or is about to be set again). */
  clear(slot: number): void {
    if (slot >= this.stale.length) {
      const next = new Uint8Array(Math.max(slot + 1, this.stale.length * 2));
      next.set(this.stale);
      this.stale = next;
    }
    this.stale[slot] = 1;
    const words = this.changedWords.get(slot);
    if (!words) return;
    this.changedWords.delete(slot);
    for (const word of words) this.changedSlots.get(word)?.delete(slot);
  }

  /** The current words of a slot changed after the load, if it was. */
  changedWordsOf(slot: number): Int32Array | undefined {
    return this.changedWords.get(slot);
  }

  /** Sets the bit of every slot holding the word. */
  fill(word: number, bits: Uint32Array): void {
    const { data, stale } = this;
    if (word + 1 < this.offsets.length) {
      const end = this.offsets[word + 1] as number;
      for (let i = this.offsets[word] as number; i < end; i++) {
        const slot = data[i] as number;
        if (stale[slot] !== 1) bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
      }
    }
    const changed = this.changedSlots.get(word);
    if (changed)
      for (const slot of changed) bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  }

  /**
   * Packs everything (the table's current rows, the changes and the bulk's pairs) into a new table: a
   * counting sort by word, so it costs one pass over the entries.
   */
  seal(wordCount: number): void {
    const counts = new Int32Array(wordCount + 1);
    const { offsets, data, stale } = this;
    const tableWords = offsets.length - 1;
    for (let word = 0; word < tableWords; word++) {
      for (let i = offsets[word] as number; i < (offsets[word + 1] as number); i++) {
        if (stale[data[i] as number] !== 1) counts[word + 1] = (counts[word + 1] as number) + 1;
      }
    }
    for (const words of this.changedWords.values()) {
      for (const word of words) counts[word + 1] = (counts[word + 1] as number) + 1;
    }
    for (let i = 0; i < this.pending; i++) {
      const word = this.pendingWords[i] as number;
      counts[word + 1] = (counts[word + 1] as number) + 1;
    }
    for (let word = 0; word < wordCount; word++) {
      counts[word + 1] = (counts[word + 1] as number) + (counts[word] as number);
    }
    const next = new Int32Array(counts[wordCount] as number);
    const at = counts.slice(0, wordCount);
    const put = (word: number, slot: number) => {
      next[at[word] as number] = slot;
      at[word] = (at[word] as number) + 1;
    };
    for (let word = 0; word < tableWords; word++) {
      for (let i = offsets[word] as number; i < (offsets[word + 1] as number); i++) {
        const slot = data[i] as number;
        if (stale[slot] !== 1) put(word, slot);
      }
    }
    for (const [slot, words] of this.changedWords) for (const word of words) put(word, slot);
    for (let i = 0; i < this.pending; i++)
      put(this.pendingWords[i] as number, this.pendingSlots[i] as number);
    this.offsets = counts;
    this.data = next;
    this.stale.fill(0);
    this.changedWords.clear();
    this.changedSlots.clear();
    this.pendingWords = new Int32Array(1_024);
    this.pendingSlots = new Int32Array(1_024);
    this.pending = 0;
  }
}
