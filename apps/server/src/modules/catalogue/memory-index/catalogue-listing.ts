import type { ProductFormat } from '@pustaka/contract';
import type { CardFields } from '../views.ts';
import { FIELD } from './copied-product.ts';
import type { CopyTuples } from './copy-tuples.ts';
import { ListingColumns } from './listing-columns.ts';
import { type Filter, keeperOf, type NameRule } from './listing-filter.ts';
import { firstOf, ListingOrder, sortedRanks, withinPrices } from './listing-order.ts';
import { Postings } from './postings.ts';
import { countBits, matchBits } from './text-bits.ts';
import type { TextQuery } from './text-query.ts';
import { WordTable } from './word-table.ts';

/** What the listing keeps of a product and gives back: its card fields (the words live in the index). */
export type ListedCard = CardFields & { authorId: number | null };

/**
 * A product on sale as the in-memory catalogue takes it, in the shape the load query reads it, so a row is
 * taken in as it comes from the driver: the card fields, the publication time in milliseconds (fractions
 * keep the database's microseconds, so ties sort as there), and the search words as the text of tsvectors.
 */
export type ListedProduct = Omit<ListedCard, 'publishedAt'> & {
  publishedAt: number | null;
  /** `search` (name and description) and `name_search` as tsvector text (`'ajar' 'masak'`, positions optional). */
  words: string;
  nameWords: string;
};

export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'best_selling' | 'relevance';

export type ListingQuery = {
  format?: ProductFormat;
  categoryId?: number;
  sellerId?: number;
  minPrice?: number;
  maxPrice?: number;
  free?: boolean;
  /** A parsed full-text query; `null` is a query of stop words only, which matches nothing. */
  text?: TextQuery | null;
  sort: ListingSort;
  offset: number;
  limit: number;
};

/** Search bitmaps and totals remembered (until the next change): most pages repeat a filter set. */
const REMEMBERED_BITMAPS = 64;
const REMEMBERED_TOTALS = 10_000;
/**
 * A pass over every match keeps this many first positions of its order (4 KB), remembered until the next
 * change: the next pages of the same list and sort are then read from them. At most that many lists.
 */
const FIRST_POSITIONS = 1_000;
const REMEMBERED_FIRSTS = 2_000;
/** Changes held outside the packed search table before it is packed again. */
const PACK_CHANGES_ABOVE = 50_000;

type Counts = { total: number; named: number };

/**
 * The public catalogue in memory: every product on sale, stored by column (`ListingColumns`), kept in three
 * sort orders, with inverted indexes of the search words (`Postings`). A page's total is counted once per
 * filter set (a pass over the columns) and remembered until the catalogue changes; the page itself is a
 * walk along its order that stops at the page, or, when the matches are few and far apart, their positions
 * in the order sorted. Either way the total is exact. It knows nothing of the database: `CatalogueIndex`
 * keeps it in step.
 */
export class CatalogueListing {
  private slotById = new Int32Array(1_024).fill(-1);
  /** Products whose id is too large for `slotById` (ids are normally dense). */
  private readonly farSlots = new Map<number, number>();
  private count = 0;
  /** Slots ever used: a slot is a product's index in the columns and the search bitmaps. */
  private slotCount = 0;
  private readonly freeSlots: number[] = [];
  private readonly columns = new ListingColumns();
  /** Every word seen, once, with its id: the postings hold ids, not copies of the strings. */
  private readonly words = new WordTable();
  private readonly postings = new Postings();
  private readonly namePostings = new Postings();
  /** Orders exactly as the database sorts them (public-query.ts ORDERS), so both paths give the same pages. */
  private readonly newest = new ListingOrder((a, b) => {
    const { published, id } = this.columns;
    const pa = published[a] as number;
    const pb = published[b] as number;
    return pa !== pb ? (pa > pb ? -1 : 1) : (id[b] as number) - (id[a] as number);
  });
  private readonly cheapest = new ListingOrder(
    (a, b) => {
      const { price, id } = this.columns;
      return (price[a] as number) - (price[b] as number) || (id[a] as number) - (id[b] as number);
    },
    () => ({ first: this.columns.price, ties: this.columns.id, descending: false }),
  );
  private readonly bestSelling = new ListingOrder(
    (a, b) => {
      const { sales, id } = this.columns;
      return (sales[b] as number) - (sales[a] as number) || (id[b] as number) - (id[a] as number);
    },
    () => ({ first: this.columns.sales, ties: this.columns.id, descending: true }),
  );
  /** Bumped by every change: what is remembered belongs to one version. */
  private version = 0;
  private rememberedVersion = 0;
  private readonly bitmaps = new Map<string, Uint32Array>();
  /** How many slots each remembered search bitmap sets: what a pass over its matches costs. */
  private readonly bitCounts = new WeakMap<Uint32Array, number>();
  private readonly totals = new Map<string, Counts>();
  private readonly firsts = new Map<string, Int32Array>();
  private scratch = new Int32Array(1_024);

