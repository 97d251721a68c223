import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createCatalogueCast, type TestUser, upload } from '#test/factories.ts';

/** Author records: who may make and change them, naming them on products, photos, and refusing to delete one in use. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCatalogueCast>>;
let admin: TestUser;
let publisher: TestUser;
let otherPublisher: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t);
  ({ admin, publisher, otherPublisher, member } = cast);
});
afterAll(() => t.app.close());

type Record = {
  id: number;
  name: string;
  bio: string | null;
  photo_url: string | null;
  user: { id: number; name: string } | null;
  created_by: { id: number; name: string } | null;
  product_count: number;
  can_edit: boolean;
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) =>
  api(t.app, { method, url: `/api/v2${url}`, token, body });

let sequence = 0;
async function createAuthor(token: string, body: { [key: string]: unknown } = {}): Promise<Record> {
  sequence += 1;
  const response = await call('POST', '/authors', token, {
    name: `Penulis Nomor ${'I'.repeat(sequence)}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#92400e' } })
    .png()
    .toBuffer();

const sendPhoto = async (id: number, token: string, data?: Buffer) =>
  upload(t.app, {
    url: `/api/v2/authors/${id}/photo`,
    token,
    field: 'image',
    filename: 'foto.png',
    data: data ?? (await png(800, 600)),
  });

describe('POST /authors', () => {
  it('lets an admin make a record linked to an account, and a publisher make one', async () => {
    const response = await call('POST', '/authors', admin.token, {
      name: 'Tere Liye',
      bio: '  Penulis novel remaja dan keluarga.  ',
      user_id: publisher.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Tere Liye',
      bio: 'Penulis novel remaja dan keluarga.',
      photo_url: null,
      user: { id: publisher.id },
      created_by: { id: admin.id },
      product_count: 0,
      can_edit: true,
    });
    const own = await createAuthor(publisher.token, { bio: null });
    expect(own).toMatchObject({ created_by: { id: publisher.id }, user: null, can_edit: true });
  });

  it('refuses invalid names, unknown fields, long bios and missing accounts with 400', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: '<b>Penulis</b>' },
      { name: 'Penulis', extra: true },
      { name: 'Penulis', bio: 'x'.repeat(2001) },
      { name: 'Penulis', user_id: 'satu' },
    ]) {
      const response = await call('POST', '/authors', admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const missing = await call('POST', '/authors', admin.token, { name: 'Akun Hilang', user_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'body.user_id' })]);
  });

  it('refuses a second record of the same name, whatever its case, with 409', async () => {
    await createAuthor(admin.token, { name: 'Dee Lestari' });
    const again = await call('POST', '/authors', publisher.token, { name: 'dee lestari' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('lets a publisher link a record to their own account only', async () => {
    expect(
      (await call('POST', '/authors', publisher.token, { name: 'Diri Sendiri', user_id: publisher.id }))
        .statusCode,
    ).toBe(201);
    const other = await call('POST', '/authors', publisher.token, {
      name: 'Orang Lain',
      user_id: otherPublisher.id,
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses members with 403 and guests with 401', async () => {
    expect((await call('POST', '/authors', member.token, { name: 'Anggota' })).statusCode).toBe(403);
    expect((await call('POST', '/authors', undefined, { name: 'Tamu' })).statusCode).toBe(401);
  });
});

describe('GET /authors', () => {
  it('lists the shared directory by name, searches it, and narrows it to the caller’s own records', async () => {
    await createAuthor(admin.token, { name: 'Andrea Hirata' });
    const mine = await createAuthor(otherPublisher.token, { name: 'Ahmad Tohari' });
    const list = await call('GET', '/authors?pageSize=100', otherPublisher.token);
    expect(list.statusCode).toBe(200);
    const names = list.json().data.items.map((a: Record) => a.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(names).toContain('Andrea Hirata');
    const search = (await call('GET', '/authors?q=hirata', otherPublisher.token)).json().data;
    expect(search.items.map((a: Record) => a.name)).toEqual(['Andrea Hirata']);
    expect(search.items[0].can_edit).toBe(false);
    const wildcard = (await call('GET', `/authors?q=${encodeURIComponent('%')}`, admin.token)).json().data;
    expect(wildcard.total).toBe(0);
    const own = (await call('GET', '/authors?mine=true', otherPublisher.token)).json().data;
    expect(own.items).toEqual([expect.objectContaining({ id: mine.id, can_edit: true })]);
    const one = await call('GET', `/authors/${mine.id}`, admin.token);
    expect(one.json().data).toMatchObject({ id: mine.id, can_edit: true });
  });

  it('refuses bad queries with 400, members with 403, guests with 401, and a missing record with 404', async () => {
    expect((await call('GET', '/authors?pageSize=0', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/authors?mine=ya', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/authors', member.token)).statusCode).toBe(403);
    expect((await call('GET', '/authors')).statusCode).toBe(401);
    expect((await call('GET', '/authors/999999', admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/authors/abc', admin.token)).statusCode).toBe(400);
  });
});

describe('PUT /authors/{id}', () => {
  it('lets the publisher who made a record change it, and an admin change any', async () => {
    const own = await createAuthor(publisher.token);
    const renamed = await call('PUT', `/authors/${own.id}`, publisher.token, {
      name: 'Nama Baru Sekali',
      bio: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Nama Baru Sekali', bio: null });
    const byAdmin = await call('PUT', `/authors/${own.id}`, admin.token, { bio: 'Ditulis ulang admin.' });
    expect(byAdmin.json().data.bio).toBe('Ditulis ulang admin.');
    expect((await call('PUT', `/authors/${own.id}`, publisher.token, {})).statusCode).toBe(200);
  });

  it('refuses bad bodies with 400 and a taken name with 409', async () => {
    const own = await createAuthor(publisher.token);
    await createAuthor(admin.token, { name: 'Nama Yang Terpakai' });
    expect((await call('PUT', `/authors/${own.id}`, publisher.token, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', `/authors/${own.id}`, publisher.token, { photo: 'x' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/authors/${own.id}`, publisher.token, { name: 'nama yang terpakai' })).statusCode,
    ).toBe(409);
  });

  it("refuses another publisher's record with 403, members with 403, guests with 401, a missing one with 404", async () => {
    const adminMade = await createAuthor(admin.token);
    const own = await createAuthor(publisher.token);
    for (const id of [adminMade.id, own.id]) {
      expect(
        (await call('PUT', `/authors/${id}`, otherPublisher.token, { bio: 'Bukan milik saya' })).statusCode,
      ).toBe(403);
    }
    expect((await call('PUT', `/authors/${own.id}`, member.token, { bio: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/authors/${own.id}`, undefined, { bio: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', '/authors/999999', admin.token, { bio: 'x' })).statusCode).toBe(404);
  });

  it("stops a publisher changing their record once another seller's product names it", async () => {
    const own = await createAuthor(publisher.token);
    await cast.createDraft(otherPublisher, { author_id: own.id });
    const refused = await call('PUT', `/authors/${own.id}`, publisher.token, { bio: 'Diubah' });
    expect(refused.statusCode).toBe(403);
    const read = (await call('GET', `/authors/${own.id}`, publisher.token)).json().data;
    expect(read).toMatchObject({ can_edit: false, product_count: 1 });
    expect((await call('PUT', `/authors/${own.id}`, admin.token, { bio: 'Diubah admin' })).statusCode).toBe(
      200,
    );
  });
});

describe('authors on products', () => {
  it('names the author on the card, the detail page and the seller’s view, and follows a rename', async () => {
    const author = await createAuthor(publisher.token, { name: 'Pramoedya Ananta Toer' });
    const product = await cast.publish(publisher, { name: 'Bumi Manusia', author_id: author.id });
    expect(product.author).toMatchObject({ id: author.id, name: 'Pramoedya Ananta Toer', photo_url: null });
    const detail = await call('GET', `/public/books/${product.id}`);
    expect(detail.json().data.author).toMatchObject({ id: author.id, name: 'Pramoedya Ananta Toer' });
    await call('PUT', `/authors/${author.id}`, publisher.token, { name: 'Pramoedya A. Toer' });
    const list = await call('GET', '/public/books?q=bumi');
    expect(list.json().data.items[0].author.name).toBe('Pramoedya A. Toer');
    const cleared = await call('PUT', `/books/${product.id}`, publisher.token, { author_id: null });
    expect(cleared.json().data.author).toBeNull();
  });

  it('refuses a product naming a missing author with 400 on that field', async () => {
    const response = await call('POST', '/books', publisher.token, {
      name: 'Tanpa Penulis',
      format: 'PDF',
      base_price: 10_000,
      author_id: 999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'body.author_id' })]);
    const draft = await cast.createDraft(publisher);
    const update = await call('PUT', `/books/${draft.id}`, publisher.token, { author_id: 999_999 });
    expect(update.statusCode).toBe(400);
  });
});

describe('DELETE /authors/{id}', () => {
  it('deletes a record no product names', async () => {
    const own = await createAuthor(publisher.token);
    const response = await call('DELETE', `/authors/${own.id}`, publisher.token);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `/authors/${own.id}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses an author in use with 409 and the count; an admin may force it, leaving the products without one', async () => {
    const author = await createAuthor(publisher.token);
    const product = await cast.createDraft(publisher, { author_id: author.id });
    const refused = await call('DELETE', `/authors/${author.id}`, publisher.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'AUTHOR_IN_USE', details: { product_count: 1 } });
    expect(refused.json().error).toContain('1');
    expect((await call('DELETE', `/authors/${author.id}?force=true`, publisher.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/authors/${author.id}?force=ya`, admin.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/authors/${author.id}`, admin.token)).statusCode).toBe(409);
    const forced = await call('DELETE', `/authors/${author.id}?force=true`, admin.token);
    expect(forced.statusCode).toBe(200);
    const after = await call('GET', `/books/${product.id}`, publisher.token);
    expect(after.json().data.author).toBeNull();
  });

  it("refuses another publisher's record with 403, members with 403, guests with 401, a missing one with 404", async () => {
    const own = await createAuthor(publisher.token);
    expect((await call('DELETE', `/authors/${own.id}`, otherPublisher.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/authors/${own.id}`, member.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/authors/${own.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/authors/999999', admin.token)).statusCode).toBe(404);
    expect((await call('GET', `/authors/${own.id}`, admin.token)).statusCode).toBe(200);
  });
});

describe('author photos', () => {
  const storedPhotos = async () =>
    (await readdir(path.join(t.dataDir, 'files', 'author')).catch(() => [] as string[]))
      .filter((name) => !name.endsWith('.type'))
      .sort();

  it('stores a square WebP, replaces it on a new upload, serves it, and removes it', async () => {
    const author = await createAuthor(publisher.token);
    const first = await sendPhoto(author.id, publisher.token);
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.photo_url;
    expect(url).toMatch(/^\/api\/v2\/public\/image-proxy\/author\/\d+-[0-9a-f]{16}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    const second = await sendPhoto(author.id, admin.token, await png(300, 500));
    expect(second.json().data.photo_url).not.toBe(url);
    expect((await storedPhotos()).filter((name) => name.startsWith(`${author.id}-`))).toHaveLength(1);
    const removed = await call('DELETE', `/authors/${author.id}/photo`, publisher.token);
    expect(removed.json().data.photo_url).toBeNull();
    expect((await storedPhotos()).filter((name) => name.startsWith(`${author.id}-`))).toHaveLength(0);
  });

  it('refuses a file that is not a picture, other publishers, members and guests', async () => {
    const author = await createAuthor(publisher.token);
    expect((await sendPhoto(author.id, publisher.token, Buffer.from('bukan gambar'))).statusCode).toBe(415);
    expect((await sendPhoto(author.id, otherPublisher.token)).statusCode).toBe(403);
    expect((await sendPhoto(author.id, member.token)).statusCode).toBe(403);
    expect((await sendPhoto(author.id, '')).statusCode).toBe(401);
    expect((await call('DELETE', `/authors/${author.id}/photo`, otherPublisher.token)).statusCode).toBe(403);
    expect((await storedPhotos()).filter((name) => name.startsWith(`${author.id}-`))).toHaveLength(0);
  });
});
