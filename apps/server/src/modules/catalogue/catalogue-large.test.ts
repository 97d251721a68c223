import { and, asc, desc, gte, lte, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher } from '#test/factories.ts';
import { categories, products } from './tables.ts';

// More matches than the database path counts (2,000), so its pages are read along the sort indexes and
// relevance walks the name matches and then the others; the in-memory catalogue reads the same rows from
// the change log. Either way every page must equal a plain full sort of all matches.
const PRODUCTS = 3_200;
const COUNT_CAP = 2_000;

let t: TestApp;

describe.each([
  { path: 'the in-memory catalogue', env: {} as Record<string, string>, exactTotals: true },
  { path: 'the database', env: { CATALOGUE_MEMORY_INDEX: 'false' }, exactTotals: false },
])('a catalogue with more matches than the database counts, answered by $path', ({ env, exactTotals }) => {
  beforeAll(async () => {
    t = await buildTestApp(env);
    const seller = await createPublisher(t.app, t.ctx);
    const [category] = await t.ctx.db.insert(categories).values({ name: 'Umum', slug: 'umum' }).returning();
    // Half the names say "Belajar", a quarter of the descriptions say "pelajar" (the same stem), a quarter
    // neither; pairs share a publication time and sales repeat, so ties fall back to the id; one in fifty is
    // not on sale.
    await t.ctx.db.execute(sql`
    insert into products (seller_id, category_id, name, slug, description_text, format, base_price,
      discount_amount, status, is_published, is_active, published_at, sales_count)
    select ${seller.id}, ${category?.id ?? null},
      (case when g % 4 in (0, 1) then 'Belajar Menulis ' else 'Seni Memasak ' end) || g, 'produk-' || g,
      case when g % 4 = 2 then 'Untuk pelajar dan guru' else 'Untuk semua orang' end,
      (array['PDF','MP3','CRS','PPT'])[1 + g % 4], (g % 40) * 5000, case when g % 5 = 0 and g % 40 > 0 then 5000 else 0 end,
      'approved', g % 50 <> 7, g % 50 <> 9, timestamptz '2026-05-01' - ((g / 2) || ' minutes')::interval, (g * 7919) % 50
    from generate_series(1, ${PRODUCTS}) g`);
    await t.ctx.db.execute(sql`analyze products`);
  });
  afterAll(() => t.app.close());

  const publicRows = sql`${products.isPublished} and ${products.isActive}`;
  const matches = (q: string) => sql`${products.search} @@ websearch_to_tsquery('indonesian', ${q})`;
  const nameMatches = (q: string) => sql`${products.nameSearch} @@ websearch_to_tsquery('indonesian', ${q})`;

  /** The page as a full sort of every match gives it. */
  async function expected(
    where: SQL | undefined,
    order: SQL[],
    page: number,
    pageSize = 24,
  ): Promise<number[]> {
    const rows = await t.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(publicRows, where))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return rows.map((r) => r.id);
  }

  async function listed(query: string) {
    const response = await api(t.app, { method: 'GET', url: `/api/v2/public/books?${query}` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    return { ids: data.items.map((item: { id: number }) => item.id) as number[], data };
  }

  it('orders by relevance across the end of the name matches and past it', async () => {
    const order = [desc(nameMatches('belajar')), desc(products.publishedAt), desc(products.id)];
    // About 1,570 name matches on sale: their last page, the mixed page and the description-only pages.
    for (const page of [1, 2, 65, 66, 67, 68, 80, 99, 100, 101]) {
      const { ids } = await listed(`q=belajar&page=${page}`);
      expect(ids, `page ${page}`).toEqual(await expected(matches('belajar'), order, page));
    }
    const wide = await listed('q=belajar&page=27&pageSize=60');
    expect(wide.ids).toEqual(await expected(matches('belajar'), order, 27, 60));
  });

  it('sorts matches of a search by price, date and sales on deep pages', async () => {
    const orders: Record<string, SQL[]> = {
      newest: [desc(products.publishedAt), desc(products.id)],
      price_asc: [asc(products.price), asc(products.id)],
      price_desc: [desc(products.price), desc(products.id)],
      best_selling: [desc(products.salesCount), desc(products.id)],
    };
    for (const [sort, order] of Object.entries(orders)) {
      for (const page of [1, 40, 98]) {
        const { ids } = await listed(`q=belajar&sort=${sort}&page=${page}`);
        expect(ids, `${sort} page ${page}`).toEqual(await expected(matches('belajar'), order, page));
      }
    }
  });

  it('pages filtered lists along the sort indexes, with a total exact in memory and capped in the database', async () => {
    const where = and(gte(products.price, 10_000), lte(products.price, 180_000));
    for (const [sort, order] of [
      ['newest', [desc(products.publishedAt), desc(products.id)]],
      ['best_selling', [desc(products.salesCount), desc(products.id)]],
      ['price_desc', [desc(products.price), desc(products.id)]],
    ] as const) {
      for (const page of [1, 50, 83]) {
        const { ids, data } = await listed(`min_price=10000&max_price=180000&sort=${sort}&page=${page}`);
        expect(ids, `${sort} page ${page}`).toEqual(await expected(where, [...order], page));
        const [counted] = await t.ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(and(publicRows, where));
        expect(data.total).toBe(exactTotals ? counted?.n : COUNT_CAP);
        expect(data.total_is_estimate).toBe(!exactTotals);
      }
    }
  });

  it('reads lists with few matches whole, sorted the same way, with an exact total', async () => {
    const where = and(sql`${products.format} = 'CRS'`, matches('guru'), lte(products.price, 100_000));
    const order = [desc(nameMatches('guru')), desc(products.publishedAt), desc(products.id)];
    const first = await listed('q=guru&format=Video&max_price=100000');
    expect(first.ids.length).toBeGreaterThan(0);
    expect(first.ids).toEqual(await expected(where, order, 1));
    const [counted] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(publicRows, where));
    expect(first.data.total).toBe(counted?.n);
    expect(first.data.total_is_estimate).toBe(false);
    for (const page of [1, 3, 66, 67]) {
      const cheapest = await listed(`q=memasak&sort=price_asc&page=${page}`);
      expect(cheapest.ids, `page ${page}`).toEqual(
        await expected(matches('memasak'), [asc(products.price), asc(products.id)], page),
      );
    }
  });
});
