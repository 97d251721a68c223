import { MIN_SETTLEMENT_AMOUNT } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorBalance, ledgerImbalance } from '#modules/ledger/index.ts';
import { rebuildAll } from '#modules/recommendations/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher } from '#test/factories.ts';
import { seedDemoSales } from './demo-sales.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('the demo sales', () => {
  it('give the demo publisher past sales, most of them available, a few still held, in a balanced ledger', async () => {
    const [publisher, other] = await Promise.all([
      createPublisher(t.app, t.ctx),
      createPublisher(t.app, t.ctx),
    ]);
    const products = [];
    for (const price of [49_000, 89_000, 129_000])
      products.push(await createSaleProduct(t.ctx, { sellerId: publisher.id, price }));
    products.push(await createSaleProduct(t.ctx, { sellerId: other.id, price: 75_000 }));
    const made = await seedDemoSales(t.ctx, { publisherId: publisher.id });
    expect(made).toBeGreaterThan(15);
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
    const balance = await creatorBalance(t.ctx.db, publisher.id, t.clock.now());
    expect(balance.available).toBeGreaterThanOrEqual(MIN_SETTLEMENT_AMOUNT);
    expect(balance.on_hold).toBeGreaterThan(0);
    const buyers = await api(t.app, {
      method: 'GET',
      url: '/api/v2/publisher/buyers',
      token: publisher.token,
    });
    expect(buyers.json().data.total).toBeGreaterThan(10);
    const stats = await api(t.app, {
      method: 'GET',
      url: '/api/v2/publisher/dashboard/stats?period=week',
      token: publisher.token,
    });
    expect(stats.json().data.sales).toBeGreaterThan(10);
    // The recommender saw the sales: some product has others "sering dibeli bersama" with it.
    await rebuildAll(t.ctx.db, t.clock.now());
    const pages = await Promise.all(
      products.map((product) =>
        api(t.app, { method: 'GET', url: `/api/v2/recommendations/products/${product.id}` }),
      ),
    );
    expect(pages.some((page) => page.json().data.bought_together.items.length > 0)).toBe(true);
  });
});
