import { describe, expect, it } from 'vitest';
import { seededPick } from '#test/seeded-pick.ts';
import {
  CatalogueListing,
  type ListedCard,
  type ListedProduct,
  type ListingQuery,
} from './catalogue-listing.ts';
import type { TextQuery } from './text-query.ts';

const FORMATS = ['PDF', 'MP3', 'CRS', 'PPT'] as const;
const WORDS = ['ajar', 'masak', 'jawa', 'foto', 'guru', 'seni'];

/** A product as these tests make it: its card and its words as lists. */
type Product = ListedCard & { words: string[]; nameWords: string[] };

/** A word list as the database prints a stripped tsvector: sorted, each once, quoted, quotes doubled. */
const vector = (words: string[]) =>
  [...new Set(words)]
    .sort()
    .map((word) => `'${word.replaceAll("'", "''")}'`)
    .join(' ');

/** The product as the listing takes it, the way the load query reads it. */
const listed = ({ publishedAt, words, nameWords, ...card }: Product): ListedProduct => ({
  ...card,
  publishedAt: publishedAt?.getTime() ?? null,
  words: vector(words),
  nameWords: vector(nameWords),
});

function product(id: number, pick: (n: number) => number): Product {
  const nameWords = WORDS.filter(() => pick(3) === 0);
  return {
    id,
    name: `Produk ${id}`,
    slug: `produk-${id}`,
    categoryId: pick(4) === 0 ? null : 1 + pick(3),
    authorId: null,
    coverKey: null,
    format: FORMATS[pick(4)] as string,
    basePrice: 0,
    discountAmount: 0,
    price: pick(6) * 10_000,
    language: 'id',
    sellerId: 1 + pick(3),
    salesCount: pick(5),
    // Ties on purpose: the id must decide them, as in the database.
    publishedAt: pick(10) === 0 ? null : new Date(Date.UTC(2026, 0, 1 + pick(20))),
    words: [...nameWords, ...WORDS.filter(() => pick(4) === 0)],
    nameWords,
  };
}

function matches(query: TextQuery, words: string[]): boolean {
  if (query.kind === 'term') return words.includes(query.lexeme);
  if (query.kind === 'not') return !matches(query.operand, words);
  return query.kind === 'and'
    ? matches(query.left, words) && matches(query.right, words)
    : matches(query.left, words) || matches(query.right, words);
}

/** The page the database would give: filter everything, then one full sort. */
function naive(all: Product[], query: ListingQuery) {
  const time = (p: Product) => p.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const newest = (a: Product, b: Product) =>
    time(a) !== time(b) ? (time(a) > time(b) ? -1 : 1) : b.id - a.id;
  const text = query.text;
  const hits = all.filter(
    (p) =>
      text !== null &&
      (query.format === undefined || p.format === query.format) &&
      (query.categoryId === undefined || p.categoryId === query.categoryId) &&
      (query.sellerId === undefined || p.sellerId === query.sellerId) &&
      (query.minPrice === undefined || p.price >= query.minPrice) &&
      (query.maxPrice === undefined || p.price <= query.maxPrice) &&
      (query.free === undefined || (p.price === 0) === query.free) &&
      (text === undefined || matches(text, p.words)),
  );
  const inName = (p: Product) => (text && query.sort === 'relevance' && matches(text, p.nameWords) ? 1 : 0);
  const compare = {
    newest,
    relevance: (a: Product, b: Product) => inName(b) - inName(a) || newest(a, b),
    price_asc: (a: Product, b: Product) => a.price - b.price || a.id - b.id,
    price_desc: (a: Product, b: Product) => b.price - a.price || b.id - a.id,
    best_selling: (a: Product, b: Product) => b.salesCount - a.salesCount || b.id - a.id,
  }[query.sort];
  const sorted = hits.sort(compare);
  return {
    ids: sorted.slice(query.offset, query.offset + query.limit).map((p) => p.id),
    total: sorted.length,
  };
}

function randomQuery(pick: (n: number) => number): ListingQuery {
  const term = (): TextQuery => ({ kind: 'term', lexeme: WORDS[pick(WORDS.length)] as string });
  const texts: (TextQuery | null | undefined)[] = [
    undefined,
    undefined,
    null,
    term(),
    { kind: 'and', left: term(), right: term() },
    { kind: 'or', left: term(), right: { kind: 'not', operand: term() } },
    { kind: 'not', operand: term() },
  ];
  const sorts = ['newest', 'price_asc', 'price_desc', 'best_selling', 'relevance'] as const;
  return {
    format: pick(2) ? undefined : FORMATS[pick(4)],
    categoryId: pick(3) ? undefined : 1 + pick(3),
    sellerId: pick(4) ? undefined : 1 + pick(3),
    minPrice: pick(3) ? undefined : pick(4) * 10_000,
    maxPrice: pick(3) ? undefined : 20_000 + pick(4) * 10_000,
    free: [undefined, undefined, true, false][pick(4)],
    text: texts[pick(texts.length)],
    sort: sorts[pick(sorts.length)] as ListingQuery['sort'],
    offset: pick(4) * 7,
    limit: 1 + pick(12),
  };
}

const page = (listing: CatalogueListing, query: ListingQuery) => {
  const { items, total } = listing.query(query);
  return { ids: items.map((item) => item.id), total };
};

