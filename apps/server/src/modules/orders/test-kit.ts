import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createPublisher, createUser, type TestUser } from '#test/factories.ts';

/**
 * The shared setup of the order suites: an admin, a seller and a buyer, on an app whose outgoing HTTP (the
 * sandbox gateway's webhooks) comes back into itself. A file calls `useOrdersSuite()` once: before its tests
 * it opens the app, after them it closes it. The bindings below are that file's app and people (an import
 * sees them as they are assigned; a worker runs its files one after another).
 */

/** Outgoing HTTP of the app (the sandbox's webhooks) goes back into the same app, unless the shop is "down". */
let target: FastifyInstance;
/** Whether the shop is "down" for the gateway's webhooks, and how many webhooks reached it. */
export const shop = { down: false, delivered: 0 };
export const fetchIntoApp: typeof fetch = async (input, init) => {
  if (shop.down) throw new TypeError('fetch failed: connection refused');
  shop.delivered += 1;
  const url = new URL(String(input));
  const response = await target.inject({
    method: (init?.method ?? 'GET') as 'POST',
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(response.body, { status: response.statusCode });
};

export let t: TestApp;
export let admin: TestUser;
export let seller: TestUser;
export let buyer: TestUser;

export function useOrdersSuite() {
  beforeAll(async () => {
    t = await buildTestApp({}, { fetch: fetchIntoApp });
    target = t.app;
    [admin, seller, buyer] = await Promise.all([
      createAdmin(t.app, t.ctx),
      createPublisher(t.app, t.ctx),
      createUser(t.app, t.ctx),
    ]);
  });
  afterAll(() => t.app.close());
  beforeEach(() => {
    shop.down = false;
  });
}

export const checkout = (user: TestUser, body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/orders/checkout', token: user.token, body });
export const getOrder = async (user: TestUser, id: number) =>
  (await api(t.app, { method: 'GET', url: `/api/v2/orders/${id}`, token: user.token })).json().data;
export const library = async (user: TestUser) =>
  (await api(t.app, { method: 'GET', url: '/api/v2/owned-books/', token: user.token })).json().data;
/** The gateway's page as the checkout hands it to the buyer: its path, transaction id and page token. */
export const sandboxPath = (redirect: string) => new URL(redirect).pathname + new URL(redirect).search;
export const sandboxId = (redirect: string) => new URL(redirect).pathname.split('/pay/sandbox/')[1] ?? '';
export const pageToken = (redirect: string) => new URL(redirect).searchParams.get('token') ?? '';
/** A press on the page's pay or fail button: the form sends the page token back. */
export const press = (
  redirect: string,
  outcome: 'paid' | 'failed',
  method = 'qris',
  token = pageToken(redirect),
) =>
  t.app.inject({
    method: 'POST',
    url: `/pay/sandbox/${sandboxId(redirect)}/settle`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ method, outcome, token }).toString(),
  });
