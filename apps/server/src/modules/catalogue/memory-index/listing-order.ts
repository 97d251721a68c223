export type Compare = (a: number, b: number) => number;

/** Columns by slot an order sorts on, the second deciding ties, both ascending or both descending. */
export type SortKeys = { first: Int32Array; ties: Int32Array; descending: boolean };

/**
 * The slots of every product in one sort order, in a typed array (4 bytes a product). `rank` gives a slot's
 * position back; it is rebuilt when first asked after a change, so a page whose matches are few sorts
 * their positions instead of walking the order to find them.
 */
export class ListingOrder {
  slots = new Int32Array(1_024);
  length = 0;
  private ranks = new Int32Array(0);
  private ranksValid = false;

  /**
   * `keys`, when the order is two integer columns (the current arrays: columns are replaced as they grow),
   * lets `sort` count instead of compare.
   */
  constructor(
    readonly compare: Compare,
    private readonly keys?: () => SortKeys,
  ) {}

  get byteSize(): number {
    return this.slots.byteLength + this.ranks.byteLength;
  }

  /** Adds slots at the end, unsorted: `sort` puts them in order (how a whole catalogue is loaded). */
  append(slot: number): void {
    this.reserve(this.length + 1);
    this.slots[this.length] = slot;
    this.length += 1;
    this.ranksValid = false;
  }

  sort(): void {
    this.ranksValid = false;
    const keys = this.keys?.();
    if (keys) {
      sortByKeys(this.slots, this.length, keys);
      return;
    }
    // A plain array sorts with a comparator several times faster than a typed array does.
    const sorted = Array.from(this.slots.subarray(0, this.length)).sort(this.compare);
    this.slots.set(sorted);
  }

  /** Where `slot` belongs: the first position not before it. */
  positionOf(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(slot: number): void {
    const at = this.positionOf(slot);
    this.reserve(this.length + 1);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length += 1;
    this.ranksValid = false;
  }

  /** Takes the slot out; call before its columns change, while they still say where it is. */
  remove(slot: number): void {
    const at = this.positionOf(slot);
    if (at >= this.length || this.slots[at] !== slot) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length -= 1;
    this.ranksValid = false;
  }

  /** Each slot's position in the order (slots not in it: stale values, never read for them). */
  rankOf(capacity: number): Int32Array {
    if (!this.ranksValid || this.ranks.length < capacity) {
      if (this.ranks.length < capacity) this.ranks = new Int32Array(capacity);
      for (let k = 0; k < this.length; k++) this.ranks[this.slots[k] as number] = k;
      this.ranksValid = true;
    }
    return this.ranks;
  }

  private reserve(size: number): void {
    if (size <= this.slots.length) return;
    const next = new Int32Array(Math.max(size, this.slots.length * 2));
    next.set(this.slots.subarray(0, this.length));
    this.slots = next;
  }
}

/**
 * The `count` smallest of `values[0, n)` (with `largest`, the largest), the best first. A page near the
 * start of many matches needs only those: a heap of them costs one comparison for most values, where
 * sorting every value costs a dozen.
 */
export function firstOf(values: Int32Array, n: number, count: number, largest: boolean): Int32Array {
  // A max-heap of the best so far by key; keys are the values, negated when the largest are wanted
  // (positions, never -2^31, so negating is exact).
  const heap = new Int32Array(count);
  const sign = largest ? -1 : 1;
  let size = 0;
  for (let i = 0; i < n; i++) {
    const key = sign * (values[i] as number);
    if (size < count) {
      // Sift up.
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] as number) >= key) break;
        heap[at] = heap[parent] as number;
        at = parent;
      }
      heap[at] = key;
    } else if (key < (heap[0] as number)) {
      // Replace the worst kept, then sift down.
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && (heap[child + 1] as number) > (heap[child] as number)) child += 1;
        if ((heap[child] as number) <= key) break;
        heap[at] = heap[child] as number;
        at = child;
      }
      heap[at] = key;
    }
  }
  const best = heap.subarray(0, size).sort();
  if (largest) for (let i = 0; i < size; i++) best[i] = -(best[i] as number);
  return best;
}

/** The first `count` of `ranks[0, n)` in order (backwards: the last ones, last first), by a full sort. */
export function sortedRanks(ranks: Int32Array, n: number, count: number, backwards: boolean): Int32Array {
  const sorted = ranks.subarray(0, n).sort();
  return backwards ? sorted.slice(n - count).reverse() : sorted.subarray(0, count);
}

/**
 * Below this many slots a comparison sort is the faster: each radix pass clears and sums 65,536 counters
 * whatever the number of slots, which made a small shop's catalogue load spend most of its time there.
 */
const RADIX_SORT_FROM = 16_384;

function sortByComparing(slots: Int32Array, n: number, { first, ties, descending }: SortKeys): void {
  const sign = descending ? -1 : 1;
  slots
    .subarray(0, n)
    .sort(
      (a, b) =>
        sign * ((first[a] as number) - (first[b] as number) || (ties[a] as number) - (ties[b] as number)),
    );
}

/**
 * Sorts `slots[0, n)` by `first[slot]`, ties by `ties[slot]`: a radix sort, 16 bits at a time from the least
 * significant, each pass stable, so four passes whatever the order (a million slots by a comparator cost
 * a third of a second an order).
 */
export function sortByKeys(slots: Int32Array, n: number, keys: SortKeys): void {
  if (n < RADIX_SORT_FROM) {
    sortByComparing(slots, n, keys);
    return;
  }
  const { first, ties, descending } = keys;
  // Signed values as unsigned ones in the same order (the sign bit flipped), or in the reverse order (the
  // other bits flipped instead).
  const flip = descending ? 0x7fffffff : 0x80000000 | 0;
  let from = slots.slice(0, n);
  let into = new Int32Array(n);
  const counts = new Int32Array(0x10001);
  for (const column of [ties, first]) {
    for (const shift of [0, 16]) {
      counts.fill(0);
      for (let i = 0; i < n; i++) {
        const digit = (((column[from[i] as number] as number) ^ flip) >>> shift) & 0xffff;
        counts[digit + 1] = (counts[digit + 1] as number) + 1;
      }
      for (let d = 0; d < 0x10000; d++) counts[d + 1] = (counts[d + 1] as number) + (counts[d] as number);
      for (let i = 0; i < n; i++) {
        const slot = from[i] as number;
        const digit = (((column[slot] as number) ^ flip) >>> shift) & 0xffff;
        into[counts[digit] as number] = slot;
        counts[digit] = (counts[digit] as number) + 1;
      }
      [from, into] = [into, from];
    }
  }
  slots.set(from);
}

/** The part of `order` (by price, cheapest first) whose prices lie within `min` and `max`: binary searches. */
export function withinPrices(
  order: ListingOrder,
  price: Int32Array,
  min: number,
  max: number,
): [number, number] {
  const { slots, length } = order;
  const firstAbove = (bound: number, inclusive: boolean) => {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const p = price[slots[middle] as number] as number;
      if (p < bound || (inclusive && p === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return [firstAbove(min, false), max === Number.POSITIVE_INFINITY ? length : firstAbove(max, true)];
}
