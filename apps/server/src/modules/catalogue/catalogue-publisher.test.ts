import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  type CatalogueCast,
  createCatalogueCast,
  createPublisher,
  type TestUser,
  upload,
} from '#test/factories.ts';
import { products } from './tables.ts';

/**
 * The publisher's and the admin's management routes, and what the public catalogue shows of their changes:
 * covers, deletion, admin edits, status lists, search, sorting, paging, categories and the public cache.
 */

let t: TestApp;
let cast: CatalogueCast;
let admin: TestUser;
let publisher: TestUser;
let otherPublisher: TestUser;
let member: TestUser;
let cover: Buffer;

const DESCRIPTION = '<p>Buku praktis yang disusun untuk pembaca di seluruh Indonesia.</p>';

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t, {
    cover: { width: 800, height: 1000, background: '#b45309' },
    draft: { name: 'Buku Percobaan', description: DESCRIPTION, format: 'PDF', base_price: 50_000 },
  });
  ({ admin, publisher, otherPublisher, member, cover } = cast);
});
afterAll(() => t.app.close());

type Card = {
  id: number;
  name: string;
  price: number;
  sales_count: number;
  category_id: number | null;
  format: string;
};
type Managed = Card & {
  status: string;
  is_published: boolean;
  image_name: string | null;
  cover_url: string | null;
};

const createDraft = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.createDraft<Managed>(owner, overrides);
const sendCover = (productId: number, token: string, image = cover) =>
  cast.sendCover(productId, token, image);
const readyForReview = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.readyForReview<Managed>(owner, overrides);
const submit = (productId: number, owner: TestUser) => cast.submit(productId, owner);
const approve = (productId: number, token = admin.token) => cast.approve(productId, token);
const reject = (productId: number, reason = 'Sampul belum sesuai ketentuan.') =>
  api(t.app, {
    method: 'PUT',
    url: `/api/v2/admin/books/${productId}/reject`,
    token: admin.token,
    body: { reason },
  });
