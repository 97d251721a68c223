import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser } from '#test/factories.ts';

/**
 * Two app instances on one database stand in for two server processes behind a load balancer: a session
 * revoked through one must stop working on the other at once, although each caches sessions in memory.
 */
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildApp(first.ctx.config, {
    database: first.ctx.database,
    now: first.clock.now,
    logger: false,
  });
  await second.app.ready();
});
afterAll(async () => {
  await second.app.close();
  await first.app.close();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('session revocation across processes', () => {
  it('a deactivation on one process logs the user out on the other', async () => {
    const admin = await createAdmin(first.app, first.ctx);
    const user = await createUser(first.app, first.ctx);
    const meOnSecond = () => api(second.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token });
    expect((await meOnSecond()).statusCode).toBe(200); // now cached on the second process

    await api(first.app, {
      method: 'PUT',
      url: `/api/v2/admin/users/${user.id}/deactivate`,
      token: admin.token,
    });
    expect(await eventually(async () => (await meOnSecond()).statusCode === 401)).toBe(true);
  });

  it('a logout on one process ends the session on the other', async () => {
    const user = await createUser(first.app, first.ctx);
    expect(
      (await api(second.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token })).statusCode,
    ).toBe(200);
    await api(first.app, { method: 'POST', url: '/api/v2/auth/logout', token: user.token });
    expect(
      await eventually(
        async () =>
          (await api(second.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token })).statusCode ===
          401,
      ),
    ).toBe(true);
  });

  it('a profile change on one process shows on the other', async () => {
    const user = await createUser(first.app, first.ctx);
    await api(second.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token });
    await api(first.app, {
      method: 'PUT',
      url: '/api/v2/profile',
      token: user.token,
      body: { first_name: 'Berganti' },
    });
    expect(
      await eventually(async () => {
        const me = await api(second.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token });
        return me.json().data.first_name === 'Berganti';
      }),
    ).toBe(true);
  });
});
