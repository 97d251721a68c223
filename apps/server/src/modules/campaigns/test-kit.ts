import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { products } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from '#test/factories.ts';

/**
 * The shared setup of the campaign suites: an admin, a publisher whose products go on sale, a member, a buyer
 * and two categories. A file calls `useCampaignsSuite()` once: before its tests it opens the app and makes
 * them, after them it closes it. The bindings below are that file's app and people (an import sees them as
 * they are assigned; a worker runs its files one after another).
 */

export let t: TestApp;
export let admin: TestUser;
export let publisher: TestUser;
export let member: TestUser;
export let buyer: TestUser;
export let category: number;
export let otherCategory: number;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

export function useCampaignsSuite() {
  beforeAll(async () => {
    t = await buildTestApp();
    [admin, publisher, member, buyer] = await Promise.all([
      createAdmin(t.app, t.ctx),
      createPublisher(t.app, t.ctx),
      createUser(t.app, t.ctx),
      createUser(t.app, t.ctx),
    ]);
    const newCategory = async (name: string) =>
      (
        await api(t.app, { method: 'POST', url: '/api/v2/categories', token: admin.token, body: { name } })
      ).json().data.id as number;
    category = await newCategory('Promo Buku Anak');
    otherCategory = await newCategory('Promo Bisnis');
  });
  afterAll(() => t.app.close());
}

/** A product on sale in a category (or none), at a price after its own discount. */
export async function saleProduct(
  options: { price?: number; categoryId?: number; ownDiscount?: number } = {},
) {
  const product = await createSaleProduct(t.ctx, { sellerId: publisher.id, price: options.price ?? 100_000 });
  await t.ctx.db
    .update(products)
    .set({ categoryId: options.categoryId ?? null, discountAmount: options.ownDiscount ?? 0 })
    .where(eq(products.id, product.id));
  return {
    id: product.id,
    categoryId: options.categoryId ?? null,
    price: product.price - (options.ownDiscount ?? 0),
  };
}

export const valid = () => ({
  name: 'Promo Gajian',
  description: 'Diskon akhir bulan untuk semua produk.',
  discount_type: 'percent',
  discount_value: 20,
  starts_at: inHours(-1),
  ends_at: inHours(48),
  scope: 'all',
});

export const create = (body: Record<string, unknown>, token = admin.token) =>
  api(t.app, { method: 'POST', url: '/api/v2/admin/campaigns', token, body });

export async function created(body: Record<string, unknown>) {
  const response = await create(body);
  if (response.statusCode !== 201) throw new Error(`campaign fixture: ${response.body}`);
  return response.json().data as { id: number; name: string; status: string };
}

export const remove = (id: number) =>
  api(t.app, { method: 'DELETE', url: `/api/v2/admin/campaigns/${id}`, token: admin.token });

/** Tests move the clock by days; fresh logins keep the sessions of the cast valid. */
export async function refreshLogins() {
  for (const user of [admin, member, buyer]) user.token = await login(t.app, user.email, user.password);
}

/** Each scenario starts without campaigns, so one test's campaign never gives another test's product a discount. */
export async function clearCampaigns() {
  await refreshLogins();
  const list = await api(t.app, {
    method: 'GET',
    url: '/api/v2/admin/campaigns?pageSize=100',
    token: admin.token,
  });
  for (const item of list.json().data.items) await remove(item.id);
}
