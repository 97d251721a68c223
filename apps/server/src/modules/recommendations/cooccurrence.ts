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
};

export const DEFAULT_COOCCURRENCE: CooccurrenceOptions = {
  k: 30,
  measure: 'cosine',
  minSupport: 1,
  shrinkage: 5,
};

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
 * The score of `other` as a neighbour of `item`: `together` people have both, `itemCount` and `otherCount`
 * each, `population` people in all. Zero when they co-occur no more than chance (LLR) or too rarely.
 */
export function pairScore(
  together: number,
  itemCount: number,
  otherCount: number,
  population: number,
  options: CooccurrenceOptions,
): number {
  if (together < options.minSupport || itemCount === 0 || otherCount === 0) return 0;
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

/** One product's neighbours from its co-counts (the refresh after a sale computes these from the database). */
export function scoreCoCounts(
  itemCount: number,
  coCounts: Map<number, number>,
  counts: Map<number, number>,
  population: number,
  options: CooccurrenceOptions,
): Neighbour[] {
  const ids = [...coCounts.keys()];
  const scores = ids.map((id) =>
    pairScore(coCounts.get(id) ?? 0, itemCount, counts.get(id) ?? 0, population, options),
  );
  return topK(
    ids.map((_, index) => index),
    scores,
    options.k,
  ).map((index) => ({ id: ids[index] ?? 0, score: scores[index] ?? 0 }));
}

/**
 * Every item's neighbours from baskets (one per person: the items they have). Works item by item with one
 * dense counter, so memory stays linear in the number of items and the cost is Σ basket² over people.
 */
export function cooccurrenceNeighbours(
  baskets: number[][],
  options: CooccurrenceOptions,
): Map<number, Neighbour[]> {
  const itemIndex = new Map<number, number>();
  const items: number[] = [];
  const holders: number[][] = [];
  const indexed = baskets.map((basket, person) =>
    [...new Set(basket)].map((id) => {
      let index = itemIndex.get(id);
      if (index === undefined) {
        index = items.length;
        itemIndex.set(id, index);
        items.push(id);
        holders.push([]);
      }
      holders[index]?.push(person);
      return index;
    }),
  );
  const population = baskets.length;
  const together = new Float64Array(items.length);
  const scores = new Float64Array(items.length);
  const touched: number[] = [];
  const result = new Map<number, Neighbour[]>();
  items.forEach((id, item) => {
    const own = holders[item] ?? [];
    for (const person of own) {
      for (const other of indexed[person] ?? []) {
        if (other === item) continue;
        if (together[other] === 0) touched.push(other);
        together[other] = (together[other] ?? 0) + 1;
      }
    }
    for (const other of touched) {
      scores[other] = pairScore(
        together[other] ?? 0,
        own.length,
        holders[other]?.length ?? 0,
        population,
        options,
      );
    }
    const best = topK(touched, scores, options.k).map((index) => ({
      id: items[index] ?? 0,
      score: scores[index] ?? 0,
    }));
    for (const other of touched) {
      together[other] = 0;
      scores[other] = 0;
    }
    touched.length = 0;
    result.set(id, best);
  });
  return result;
}
