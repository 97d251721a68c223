// Content similarity: TF-IDF over a product's terms (stemmed title and description words, category, author,
// format), cosine between products, top-K neighbours through an inverted index. Pure: used by the app's
// rebuild and by the offline evaluation alike.
//
// The vectors live in a few flat typed arrays (a row of term ids and weights per document, compressed sparse
// rows), not in a map and two arrays per document: a million products then cost about 8 bytes a term outside
// the heap instead of several hundred bytes of objects each, and a rebuild fits beside the serving process.

export type Neighbour = { id: number; score: number };

/** A document: its id and its terms, repeated as often as they count (a field weight is a repetition). */
export type TermDocument = { id: number; terms: string[] };

export type SimilarityOptions = {
  /** Neighbours kept per document. */
  k: number;
  /**
   * A term shared by more documents than this only links each document to the first `maxPostings` of them
   * in popularity order: the cost stays linear in the catalogue, and such a term weighs little anyway.
   */
  maxPostings: number;
  /** Scores below this are not neighbours. */
  minScore?: number;
};

type GrowableArray = Int32Array | Float32Array | Float64Array;

/** `array`, or a larger copy of it when `needed` items do not fit (half as large again, at least `needed`). */
export function withRoom<T extends GrowableArray>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const Kind = array.constructor as new (length: number) => T;
  const larger = new Kind(Math.max(needed, Math.ceil(array.length * 1.5)));
  larger.set(array);
  return larger;
}

/**
 * What the similarity walk reads. Documents are addressed by position: their order by popularity (most
 * popular first, ties in the order they were added), which decides who keeps a place in a capped posting
 * list and who wins a tie.
 */
export type SimilarityIndex = {
  /** Document id at each position. */
  ids: Int32Array;
  /** Row (order of adding) at each position. */
  order: Int32Array;
  /** Row r's terms are `terms[rowStart[r]..rowStart[r + 1])`, with their unit TF-IDF weights in `weights`. */
  rowStart: Int32Array;
  terms: Int32Array;
  weights: Float32Array;
  /** Term t's documents (positions) are `postingDocs[postingStart[t]..postingStart[t + 1])`, capped. */
  postingStart: Int32Array;
  postingDocs: Int32Array;
  postingWeights: Float32Array;
};

/**
 * Takes documents one at a time and keeps only numbers: each term string is given an id once, and a document
 * becomes a row of (term id, occurrences) in the order its terms first appear.
 */
export class TermMatrixBuilder {
  private readonly termIds = new Map<string, number>();
  private documentFrequency = new Int32Array(1_024);
  /** Per term: the last row holding it (plus one) and its entry there, to count repeats within a row. */
  private lastRow = new Int32Array(1_024);
  private lastEntry = new Int32Array(1_024);
  private ids = new Int32Array(1_024);
  private popularity = new Float64Array(1_024);
  private rowStart = new Int32Array(1_025);
  private terms = new Int32Array(16_384);
  private counts = new Float32Array(16_384);
  private rows = 0;
  private entries = 0;

  get size(): number {
    return this.rows;
  }

  /** Adds a document; a higher `popularity` puts it earlier in the order (see `SimilarityIndex`). */
  add(id: number, terms: Iterable<string>, popularity = 0): void {
    const row = this.rows;
    this.ids = withRoom(this.ids, row + 1);
    this.popularity = withRoom(this.popularity, row + 1);
    this.rowStart = withRoom(this.rowStart, row + 2);
    for (const term of terms) {
      let termId = this.termIds.get(term);
      if (termId === undefined) {
        termId = this.termIds.size;
        this.termIds.set(term, termId);
        this.documentFrequency = withRoom(this.documentFrequency, termId + 1);
        this.lastRow = withRoom(this.lastRow, termId + 1);
        this.lastEntry = withRoom(this.lastEntry, termId + 1);
      }
      if (this.lastRow[termId] === row + 1) {
        const entry = this.lastEntry[termId] ?? 0;
        this.counts[entry] = (this.counts[entry] ?? 0) + 1;
        continue;
      }
      this.lastRow[termId] = row + 1;
      this.lastEntry[termId] = this.entries;
      this.documentFrequency[termId] = (this.documentFrequency[termId] ?? 0) + 1;
      this.terms = withRoom(this.terms, this.entries + 1);
      this.counts = withRoom(this.counts, this.entries + 1);
      this.terms[this.entries] = termId;
      this.counts[this.entries] = 1;
      this.entries += 1;
    }
    this.ids[row] = id;
    this.popularity[row] = popularity;
    this.rowStart[row + 1] = this.entries;
    this.rows += 1;
  }

