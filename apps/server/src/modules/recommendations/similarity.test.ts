import { describe, expect, it } from 'vitest';
import { seededPick } from '#test/seeded-pick.ts';
import { ownerOf, ProductColumns } from './product-columns.ts';
import { nextVolumes, SeriesIndex } from './series.ts';
import { similarBlock, TermMatrixBuilder } from './similarity.ts';

/** Cosine of TF-IDF vectors written the plain way: a map per document, every pair compared. */
function plainCosines(documents: { id: number; terms: string[] }[]): Map<number, Map<number, number>> {
  const df = new Map<string, number>();
  const tfs = documents.map((document) => {
    const tf = new Map<string, number>();
    for (const term of document.terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    return tf;
  });
  const vectors = tfs.map((tf) => {
    const weights = new Map(
      [...tf].map(([term, n]) => [
        term,
        (1 + Math.log(n)) * Math.log(1 + documents.length / (df.get(term) ?? 1)),
      ]),
    );
    const norm = Math.hypot(...weights.values()) || 1;
    for (const [term, weight] of weights) weights.set(term, weight / norm);
    return weights;
  });
  const cosines = new Map<number, Map<number, number>>();
  documents.forEach((document, i) => {
    const row = new Map<number, number>();
    documents.forEach((other, j) => {
      if (i === j) return;
      let dot = 0;
      for (const [term, weight] of vectors[i] ?? []) dot += weight * (vectors[j]?.get(term) ?? 0);
      if (dot > 0) row.set(other.id, dot);
    });
    cosines.set(document.id, row);
  });
  return cosines;
}

describe('the term matrix', () => {
  it('scores every pair as the plain TF-IDF cosine does, when no posting list is capped', () => {
    const pick = seededPick(7);
    const next = () => pick(1_000_000) / 1_000_000;
    const vocabulary = Array.from({ length: 40 }, (_, i) => `kata${i}`);
    const documents = Array.from({ length: 120 }, (_, i) => ({
      id: 1_000 + i * 3,
      terms: Array.from({ length: 2 + Math.floor(next() * 12) }, () => {
        // Skewed, so some terms are common, some repeat within a document and some are rare.
        return vocabulary[Math.floor(next() ** 2 * vocabulary.length)] as string;
      }),
    }));
    const builder = new TermMatrixBuilder();
    for (const document of documents) builder.add(document.id, document.terms, next());
    const options = { k: documents.length, maxPostings: documents.length };
    const index = builder.build(options.maxPostings);
    const found = similarBlock(index, 0, documents.length, options);
    const expected = plainCosines(documents);
    expect(found.size).toBe(documents.length);
    for (const [id, neighbours] of found) {
      const want = expected.get(id) ?? new Map();
      expect(neighbours.length).toBe(want.size);
      for (const { id: other, score } of neighbours) expect(score).toBeCloseTo(want.get(other) ?? -1, 5);
      // Best first.
      for (let i = 1; i < neighbours.length; i += 1) {
        expect(neighbours[i - 1]?.score ?? 0).toBeGreaterThanOrEqual(neighbours[i]?.score ?? 0);
      }
    }
  });

  it('orders documents most popular first, ties in the order they came, and caps postings in that order', () => {
    const builder = new TermMatrixBuilder();
    builder.add(10, ['umum', 'a'], 1);
    builder.add(11, ['umum', 'b'], 5);
    builder.add(12, ['umum', 'c'], 5);
    builder.add(13, ['umum', 'a'], 0);
    const index = builder.build(2);
    expect([...index.ids]).toEqual([11, 12, 10, 13]);
    // "umum" is held by all four, but only the two most popular keep a place in its list.
    const umum = 0;
    const holders = index.postingDocs.subarray(index.postingStart[umum], index.postingStart[umum + 1]);
    expect([...holders].map((position) => index.ids[position])).toEqual([11, 12]);
    // Product 13 still finds 10 through their shared rare term.
    const neighbours = similarBlock(index, 3, 4, { k: 5, maxPostings: 2 }).get(13);
    expect(neighbours?.[0]?.id).toBe(10);
  });

  it('puts fractional popularity in the same order as whole counts of the same ranking', () => {
    const whole = new TermMatrixBuilder();
    const fractional = new TermMatrixBuilder();
    const popularity = [3, 0, 7, 3, 12, 0, 7];
    popularity.forEach((value, i) => {
      whole.add(100 + i, ['kata'], value);
      fractional.add(100 + i, ['kata'], value / 10 + 0.05);
    });
    const expected = [104, 102, 106, 100, 103, 101, 105];
    expect([...whole.build(10).ids]).toEqual(expected);
    expect([...fractional.build(10).ids]).toEqual(expected);
  });

  it('builds the same index when it pauses between steps', async () => {
    const make = () => {
      const builder = new TermMatrixBuilder();
      for (let i = 0; i < 12_000; i += 1) builder.add(i, [`k${i % 97}`, `k${i % 13}`, `u${i}`], i % 50);
      return builder;
    };
    let pauses = 0;
    const paused = await make().buildPausing(40, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThan(2);
    expect(paused).toEqual(make().build(40));
  });

  it('counts a term repeated within a document as its term frequency', () => {
    const builder = new TermMatrixBuilder();
    builder.add(1, ['author:7', 'author:7', 'author:7', 'rendang']);
    builder.add(2, ['rendang']);
    const index = builder.build(10);
    expect([...index.terms.subarray(index.rowStart[0], index.rowStart[1])]).toEqual([0, 1]);
    const [author, rendang] = index.weights.subarray(index.rowStart[0], index.rowStart[1]);
    // The author term: tf 3 and df 1 outweigh "rendang" (tf 1, df 2).
    expect(author ?? 0).toBeGreaterThan(rendang ?? 0);
    expect(Math.hypot(author ?? 0, rendang ?? 0)).toBeCloseTo(1, 6);
  });
});

describe('product columns', () => {
  it('finds a row by id and keeps each field', () => {
    const columns = new ProductColumns();
    for (let i = 0; i < 3_000; i += 1) {
      columns.add({
        id: 5 + i * 2,
        name: `Produk ${i}`,
        sellerId: 40 + (i % 3),
        authorId: i % 2 === 0 ? null : 900 + i,
        categoryId: null,
        format: ['PDF', 'MP3', 'CRS', 'PPT', 'XYZ'][i % 5] as string,
        salesCount: i,
        publishedAt: null,
      });
    }
    expect(columns.size).toBe(3_000);
    expect(columns.rowOf(5)).toBe(0);
    expect(columns.rowOf(6)).toBe(-1);
    expect(columns.rowOf(5 + 2_999 * 2)).toBe(2_999);
    const row = columns.rowOf(5 + 7 * 2);
    expect(columns.id(row)).toBe(19);
    expect(columns.format(row)).toBe('CRS');
    expect(columns.format(columns.rowOf(5 + 8 * 2))).toBe('PPT');
    expect(columns.format(columns.rowOf(5 + 4 * 2))).toBeUndefined();
    expect(columns.salesCount(row)).toBe(7);
    expect(columns.owner(row)).toBe(907);
    expect(columns.owner(columns.rowOf(5 + 8 * 2))).toBe(ownerOf({ authorId: null, sellerId: 42 }));
  });

  it('refuses products out of id order, since it finds rows by binary search', () => {
    const columns = new ProductColumns();
    const product = {
      name: 'x',
      sellerId: 1,
      authorId: null,
      categoryId: null,
      format: 'PDF',
      salesCount: 0,
      publishedAt: null,
    };
    columns.add({ ...product, id: 9 });
    expect(() => columns.add({ ...product, id: 9 })).toThrow(/ascending/);
  });
});

describe('series gathered one at a time', () => {
  it('gives each volume the first of the next number, whatever order they come in', () => {
    const series = new SeriesIndex();
    const items = [
      { id: 4, name: 'Belajar Python Jilid 3' },
      { id: 2, name: 'Belajar Python Jilid 1' },
      { id: 3, name: 'Belajar Python Jilid 2' },
      { id: 5, name: 'Belajar Python Jilid 2' },
      { id: 6, name: 'Belajar Python Jilid 5' },
      { id: 7, name: 'Kursus Dasar' },
    ];
    for (const item of items) series.add(item.id, item.name, -12);
    series.add(8, 'Belajar Python Jilid 4', 77);
    expect(Object.fromEntries(series.nextVolumes())).toEqual({ 2: 3, 3: 4, 5: 4, 4: 6 });
    expect(nextVolumes(items.map((item) => ({ ...item, group: 'a' })))).toEqual(series.nextVolumes());
  });
});
