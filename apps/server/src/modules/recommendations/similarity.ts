// Content similarity: TF-IDF over a product's terms (stemmed title and description words, category, author,
// format), cosine between products, top-K neighbours through an inverted index. Pure: used by the app's
// rebuild and by the offline evaluation alike.

export type Neighbour = { id: number; score: number };

/** A document: its id and its terms, repeated as often as they count (a field weight is a repetition). */
export type TermDocument = { id: number; terms: string[] };

export type SimilarityOptions = {
  /** Neighbours kept per document. */
  k: number;
  /**
   * A term shared by more documents than this only links each document to the first `maxPostings` of them
   * (callers pass documents most popular first): the cost stays linear in the catalogue, and such a term
   * weighs little anyway.
   */
  maxPostings: number;
  /** Scores below this are not neighbours. */
  minScore?: number;
};

type Vector = { terms: Int32Array; weights: Float32Array };

/**
 * Unit TF-IDF vectors: weight = (1 + ln tf) · ln(1 + N / df), so a term in every document still counts a
 * little and a rare one a lot.
 */
export function tfIdfVectors(documents: TermDocument[]): { vectors: Vector[]; termCount: number } {
  const termIds = new Map<string, number>();
  const df: number[] = [];
  const counted = documents.map((document) => {
    const tf = new Map<number, number>();
    for (const term of document.terms) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(term, id);
        df.push(0);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    for (const id of tf.keys()) df[id] = (df[id] ?? 0) + 1;
    return tf;
  });
  const n = documents.length;
  const vectors = counted.map((tf) => {
    const terms = Int32Array.from(tf.keys());
    const weights = Float32Array.from(
      terms,
      (id) => (1 + Math.log(tf.get(id) ?? 1)) * Math.log(1 + n / (df[id] ?? 1)),
    );
    const norm = Math.hypot(...weights) || 1;
    for (let i = 0; i < weights.length; i += 1) weights[i] = (weights[i] ?? 0) / norm;
    return { terms, weights };
  });
  return { vectors, termCount: termIds.size };
}

/** What the similarity walk reads: unit vectors and, per term, the documents holding it (capped). */
export type SimilarityIndex = {
  ids: Int32Array;
  vectors: Vector[];
  postings: { docs: Int32Array; weights: Float32Array }[];
};

export function similarityIndex(documents: TermDocument[], options: SimilarityOptions): SimilarityIndex {
  const { vectors, termCount } = tfIdfVectors(documents);
  return {
    ids: Int32Array.from(documents, (document) => document.id),
    vectors,
    postings: buildPostings(vectors, termCount, options.maxPostings),
  };
}

/**
 * The k most similar others (cosine of TF-IDF vectors) of documents [from, to), best first, by id: a rebuild
 * walks the catalogue a block at a time and writes each block before the next.
 */
export function similarBlock(
  index: SimilarityIndex,
  from: number,
  to: number,
  options: SimilarityOptions,
  scores = new Float64Array(index.ids.length),
): Map<number, Neighbour[]> {
  const { ids, vectors, postings } = index;
  const touched: number[] = [];
  const result = new Map<number, Neighbour[]>();
  for (let self = from; self < Math.min(to, vectors.length); self += 1) {
    const vector = vectors[self] as Vector;
    for (let t = 0; t < vector.terms.length; t += 1) {
      const list = postings[vector.terms[t] ?? 0];
      if (!list) continue;
      const weight = vector.weights[t] ?? 0;
      for (let p = 0; p < list.docs.length; p += 1) {
        const other = list.docs[p] ?? 0;
        if (other === self) continue;
        if (scores[other] === 0) touched.push(other);
        scores[other] = (scores[other] ?? 0) + weight * (list.weights[p] ?? 0);
      }
    }
    const best = topK(touched, scores, options.k, options.minScore ?? 0).map((index) => ({
      id: ids[index] ?? 0,
      score: scores[index] ?? 0,
    }));
    for (const index of touched) scores[index] = 0;
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

function buildPostings(vectors: Vector[], termCount: number, maxPostings: number) {
  const docs: number[][] = Array.from({ length: termCount }, () => []);
  const weights: number[][] = Array.from({ length: termCount }, () => []);
  vectors.forEach((vector, index) => {
    for (let t = 0; t < vector.terms.length; t += 1) {
      const term = vector.terms[t] ?? 0;
      const list = docs[term];
      if (!list || list.length >= maxPostings) continue;
      list.push(index);
      weights[term]?.push(vector.weights[t] ?? 0);
    }
  });
  return docs.map((list, term) => ({
    docs: Int32Array.from(list),
    weights: Float32Array.from(weights[term] ?? []),
  }));
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
