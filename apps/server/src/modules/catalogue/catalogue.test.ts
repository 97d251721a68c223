import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  type CatalogueCast,
  createCatalogueCast,
  lastMailTo,
  type TestUser,
  upload,
} from '#test/factories.ts';

const validProduct = {
  name: 'Panduan Pembelajaran Mesin',
  description:
    '<p>Buku untuk <strong>belajar</strong> mesin dari dasar, dengan contoh berbahasa Indonesia.</p>',
  format: 'PDF',
  base_price: 75_000,
  discount_amount: 15_000,
};

let t: TestApp;
let cast: CatalogueCast;
let admin: TestUser;
let publisher: TestUser;
let otherPublisher: TestUser;
let member: TestUser;
let pdf: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t, {
    cover: { width: 900, height: 1200, background: '#0f766e' },
    pdf: async () =>
      Buffer.from(
        await makePdf({
          pages: 3,
          outline: [
            {
              title: 'Bab 1 Pengantar',
              page: 1,
              items: [{ title: 'Tujuan Pembelajaran', page: 2, items: [] }],
            },
          ],
        }),
      ),
    draft: validProduct,
  });
  ({ admin, publisher, otherPublisher, member, pdf } = cast);
});
afterAll(() => t.app.close());

const createDraft = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.createDraft(owner, overrides);
const readyForReview = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.readyForReview(owner, overrides);
const publish = (owner: TestUser, overrides: Record<string, unknown> = {}) => cast.publish(owner, overrides);

describe('creating products', () => {
  it('lets a publisher create a draft with a sanitised description', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/books',
      token: publisher.token,
      body: {
        ...validProduct,
        description: '<p onclick="x()">Aman</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(response.statusCode).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      status: 'draft',
      is_published: false,
      price: 60_000,
      product_format: 'Ebook',
    });
    expect(product.description_html).toBe('<p>Aman</p>');
  });

  it('refuses members and guests', async () => {
    expect(
      (await api(t.app, { method: 'POST', url: '/api/v2/books', token: member.token, body: validProduct }))
        .statusCode,
    ).toBe(403);
    expect((await api(t.app, { method: 'POST', url: '/api/v2/books', body: validProduct })).statusCode).toBe(
      401,
    );
  });

  it('refuses negative, fractional and over-discounted prices', async () => {
    for (const prices of [
      { base_price: -1 },
      { base_price: 1000.5 },
      { base_price: 10_000, discount_amount: 20_000 },
      { base_price: '5000' },
    ]) {
      const response = await api(t.app, {
        method: 'POST',
        url: '/api/v2/books',
        token: publisher.token,
        body: { ...validProduct, ...prices },
      });
      expect(response.statusCode, JSON.stringify(prices)).toBe(400);
    }
  });
});

