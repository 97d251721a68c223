import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, DEFAULT_PASSWORD } from '#test/factories.ts';

// Its own file: a second app built in system.test.ts would empty the database under the first one.
let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'pustaka-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pustaka</title>');
  t = await buildTestApp({
    NODE_ENV: 'production',
    APP_ENV: 'staging',
    WEB_DIST: webDist,
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    MAIL_TRANSPORT: 'none',
  });
});
afterAll(() => t.app.close());

describe('in production', () => {
  it('reports the environment label on both health routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({
      status: 'ok',
      environment: 'staging',
    });
    expect((await t.app.inject({ method: 'GET', url: '/pay/health' })).json()).toMatchObject({
      environment: 'staging',
    });
  });

  it('has no dev mailbox, although mail is still written', async () => {
    const register = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/register',
      body: { email: 'produksi@contoh.id', password: DEFAULT_PASSWORD, first_name: 'Produksi' },
    });
    expect(register.statusCode).toBe(201);
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers the developer-only pages with 404, while other pages still get the web app', async () => {
    for (const url of ['/debug/auth', '/test/admin', '/pdf-test']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // A path of the web app's own (it shows its not-found page itself); one segment would be a short link's.
    expect((await t.app.inject({ method: 'GET', url: '/katalog/lama' })).statusCode).toBe(200);
  });
});