describe('the in-memory listing', () => {
  it('gives the same pages and totals as filtering and sorting everything, for any query', () => {
    const pick = seededPick(11);
    const all = Array.from({ length: 400 }, (_, k) => product(k + 1, pick));
    const listing = new CatalogueListing();
    listing.load(all.map(listed));
    for (let n = 0; n < 1_500; n++) {
      const query = randomQuery(pick);
      expect(page(listing, query), JSON.stringify(query)).toEqual(naive(all, query));
    }
  });

  it('stays exact through puts, updates and removals in any order', () => {
    const pick = seededPick(29);
    const current = new Map<number, Product>();
    const listing = new CatalogueListing();
    listing.load([]);
    for (let step = 0; step < 3_000; step++) {
      const id = 1 + pick(150);
      if (pick(4) === 0) {
        listing.remove(id);
        current.delete(id);
      } else {
        const next = product(id, pick);
        listing.put(listed(next));
        current.set(id, next);
      }
      if (step % 50 === 0) {
        const query = randomQuery(pick);
        expect(page(listing, query), `step ${step}: ${JSON.stringify(query)}`).toEqual(
          naive([...current.values()], query),
        );
      }
    }
    expect(listing.size).toBe(current.size);
  });

  it('gives the same pages whichever way it finds them: walks cut short, sorted positions, packed changes', () => {
    for (const tuning of [
      { walkAtMost: 0 },
      { walkAtMost: 30, packAbove: 5 },
      { packAbove: 0 },
      { walkAtMost: 0, firstPositions: 9 },
    ]) {
      const pick = seededPick(41);
      const current = new Map<number, Product>();
      const listing = new CatalogueListing(tuning);
      const first = Array.from({ length: 300 }, (_, k) => product(k + 1, pick));
      listing.load(first.map(listed));
      for (const p of first) current.set(p.id, p);
      for (let step = 0; step < 2_000; step++) {
        const id = 1 + pick(400);
        if (pick(5) === 0) {
          listing.remove(id);
          current.delete(id);
        } else if (pick(2) === 0) {
          const next = product(id, pick);
          listing.put(listed(next));
          current.set(id, next);
        }
        // Several queries between changes, so remembered totals and bitmaps are read again.
        for (let n = 0; n < 3; n++) {
          const query = randomQuery(pick);
          expect(page(listing, query), `${JSON.stringify(tuning)} ${step}: ${JSON.stringify(query)}`).toEqual(
            naive([...current.values()], query),
          );
        }
      }
      expect(listing.size).toBe(current.size);
    }
  });

  it('reads the next pages of a list from the first positions it remembers, and past them', () => {
    const pick = seededPick(53);
    const all = Array.from({ length: 400 }, (_, k) => product(k + 1, pick));
    for (const firstPositions of [undefined, 20]) {
      const listing = new CatalogueListing({ walkAtMost: 0, firstPositions });
      listing.load(all.map(listed));
      for (let n = 0; n < 60; n++) {
        const { offset: _offset, ...list } = randomQuery(pick);
        // Every page of the list, in order: all but the first come from what the first one kept.
        for (let offset = 0; offset < 400; offset += list.limit) {
          const query = { ...list, offset };
          expect(page(listing, query), JSON.stringify(query)).toEqual(naive(all, query));
        }
      }
    }
  });

  it("gives a product's card fields back by id, and nothing for one not on sale", () => {
    const pick = seededPick(5);
    const listing = new CatalogueListing();
    const {
      words: _words,
      nameWords: _nameWords,
      ...card
    } = {
      ...product(7, pick),
      name: 'Belajar Bahasa Jawa — édition ✓',
      coverKey: 'cover/7-abc-card.webp',
      language: 'en',
      authorId: 3,
    };
    listing.load([listed({ ...card, words: ['ajar'], nameWords: [] })]);
    expect(listing.card(7)).toEqual(card);
    listing.put(listed({ ...card, name: 'Baru', coverKey: null, words: [], nameWords: [] }));
    expect(listing.card(7)).toEqual({ ...card, name: 'Baru', coverKey: null });
    listing.remove(7);
    expect(listing.card(7)).toBeUndefined();
    expect(listing.card(8)).toBeUndefined();
  });

  it('moves a product when only its sales or price change, keeping its search words', () => {
    const listing = new CatalogueListing();
    const pick = seededPick(3);
    const a = { ...product(1, pick), salesCount: 1, price: 5_000, words: ['ajar'], nameWords: ['ajar'] };
    const b = { ...product(2, pick), salesCount: 2, price: 9_000, words: ['ajar'], nameWords: [] };
    listing.load([a, b].map(listed));
    const best = { sort: 'best_selling', offset: 0, limit: 10 } as const;
    expect(page(listing, best).ids).toEqual([2, 1]);
    listing.put(listed({ ...a, salesCount: 3 }));
    expect(page(listing, best).ids).toEqual([1, 2]);
    listing.put(listed({ ...a, salesCount: 3, price: 10_000 }));
    expect(page(listing, { sort: 'price_asc', offset: 0, limit: 10 }).ids).toEqual([2, 1]);
    const search = {
      text: { kind: 'term', lexeme: 'ajar' },
      sort: 'relevance',
      offset: 0,
      limit: 10,
    } as const;
    expect(page(listing, search)).toEqual({ ids: [1, 2], total: 2 });
  });
});
