import { describe, expect, it } from 'vitest';
import { api } from '#test/factories.ts';
import {
  admin,
  approve,
  createDraft,
  get,
  idsOf,
  type Managed,
  member,
  otherPublisher,
  publicList,
  publish,
  publisher,
  readyForReview,
  reject,
  submit,
  t,
  usePublisherSuite,
} from './test-kit.ts';

/**
 * Edits and review: the admin's edits of a product on sale, the review routes, and the validation and access
 * checks of the remaining reads and edits.
 */

usePublisherSuite();

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
