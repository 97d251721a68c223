import { describe, expect, it } from 'vitest';
import { api, createPublisher } from '#test/factories.ts';
import { admin, get, idsOf, publish, publisher, t, usePublisherSuite } from './test-kit.ts';

/**
 * The public cache shows approvals, edits and hidden categories at once and answers ETags; the admin's
 * categories.
 */

usePublisherSuite();

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
