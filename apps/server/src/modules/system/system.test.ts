import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, DEFAULT_PASSWORD, type TestUser } from '#test/factories.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  // A stand-in for the built web app, so the SPA fallback is tested whether or not apps/web was built.
  const webDist = mkdtempSync(path.join(tmpdir(), 'pustaka-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  t = await buildTestApp({ WEB_DIST: webDist });
  member = await createUser(t.app, t.ctx);
});
afterAll(() => t.app.close());

const get = (url: string, token?: string) => api(t.app, { method: 'GET', url, token });

describe('GET /health', () => {
  it('reports the environment, the database and the uptime, uncached', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      environment: 'test',
      database: {
        status: 'up',
        driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        latency_ms: expect.any(Number),
      },
      catalogue: { index: 'ready', products: expect.any(Number) },
      uptime: expect.any(Number),
      version: expect.any(String),
    });
  });

  it('is the web app page for a browser asking for HTML', async () => {
    const response = await api(t.app, {
      method: 'GET',
      url: '/health',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
    const json = await api(t.app, { method: 'GET', url: '/health', headers: { accept: 'application/json' } });
    expect(json.json().status).toBe('ok');
  });

  it('carries the security headers; the content security policy goes with HTML documents', async () => {
    const response = await get('/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/katalog', '/dev/mailbox']) {
      expect((await get(url)).headers['content-security-policy']).toContain("default-src 'self'");
    }
  });
});

describe('GET /pay/health', () => {
  it('reports the payment gateway', async () => {
    const response = await get('/pay/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      environment: 'test',
      provider: 'sandbox',
      uptime: expect.any(Number),
    });
  });
});

describe('GET /api/v2/subscriptions/me', () => {
  it('is an empty list for a new user', async () => {
    const response = await get('/api/v2/subscriptions/me', member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('is open to unverified users and closed to guests', async () => {
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    expect((await get('/api/v2/subscriptions/me', unverified.token)).statusCode).toBe(200);
    const guest = await get('/api/v2/subscriptions/me');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/v2/whatever'],
    ['GET', '/api/v2/'],
    ['POST', '/api/v2/whatever'],
    ['DELETE', '/api/v2/profile'],
    ['GET', '/pay/x'],
    ['GET', '/dev/nothing'],
    ['POST', '/some/page'],
  ] as const)('%s %s is a JSON 404 envelope', async (method, url) => {
    const response = await api(t.app, { method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: 'Data tidak ditemukan.',
      code: 'NOT_FOUND',
      request_id: response.headers['x-request-id'],
    });
  });

  it('speaks English on request', async () => {
    const response = await api(t.app, {
      method: 'GET',
      url: '/api/v2/whatever',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(response.json().error).toBe('Not found.');
  });

  it('hands other page paths to the web app, and serves its assets for a year', async () => {
    for (const url of ['/', '/katalog/buku/12', '/debug/auth']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document that lists the routes', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Pustaka API' });
    expect(doc.paths['/api/v2/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/v2/admin/users/{id}']).toHaveProperty('put');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev/'))).toBe(false);
  });

  it('serves the documentation page', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('dev mailbox', () => {
  let mail: { id: number; to: string; subject: string };
  beforeAll(async () => {
    const register = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/register',
      body: { email: 'kotak.surat@contoh.id', password: DEFAULT_PASSWORD, first_name: 'Kotak' },
    });
    expect(register.statusCode).toBe(201);
    const list = await get('/dev/mailbox.json?to=KOTAK.SURAT@contoh.id');
    [mail] = list.json().data;
  });

  it('lists the mails the app sent', async () => {
    expect(mail).toMatchObject({
      to: 'kotak.surat@contoh.id',
      subject: 'Verifikasi alamat email Pustaka Anda',
    });
    const response = await get('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('kotak.surat@contoh.id');
    expect(response.body).toContain(`href="/dev/mailbox/${mail.id}"`);
  });

  it('shows one mail with its HTML in a sandboxed frame and its text', async () => {
    const response = await get(`/dev/mailbox/${mail.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Verifikasi alamat email Pustaka Anda</h1>');
    expect(response.body).toMatch(/<iframe sandbox="[^"]*" srcdoc="&lt;!doctype html&gt;/);
    expect(response.body).toContain('http://pustaka.test/verify-email?token=');
  });

  it('escapes what it echoes', async () => {
    const response = await get(`/dev/mailbox?to=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('answers 404 for an unknown mail and 400 for a malformed id', async () => {
    const missing = await get('/dev/mailbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await get('/dev/mailbox/abc')).statusCode).toBe(400);
    expect((await get('/dev/mailbox/99999999999')).statusCode).toBe(400);
  });
});