describe('files and review', () => {
  it('reads pages and the outline of an uploaded PDF and keeps it staged until approval', async () => {
    const product = await readyForReview(publisher);
    const managed = (
      await api(t.app, { method: 'GET', url: `/api/v2/books/${product.id}`, token: publisher.token })
    ).json().data;
    expect(managed.files).toEqual([
      expect.objectContaining({
        role: 'main',
        state: 'staged',
        page_count: 3,
        content_type: 'application/pdf',
      }),
    ]);
    expect(managed.outline[0]).toMatchObject({ title: 'Bab 1 Pengantar', page: 1 });
    expect(managed.cover_url).toMatch(/-card\.webp$/);
    const image = await api(t.app, { method: 'GET', url: managed.cover_url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).height).toBe(600);
  });

  it('refuses files that are not what they claim, and leaves nothing behind', async () => {
    const product = await createDraft(publisher);
    const send = (filename: string, data: Buffer | string, role = 'main') =>
      upload(t.app, {
        url: `/api/v2/books/${product.id}/files?role=${role}`,
        token: publisher.token,
        field: 'file',
        filename,
        data,
      });
    expect((await send('buku.pdf', 'ini bukan pdf sama sekali')).statusCode).toBe(415);
    expect(
      (await send('buku.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)]))).statusCode,
    ).toBe(422);
    expect((await send('kosong.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await send('../../etc/passwd.pdf', 'x')).statusCode).toBe(415);
    expect((await send('track.mp3', pdf, 'track')).statusCode).toBe(400);
    const managed = (
      await api(t.app, { method: 'GET', url: `/api/v2/books/${product.id}`, token: publisher.token })
    ).json().data;
    expect(managed.files).toEqual([]);
    const stored = await readdir(path.join(t.dataDir, 'files', 'products', String(product.id))).catch(
      () => [],
    );
    expect(stored).toEqual([]);
    expect(await readdir(path.join(t.dataDir, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('needs the main file, a cover and a description before review', async () => {
    const product = await createDraft(publisher);
    const response = await api(t.app, {
      method: 'POST',
      url: `/api/v2/books/${product.id}/submit`,
      token: publisher.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(['file:main', 'cover']);
  });

  it('publishes on approval, mails the creator, and shows the product to the public', async () => {
    const product = await publish(publisher, { name: 'Pembelajaran Bahasa Jawa untuk Pemula' });
    expect(product).toMatchObject({ status: 'approved', is_published: true });
    expect((await lastMailTo(t.app, publisher.email)).subject).toMatch(/Disetujui/);
    const active = await api(t.app, { method: 'GET', url: '/api/v2/public/books/active?limit=6' });
    expect(active.json().data.products.map((p: { id: number }) => p.id)).toContain(product.id);
    const byFormat = await api(t.app, {
      method: 'GET',
      url: '/api/v2/public/books/active?product_format=PDF&limit=3',
    });
    expect(Array.isArray(byFormat.json().data)).toBe(true);
    const detail = await api(t.app, { method: 'GET', url: `/api/v2/public/books/${product.id}` });
    expect(detail.json().data).toMatchObject({ page_count: 3, price: 60_000 });
    // "belajar" finds "Pembelajaran": the search understands Indonesian word forms.
    const search = await api(t.app, { method: 'GET', url: '/api/v2/public/books?q=belajar' });
    expect(search.json().data.items.map((p: { id: number }) => p.id)).toContain(product.id);
  });

  it('keeps the approved version on sale while an edit waits for review', async () => {
    const product = await publish(publisher);
    const newPdf = Buffer.from(await makePdf({ pages: 5, outline: [] }));
    await upload(t.app, {
      url: `/api/v2/books/${product.id}/files?role=main`,
      token: publisher.token,
      field: 'file',
      filename: 'v2.pdf',
      data: newPdf,
    });
    await api(t.app, { method: 'POST', url: `/api/v2/books/${product.id}/submit`, token: publisher.token });
    const publicView = await api(t.app, { method: 'GET', url: `/api/v2/public/books/${product.id}` });
    expect(publicView.json().data.page_count).toBe(3);

    const rejected = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/books/${product.id}/reject`,
      token: admin.token,
      body: { reason: 'Halaman 4 kosong, mohon diperbaiki.' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Halaman 4 kosong, mohon diperbaiki.',
      is_published: true,
    });
    expect((await lastMailTo(t.app, publisher.email)).subject).toMatch(/Perlu perbaikan/);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/public/books/${product.id}` })).json().data.page_count,
    ).toBe(3);

    await api(t.app, { method: 'POST', url: `/api/v2/books/${product.id}/submit`, token: publisher.token });
    await api(t.app, { method: 'PUT', url: `/api/v2/admin/books/${product.id}/approve`, token: admin.token });
    const after = await api(t.app, { method: 'GET', url: `/api/v2/public/books/${product.id}` });
    expect(after.json().data.page_count).toBe(5);
    const managed = (
      await api(t.app, { method: 'GET', url: `/api/v2/books/${product.id}`, token: publisher.token })
    ).json().data;
    expect(managed.files).toHaveLength(1);
  });

  it('lets only admins review', async () => {
    const product = await readyForReview(publisher);
    await api(t.app, { method: 'POST', url: `/api/v2/books/${product.id}/submit`, token: publisher.token });
    for (const user of [publisher, member]) {
      expect(
        (
          await api(t.app, {
            method: 'PUT',
            url: `/api/v2/admin/books/${product.id}/approve`,
            token: user.token,
          })
        ).statusCode,
      ).toBe(403);
    }
    const queue = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/books/status?status=pending',
      token: admin.token,
    });
    expect(queue.json().data.items.map((p: { id: number }) => p.id)).toContain(product.id);
  });
});

describe('ownership', () => {
  it('hides another publisher’s product and refuses changes to it', async () => {
    const product = await createDraft(otherPublisher);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/books/${product.id}`, token: publisher.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/books/${product.id}`,
          token: publisher.token,
          body: { name: 'Dicuri' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'DELETE', url: `/api/v2/books/${product.id}`, token: publisher.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await upload(t.app, {
          url: `/api/v2/books/${product.id}/files?role=main`,
          token: publisher.token,
          field: 'file',
          filename: 'a.pdf',
          data: pdf,
        })
      ).statusCode,
    ).toBe(404);
    const own = await api(t.app, { method: 'GET', url: '/api/v2/books', token: publisher.token });
    expect(own.json().data.items.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });

  it('does not show drafts, pending or deactivated products to the public', async () => {
    const draft = await createDraft(publisher);
    expect((await api(t.app, { method: 'GET', url: `/api/v2/public/books/${draft.id}` })).statusCode).toBe(
      404,
    );
    const live = await publish(publisher);
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/books/${live.id}`,
      token: publisher.token,
      body: { is_active: false },
    });
    expect((await api(t.app, { method: 'GET', url: `/api/v2/public/books/${live.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('public catalogue', () => {
  it('filters by format, price and free, sorts by price and pages', async () => {
    await publish(publisher, { name: 'Kamus Saku Gratis', base_price: 0, discount_amount: 0 });
    await publish(publisher, { name: 'Ensiklopedia Mahal', base_price: 500_000, discount_amount: 0 });
    const get = async (query: string) =>
      (await api(t.app, { method: 'GET', url: `/api/v2/public/books?${query}` })).json().data;
    expect((await get('free=true')).items.every((p: { price: number }) => p.price === 0)).toBe(true);
    const cheapFirst = (await get('sort=price_asc')).items.map((p: { price: number }) => p.price);
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));
    expect((await get('min_price=400000')).items.map((p: { name: string }) => p.name)).toEqual([
      'Ensiklopedia Mahal',
    ]);
    expect((await get('format=Audio')).total).toBe(0);
    const firstPage = await get('pageSize=1&page=1');
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThan(1);
  });

  it('answers conditional requests with 304', async () => {
    const first = await api(t.app, { method: 'GET', url: '/api/v2/public/books/active?limit=6' });
    const again = await api(t.app, {
      method: 'GET',
      url: '/api/v2/public/books/active?limit=6',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('streams a sample with Range support', async () => {
    const product = await readyForReview(publisher);
    await upload(t.app, {
      url: `/api/v2/books/${product.id}/files?role=sample`,
      token: publisher.token,
      field: 'file',
      filename: 'contoh.pdf',
      data: pdf,
    });
    await api(t.app, { method: 'POST', url: `/api/v2/books/${product.id}/submit`, token: publisher.token });
    await api(t.app, { method: 'PUT', url: `/api/v2/admin/books/${product.id}/approve`, token: admin.token });
    const whole = await api(t.app, { method: 'GET', url: `/api/v2/public/books/${product.id}/sample` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/books/${product.id}/sample`,
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(10);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${pdf.length}`);
    const bad = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/books/${product.id}/sample`,
      headers: { range: `bytes=${pdf.length + 5}-` },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('lists creators and a creator’s page', async () => {
    const authors = await api(t.app, { method: 'GET', url: '/api/v2/public/authors-users' });
    expect(authors.json().data.items.map((a: { id: number }) => a.id)).toContain(publisher.id);
    const detail = await api(t.app, { method: 'GET', url: `/api/v2/public/authors-users/${publisher.id}` });
    expect(detail.json().data.author.product_count).toBeGreaterThan(0);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/public/authors-users/${member.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('categories', () => {
  it('are managed by admins only and listed publicly when active', async () => {
    const create = (token: string, name: string) =>
      api(t.app, { method: 'POST', url: '/api/v2/categories', token, body: { name } });
    expect((await create(publisher.token, 'Fiksi')).statusCode).toBe(403);
    const fiction = (await create(admin.token, 'Fiksi')).json().data;
    expect((await create(admin.token, 'fiksi')).statusCode).toBe(409);
    const hidden = (await create(admin.token, 'Arsip')).json().data;
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/categories/${hidden.id}`,
      token: admin.token,
      body: { is_active: false },
    });
    const active = (await api(t.app, { method: 'GET', url: '/api/v2/public/categories/active' })).json().data;
    expect(active.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Fiksi']));
    expect(active.map((c: { name: string }) => c.name)).not.toContain('Arsip');
    expect(
      (await api(t.app, { method: 'DELETE', url: `/api/v2/categories/${fiction.id}`, token: admin.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('audio album (/audio-contents)', () => {
  it('adds, renames, reorders and removes tracks of an audio product', async () => {
    const { makeMp3 } = await import('#platform/media/fixtures.ts');
    const product = await createDraft(publisher, { format: 'MP3', name: 'Dongeng Sebelum Tidur' });
    const add = async (title: string, seconds: number) =>
      upload(t.app, {
        url: `/api/v2/audio-contents?book_id=${product.id}&title=${encodeURIComponent(title)}`,
        token: publisher.token,
        field: 'file',
        filename: `${title}.mp3`,
        data: await makeMp3({ seconds }),
      });
    expect((await add('Timun Mas', 2)).statusCode).toBe(200);
    const album = (await add('Malin Kundang', 3)).json().data;
    expect(album.map((t: { title: string }) => t.title)).toEqual(['Timun Mas', 'Malin Kundang']);
    expect(album[1].duration_seconds).toBeGreaterThan(2.5);

    const [first, second] = album;
    await api(t.app, {
      method: 'PUT',
      url: `/api/v2/audio-contents/${first.id}`,
      token: publisher.token,
      body: { position: 5 },
    });
    const renamed = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/audio-contents/${second.id}`,
      token: publisher.token,
      body: { title: 'Malin Kundang (Sumatra Barat)' },
    });
    expect(renamed.json().data.map((t: { title: string }) => t.title)).toEqual([
      'Malin Kundang (Sumatra Barat)',
      'Timun Mas',
    ]);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/audio-contents/${second.id}`,
          token: otherPublisher.token,
          body: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const removed = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/audio-contents/${first.id}`,
      token: publisher.token,
    });
    expect(removed.json().data).toHaveLength(1);
    const listed = await api(t.app, {
      method: 'GET',
      url: `/api/v2/audio-contents?book_id=${product.id}`,
      token: publisher.token,
    });
    expect(listed.json().data).toHaveLength(1);
    expect(
      (
        await api(t.app, {
          method: 'GET',
          url: `/api/v2/audio-contents?book_id=${product.id}`,
          token: member.token,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('serves images by their storage path too', async () => {
    const product = await readyForReview(publisher);
    const managed = (
      await api(t.app, { method: 'GET', url: `/api/v2/books/${product.id}`, token: publisher.token })
    ).json().data;
    const byQuery = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/image-proxy?url=${encodeURIComponent(managed.cover_url)}`,
    });
    expect(byQuery.headers['content-type']).toBe('image/webp');
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/public/image-proxy?url=../auth-secret' })).statusCode,
    ).toBe(400);
  });
});
