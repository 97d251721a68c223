import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, type TestUser } from '#test/factories.ts';
import { rebuildAll } from './index.ts';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let blockedSeller: TestUser;
let buyers: TestUser[];
let member: TestUser;
type Product = { id: number; name: string };
let ebook: Product;
let companion: Product;
let unrelated: Product;
let fromBlocked: Product;
let hiddenOne: Product;
let later: Product;

type Item = {
  product: { id: number };
  reason: { code: string; product: { id: number } | null };
  rec_id: string;
};
type List = { slot: string; items: Item[] };
const ids = (list: List) => list.items.map((item) => item.product.id);

const get = (url: string, user?: TestUser) =>
  api(t.app, { method: 'GET', url: `/api/v2${url}`, token: user?.token });
async function data<T>(response: Promise<{ statusCode: number; body: string }>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return JSON.parse(answer.body).data as T;
}

/** A free product bought through checkout: the path every sale takes, with its hooks. */
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

beforeAll(async () => {
  t = await buildTestApp();
  [admin, seller, blockedSeller, member, ...buyers] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  const make = (name: string, sellerId = seller.id) => createSaleProduct(t.ctx, { sellerId, name, price: 0 });
  ebook = await make('Belajar Memasak Rendang Vol. 1');
  companion = await make('Bumbu Dasar Masakan Padang');
  unrelated = await make('Panduan Investasi Saham');
  fromBlocked = await make('Rahasia Rendang Minang', blockedSeller.id);
  hiddenOne = await make('Rendang Kering Tahan Lama');
  later = await make('Belajar Memasak Rendang Vol. 2');
  for (const buyer of buyers) {
    await buy(buyer, ebook);
    await buy(buyer, companion);
    await buy(buyer, fromBlocked);
  }
  await buy(buyers[0] as TestUser, unrelated);
  await rebuildAll(t.ctx.db, t.ctx.now());
});
afterAll(() => t.app.close());

