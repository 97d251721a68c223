import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher } from '#test/factories.ts';
import { categories, products } from '../tables.ts';
import { CatalogueIndex } from './catalogue-index.ts';

// The in-memory catalogue follows the database through the change log: whatever writes a product (a
// service, another process, plain SQL), the next answer shows it.

let t: TestApp;
let sellerId: number;
let sellerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createPublisher(t.app, t.ctx);
  sellerId = seller.id;
  sellerToken = seller.token;
});
afterAll(() => t.app.close());

let asked = 0;

/** A page of the public list. Each call asks a little differently: the short public cache would answer a
 * repeated question without reaching the catalogue, and plain SQL does not empty it. */
async function listed(query: string) {
  asked += 1;
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/public/books?${query}&pageSize=${10 + (asked % 40)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    items: { id: number; price: number; sales_count: number; category: string; seller: { name: string } }[];
    total: number;
    total_is_estimate: boolean;
  };
}

describe('the in-memory catalogue', () => {
  it('is ready at start and says on /health how many products it holds, up to date', async () => {
    const before = (await api(t.app, { method: 'GET', url: '/health' })).json().catalogue;
    expect(before).toEqual({ index: 'ready', products: expect.any(Number) });
    await createSaleProduct(t.ctx, { sellerId, name: 'Almanak Kesehatan' });
    const after = (await api(t.app, { method: 'GET', url: '/health' })).json().catalogue;
    expect(after).toEqual({ index: 'ready', products: before.products + 1 });
  });

  it('shows rows written by plain SQL, without any event, on the next request', async () => {
    const a = await createSaleProduct(t.ctx, { sellerId, name: 'Kamus Sunda', price: 30_000 });
    const b = await createSaleProduct(t.ctx, { sellerId, name: 'Kamus Bali', price: 40_000 });
    let page = await listed('q=kamus&sort=price_asc');
    expect(page.items.map((item) => item.id)).toEqual([a.id, b.id]);
    expect(page.total_is_estimate).toBe(false);

    await t.ctx.db.update(products).set({ basePrice: 50_000 }).where(eq(products.id, a.id));
    page = await listed('q=kamus&sort=price_asc');
    expect(page.items.map((item) => [item.id, item.price])).toEqual([
      [b.id, 40_000],
      [a.id, 50_000],
    ]);

    await t.ctx.db.update(products).set({ salesCount: 9 }).where(eq(products.id, b.id));
    page = await listed('q=kamus&sort=best_selling');
    expect(page.items[0]).toMatchObject({ id: b.id, sales_count: 9 });

    await t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, b.id));
    expect((await listed('q=kamus')).items.map((item) => item.id)).toEqual([a.id]);
    await t.ctx.db.delete(products).where(eq(products.id, a.id));
    expect(await listed('q=kamus')).toMatchObject({ items: [], total: 0 });
  });

  it('answers a quoted phrase through the database, which knows word positions', async () => {
    const inOrder = await createSaleProduct(t.ctx, { sellerId, name: 'Belajar Menulis Cerpen' });
    await createSaleProduct(t.ctx, { sellerId, name: 'Menulis untuk Belajar' });
    const phrase = await listed(`q=${encodeURIComponent('"belajar menulis"')}`);
    expect(phrase.items.map((item) => item.id)).toEqual([inOrder.id]);
    const words = await listed('q=belajar%20menulis');
    expect(words.total).toBe(2);
  });

  it('matches exactly what the database matches for or, not and stop words', async () => {
    await createSaleProduct(t.ctx, { sellerId, name: 'Kamus Jawa dan Sunda' });
    await createSaleProduct(t.ctx, { sellerId, name: 'Atlas Jawa' });
    await createSaleProduct(t.ctx, { sellerId, name: 'Yang Pertama' });
    for (const q of ['jawa -sunda', 'kamus or atlas', '-jawa', 'yang', 'dan', 'jawa sunda', 'pembelajaran']) {
      const [counted] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(
          sql`${products.isPublished} and ${products.isActive} and ${products.search} @@ websearch_to_tsquery('indonesian', ${q})`,
        );
      expect((await listed(`q=${encodeURIComponent(q)}`)).total, q).toBe(counted?.n);
    }
  });

  it('shows a renamed category on cards once the change is announced', async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const created = await api(t.app, {
      method: 'POST',
      url: '/api/v2/categories',
      token: admin.token,
      body: { name: 'Kamus Lama' },
    });
    expect(created.statusCode).toBe(201);
    const categoryId = created.json().data.id as number;
    const product = await createSaleProduct(t.ctx, { sellerId, name: 'Kamus Kategori' });
    await t.ctx.db.update(products).set({ categoryId }).where(eq(products.id, product.id));
    expect((await listed(`category_id=${categoryId}`)).items[0]?.category).toBe('Kamus Lama');
    const renamed = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/categories/${categoryId}`,
      token: admin.token,
      body: { name: 'Kamus Baru' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listed(`category_id=${categoryId}`)).items[0]?.category).toBe('Kamus Baru');
    // Deleting the category takes it off the product (a foreign key action, logged like any update).
    await t.ctx.db.delete(categories).where(eq(categories.id, categoryId));
    expect((await listed(`category_id=${categoryId}`)).total).toBe(0);
  });

  it("shows a creator's new name on their cards", async () => {
    const product = await createSaleProduct(t.ctx, { sellerId, name: 'Peta Nusantara' });
    const before = await listed('q=peta');
    expect(before.items[0]).toMatchObject({ id: product.id });
    const renamed = await api(t.app, {
      method: 'PUT',
      url: '/api/v2/profile',
      token: sellerToken,
      body: { first_name: 'Sinta', last_name: 'Wulandari' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await listed('q=peta');
    expect(after.items[0]?.seller.name).toBe('Sinta Wulandari');
  });

  it('loads and refreshes words beyond ASCII, and publication times to the microsecond', async () => {
    const first = await createSaleProduct(t.ctx, { sellerId, name: 'Mikrodetik Café Naïve', price: 10_000 });
    const second = await createSaleProduct(t.ctx, { sellerId, name: 'Mikrodetik Kedua', price: 10_000 });
    // The same millisecond: only the microseconds put the first product ahead, as the database sorts.
    await t.ctx.db.execute(sql`update ${products} set published_at = case id
        when ${first.id} then '2020-03-01 10:00:00.000400+00'::timestamptz
        else '2020-03-01 10:00:00.000300+00'::timestamptz end
      where id in (${first.id}, ${second.id})`);
    const index = new CatalogueIndex(t.ctx.database, (error) => {
      throw error;
    });
    await index.start();
    const search = (q: string) => index.page({ q, sort: 'newest', offset: 0, limit: 10 });
    try {
      const loaded = await search('mikrodetik');
      expect(loaded?.items.map((item) => item.id)).toEqual([first.id, second.id]);
      expect(loaded?.items[0]?.published_at).toBe('2020-03-01T10:00:00.000Z');
      expect((await search('naïve'))?.items.map((item) => item.id)).toEqual([first.id]);
      await t.ctx.db
        .update(products)
        .set({ name: 'Mikrodetik Crème Brûlée' })
        .where(eq(products.id, first.id));
      expect((await search('brûlée'))?.items.map((item) => item.id)).toEqual([first.id]);
      expect((await search('naïve'))?.total).toBe(0);
      expect((await search('mikrodetik'))?.items.map((item) => item.id)).toEqual([first.id, second.id]);
    } finally {
      await index.stop();
    }
  });

  it('reads the change log only after hearing of a change, where every change is heard at once', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId, name: 'Kamus Saku', price: 15_000 });
    const index = new CatalogueIndex(t.ctx.database, (error) => {
      throw error;
    });
    await index.start();
    const newest = { sort: 'newest', offset: 0, limit: 1 } as const;
    try {
      await index.page(newest);
      const execute = vi.spyOn(t.ctx.db, 'execute');
      // Embedded PGlite announces every commit before it returns; a PostgreSQL server may have other writers.
      const looksWhenQuiet = t.ctx.database.hearsEveryChangeAtOnce ? 0 : 1;
      await index.page(newest);
      expect(execute).toHaveBeenCalledTimes(looksWhenQuiet);
      execute.mockClear();
      await t.ctx.db.update(products).set({ basePrice: 16_000 }).where(eq(products.id, product.id));
      const page = await index.page(newest);
      // The log, then the changed product.
      expect(execute).toHaveBeenCalledTimes(2);
      expect(page?.items[0]).toMatchObject({ id: product.id, price: 16_000 });
      execute.mockRestore();
    } finally {
      await index.stop();
    }
  });

  it('reads the log again after a failed look, so no change is skipped', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId, name: 'Kamus Rusak', price: 21_000 });
    const index = new CatalogueIndex(t.ctx.database, () => undefined);
    await index.start();
    const newest = { sort: 'newest', offset: 0, limit: 1 } as const;
    try {
      await index.page(newest);
      await t.ctx.db.update(products).set({ basePrice: 22_000 }).where(eq(products.id, product.id));
      // The log is read; reading the changed product fails.
      const read = t.ctx.db.execute.bind(t.ctx.db);
      const execute = vi.spyOn(t.ctx.db, 'execute');
      execute.mockImplementationOnce(read).mockImplementationOnce(() => {
        throw new Error('the database went away');
      });
      await expect(index.page(newest)).rejects.toThrow('the database went away');
      expect(execute).toHaveBeenCalledTimes(2);
      execute.mockRestore();
      expect((await index.page(newest))?.items[0]).toMatchObject({ id: product.id, price: 22_000 });
    } finally {
      await index.stop();
    }
  });

  // Two connections at once: PGlite has one, so this runs against PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'applies a change whose transaction commits after a later change was already read',
    async () => {
      const slow = await createSaleProduct(t.ctx, { sellerId, name: 'Ensiklopedia Lambat', price: 10_000 });
      const fast = await createSaleProduct(t.ctx, { sellerId, name: 'Ensiklopedia Cepat', price: 20_000 });
      const url = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
        name: string;
      }[];
      const server = new URL(process.env.TEST_DATABASE_URL as string);
      server.pathname = `/${url[0]?.name}`;
      const other = postgres(server.toString(), { max: 1, onnotice: () => {} });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let updated: () => void = () => undefined;
      const slowUpdated = new Promise<void>((resolve) => {
        updated = resolve;
      });
      // The slow writer logs its change first (the smaller id) but commits last.
      const slowWriter = other.begin(async (tx) => {
        await tx`update products set base_price = 90000 where id = ${slow.id}`;
        updated();
        await held;
      });
      try {
        await slowUpdated;
        await t.ctx.db.update(products).set({ basePrice: 30_000 }).where(eq(products.id, fast.id));
        let page = await listed('q=ensiklopedia&sort=price_asc');
        expect(page.items.map((item) => [item.id, item.price])).toEqual([
          [slow.id, 10_000],
          [fast.id, 30_000],
        ]);
        release();
        await slowWriter;
        page = await listed('q=ensiklopedia&sort=price_asc');
        expect(page.items.map((item) => [item.id, item.price])).toEqual([
          [fast.id, 30_000],
          [slow.id, 90_000],
        ]);
      } finally {
        release();
        await slowWriter.catch(() => undefined);
        await other.end({ timeout: 1 });
      }
    },
  );
});