const publish = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.publish<Managed>(owner, overrides);

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  api(t.app, { method: 'GET', url, token, headers });
const publicList = async (query: string) => {
  const response = await get(`/api/v2/public/books?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Card[]; page: number; pageSize: number; total: number };
};
const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

async function setSales(productId: number, salesCount: number) {
  await t.ctx.db.update(products).set({ salesCount }).where(eq(products.id, productId));
}

async function storedCovers(productId: number) {
  const names = await readdir(path.join(t.dataDir, 'files', 'cover')).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(`${productId}-`) && !name.endsWith('.type')).sort();
}

async function storedFiles(productId: number) {
  return readdir(path.join(t.dataDir, 'files', 'products', String(productId))).catch(() => [] as string[]);
}

describe('POST /books/{id}/cover', () => {
  it('replaces the cover and deletes the old pair of images', async () => {
    const product = await createDraft(publisher);
    const first = (await sendCover(product.id, publisher.token)).json().data as Managed;
    expect(await storedCovers(product.id)).toEqual([
      `${first.image_name}-card.webp`,
      `${first.image_name}-detail.webp`,
    ]);
    const jpeg = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#065f46' } })
      .jpeg()
      .toBuffer();
    const second = (await sendCover(product.id, publisher.token, jpeg)).json().data as Managed;
    expect(second.image_name).not.toBe(first.image_name);
    expect(await storedCovers(product.id)).toEqual([
      `${second.image_name}-card.webp`,
      `${second.image_name}-detail.webp`,
    ]);
    expect((await get(first.cover_url ?? '')).statusCode).toBe(404);
    const image = await get(second.cover_url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // The card fits in 600 × 600 and keeps the picture's shape.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 429, height: 600 });
  });

  it('shows a new cover of a product on sale at once', async () => {
    const product = await publish(publisher, { name: 'Sampul Berganti' });
    const before = (await get(`/api/v2/public/books/${product.id}`)).json().data;
    const replaced = (await sendCover(product.id, publisher.token)).json().data as Managed;
    const after = (await get(`/api/v2/public/books/${product.id}`)).json().data;
    expect(after.image_name).toBe(replaced.image_name);
    expect(after.image_name).not.toBe(before.image_name);
  });

  it('refuses what is not an image and callers who may not change the product', async () => {
    const product = await createDraft(publisher);
    const text = await upload(t.app, {
      url: `/api/v2/books/${product.id}/cover`,
      token: publisher.token,
      field: 'image',
      filename: 'sampul.png',
      data: 'bukan gambar',
    });
    expect(text.statusCode).toBe(415);
    const wrongField = await upload(t.app, {
      url: `/api/v2/books/${product.id}/cover`,
      token: publisher.token,
      field: 'cover',
      filename: 'sampul.png',
      data: cover,
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await sendCover(product.id, otherPublisher.token)).statusCode).toBe(404);
    expect((await sendCover(product.id, member.token)).statusCode).toBe(403);
    expect((await sendCover(product.id, '')).statusCode).toBe(401);
    expect(await storedCovers(product.id)).toEqual([]);
    // An admin may fix a cover.
    expect((await sendCover(product.id, admin.token)).statusCode).toBe(200);
  });
});

describe('DELETE /books/{id}', () => {
  it('deletes a draft with its files and cover', async () => {
    const product = await readyForReview(publisher);
    expect(await storedFiles(product.id)).not.toEqual([]);
    const response = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/books/${product.id}`,
      token: publisher.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Produk dihapus.' });
    expect((await get(`/api/v2/books/${product.id}`, publisher.token)).statusCode).toBe(404);
    expect(await storedFiles(product.id)).toEqual([]);
    expect(await storedCovers(product.id)).toEqual([]);
  });

  it('refuses a product on sale with 409 and keeps it on sale', async () => {
    const product = await publish(publisher);
    const response = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/books/${product.id}`,
      token: publisher.token,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect((await get(`/api/v2/public/books/${product.id}`)).statusCode).toBe(200);
  });

  it('hides another publisher’s product, refuses members and guests, and checks the id', async () => {
    const product = await createDraft(publisher);
    const remove = (token: string | undefined, id: number | string = product.id) =>
      api(t.app, { method: 'DELETE', url: `/api/v2/books/${id}`, token });
    expect((await remove(otherPublisher.token)).statusCode).toBe(404);
    expect((await remove(member.token)).statusCode).toBe(403);
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(publisher.token, 'abc')).statusCode).toBe(400);
    expect((await remove(publisher.token, 2_147_483_647)).statusCode).toBe(404);
    expect((await get(`/api/v2/books/${product.id}`, publisher.token)).statusCode).toBe(200);
  });
});

describe('admin DELETE /admin/books/{id} and /force', () => {
  it('deletes a product on sale that was never sold, and it leaves the catalogue at once', async () => {
    const product = await publish(otherPublisher, { name: 'Akan Dihapus Admin' });
    expect(idsOf((await publicList('q=dihapus')).items)).toContain(product.id);
    const response = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/books/${product.id}`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect((await get(`/api/v2/public/books/${product.id}`)).statusCode).toBe(404);
    expect(idsOf((await publicList('q=dihapus')).items)).not.toContain(product.id);
  });

  it('keeps a product that has sales unless forced', async () => {
    const product = await publish(otherPublisher, { name: 'Laris Manis' });
    await setSales(product.id, 3);
    const plain = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/books/${product.id}`,
      token: admin.token,
    });
    expect(plain.statusCode).toBe(409);
    expect((await get(`/api/v2/public/books/${product.id}`)).statusCode).toBe(200);
    // A publisher cannot force anything.
    const byPublisher = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/books/${product.id}/force`,
      token: otherPublisher.token,
    });
    expect(byPublisher.statusCode).toBe(403);
    const forced = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/books/${product.id}/force`,
      token: admin.token,
    });
    expect(forced.statusCode).toBe(200);
    expect((await get(`/api/v2/admin/books/${product.id}`, admin.token)).statusCode).toBe(404);
    expect(await storedFiles(product.id)).toEqual([]);
    expect(await storedCovers(product.id)).toEqual([]);
  });

  it('is for admins only, and 404 for what is not there', async () => {
    const product = await createDraft(publisher);
    for (const url of [`/api/v2/admin/books/${product.id}`, `/api/v2/admin/books/${product.id}/force`]) {
      expect((await api(t.app, { method: 'DELETE', url, token: publisher.token })).statusCode).toBe(403);
      expect((await api(t.app, { method: 'DELETE', url, token: member.token })).statusCode).toBe(403);
      expect((await api(t.app, { method: 'DELETE', url })).statusCode).toBe(401);
    }
    for (const suffix of ['', '/force']) {
      const url = `/api/v2/admin/books/2147483647${suffix}`;
      expect((await api(t.app, { method: 'DELETE', url, token: admin.token })).statusCode).toBe(404);
    }
  });
});

describe('admin PUT /admin/books/{id}', () => {
  it('edits another creator’s product on sale, and the catalogue shows it at once', async () => {
    const product = await publish(otherPublisher, { name: 'Judul Lama Sekali' });
    // Read once so the answers are cached.
    await get(`/api/v2/public/books/${product.id}`);
    await publicList('q=lama');
    const response = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/books/${product.id}`,
      token: admin.token,
      body: { name: 'Judul Baru Sekali', discount_amount: 20_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Judul Baru Sekali',
      price: 30_000,
      status: 'approved',
    });
    expect((await get(`/api/v2/public/books/${product.id}`)).json().data).toMatchObject({
      name: 'Judul Baru Sekali',
      price: 30_000,
    });
    expect(idsOf((await publicList('q=baru')).items)).toContain(product.id);
  });

  it('refuses invalid changes', async () => {
    const product = await createDraft(otherPublisher, { base_price: 50_000 });
    for (const body of [
      { discount_amount: 60_000 },
      { base_price: 10_000, discount_amount: 20_000 },
      { name: 'ab' },
      { base_price: -5 },
      { format: 'MP3' },
      { category_id: 2_147_483_000 },
      { status: 'approved' },
    ]) {
      const response = await api(t.app, {
        method: 'PUT',
        url: `/api/v2/admin/books/${product.id}`,
        token: admin.token,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect((await get(`/api/v2/admin/books/${product.id}`, admin.token)).json().data).toMatchObject({
      base_price: 50_000,
      discount_amount: 0,
      status: 'draft',
    });
  });

  it('is for admins only', async () => {
    const product = await createDraft(publisher);
    const put = (token: string | undefined, id: number | string = product.id) =>
      api(t.app, { method: 'PUT', url: `/api/v2/admin/books/${id}`, token, body: { name: 'Diubah Orang' } });
    expect((await put(publisher.token)).statusCode).toBe(403);
    expect((await put(member.token)).statusCode).toBe(403);
    expect((await put(undefined)).statusCode).toBe(401);
    expect((await put(admin.token, 2_147_483_647)).statusCode).toBe(404);
    expect((await get(`/api/v2/admin/books/${product.id}`, publisher.token)).statusCode).toBe(403);
  });
});

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

describe('review routes', () => {
  it('approves and rejects only products waiting for review', async () => {
    const draft = await readyForReview(publisher);
    expect((await approve(draft.id)).statusCode).toBe(409);
    expect((await reject(draft.id)).statusCode).toBe(409);
    expect((await approve(2_147_483_647)).statusCode).toBe(404);
    expect((await reject(2_147_483_647)).statusCode).toBe(404);
    await submit(draft.id, publisher);
    expect((await submit(draft.id, publisher)).statusCode).toBe(409);
    expect((await reject(draft.id, 'pendek')).statusCode).toBe(200);
    expect((await reject(draft.id, 'Alasan cukup panjang')).statusCode).toBe(409);
  });

  it('wants a reason of a sensible length for a rejection', async () => {
    const product = await readyForReview(publisher);
    await submit(product.id, publisher);
    for (const reason of ['', '   ', 'ok', 'x'.repeat(1001)]) {
      expect((await reject(product.id, reason)).statusCode, reason.slice(0, 10)).toBe(400);
    }
    const extra = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/books/${product.id}/reject`,
      token: admin.token,
      body: { reason: 'Cukup panjang alasannya', status: 'approved' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await get(`/api/v2/books/${product.id}`, publisher.token)).json().data.status).toBe('pending');
  });

  it('refuses a resubmission with nothing new, and submissions by others', async () => {
    const product = await publish(publisher);
    expect((await submit(product.id, publisher)).statusCode).toBe(409);
    expect((await submit(product.id, otherPublisher)).statusCode).toBe(404);
    expect((await submit(product.id, admin)).statusCode).toBe(403);
  });

  it('lists the review queue with counts, for admins only', async () => {
    const product = await readyForReview(otherPublisher);
    await submit(product.id, otherPublisher);
    const queue = await get('/api/v2/admin/books/status', admin.token);
    expect(queue.statusCode).toBe(200);
    const data = queue.json().data;
    expect(data.items.every((item: Managed) => item.status === 'pending')).toBe(true);
    expect(idsOf(data.items)).toContain(product.id);
    expect(data.counts.pending).toBe(data.total);
    expect((await get('/api/v2/admin/books/status?status=live', admin.token)).statusCode).toBe(400);
    expect((await get('/api/v2/admin/books/status', publisher.token)).statusCode).toBe(403);
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

describe('the public cache', () => {
  it('shows an approval, an edit and a deactivation at once', async () => {
    const seller = await createPublisher(t.app, t.ctx);
    const list = () => get(`/api/v2/public/books?seller_id=${seller.id}`);
    const active = () => get('/api/v2/public/books/active?limit=24');
    const first = await publish(seller, { name: 'Cerita Pertama' });
    // Cached from here on.
    expect(idsOf((await list()).json().data.items)).toEqual([first.id]);
    expect(idsOf((await active()).json().data.products)).toContain(first.id);
    const detail = await get(`/api/v2/public/books/${first.id}`);
    expect(detail.json().data.name).toBe('Cerita Pertama');

    const second = await publish(seller, { name: 'Cerita Kedua' });
    expect(idsOf((await list()).json().data.items)).toEqual([second.id, first.id]);
    expect(idsOf((await active()).json().data.products)).toContain(second.id);

    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/books/${first.id}`,
      token: seller.token,
      body: { name: 'Cerita Pertama yang Diperbarui' },
    });
    expect((await get(`/api/v2/public/books/${first.id}`)).json().data.name).toBe(
      'Cerita Pertama yang Diperbarui',
    );
    expect((await list()).json().data.items[1].name).toBe('Cerita Pertama yang Diperbarui');

    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/books/${first.id}`,
      token: seller.token,
      body: { is_active: false },
    });
    expect(idsOf((await list()).json().data.items)).toEqual([second.id]);
    expect(idsOf((await active()).json().data.products)).not.toContain(first.id);
    expect((await get(`/api/v2/public/books/${first.id}`)).statusCode).toBe(404);
  });

  it('shows a new or hidden category at once', async () => {
    const names = async () =>
      ((await get('/api/v2/public/categories/active')).json().data as { name: string }[]).map((c) => c.name);
    await names();
    const created = (
      await api(t.app, {
        method: 'POST',
        url: '/api/v2/categories',
        token: admin.token,
        body: { name: 'Puisi' },
      })
    ).json().data;
    expect(await names()).toContain('Puisi');
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/categories/${created.id}`,
      token: admin.token,
      body: { is_active: false },
    });
    expect(await names()).not.toContain('Puisi');
  });

  it('answers a matching ETag with 304 and a changed product with a new ETag', async () => {
    const product = await publish(publisher, { name: 'Buku Bertanda' });
    const url = `/api/v2/public/books/${product.id}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await get(url, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const listUrl = `/api/v2/public/books?seller_id=${publisher.id}`;
    const listEtag = String((await get(listUrl)).headers.etag);
    expect((await get(listUrl, undefined, { 'if-none-match': listEtag })).statusCode).toBe(304);

    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/books/${product.id}`,
      token: publisher.token,
      body: { base_price: 65_000 },
    });
    const changed = await get(url, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.price).toBe(65_000);
    expect((await get(listUrl, undefined, { 'if-none-match': listEtag })).statusCode).toBe(200);
  });
});

