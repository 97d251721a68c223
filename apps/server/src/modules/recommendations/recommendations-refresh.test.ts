import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, createUser, login, type TestUser } from '#test/factories.ts';
import { rebuildAll } from './index.ts';
import type { Neighbour } from './similarity.ts';
import { dropNeighboursOlderThan, readNeighbours, writeNeighbours } from './store.ts';

let t: TestApp;
type Product = { id: number; name: string };
let products: Product[];
let buyers: TestUser[];

const DAY = 86_400_000;

/** A free product bought through checkout: the path every sale takes, with its hooks and refresh job. */
async function buy(user: TestUser, product: Product) {
  const answer = await api(t.app, {
    method: 'POST',
    url: '/api/v2/orders/checkout',
    token: user.token,
    body: { product_id: product.id },
  });
  expect([200, 201], answer.body).toContain(answer.statusCode);
  await t.ctx.jobs.runDue();
}

async function boughtLists(): Promise<Map<number, Neighbour[]>> {
  const rows = await readNeighbours(
    t.ctx.db,
    products.map((p) => p.id),
    ['bought'],
  );
  return new Map(products.map((p) => [p.id, rows.get(p.id)?.bought ?? []]));
}

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createPublisher(t.app, t.ctx);
  const names = [
    'Belajar Memasak Rendang',
    'Bumbu Dasar Padang',
    'Sambal Lado Mudo',
    'Kue Tradisional Minang',
    'Investasi Saham Pemula',
  ];
  products = [];
  for (const name of names) {
    products.push(await createSaleProduct(t.ctx, { sellerId: seller.id, name, price: 0 }));
  }
  buyers = [];
  for (let i = 0; i < 6; i += 1) buyers.push(await createUser(t.app, t.ctx));
});
afterAll(() => t.app.close());

describe('bought together, kept up to date sale by sale', () => {
  it('gives after each sale the lists a full rebuild gives, time decay included', async () => {
    const [a, b, c, d, e] = products as [Product, Product, Product, Product, Product];
    const baskets: Product[][] = [
      [a, b, c],
      [a, b],
      [a, c, d],
      [b, c],
      [a, e],
      [d, e],
    ];
    // Half the purchases long ago: a co-purchase two years old weighs a quarter of today's.
    for (const [i, basket] of baskets.entries()) {
      for (const product of basket) await buy(buyers[i] as TestUser, product);
      if (i === 2) {
        // Sessions last a day: the buyers sign in again.
        t.clock.advance(2 * 365 * DAY);
        for (const buyer of buyers) buyer.token = await login(t.app, buyer.email, buyer.password);
      }
    }
    const incremental = await boughtLists();
    // Each sale updated both sides: the product's list and the buyer's other products' lists.
    expect(
      incremental
        .get(e.id)
        ?.map((n) => n.id)
        .sort(),
    ).toEqual([a.id, d.id].sort());
    expect(incremental.get(d.id)?.map((n) => n.id)).toContain(e.id);

    await rebuildAll(t.ctx.db, t.ctx.now());
    const rebuilt = await boughtLists();
    for (const product of products) {
      const fresh = rebuilt.get(product.id) ?? [];
      const kept = incremental.get(product.id) ?? [];
      expect(kept.map((n) => n.id).sort(), product.name).toEqual(fresh.map((n) => n.id).sort());
      for (const item of fresh) {
        const same = kept.find((n) => n.id === item.id);
        expect(same?.score, `${product.name} → ${item.id}`).toBeCloseTo(item.score, 4);
      }
    }
  });

  it('lets no rebuild replace or drop the lists of a newer one', async () => {
    const [a, b, c] = products as [Product, Product, Product];
    const older = new Date(t.ctx.now().getTime() - 60_000);
    const newer = t.ctx.now();
    const lists = (first: number) => new Map([[a.id, [{ id: first, score: 0.5 }]]]);
    // Two rebuilds at once: the newer writes, the older writes after it, the newer drops what is older.
    await writeNeighbours(t.ctx.db, 'bought', lists(b.id), newer);
    await writeNeighbours(t.ctx.db, 'bought', lists(c.id), older);
    await dropNeighboursOlderThan(t.ctx.db, 'bought', newer);
    const row = (await readNeighbours(t.ctx.db, [a.id], ['bought'])).get(a.id);
    expect(row?.bought?.map((n) => n.id)).toEqual([b.id]);

    // And two whole rebuilds racing leave every product its list.
    await Promise.all([rebuildAll(t.ctx.db, older), rebuildAll(t.ctx.db, newer)]);
    const after = await boughtLists();
    for (const product of products) expect(after.get(product.id)?.length, product.name).toBeGreaterThan(0);
  });
});
