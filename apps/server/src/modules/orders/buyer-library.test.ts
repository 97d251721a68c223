import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, type TestUser } from '#test/factories.ts';

/** The spec's `GET /books/buyer?buyer_id=`: a buyer's library, for that buyer or an admin. */
let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
let productIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createPublisher(t.app, t.ctx);
  buyer = await createUser(t.app, t.ctx, { firstName: 'Pembeli' });
  other = await createUser(t.app, t.ctx, { firstName: 'Lain' });
  admin = await createAdmin(t.app, t.ctx);
  const first = await createSaleProduct(t.ctx, { sellerId: seller.id, name: 'Buku Pertama' });
  const second = await createSaleProduct(t.ctx, { sellerId: seller.id, name: 'Buku Kedua' });
  await createPaidOrder(t.ctx, { buyer, product: first, paidAt: new Date('2026-11-01T00:00:00Z') });
  await createPaidOrder(t.ctx, { buyer, product: second, paidAt: new Date('2026-11-02T00:00:00Z') });
  productIds = [second.id, first.id];
});
afterAll(() => t.app.close());

const read = (query: string, token?: string) =>
  api(t.app, { method: 'GET', url: `/api/v2/books/buyer${query}`, token });

describe('GET /books/buyer', () => {
  it('gives the buyer their own library, newest first, the same as /owned-books', async () => {
    const response = await read(`?buyer_id=${buyer.id}`, buyer.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.items.map((item: { product_id: number }) => item.product_id)).toEqual(productIds);
    expect(data.total).toBe(2);
    const owned = await api(t.app, { method: 'GET', url: '/api/v2/owned-books', token: buyer.token });
    expect(data).toEqual(owned.json().data);
  });

  it('pages like every list and answers at the spelling with a trailing slash', async () => {
    const page = (await read(`/?buyer_id=${buyer.id}&page=2&pageSize=1`, buyer.token)).json().data;
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(page.items.map((item: { product_id: number }) => item.product_id)).toEqual([productIds[1]]);
  });

  it("lets an admin read anyone's library, and says 404 for a buyer who does not exist", async () => {
    const response = await read(`?buyer_id=${buyer.id}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total).toBe(2);
    const empty = await read(`?buyer_id=${other.id}`, admin.token);
    expect(empty.json().data).toMatchObject({ items: [], total: 0 });
    const missing = await read('?buyer_id=2000000000', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it("refuses another member's library with 403 and a guest with 401", async () => {
    const forbidden = await read(`?buyer_id=${buyer.id}`, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await read(`?buyer_id=${buyer.id}`)).statusCode).toBe(401);
  });

  it('refuses a missing or malformed buyer_id with 400 instead of reading it as a product id', async () => {
    for (const query of ['', '?buyer_id=', '?buyer_id=abc', '?buyer_id=0', '?buyer_id=1e3', '?buyer_id=-4']) {
      const response = await read(query, buyer.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_ERROR');
    }
    const badPage = await read(`?buyer_id=${buyer.id}&pageSize=1000`, buyer.token);
    expect(badPage.statusCode).toBe(400);
  });
});