describe('categories', () => {
  it('reads one category, keeps it on an empty change, and refuses a duplicate name', async () => {
    const create = (name: string) =>
      api(t.app, { method: 'POST', url: '/api/v2/categories', token: admin.token, body: { name } });
    const history = (await create('Sejarah')).json().data;
    await create('Biografi');
    const one = await get(`/api/v2/categories/${history.id}`, admin.token);
    expect(one.json().data).toMatchObject({ name: 'Sejarah', slug: 'sejarah', is_active: true });
    expect((await get('/api/v2/categories/2147483647', admin.token)).statusCode).toBe(404);
    const put = (body: unknown) =>
      api(t.app, { method: 'PUT', url: `/api/v2/categories/${history.id}`, token: admin.token, body });
    const unchanged = await put({});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ name: 'Sejarah', is_active: true });
    expect((await put({ name: 'BIOGRAFI' })).statusCode).toBe(409);
    expect((await put({ name: 'x' })).statusCode).toBe(400);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: '/api/v2/categories/2147483647',
          token: admin.token,
          body: { name: 'Tidak Ada' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await get('/api/v2/categories', publisher.token)).statusCode).toBe(403);
    expect((await get(`/api/v2/categories/${history.id}`, publisher.token)).statusCode).toBe(403);
  });

  it('keeps the products of a deleted category, without a category', async () => {
    const category = (
      await api(t.app, {
        method: 'POST',
        url: '/api/v2/categories',
        token: admin.token,
        body: { name: 'Sementara' },
      })
    ).json().data;
    const product = await publish(publisher, { category_id: category.id, name: 'Buku Berkategori' });
    expect(product.category_id).toBe(category.id);
    const removed = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/categories/${category.id}`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await api(t.app, { method: 'DELETE', url: `/api/v2/categories/${category.id}`, token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/v2/public/books/${product.id}`)).json().data).toMatchObject({
      category_id: null,
    });
  });

  it('must exist when a product names it', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/books',
      token: publisher.token,
      body: { name: 'Tanpa Rumah', format: 'PDF', base_price: 1_000, category_id: 2_147_483_000 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'body.category_id' })],
    });
  });
});