describe('recommendation lists', () => {
  it('give a guest the best sellers and the trending of the week', async () => {
    const home = await data<{ personalised: boolean; for_you: List; trending: List }>(
      get('/recommendations/home'),
    );
    expect(home.personalised).toBe(false);
    expect(home.for_you.items.length).toBeGreaterThan(0);
    expect(home.for_you.items[0]?.reason.code).toBe('best_seller');
    expect(ids(home.trending)).toContain(ebook.id);
    expect(home.trending.items[0]?.reason.code).toBe('trending');
  });

  it('show what was bought together, with the product it was bought with as the reason', async () => {
    const page = await data<{ bought_together: List; similar: List }>(
      get(`/recommendations/products/${ebook.id}`),
    );
    expect(ids(page.bought_together)).toContain(companion.id);
    expect(ids(page.bought_together)).not.toContain(ebook.id);
    const item = page.bought_together.items.find((i) => i.product.id === companion.id);
    expect(item?.reason).toMatchObject({
      code: 'bought_together',
      product: { id: ebook.id, name: ebook.name },
    });
    expect(ids(page.similar)).toContain(later.id);
  });

  it('refresh "bought together" as soon as a sale is made', async () => {
    const before = await data<{ bought_together: List }>(get(`/recommendations/products/${unrelated.id}`));
    expect(ids(before.bought_together)).not.toContain(later.id);
    await buy(buyers[0] as TestUser, later);
    const after = await data<{ bought_together: List }>(get(`/recommendations/products/${unrelated.id}`));
    expect(ids(after.bought_together)).toContain(later.id);
  });

  it('never show what the member owns, hid, the team excluded, or a deactivated creator sells', async () => {
    await buy(member, ebook);
    await data(
      api(t.app, {
        method: 'PUT',
        url: `/api/v2/recommendations/hidden/${hiddenOne.id}`,
        token: member.token,
      }),
    );
    await data(
      api(t.app, {
        method: 'PUT',
        url: `/api/v2/admin/recommendations/rules/${unrelated.id}`,
        token: admin.token,
        body: { action: 'exclude' },
      }),
    );
    // Through the admins' route, as the team does it: every process hears of it at once.
    const deactivate = (action: string) =>
      data(
        api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/users/${blockedSeller.id}/${action}`,
          token: admin.token,
        }),
      );
    await get(`/recommendations/products/${companion.id}?limit=24`, member);
    await deactivate('deactivate');
    const seen = new Set<number>();
    const home = await data<{ for_you: List; trending: List }>(get('/recommendations/home?limit=24', member));
    const page = await data<{ bought_together: List; similar: List }>(
      get(`/recommendations/products/${companion.id}?limit=24`, member),
    );
    for (const list of [home.for_you, home.trending, page.bought_together, page.similar])
      for (const id of ids(list)) seen.add(id);
    expect(seen.size).toBeGreaterThan(0);
    for (const banned of [ebook, hiddenOne, unrelated, fromBlocked])
      expect(seen.has(banned.id), banned.name).toBe(false);
    await deactivate('activate');
    await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/recommendations/rules/${unrelated.id}`,
      token: admin.token,
    });
  });

  it('lead with a pinned product as the team pick', async () => {
    await data(
      api(t.app, {
        method: 'PUT',
        url: `/api/v2/admin/recommendations/rules/${hiddenOne.id}`,
        token: admin.token,
        body: { action: 'pin', note: 'Pilihan redaksi' },
      }),
    );
    const home = await data<{ for_you: List }>(get('/recommendations/home'));
    expect(home.for_you.items[0]).toMatchObject({
      product: { id: hiddenOne.id },
      reason: { code: 'editor_pick' },
    });
    const rules = await data<{ items: { product_id: number; action: string }[] }>(
      get('/admin/recommendations/rules', admin),
    );
    expect(rules.items).toContainEqual(expect.objectContaining({ product_id: hiddenOne.id, action: 'pin' }));
    expect((await get('/admin/recommendations/rules', member)).statusCode).toBe(403);
  });

  it('count a click once per showing, and a purchase after it for the creator', async () => {
    const buyer = await createUser(t.app, t.ctx);
    await buy(buyer, ebook);
    const page = await data<{ bought_together: List }>(get(`/recommendations/products/${ebook.id}`, buyer));
    const item = page.bought_together.items.find((i) => i.product.id === companion.id) as Item;
    const click = () =>
      data<{ recorded: boolean }>(
        api(t.app, {
          method: 'POST',
          url: '/api/v2/recommendations/clicks',
          token: buyer.token,
          body: { rec_id: item.rec_id },
        }),
      );
    expect(await click()).toEqual({ recorded: true });
    expect(await click()).toEqual({ recorded: false });
    const forged = await api(t.app, {
      method: 'POST',
      url: '/api/v2/recommendations/clicks',
      body: { rec_id: `${item.rec_id.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body).code).toBe('RECOMMENDATION_ID_INVALID');
    await buy(buyer, companion);
    const stats = await data<{ products: { product_id: number; clicks: number; purchases: number }[] }>(
      get('/recommendations/creator/stats', seller),
    );
    expect(stats.products.find((p) => p.product_id === companion.id)).toMatchObject({
      clicks: 1,
      purchases: 1,
    });
    const otherCreator = await createPublisher(t.app, t.ctx);
    expect(
      (await get(`/recommendations/creator/stats?seller_id=${seller.id}`, otherCreator)).statusCode,
    ).toBe(403);
  });

  it('ask members to sign in for their own lists and refuse unknown products', async () => {
    expect((await get('/recommendations/library')).statusCode).toBe(401);
    expect((await get('/recommendations/products/99999999')).statusCode).toBe(404);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: '/api/v2/recommendations/hidden/99999999',
          token: member.token,
        })
      ).statusCode,
    ).toBe(404);
    const library = await data<{ continue: List; next: List }>(get('/recommendations/library', member));
    expect(library.next.items.map((i) => i.product.id)).toContain(later.id);
    expect(library.next.items.find((i) => i.product.id === later.id)?.reason.code).toBe('next_in_series');
  });
});
