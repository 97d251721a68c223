// Item-to-item co-occurrence ("sering dibeli bersama"): how many buyers of one product also bought another,
// judged by significance rather than raw counts, so a best seller does not become everyone's neighbour.
// Pure: used by the app's rebuild, its refresh after a sale, and the offline evaluation.
import { type Neighbour, topK } from './similarity.ts';

export type CooccurrenceMeasure = 'llr' | 'cosine';

export type CooccurrenceOptions = {
  k: number;
  measure: CooccurrenceMeasure;
  /** Pairs seen together fewer times than this are noise. */
  minSupport: number;
  /** Cosine shrinkage: a pair seen c times keeps c / (c + shrinkage) of its cosine. */
  shrinkage: number;
  /**
   * Time decay: a co-purchase (the later of the two purchases) this many days old counts half, so what
   * people buy together now outweighs what they bought together years ago. Unset: every co-purchase counts 1.
   */
  halfLifeDays?: number;
};

export const DEFAULT_COOCCURRENCE: CooccurrenceOptions = {
  k: 30,
  measure: 'cosine',
  minSupport: 1,
  shrinkage: 5,
  halfLifeDays: 365,
};

const DAY_MS = 86_400_000;

/**
 * The least an old co-purchase weighs. Decaying to nothing made the lists forget every pair older than a few
 * half-lives: on MovieLens (twenty years of ratings) that cut the blend's NDCG@10 from 0.112 to 0.040, because
 * a buyer's next purchase is still often a classic pair. A recent pair counts up to twice an old one.
 */
export const DECAY_FLOOR = 0.5;

/**
 * What a co-purchase made at `at` (ms) weighs at `now`: 1 without a half-life; otherwise the part above the
 * floor halves every half-life.
 */
export function coPurchaseWeight(at: number, now: number, halfLifeDays: number | undefined): number {
  if (halfLifeDays === undefined) return 1;
  return DECAY_FLOOR + (1 - DECAY_FLOOR) * 0.5 ** (Math.max(now - at, 0) / (halfLifeDays * DAY_MS));
}

const xLogX = (x: number) => (x <= 0 ? 0 : x * Math.log(x));
const entropy = (...counts: number[]) =>
  xLogX(counts.reduce((a, b) => a + b, 0)) - counts.reduce((a, c) => a + xLogX(c), 0);

/**
 * Dunning's log-likelihood ratio of a 2×2 table: k11 both, k12 the first without the second, k21 the second
 * without the first, k22 neither. Large when the two occur together more than chance says.
 */
export function logLikelihoodRatio(k11: number, k12: number, k21: number, k22: number): number {
  const rowEntropy = entropy(k11 + k12, k21 + k22);
  const columnEntropy = entropy(k11 + k21, k12 + k22);
  const matrixEntropy = entropy(k11, k12, k21, k22);
  if (rowEntropy + columnEntropy < matrixEntropy) return 0;
  return Math.max(0, 2 * (rowEntropy + columnEntropy - matrixEntropy));
}

/**
 * The score of `other` as a neighbour of `item`: `together` is what their co-purchases weigh (their number,
 * or less when decayed by age), `support` how many people have both, `itemCount` and `otherCount` how many
 * have each, `population` people in all. Zero when they co-occur no more than chance (LLR) or too rarely.
 */
export function pairScore(
  together: number,
  itemCount: number,
  otherCount: number,
  population: number,
  options: CooccurrenceOptions,
  support = together,
): number {
  if (support < options.minSupport || together <= 0 || itemCount === 0 || otherCount === 0) return 0;
  if (options.measure === 'llr') {
    const expected = (itemCount * otherCount) / Math.max(population, 1);
    if (together <= expected) return 0;
    return logLikelihoodRatio(
      together,
      itemCount - together,
      otherCount - together,
      Math.max(population - itemCount - otherCount + together, 0),
    );
  }
  return (together / Math.sqrt(itemCount * otherCount)) * (together / (together + options.shrinkage));
}

/** What two products' co-purchases weigh and how many people have both. */
export type CoCount = { weight: number; support: number };

/** One product's neighbours from its co-counts (the refresh after a sale computes these from the database). */
export function scoreCoCounts(
  itemCount: number,
  coCounts: Map<number, CoCount>,
  counts: Map<number, number>,
  population: number,
  options: CooccurrenceOptions,
): Neighbour[] {
  const ids = [...coCounts.keys()];
  const scores = ids.map((id) => {
    const co = coCounts.get(id);
    return pairScore(co?.weight ?? 0, itemCount, counts.get(id) ?? 0, population, options, co?.support);
  });
  return topK(
    ids.map((_, index) => index),
    scores,
    options.k,
  ).map((index) => ({ id: ids[index] ?? 0, score: scores[index] ?? 0 }));
}

/**
 * Everyone's purchases, both ways, in flat typed arrays (compressed sparse rows): each person's items and
 * each item's holders, with the time of each purchase. About 24 bytes a purchase plus 12 an item and 4 a
 * person, however the purchases are spread: the only thing a rebuild holds whole.
 */
export type PurchaseMatrix = {
  /** Product id of each item index. */
  items: Int32Array;
  basketStart: Int32Array;
  basketItems: Int32Array;
  basketTimes: Float64Array;
  holderStart: Int32Array;
  holders: Int32Array;
  /** Where each holder's purchase of the item sits in the baskets (for its time). */
  holderAt: Int32Array;
  people: number;
};