  /**
   * The index: unit TF-IDF weights, weight = (1 + ln tf) · ln(1 + N / df), so a term in every document
   * still counts a little and a rare one a lot; and the capped postings. The builder is spent afterwards.
   */
  build(maxPostings: number): SimilarityIndex {
    const steps = this.building(maxPostings);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** `build`, pausing between steps of a few milliseconds each, for a thread that also serves requests. */
  async buildPausing(maxPostings: number, pause: () => Promise<void>): Promise<SimilarityIndex> {
    const steps = this.building(maxPostings);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  /** The build, as steps: it yields after every BUILD_STEP rows of each pass. */
  private *building(maxPostings: number): Generator<void, SimilarityIndex> {
    const n = this.rows;
    const termCount = this.termIds.size;
    this.termIds.clear();
    const df = this.documentFrequency;
    const rowStart = this.rowStart.slice(0, n + 1);
    const terms = this.terms.slice(0, this.entries);
    const weights = this.counts.slice(0, this.entries);
    this.terms = new Int32Array(0);
    this.counts = new Float32Array(0);
    for (let row = 0; row < n; row += 1) {
      const from = rowStart[row] ?? 0;
      const to = rowStart[row + 1] ?? 0;
      for (let e = from; e < to; e += 1) {
        weights[e] = (1 + Math.log(weights[e] ?? 1)) * Math.log(1 + n / (df[terms[e] ?? 0] ?? 1));
      }
      const norm = Math.hypot(...weights.subarray(from, to)) || 1;
      for (let e = from; e < to; e += 1) weights[e] = (weights[e] ?? 0) / norm;
      if (row % BUILD_STEP === BUILD_STEP - 1) yield;
    }
    const order = popularityOrder(this.popularity.subarray(0, n));
    yield;
    const ids = Int32Array.from(order, (row) => this.ids[row] ?? 0);
    const postings = yield* buildPostings(order, rowStart, terms, weights, df, termCount, maxPostings);
    return { ids, order, rowStart, terms, weights, ...postings };
  }
}

/** Rows a build step takes (a few milliseconds at most). */
const BUILD_STEP = 5_000;

/**
 * Rows most popular first, ties by row. Whole popularity counts (sales) are placed by a counting sort, a
 * pass over the rows; other values by a comparison sort.
 */
function popularityOrder(popularity: Float64Array): Int32Array {
  const n = popularity.length;
  const order = new Int32Array(n);
  let highest = 0;
  let whole = true;
  for (const value of popularity) {
    if (!Number.isInteger(value) || value < 0 || value > 2 ** 24) whole = false;
    else if (value > highest) highest = value;
  }
  if (!whole) {
    for (let row = 0; row < n; row += 1) order[row] = row;
    return order.sort((a, b) => (popularity[b] ?? 0) - (popularity[a] ?? 0) || a - b);
  }
  // Bucket (highest - value): the most popular first; rows enter their bucket in ascending order.
  const next = new Int32Array(highest + 2);
  for (const value of popularity) next[highest - value + 1] = (next[highest - value + 1] ?? 0) + 1;
  for (let bucket = 1; bucket < next.length; bucket += 1) {
    next[bucket] = (next[bucket] ?? 0) + (next[bucket - 1] ?? 0);
  }
  for (let row = 0; row < n; row += 1) {
    const bucket = highest - (popularity[row] ?? 0);
    order[next[bucket] ?? 0] = row;
    next[bucket] = (next[bucket] ?? 0) + 1;
  }
  return order;
}

/** Each term's documents in popularity order, the first `maxPostings` of them, as compressed rows. */
function* buildPostings(
  order: Int32Array,
  rowStart: Int32Array,
  terms: Int32Array,
  weights: Float32Array,
  df: Int32Array,
  termCount: number,
  maxPostings: number,
): Generator<void, Pick<SimilarityIndex, 'postingStart' | 'postingDocs' | 'postingWeights'>> {
  const postingStart = new Int32Array(termCount + 1);
  for (let t = 0; t < termCount; t += 1) {
    postingStart[t + 1] = (postingStart[t] ?? 0) + Math.min(df[t] ?? 0, maxPostings);
  }
  const total = postingStart[termCount] ?? 0;
  const postingDocs = new Int32Array(total);
  const postingWeights = new Float32Array(total);
  const filled = postingStart.slice(0, termCount);
  for (let position = 0; position < order.length; position += 1) {
    const row = order[position] ?? 0;
    for (let e = rowStart[row] ?? 0; e < (rowStart[row + 1] ?? 0); e += 1) {
      const term = terms[e] ?? 0;
      const at = filled[term] ?? 0;
      if (at >= (postingStart[term + 1] ?? 0)) continue;
      postingDocs[at] = position;
      postingWeights[at] = weights[e] ?? 0;
      filled[term] = at + 1;
    }
    if (position % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  return { postingStart, postingDocs, postingWeights };
}

/** The index of documents given whole, most popular first (the order they come in). */
export function similarityIndex(documents: TermDocument[], options: SimilarityOptions): SimilarityIndex {
  const builder = new TermMatrixBuilder();
  for (const document of documents) builder.add(document.id, document.terms);
  return builder.build(options.maxPostings);
}

/**
 * The k most similar others (cosine of TF-IDF vectors) of the documents at positions [from, to), best
 * first, by id: a rebuild walks the catalogue a block at a time and writes each block before the next.
 */
export function similarBlock(
  index: SimilarityIndex,
  from: number,
  to: number,
  options: SimilarityOptions,
  scores = new Float64Array(index.ids.length),
): Map<number, Neighbour[]> {
  const { ids, order, rowStart, terms, weights, postingStart, postingDocs, postingWeights } = index;
  const touched: number[] = [];
  const result = new Map<number, Neighbour[]>();
  for (let self = from; self < Math.min(to, ids.length); self += 1) {
    const row = order[self] ?? 0;
    for (let e = rowStart[row] ?? 0; e < (rowStart[row + 1] ?? 0); e += 1) {
      const term = terms[e] ?? 0;
      const weight = weights[e] ?? 0;
      for (let p = postingStart[term] ?? 0; p < (postingStart[term + 1] ?? 0); p += 1) {
        const other = postingDocs[p] ?? 0;
        if (other === self) continue;
        if (scores[other] === 0) touched.push(other);
        scores[other] = (scores[other] ?? 0) + weight * (postingWeights[p] ?? 0);
      }
    }
    const best = topK(touched, scores, options.k, options.minScore ?? 0).map((position) => ({
      id: ids[position] ?? 0,
      score: scores[position] ?? 0,
    }));
    for (const position of touched) scores[position] = 0;
    touched.length = 0;
    result.set(ids[self] ?? 0, best);
  }
  return result;
}

/** Each document's k most similar others (cosine of TF-IDF vectors), best first. */
export function similarNeighbours(
  documents: TermDocument[],
  options: SimilarityOptions,
): Map<number, Neighbour[]> {
  return similarBlock(similarityIndex(documents, options), 0, documents.length, options);
}

/** Indices of the k highest scores among `candidates`, best first (ties: lower index first). */
export function topK(candidates: number[], scores: ArrayLike<number>, k: number, minScore = 0): number[] {
  const kept: number[] = [];
  for (const index of candidates) {
    const score = scores[index] ?? 0;
    if (score <= minScore) continue;
    if (kept.length === k && score <= (scores[kept[k - 1] ?? 0] ?? 0)) continue;
    let at = kept.length;
    while (at > 0 && (scores[kept[at - 1] ?? 0] ?? 0) < score) at -= 1;
    kept.splice(at, 0, index);
    if (kept.length > k) kept.pop();
  }
  return kept;
}
