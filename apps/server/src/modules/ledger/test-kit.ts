import { HOLDING_DAYS } from '@pustaka/contract';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, createSaleProduct } from '#test/commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from '#test/factories.ts';

/**
 * The shared setup of the payout and ledger suites: an admin, a member and a buyer, creators with earnings,
 * and a clock that logs everyone in again when it moves past their sessions. A file calls
 * `useSettlementsSuite()` once: before its tests it opens the app, after them it closes it. The bindings below
 * are that file's app and people (an import sees them as they are assigned; a worker runs its files one after
 * another).
 */

export const DAY = 86_400_000;
export const BANK = {
  method: 'bank',
  channel: 'BCA',
  account_number: '1234567890',
  account_name: 'Sari Penulis',
};

export let t: TestApp;
export let admin: TestUser;
export let member: TestUser;
export let buyer: TestUser;

export function useSettlementsSuite() {
  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member, buyer] = await Promise.all([
      createAdmin(t.app, t.ctx),
      createUser(t.app, t.ctx),
      createUser(t.app, t.ctx),
    ]);
    everyone.length = 0;
    everyone.push(admin, member, buyer);
    loggedInAt = t.clock.now().getTime();
  });
  afterAll(() => t.app.close());
}

/** Everyone the suite made: moving the clock past their sessions logs them in again. */
const everyone: TestUser[] = [];
export const known = (user: TestUser) => {
  everyone.push(user);
  return user;
};
let loggedInAt = 0;
export async function later(ms: number) {
  t.clock.advance(ms);
  const now = t.clock.now().getTime();
  if (now - loggedInAt < 20 * 3_600_000) return;
  loggedInAt = now;
  await Promise.all(
    everyone.map(async (user) => {
      user.token = await login(t.app, user.email, user.password);
    }),
  );
}

export const get = (url: string, token?: string) =>
  api(t.app, { method: 'GET', url: `/api/v2${url}`, token });
export const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, body?: unknown) =>
  api(t.app, { method, url: `/api/v2${url}`, token, body });
export const balanceOf = async (creator: TestUser) => {
  const response = await get('/publisher/settlements', creator.token);
  if (response.statusCode !== 200) throw new Error(`balance: ${response.statusCode} ${response.body}`);
  return response.json().data.balance;
};

/** A publisher with `amount` of sales already past the holding period (and so available at 70%). */
export async function creatorWithEarnings(saleAmounts: number[], options: { held?: boolean } = {}) {
  const creator = known(await createPublisher(t.app, t.ctx));
  const product = await createSaleProduct(t.ctx, { sellerId: creator.id, price: 100_000 });
  const paidAt = options.held ? t.clock.now() : new Date(t.clock.now().getTime() - (HOLDING_DAYS + 1) * DAY);
  for (const amount of saleAmounts)
    await createPaidOrder(t.ctx, { buyer, product, amount, paidAt, shareBps: 7_000 });
  return { creator, product };
}
