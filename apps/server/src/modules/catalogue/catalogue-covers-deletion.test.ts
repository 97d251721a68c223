import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, upload } from '#test/factories.ts';
import {
  admin,
  cover,
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
  sendCover,
  setSales,
  storedCovers,
  storedFiles,
  t,
  usePublisherSuite,
} from './test-kit.ts';

/**
 * Covers and deletion: a publisher replaces a cover and deletes a draft; an admin deletes a product on sale,
 * and forces the deletion of one that has sales.
 */

usePublisherSuite();

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
