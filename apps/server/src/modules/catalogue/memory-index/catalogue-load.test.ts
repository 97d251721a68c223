import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { createPublisher } from '#test/factories.ts';
import { products } from '../tables.ts';
import { loadListing } from './catalogue-load.ts';
import { lexemesOf } from './text-query.ts';

/**
 * From a PostgreSQL server the catalogue loads as one binary COPY read byte by byte (`loadCopied`); embedded
 * PGlite, which cannot stream one, gives rows. The two must make the same listing, field for field and word
 * for word, whatever the text holds.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('loading the in-memory catalogue from a binary copy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  it('makes the same listing as rows do: every card, and every word found in the same products', async () => {
    const seller = await createPublisher(t.app, t.ctx);
    const names = [
      'Kamus Sunda–Indonesia: ‘Basa’ Urang',
      "It's a \\back\\slash\tand tab",
      'Café naïve façade 日本語 😀 𝄞',
      "Buku ''kutip'' ganda",
      'Ñandú, über, straße, 𠮷野家',
    ];
    const made = [];
    for (const name of names) made.push(await createSaleProduct(t.ctx, { sellerId: seller.id, name }));
    const [first, second, third] = made;
    if (!first || !second || !third) throw new Error('products were not made');
    await t.ctx.db
      .update(products)
      .set({
        language: 'en',
        coverKey: 'covers/ü 😀.webp',
        descriptionText: "Deskripsi dengan 'kutip', \\garis\\ miring, emoji 🎉 dan aksara ꦗꦮ",
        discountAmount: 2_500,
        salesCount: 42,
      })
      .where(eq(products.id, first.id));
    await t.ctx.db
      .update(products)
      .set({ publishedAt: null, format: 'MP3' })
      .where(eq(products.id, second.id));
    await t.ctx.db.update(products).set({ basePrice: 0 }).where(eq(products.id, third.id));

    const copied = await loadListing(t.ctx.database, () => false);
    const fromRows = await loadListing({ db: t.ctx.db }, () => false);
    if (!copied || !fromRows) throw new Error('a load stopped');
    expect(t.ctx.database.copyOut).toBeDefined();
    expect(copied.size).toBe(fromRows.size);
    expect(copied.size).toBeGreaterThanOrEqual(names.length);

    const onSale = await selectRows<{ id: number; words: string }>(
      t.ctx.db,
      sql`select id, search::text as words from ${products} where is_published and is_active`,
    );
    const words = new Set<string>();
    for (const { id, words: vector } of onSale) {
      expect(copied.card(id)).toEqual(fromRows.card(id));
      for (const word of lexemesOf(vector)) words.add(word);
    }
    for (const { id } of made) expect(copied.card(id)).toBeDefined();
    expect(copied.card(first.id)).toMatchObject({
      language: 'en',
      coverKey: 'covers/ü 😀.webp',
      salesCount: 42,
    });
    expect(copied.card(second.id)).toMatchObject({ publishedAt: null, format: 'MP3' });
    // Two-, three- and four-byte UTF-8 in the words, as the parser keeps them (it drops emoji).
    for (const word of ['ñandú', '日本語', 'ꦗꦮ', '𠮷野家']) expect(words).toContain(word);

    const page = (listing: typeof copied, lexeme: string) =>
      listing.query({ text: { kind: 'term', lexeme }, sort: 'relevance', offset: 0, limit: 1_000 });
    for (const word of words) {
      const found = page(copied, word);
      expect(found.total).toBeGreaterThan(0);
      expect(found).toEqual(page(fromRows, word));
    }
    for (const sort of ['newest', 'price_asc', 'price_desc', 'best_selling'] as const) {
      const query = { sort, offset: 0, limit: 100 };
      expect(copied.query(query)).toEqual(fromRows.query(query));
    }
  });

  it('stops when told to between chunks, and leaves the database free for the next load', async () => {
    expect(await loadListing(t.ctx.database, () => true)).toBeUndefined();
    const again = await loadListing(t.ctx.database, () => false);
    expect(again?.size).toBeGreaterThan(0);
  });
});