  /**
   * `walkAtMost` caps a walk along an order (at least a quarter of it, or this), `packAbove` the changes
   * held outside the packed search tables, `firstPositions` the positions a pass remembers: tests set them
   * low to take every path with few products.
   */
  constructor(
    private readonly tuning: { walkAtMost?: number; packAbove?: number; firstPositions?: number } = {},
  ) {}

  get size(): number {
    return this.count;
  }

  /** Bytes held in typed arrays and buffers (outside the JavaScript heap), for the health figures. */
  get byteSize(): number {
    return (
      this.columns.byteSize +
      this.postings.byteSize +
      this.namePostings.byteSize +
      this.words.byteSize +
      this.newest.byteSize +
      this.cheapest.byteSize +
      this.bestSelling.byteSize +
      this.slotById.byteLength
    );
  }

  has(id: number): boolean {
    return this.slotOf(id) !== undefined;
  }

  /** The card fields of a product on sale, or `undefined`. */
  card(id: number): ListedCard | undefined {
    const slot = this.slotOf(id);
    return slot === undefined ? undefined : this.columns.card(slot);
  }

  /** Many products at once, sorted and packed once at the end: how a whole catalogue is loaded. */
  load(products: ListedProduct[]): void {
    this.append(products);
    this.seal();
  }

  /**
   * Adds new products in bulk (those from `from` to `to`) without ordering them: `seal` must follow before
   * the next query or put.
   */
  append(products: ListedProduct[], from = 0, to = products.length): void {
    for (let k = from; k < to; k++) {
      const product = products[k] as ListedProduct;
      if (this.has(product.id)) {
        this.put(product);
        continue;
      }
      const slot = this.newSlot(product);
      const { words } = this;
      // Read first: reading may replace `vectorIds` with a larger array.
      let count = words.readVector(product.words);
      this.postings.bulk(slot, words.vectorIds, count);
      count = words.readVector(product.nameWords);
      this.namePostings.bulk(slot, words.vectorIds, count);
      for (const order of this.orders()) order.append(slot);
    }
  }

  /**
   * Adds the product of a binary COPY's current tuple (`COPIED_FIELDS`) in bulk, as `append` does: its
   * fields and words are read from the tuple's bytes. A load's copy is one snapshot, so no product in it is
   * already listed.
   */
  appendCopied(tuple: CopyTuples): void {
    const id = tuple.int32(FIELD.id);
    if (this.has(id)) throw new Error(`product ${id} is copied twice`);
    const slot = this.takeSlot(id);
    this.columns.setCopied(slot, tuple);
    const { words } = this;
    let count = words.readBinaryVector(tuple.bytes, tuple.start[FIELD.words] as number);
    this.postings.bulk(slot, words.vectorIds, count);
    count = words.readBinaryVector(tuple.bytes, tuple.start[FIELD.nameWords] as number);
    this.namePostings.bulk(slot, words.vectorIds, count);
    for (const order of this.orders()) order.append(slot);
  }

  seal(): void {
    for (const step of this.sealSteps()) step();
  }

  /**
   * What `seal` does, one sort or packing a step: at a million products each takes a tenth of a second,
   * so a load can let requests in between them.
   */
  sealSteps(): (() => void)[] {
    return [
      ...this.orders().map((order) => () => order.sort()),
      () => this.postings.seal(this.words.size),
      () => this.namePostings.seal(this.words.size),
      () => {
        this.version += 1;
      },
    ];
  }