/** Builds the matrix from purchases given person by person (each person's rows together). */
export class PurchaseMatrixBuilder {
  private readonly itemIndex = new Map<number, number>();
  private readonly itemIds: number[] = [];
  private readonly person: number[] = [];
  private readonly item: number[] = [];
  private readonly time: number[] = [];
  private readonly starts: number[] = [];
  private lastPerson: number | undefined;

  add(personId: number, productId: number, at: number): void {
    if (personId !== this.lastPerson) {
      this.starts.push(this.item.length);
      this.lastPerson = personId;
    }
    let index = this.itemIndex.get(productId);
    if (index === undefined) {
      index = this.itemIds.length;
      this.itemIndex.set(productId, index);
      this.itemIds.push(productId);
    }
    this.person.push(this.starts.length - 1);
    this.item.push(index);
    this.time.push(at);
  }

  build(): PurchaseMatrix {
    const n = this.item.length;
    const people = this.starts.length;
    const basketStart = Int32Array.from([...this.starts, n]);
    const basketItems = Int32Array.from(this.item);
    const basketTimes = Float64Array.from(this.time);
    const itemCount = this.itemIds.length;
    const holderStart = new Int32Array(itemCount + 1);
    for (let i = 0; i < n; i += 1) {
      const at = (basketItems[i] as number) + 1;
      holderStart[at] = (holderStart[at] as number) + 1;
    }
    for (let i = 0; i < itemCount; i += 1) {
      holderStart[i + 1] = (holderStart[i + 1] as number) + (holderStart[i] as number);
    }
    const fill = holderStart.slice(0, itemCount);
    const holders = new Int32Array(n);
    const holderAt = new Int32Array(n);
    for (let i = 0; i < n; i += 1) {
      const item = basketItems[i] as number;
      const at = fill[item] as number;
      holders[at] = this.person[i] as number;
      holderAt[at] = i;
      fill[item] = at + 1;
    }
    return {
      items: Int32Array.from(this.itemIds),
      basketStart,
      basketItems,
      basketTimes,
      holderStart,
      holders,
      holderAt,
      people,
    };
  }
}

/**
 * The neighbours of the items in [from, to) (item indices of the matrix), by product id. A rebuild walks
 * the catalogue a block at a time and writes each block before the next, so it never holds every list.
 * Works item by item with dense counters: the cost is Σ basket² over people, the memory linear in items.
 */
export function neighbourBlock(
  matrix: PurchaseMatrix,
  from: number,
  to: number,
  options: CooccurrenceOptions,
  now: number,
  scratch = blockScratch(matrix),
): Map<number, Neighbour[]> {
  const { items, basketStart, basketItems, basketTimes, holderStart, holders, holderAt } = matrix;
  const { together, support, scores } = scratch;
  const touched: number[] = [];
  const result = new Map<number, Neighbour[]>();
  for (let item = from; item < Math.min(to, items.length); item += 1) {
    const first = holderStart[item] as number;
    const last = holderStart[item + 1] as number;
    for (let h = first; h < last; h += 1) {
      const person = holders[h] as number;
      const ownTime = basketTimes[holderAt[h] as number] as number;
      for (let b = basketStart[person] as number; b < (basketStart[person + 1] as number); b += 1) {
        const other = basketItems[b] as number;
        if (other === item) continue;
        if (support[other] === 0) touched.push(other);
        support[other] = (support[other] as number) + 1;
        const at = Math.max(ownTime, basketTimes[b] as number);
        together[other] = (together[other] as number) + coPurchaseWeight(at, now, options.halfLifeDays);
      }
    }
    for (const other of touched) {
      scores[other] = pairScore(
        together[other] as number,
        last - first,
        (holderStart[other + 1] as number) - (holderStart[other] as number),
        matrix.people,
        options,
        support[other] as number,
      );
    }
    const best = topK(touched, scores, options.k).map((index) => ({
      id: items[index] as number,
      score: scores[index] as number,
    }));
    for (const other of touched) {
      together[other] = 0;
      support[other] = 0;
      scores[other] = 0;
    }
    touched.length = 0;
    result.set(items[item] as number, best);
  }
  return result;
}

/** The dense counters `neighbourBlock` reuses from block to block. */
export function blockScratch(matrix: PurchaseMatrix) {
  const n = matrix.items.length;
  return { together: new Float64Array(n), support: new Int32Array(n), scores: new Float64Array(n) };
}

/**
 * Every item's neighbours from baskets (one per person: the items they have, and optionally when each was
 * acquired, for the time decay). The evaluation's entry; the rebuild goes block by block.
 */
export function cooccurrenceNeighbours(
  baskets: number[][],
  options: CooccurrenceOptions,
  times?: number[][],
  now = Date.now(),
): Map<number, Neighbour[]> {
  const builder = new PurchaseMatrixBuilder();
  baskets.forEach((basket, person) => {
    const seen = new Set<number>();
    basket.forEach((id, i) => {
      if (seen.has(id)) return;
      seen.add(id);
      builder.add(person, id, times?.[person]?.[i] ?? now);
    });
  });
  // Everyone counts in the population, people with empty baskets too (LLR's table).
  const matrix = { ...builder.build(), people: baskets.length };
  return neighbourBlock(matrix, 0, matrix.items.length, options, now);
}
