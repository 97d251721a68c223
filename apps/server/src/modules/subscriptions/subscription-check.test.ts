import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, type TestUser } from '#test/factories.ts';

/**
 * The reads the web app checks a subscription with say that the check failed when the store fails them,
 * instead of a generic error or an empty list that would read as the free plan.
 */
let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.app, t.ctx);
});
afterAll(() => t.app.close());

const read = (url: string, language = 'id') =>
  api(t.app, { method: 'GET', url, token: member.token, headers: { 'accept-language': language } });

describe('a failed subscription check', () => {
  it('answers 503 SUBSCRIPTION_CHECK_FAILED in both languages, and the same reads answer again once the store does', async () => {
    expect((await read('/api/v2/subscriptions/me')).statusCode).toBe(200);
    // The store really fails: the table the check reads is gone for the length of the test.
    await t.ctx.db.execute(sql`alter table subscriptions rename to subscriptions_away`);
    try {
      for (const url of ['/api/v2/subscriptions/me', '/api/v2/subscriptions/features']) {
        const id = await read(url);
        expect(id.statusCode, url).toBe(503);
        expect(id.json(), url).toMatchObject({
          success: false,
          code: 'SUBSCRIPTION_CHECK_FAILED',
          error: 'Gagal memverifikasi langganan.',
        });
        expect((await read(url, 'en')).json().error, url).toBe('Failed to verify subscription.');
      }
    } finally {
      await t.ctx.db.execute(sql`alter table subscriptions_away rename to subscriptions`);
    }
    const again = await read('/api/v2/subscriptions/me');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual([]);
  });

  it('still refuses a guest with 401 before any check', async () => {
    const response = await api(t.app, { method: 'GET', url: '/api/v2/subscriptions/me' });
    expect(response.statusCode).toBe(401);
  });
});