  /** Adds the product, or brings an existing one up to date. */
  put(product: ListedProduct): void {
    this.version += 1;
    let slot = this.slotOf(product.id);
    if (slot === undefined) slot = this.newSlot(product);
    else {
      for (const order of this.orders()) order.remove(slot);
      this.columns.set(slot, product);
    }
    this.setWords(this.postings, slot, this.idsOf(product.words));
    this.setWords(this.namePostings, slot, this.idsOf(product.nameWords));
    for (const order of this.orders()) order.insert(slot);
  }

  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    this.version += 1;
    for (const order of this.orders()) order.remove(slot);
    this.postings.clear(slot);
    this.namePostings.clear(slot);
    this.columns.clear(slot);
    this.setSlotOf(id, -1);
    this.count -= 1;
    this.freeSlots.push(slot);
  }

  /** One page and the exact number of matches. */
  query(query: ListingQuery): { items: ListedCard[]; total: number } {
    if (query.text === null) return { items: [], total: 0 };
    if (this.rememberedVersion !== this.version) {
      this.bitmaps.clear();
      this.totals.clear();
      this.firsts.clear();
      this.rememberedVersion = this.version;
    }
    const text = query.text;
    const relevance = query.sort === 'relevance' && text !== undefined;
    const filter = {
      format: query.format === undefined ? 0 : this.columns.formats.find(query.format),
      category: query.categoryId ?? -1,
      seller: query.sellerId ?? -1,
      min: query.free === false ? Math.max(query.minPrice ?? 0, 1) : (query.minPrice ?? 0),
      max: query.free === true ? 0 : (query.maxPrice ?? Number.POSITIVE_INFINITY),
      matches: text ? this.bitmap(text, this.postings, 'all') : undefined,
      inName: relevance && text ? this.bitmap(text, this.namePostings, 'name') : undefined,
    };
    const key = `${filter.format}|${filter.category}|${filter.seller}|${filter.min}|${filter.max}|${relevance}|${text ? JSON.stringify(text) : ''}`;
    let counts = this.totals.get(key);
    if (!counts) {
      counts = this.countMatches(filter);
      if (this.totals.size >= REMEMBERED_TOTALS) this.totals.clear();
      this.totals.set(key, counts);
    }
    const { total, named } = counts;
    const from = query.offset;
    const to = Math.min(query.offset + query.limit, total);
    let slots: number[] = [];
    if (from < to && relevance) {
      // Name matches first, then the others, each newest first.
      const { newest } = this;
      if (from < named) slots = this.pick(newest, false, filter, 1, from, Math.min(to, named), named, key);
      if (to > named) {
        const rest = total - named;
        slots.push(...this.pick(newest, false, filter, 2, Math.max(0, from - named), to - named, rest, key));
      }
    } else if (from < to) {
      const order =
        query.sort === 'price_asc' || query.sort === 'price_desc'
          ? this.cheapest
          : query.sort === 'best_selling'
            ? this.bestSelling
            : this.newest;
      slots = this.pick(
        order,
        query.sort === 'price_desc',
        filter,
        0,
        from,
        to,
        total,
        `${key}|${query.sort}`,
      );
    }
    return { items: slots.map((slot) => this.columns.card(slot)), total };
  }

  /** Matches of the filters (and of the name, for relevance): one pass over the columns. */
  private countMatches(filter: Filter): Counts {
    const { inName } = filter;
    let total = 0;
    let named = 0;
    this.forEachMatch(filter, 0, (slot) => {
      total += 1;
      if (inName && ((inName[slot >>> 5] as number) >>> (slot & 31)) & 1) named += 1;
    });
    return { total, named };
  }

  /**
   * The slots at positions `from` to `to` among the matches along `order` (of which there are `matches`).
   * A walk when the matches are dense enough to reach `to` soon; otherwise, or when a walk goes on too long
   * (matches bunched at the far end), the positions of all matches, sorted, whose first ones are remembered
   * under `list` (the filter set and sort) for the next pages.
   */
  private pick(
    order: ListingOrder,
    backwards: boolean,
    filter: Filter,
    rule: NameRule,
    from: number,
    to: number,
    matches: number,
    list: string,
  ): number[] {
    const memo = `${list}|${rule}`;
    const first = this.firsts.get(memo);
    if (first && to <= first.length) return Array.from(first.subarray(from, to));
    const keep = keeperOf(this.columns, filter, rule);
    let low = 0;
    let high = order.length;
    if (order === this.cheapest)
      [low, high] = withinPrices(order, this.columns.price, filter.min, filter.max);
    const span = high - low;
    const expected = (to * span) / Math.max(matches, 1);
    // A pass over the candidates (the search's bits, or every slot) beats a longer walk: each step of a walk
    // is a random read, a pass reads in order.
    const candidates = filter.matches ? this.bitCount(filter.matches) : this.slotCount;
    const limit = this.tuning.walkAtMost ?? Math.max(Math.min(span / 4, candidates / 2), 2_000);
    if (expected <= limit) {
      const found: number[] = [];
      let seen = 0;
      const { slots } = order;
      for (let k = 0; k < span && k <= limit * 2; k++) {
        const slot = slots[backwards ? high - 1 - k : low + k] as number;
        if (!keep(slot)) continue;
        if (seen >= from) found.push(slot);
        seen += 1;
        if (seen >= to) return found;
      }
    }
    return this.pickBySorting(order, backwards, filter, rule, from, to, memo);
  }

  /**
   * Calls `found` for every product that passes the filters. With a search, only the slots its bitmap sets
   * are looked at (32 to a word, skipping empty words), so a rare word costs little in a large catalogue.
   */
  private forEachMatch(filter: Filter, rule: NameRule, found: (slot: number) => void): void {
    const keep = keeperOf(this.columns, filter, rule);
    const { id } = this.columns;
    const { matches } = filter;
    const slotCount = this.slotCount;
    if (!matches) {
      for (let slot = 0; slot < slotCount; slot++) if (id[slot] !== 0 && keep(slot)) found(slot);
      return;
    }
    const words = Math.min(matches.length, (slotCount + 31) >>> 5);
    for (let w = 0; w < words; w++) {
      let bits = matches[w] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const slot = w * 32 + 31 - Math.clz32(lowest);
        bits ^= lowest;
        if (slot < slotCount && id[slot] !== 0 && keep(slot)) found(slot);
      }
    }
  }

  private pickBySorting(
    order: ListingOrder,
    backwards: boolean,
    filter: Filter,
    rule: NameRule,
    from: number,
    to: number,
    memo: string,
  ): number[] {
    const rank = order.rankOf(this.slotCount);
    if (this.scratch.length < this.slotCount) this.scratch = new Int32Array(this.slotCount);
    const scratch = this.scratch;
    let n = 0;
    this.forEachMatch(filter, rule, (slot) => {
      scratch[n++] = rank[slot] as number;
    });
    const picked: number[] = [];
    const wanted = Math.min(to, n);
    const firstPositions = this.tuning.firstPositions ?? FIRST_POSITIONS;
    if (wanted <= firstPositions) {
      // A page near the start: only the first positions matter; the next pages will want the ones after.
      const kept = Math.min(firstPositions, n);
      const ranks =
        kept * 8 < n ? firstOf(scratch, n, kept, backwards) : sortedRanks(scratch, n, kept, backwards);
      const first = new Int32Array(kept);
      for (let k = 0; k < kept; k++) first[k] = order.slots[ranks[k] as number] as number;
      if (this.firsts.size >= REMEMBERED_FIRSTS) this.firsts.clear();
      this.firsts.set(memo, first);
      return Array.from(first.subarray(from, wanted));
    }
    const ranks = scratch.subarray(0, n).sort();
    for (let k = from; k < wanted; k++) {
      picked.push(order.slots[ranks[backwards ? n - 1 - k : k] as number] as number);
    }
    return picked;
  }

  private orders(): ListingOrder[] {
    return [this.newest, this.cheapest, this.bestSelling];
  }

  private slotOf(id: number): number | undefined {
    const slot = id < this.slotById.length ? (this.slotById[id] as number) : (this.farSlots.get(id) ?? -1);
    return slot < 0 ? undefined : slot;
  }

  private setSlotOf(id: number, slot: number): void {
    // Ids are dense in practice; one far beyond the catalogue's size is kept aside rather than growing to it.
    if (id >= this.slotById.length && id < 4 * this.slotCount + 1_000_000) {
      const next = new Int32Array(Math.max(id + 1, this.slotById.length * 2)).fill(-1);
      next.set(this.slotById);
      this.slotById = next;
    }
    if (id < this.slotById.length) this.slotById[id] = slot;
    else if (slot < 0) this.farSlots.delete(id);
    else this.farSlots.set(id, slot);
  }

  private newSlot(product: ListedProduct): number {
    const slot = this.takeSlot(product.id);
    this.columns.set(slot, product);
    return slot;
  }

  /** A free slot (or the next unused one) for a new product, counted and found by its id from now on. */
  private takeSlot(id: number): number {
    const slot = this.freeSlots.pop() ?? this.slotCount++;
    this.setSlotOf(id, slot);
    this.count += 1;
    return slot;
  }

  private setWords(postings: Postings, slot: number, words: Int32Array): void {
    postings.set(slot, words);
    const packAbove = this.tuning.packAbove ?? Math.max(PACK_CHANGES_ABOVE, this.count / 8);
    if (postings.changes > packAbove) postings.seal(this.words.size);
  }

  /** The ids of a vector's words, new words getting new ids. */
  private idsOf(vector: string): Int32Array {
    const count = this.words.readVector(vector);
    return this.words.vectorIds.slice(0, count);
  }

  /** How many slots a remembered search bitmap sets: what a pass over its matches costs. */
  private bitCount(bits: Uint32Array): number {
    let count = this.bitCounts.get(bits);
    if (count === undefined) {
      count = countBits(bits, this.slotCount);
      this.bitCounts.set(bits, count);
    }
    return count;
  }

  /** The slots a query matches, as a bitset, remembered until the next change. */
  private bitmap(query: TextQuery, postings: Postings, field: string): Uint32Array {
    const key = `${field}:${JSON.stringify(query)}`;
    let bits = this.bitmaps.get(key);
    if (!bits) {
      bits = matchBits(query, postings, this.words, (this.slotCount + 31) >>> 5);
      if (this.bitmaps.size >= REMEMBERED_BITMAPS) {
        const oldest = this.bitmaps.keys().next().value;
        if (oldest !== undefined) this.bitmaps.delete(oldest);
      }
      this.bitmaps.set(key, bits);
    }
    return bits;
  }
}
