import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, type CatalogueCast, createCatalogueCast, type TestUser } from '#test/factories.ts';
import { products } from './tables.ts';

/**
 * The shared setup of the suites on the publisher's and the admin's management routes and what the public
 * catalogue shows of their changes. A file calls `usePublisherSuite()` once: before its tests it opens the
 * app with the catalogue cast, after them it closes it. The bindings below are that file's app and people
 * (an import sees them as they are assigned; a worker runs its files one after another).
 */

export let t: TestApp;
export let cast: CatalogueCast;
export let admin: TestUser;
export let publisher: TestUser;
export let otherPublisher: TestUser;
export let member: TestUser;
export let cover: Buffer;

export const DESCRIPTION = '<p>Buku praktis yang disusun untuk pembaca di seluruh Indonesia.</p>';

export function usePublisherSuite() {
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCatalogueCast(t, {
      cover: { width: 800, height: 1000, background: '#b45309' },
      draft: { name: 'Buku Percobaan', description: DESCRIPTION, format: 'PDF', base_price: 50_000 },
    });
    ({ admin, publisher, otherPublisher, member, cover } = cast);
  });
  afterAll(() => t.app.close());
}

export type Card = {
  id: number;
  name: string;
  price: number;
  sales_count: number;
  category_id: number | null;
  format: string;
};
export type Managed = Card & {
  status: string;
  is_published: boolean;
  image_name: string | null;
  cover_url: string | null;
};

export const createDraft = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.createDraft<Managed>(owner, overrides);
export const sendCover = (productId: number, token: string, image = cover) =>
  cast.sendCover(productId, token, image);
export const readyForReview = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.readyForReview<Managed>(owner, overrides);
export const submit = (productId: number, owner: TestUser) => cast.submit(productId, owner);
export const approve = (productId: number, token = admin.token) => cast.approve(productId, token);
export const reject = (productId: number, reason = 'Sampul belum sesuai ketentuan.') =>
  api(t.app, {
    method: 'PUT',
    url: `/api/v2/admin/books/${productId}/reject`,
    token: admin.token,
    body: { reason },
  });
export const publish = (owner: TestUser, overrides: Record<string, unknown> = {}) =>
  cast.publish<Managed>(owner, overrides);

export const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  api(t.app, { method: 'GET', url, token, headers });
export const publicList = async (query: string) => {
  const response = await get(`/api/v2/public/books?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Card[]; page: number; pageSize: number; total: number };
};
export const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

export async function setSales(productId: number, salesCount: number) {
  await t.ctx.db.update(products).set({ salesCount }).where(eq(products.id, productId));
}

export async function storedCovers(productId: number) {
  const names = await readdir(path.join(t.dataDir, 'files', 'cover')).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(`${productId}-`) && !name.endsWith('.type')).sort();
}

export async function storedFiles(productId: number) {
  return readdir(path.join(t.dataDir, 'files', 'products', String(productId))).catch(() => [] as string[]);
}