describe('validation and access on the remaining reads and edits', () => {
  it('checks the query and the ids of the public reads', async () => {
    for (const url of [
      '/api/v2/public/books/active?limit=0',
      '/api/v2/public/books/active?limit=25',
      '/api/v2/public/books/active?product_format=EPUB',
      '/api/v2/public/books/abc',
      '/api/v2/public/books/abc/sample',
      '/api/v2/public/books?min_price=-1',
      '/api/v2/public/books?free=yes',
      '/api/v2/public/authors-users?pageSize=61',
      `/api/v2/public/authors-users?q=${'x'.repeat(101)}`,
      '/api/v2/public/authors-users/abc',
      '/api/v2/public/image-proxy/cover/1-0000000000000000-huge.webp',
      '/api/v2/public/image-proxy/cover/..%2F..%2Fauth-secret',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    for (const url of [
      '/api/v2/public/books/2147483647',
      '/api/v2/public/books/2147483647/sample',
      '/api/v2/public/image-proxy/cover/1-0000000000000000-card.webp',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('lets a publisher edit their own product, with the same rules as an admin', async () => {
    const product = await createDraft(publisher, { base_price: 30_000 });
    const put = (body: unknown, token = publisher.token, id: number | string = product.id) =>
      api(t.app, { method: 'PUT', url: `/api/v2/books/${id}`, token, body });
    // Stream-only is a premium right: refused on the free plan, allowed to a Premium Creator.
    const refused = await put({ downloadable: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FEATURE_REQUIRED',
      details: { feature: 'premium_content' },
    });
    const until = new Date(t.ctx.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/users/${publisher.id}/premium-creator`,
      token: admin.token,
      body: { until },
    });
    const edited = await put({ name: 'Nama yang Lebih Baik', language: 'en', downloadable: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Nama yang Lebih Baik',
      slug: 'nama-yang-lebih-baik',
      language: 'en',
      downloadable: false,
    });
    expect((await put({ discount_amount: 30_001 })).statusCode).toBe(400);
    expect((await put({ language: 'jv' })).statusCode).toBe(400);
    expect((await put({ seller_id: otherPublisher.id })).statusCode).toBe(400);
    expect((await put({ name: 'Dicuri' }, otherPublisher.token)).statusCode).toBe(404);
    expect((await put({ name: 'Dicuri' }, member.token)).statusCode).toBe(403);
    expect((await put({ name: 'Dicuri' }, admin.token)).statusCode).toBe(200);
    expect((await put({ name: 'Tidak Ada' }, publisher.token, 'abc')).statusCode).toBe(400);
    expect((await get('/api/v2/books/abc', publisher.token)).statusCode).toBe(400);
    expect((await get(`/api/v2/books/${product.id}`)).statusCode).toBe(401);
  });

  it('lists every category, hidden ones too, to admins', async () => {
    const hidden = (
      await api(t.app, {
        method: 'POST',
        url: '/api/v2/categories',
        token: admin.token,
        body: { name: 'Arsip Lama', is_active: false },
      })
    ).json().data;
    const all = await get('/api/v2/categories', admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toContainEqual(expect.objectContaining({ id: hidden.id, is_active: false }));
    const publicNames = (await get('/api/v2/public/categories/active'))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(publicNames).not.toContain('Arsip Lama');
    expect((await get('/api/v2/categories', member.token)).statusCode).toBe(403);
    expect((await get('/api/v2/categories')).statusCode).toBe(401);
    const invalid = await api(t.app, {
      method: 'POST',
      url: '/api/v2/categories',
      token: admin.token,
      body: { name: 'Arsip Lama Sekali', description: 'x'.repeat(501) },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
