import { beforeAll, describe, expect, it } from 'vitest';
import { api, createPublisher, type TestUser } from '#test/factories.ts';
import {
  admin,
  type Card,
  createDraft,
  get,
  idsOf,
  type Managed,
  member,
  publicList,
  publish,
  publisher,
  readyForReview,
  reject,
  setSales,
  submit,
  t,
  usePublisherSuite,
} from './test-kit.ts';

/**
 * Lists: a publisher's own products by status, a seller's public page, and the public catalogue's search,
 * sorting, paging and filters.
 */

usePublisherSuite();

describe('a publisher’s lists: GET /books and GET /books/seller/{id}/status', () => {
  let lister: TestUser;
  const made: Record<string, number[]> = { draft: [], pending: [], approved: [], rejected: [] };

  beforeAll(async () => {
    lister = await createPublisher(t.app, t.ctx);
    made.draft = [(await createDraft(lister)).id, (await createDraft(lister)).id];
    const pending = await readyForReview(lister);
    await submit(pending.id, lister);
    made.pending = [pending.id];
    made.approved = [(await publish(lister, { name: 'Karya Terbit' })).id];
    const rejected = await readyForReview(lister);
    await submit(rejected.id, lister);
    await reject(rejected.id);
    made.rejected = [rejected.id];
  });

  it('lists the publisher’s own products, by status', async () => {
    const all = (await get('/api/v2/books', lister.token)).json().data;
    expect(all.total).toBe(5);
    for (const [status, ids] of Object.entries(made)) {
      const response = await get(`/api/v2/books?status=${status}`, lister.token);
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      expect(page.total, status).toBe(ids.length);
      expect(idsOf(page.items).sort(), status).toEqual([...ids].sort());
      expect(page.items.every((item: Managed) => item.status === status)).toBe(true);
    }
    const third = (await get('/api/v2/books?pageSize=2&page=3', lister.token)).json().data;
    expect(third).toMatchObject({ page: 3, pageSize: 2, total: 5 });
    expect(third.items).toHaveLength(1);
    const beyond = (await get('/api/v2/books?pageSize=2&page=9', lister.token)).json().data;
    expect(beyond).toMatchObject({ items: [], total: 5 });
    const ebooks = (await get('/api/v2/books?format=PDF', lister.token)).json().data;
    expect(ebooks.items.every((item: Managed) => item.format === 'PDF')).toBe(true);
    expect((await get('/api/v2/books?format=MP3', lister.token)).json().data.items).toEqual(
      all.items.filter((item: Managed) => item.format === 'MP3'),
    );
    expect((await get('/api/v2/books?format=Ebook', lister.token)).statusCode).toBe(400);
  });

  it('refuses a bad status filter and callers who are not publishers', async () => {
    expect((await get('/api/v2/books?status=published', lister.token)).statusCode).toBe(400);
    expect((await get('/api/v2/books?pageSize=51', lister.token)).statusCode).toBe(400);
    expect((await get('/api/v2/books', member.token)).statusCode).toBe(403);
    expect((await get('/api/v2/books')).statusCode).toBe(401);
    // Admins review through /admin/books/status, not as a publisher.
    expect((await get('/api/v2/books', admin.token)).statusCode).toBe(403);
  });

  it('counts a seller’s products by status for the seller and for admins only', async () => {
    const url = `/api/v2/books/seller/${lister.id}/status`;
    const own = await get(url, lister.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({ draft: 2, pending: 1, approved: 1, rejected: 1 });
    expect((await get(url, admin.token)).json().data).toEqual(own.json().data);
    const other = await get(url, publisher.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await get(url, member.token)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/v2/books/seller/abc/status', lister.token)).statusCode).toBe(400);
  });

  it('shows the public only what the seller has on sale at /public/books/seller/{id}', async () => {
    const response = await get(`/api/v2/public/books/seller/${lister.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total: 1, total_is_estimate: false });
    expect(idsOf(response.json().data.items)).toEqual(made.approved);
    expect((await get(`/api/v2/public/books/seller/${lister.id}?q=terbit`)).json().data.total).toBe(1);
    expect((await get(`/api/v2/public/books/seller/${lister.id}?format=Audio`)).json().data.total).toBe(0);
    expect((await get(`/api/v2/public/books/seller/${lister.id}?page=2`)).json().data.items).toEqual([]);
    // Someone who is not a creator, or nobody at all, has no page.
    expect((await get(`/api/v2/public/books/seller/${member.id}`)).statusCode).toBe(404);
    expect((await get('/api/v2/public/books/seller/2147483647')).statusCode).toBe(404);
    expect((await get(`/api/v2/public/books/seller/${lister.id}?sort=cheapest`)).statusCode).toBe(400);
  });
});

describe('catalogue search, sorting and paging', () => {
  let cook: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    cook = await createPublisher(t.app, t.ctx);
    const books: [string, string, number, number][] = [
      [
        'Belajar Memasak Rendang',
        '<p>Masakan Padang yang terkenal di seluruh dunia, langkah demi langkah.</p>',
        80_000,
        2,
      ],
      [
        'Kumpulan Resep Sambal',
        '<p>Sambal dari berbagai daerah, juga sambal untuk rendang dan gulai.</p>',
        40_000,
        9,
      ],
      [
        'Panduan Berkebun Cabai',
        '<p>Menanam cabai di pekarangan rumah, dari benih sampai panen.</p>',
        60_000,
        5,
      ],
    ];
    for (const [name, description, base_price, sales] of books) {
      const product = await publish(cook, { name, description, base_price });
      await setSales(product.id, sales);
      ids[name] = product.id;
    }
  });

  const mine = (query: string) => publicList(`seller_id=${cook.id}&${query}`);

  it('ranks a match in the name above a match in the description', async () => {
    const found = await mine('q=rendang&sort=relevance');
    expect(idsOf(found.items)).toEqual([ids['Belajar Memasak Rendang'], ids['Kumpulan Resep Sambal']]);
    // Relevance is the default order of a search.
    expect(idsOf((await mine('q=rendang')).items)).toEqual(idsOf(found.items));
    // Word forms: "masakan" is found through its root.
    expect(idsOf((await mine('q=masakan')).items)).toContain(ids['Belajar Memasak Rendang']);
    // Excluding a word, the way a search box user writes it.
    expect(idsOf((await mine('q=sambal -rendang')).items)).toEqual([]);
    expect(idsOf((await mine('q=cabai -rendang')).items)).toEqual([ids['Panduan Berkebun Cabai']]);
  });

  it('never fails on search text made of stop words, symbols or query syntax', async () => {
    for (const q of [
      'yang',
      'dan di ke dari',
      'the and of',
      '!!!',
      '"',
      '""',
      '-',
      '--',
      ':*',
      'rendang:*',
      '&',
      '|',
      '!',
      '&&||!!',
      '(',
      ')',
      '()',
      "'",
      "''",
      '\\',
      '<->',
      '<2>',
      'a & b | !c',
      '"rendang',
      'rendang"',
      '-rendang',
      'or',
      'OR OR',
      '%',
      '_',
      '*',
      '🍛',
      'ـــ',
      '.',
      ',,,',
      '   ',
    ]) {
      const response = await get(`/api/v2/public/books?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().data.total, q).toBeGreaterThanOrEqual(0);
    }
    // Symbols alone hold no word to look for: nothing is found, and nothing fails.
    expect((await mine(`q=${encodeURIComponent('!!! :* "')}`)).total).toBe(0);
    // A prefix written as the query language would: the text is taken as words, not syntax.
    expect((await mine(`q=${encodeURIComponent('rendang:*')}`)).total).toBe(2);
  });

  it('sorts by sales, by price either way and by newest', async () => {
    const byName = (items: Card[]) => items.map((item) => item.name);
    expect(byName((await mine('sort=best_selling')).items)).toEqual([
      'Kumpulan Resep Sambal',
      'Panduan Berkebun Cabai',
      'Belajar Memasak Rendang',
    ]);
    expect(byName((await mine('sort=price_desc')).items)).toEqual([
      'Belajar Memasak Rendang',
      'Panduan Berkebun Cabai',
      'Kumpulan Resep Sambal',
    ]);
    expect(byName((await mine('sort=price_asc')).items)[0]).toBe('Kumpulan Resep Sambal');
    // Without a search, relevance means newest first.
    expect(byName((await mine('sort=relevance')).items)).toEqual(byName((await mine('sort=newest')).items));
    expect((await get('/api/v2/public/books?sort=popular')).statusCode).toBe(400);
  });

  it('pages past the end with an empty page and the right total', async () => {
    const second = await mine('pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items).toHaveLength(1);
    const beyond = await mine('pageSize=2&page=500');
    expect(beyond).toMatchObject({ items: [], page: 500, total: 3 });
    expect((await get('/api/v2/public/books?page=0')).statusCode).toBe(400);
    expect((await get('/api/v2/public/books?pageSize=61')).statusCode).toBe(400);
  });

  it('filters by category, and the category list counts what is on sale', async () => {
    const created = await api(t.app, {
      method: 'POST',
      url: '/api/v2/categories',
      token: admin.token,
      body: { name: 'Kuliner Nusantara', description: 'Masakan dari seluruh Indonesia' },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json().data;
    for (const name of ['Belajar Memasak Rendang', 'Kumpulan Resep Sambal']) {
      const response = await api(t.app, {
        method: 'PUT',
        url: `/api/v2/books/${ids[name]}`,
        token: cook.token,
        body: { category_id: category.id },
      });
      expect(response.statusCode).toBe(200);
    }
    const filtered = await publicList(`category_id=${category.id}`);
    expect(idsOf(filtered.items).sort()).toEqual(
      [ids['Belajar Memasak Rendang'], ids['Kumpulan Resep Sambal']].sort(),
    );
    expect(filtered.items[0]).toMatchObject({ category: 'Kuliner Nusantara', category_id: category.id });
    const listed = (await get('/api/v2/public/categories/active')).json().data;
    expect(listed.find((c: { id: number }) => c.id === category.id)).toMatchObject({ product_count: 2 });
    expect((await publicList('category_id=2147483647')).total).toBe(0);
    expect((await get('/api/v2/public/books?category_id=abc')).statusCode).toBe(400);
  });

  it('filters by format by its label or its code', async () => {
    expect((await mine('format=Ebook')).total).toBe(3);
    expect((await mine('product_format=PDF')).total).toBe(3);
    expect((await mine('format=Video')).total).toBe(0);
    expect((await get('/api/v2/public/books?format=ebook')).statusCode).toBe(400);
  });
});
