import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  DEFAULT_PASSWORD,
  type TestUser,
} from '#test/factories.ts';

/**
 * The shared setup of the admin's user suites: an admin, a publisher and a member. A file calls
 * `useAdminUsersSuite()` once: before its tests it opens the app and makes them, after them it closes it. The
 * bindings below are that file's app and people (an import sees them as they are assigned; a worker runs its
 * files one after another).
 */

export let t: TestApp;
export let admin: TestUser;
export let publisher: TestUser;
export let member: TestUser;

export function useAdminUsersSuite() {
  beforeAll(async () => {
    t = await buildTestApp();
    [admin, publisher, member] = await Promise.all([
      createAdmin(t.app, t.ctx),
      createPublisher(t.app, t.ctx),
      createUser(t.app, t.ctx, { firstName: 'Anggota' }),
    ]);
  });
  afterAll(() => t.app.close());
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, body?: unknown, token: string | undefined = admin.token) =>
  api(t.app, { method, url: `/api/v2${url}`, token, body });
export const get = (url: string, token?: string) => call('GET', url, undefined, token);

/** A new account through the public register route, so the email and names are exactly these. */
export async function register(email: string, firstName: string, lastName = ''): Promise<TestUser> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/auth/register',
    body: { email, password: DEFAULT_PASSWORD, first_name: firstName, last_name: lastName },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { token, user } = response.json();
  return { id: user.id, email: user.email, password: DEFAULT_PASSWORD, token };
}

export const listTotal = async (query: string) =>
  (await get(`/admin/users?${query}`)).json().data.total as number;
export const me = (token: string) => api(t.app, { method: 'GET', url: '/api/v2/auth/me', token });
