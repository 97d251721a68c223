import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type TestUser } from '../factories.ts';
import { PRODUCT } from './bodies.ts';
import { type BadInputKit, counts, filesUnder } from './fixture.ts';

/** What every area's file checks once its batch has run: nothing was made, and the fixtures are as they were. */
export function describeAfterBatch(kit: () => BadInputKit) {
  describe('after the batch', () => {
    it('created no users, groups, contact messages, products, categories, authors or files', async () => {
      const { t, users, before } = kit();
      expect(await counts({ t, users })).toEqual(before);
      expect(filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
    });

    it('left the fixtures alone', async () => {
      const { t, users, fixtures, pdf } = kit();
      const admin = users.admin as TestUser;
      const target = await api(t.app, {
        method: 'GET',
        url: `/api/v2/admin/users/${fixtures.user}`,
        token: admin.token,
      });
      expect(target.json().data).toMatchObject({
        is_active: true,
        roles: ['members'],
        first_name: 'Sasaran',
        groups: [expect.objectContaining({ id: fixtures.group })],
      });
      const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: users.member?.token });
      expect(me.json().data.roles).toEqual(['members']);
      const product = await api(t.app, {
        method: 'GET',
        url: `/api/v2/admin/books/${fixtures.product}`,
        token: admin.token,
      });
      expect(product.json().data).toMatchObject({
        name: 'Buku Sasaran',
        status: 'approved',
        is_published: true,
        is_active: true,
        has_staged_changes: false,
        base_price: PRODUCT.base_price,
        category_id: fixtures.category,
        cover_url: `/api/v2/public/image-proxy/cover/${fixtures.cover}`,
        files: [
          expect.objectContaining({
            id: fixtures.file,
            role: 'main',
            state: 'live',
            title: null,
            position: 0,
          }),
          expect.objectContaining({ role: 'sample', state: 'live' }),
        ],
      });
      const category = await api(t.app, {
        method: 'GET',
        url: `/api/v2/categories/${fixtures.category}`,
        token: admin.token,
      });
      expect(category.json().data).toMatchObject({ name: 'Sasaran Kategori', is_active: true });
      const author = await api(t.app, {
        method: 'GET',
        url: `/api/v2/authors/${fixtures.author}`,
        token: admin.token,
      });
      expect(author.json().data).toMatchObject({
        name: 'Penulis Sasaran',
        bio: 'Penulis untuk diuji.',
        photo_url: `/api/v2/public/image-proxy/author/${fixtures.authorPhoto}`,
      });
      const sample = await api(t.app, {
        method: 'GET',
        url: `/api/v2/public/books/${fixtures.product}/sample`,
      });
      expect(sample.rawPayload.equals(pdf)).toBe(true);
      const album = await api(t.app, {
        method: 'GET',
        url: `/api/v2/audio-contents?book_id=${fixtures.audio}`,
        token: users.publisher?.token,
      });
      expect(album.json().data).toEqual([
        expect.objectContaining({ id: fixtures.track, title: 'Lagu Sasaran', position: 0, state: 'staged' }),
      ]);
    });

    it('left the payout request pending and the balance where it was', async () => {
      const { t, users, fixtures } = kit();
      const own = await api(t.app, {
        method: 'GET',
        url: '/api/v2/publisher/settlements',
        token: users.publisher?.token,
      });
      expect(own.json().data).toMatchObject({
        total: 1,
        items: [
          expect.objectContaining({ id: fixtures.settlement, status: 'pending', transfer_reference: null }),
        ],
        balance: { balance: 10_000, pending_settlements: 60_000, paid_out: 0 },
      });
    });

    it('still answers /health', async () => {
      const { t } = kit();
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('ok');
    });
  });
}
