import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, login, type TestUser } from '#test/factories.ts';
import { shortLinks } from './tables.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'pustaka-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pustaka</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: webDist });
  owner = await createUser(t.app, t.ctx);
});
afterAll(() => t.app.close());

async function createLink(body: Record<string, unknown>) {
  const response = await api(t.app, { method: 'POST', url: '/api/v2/short-links', token: owner.token, body });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; code: string };
}
const visit = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });
const stats = async (id: number) =>
  (
    await api(t.app, { method: 'GET', url: `/api/v2/short-links/${id}/stats?days=7`, token: owner.token })
  ).json().data;

/** Another process of the app on the same database: its own cache and its own click counter. */
async function secondProcess(overrides: Partial<TestApp['ctx']['config']['shortLinks']> = {}) {
  const config = { ...t.ctx.config, shortLinks: { ...t.ctx.config.shortLinks, ...overrides } };
  const { app } = await buildApp(config, { database: t.ctx.database, now: t.clock.now, logger: false });
  await app.ready();
  return app;
}

describe('GET /{code}', () => {
  it('redirects with 302 by default, without caching, and ignores the case of the code', async () => {
    const link = await createLink({ target: 'https://contoh.id/tujuan?a=1', code: 'ke-tujuan' });
    for (const url of ['/ke-tujuan', '/KE-Tujuan', '/ke-tujuan/']) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('https://contoh.id/tujuan?a=1');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect(link.code).toBe('ke-tujuan');
  });

  it('redirects with 301 when the link asks for it, or when the app-wide setting says so', async () => {
    await createLink({ target: 'https://contoh.id/permanen', code: 'permanen', redirect_type: 301 });
    expect((await visit('/permanen')).statusCode).toBe(301);
    await createLink({ target: 'https://contoh.id/biasa', code: 'biasa' });
    const other = await secondProcess({ redirectStatus: 301 });
    try {
      expect((await visit('/biasa', {}, other)).statusCode).toBe(301);
      expect((await visit('/biasa')).statusCode).toBe(302);
    } finally {
      await other.close();
    }
  });

  it("answers an unknown or disabled code with the web app's 404 page", async () => {
    const unknown = await visit('/tidak-ada');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<title>Pustaka</title>');
    // The 404 page is a document: it carries the security headers and the content security policy.
    expect(unknown.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(unknown.headers['content-security-policy']).toContain("default-src 'self'");

    const link = await createLink({ target: 'https://contoh.id/mati', code: 'akan-mati' });
    expect((await visit('/akan-mati')).statusCode).toBe(302);
    await api(t.app, {
      method: 'PATCH',
      url: `/api/v2/short-links/${link.id}`,
      token: owner.token,
      body: { enabled: false },
    });
    expect((await visit('/akan-mati')).statusCode).toBe(404);
    await api(t.app, {
      method: 'PATCH',
      url: `/api/v2/short-links/${link.id}`,
      token: owner.token,
      body: { enabled: true, target: 'https://contoh.id/hidup' },
    });
    expect((await visit('/akan-mati')).headers.location).toBe('https://contoh.id/hidup');
    await api(t.app, { method: 'DELETE', url: `/api/v2/short-links/${link.id}`, token: owner.token });
    expect((await visit('/akan-mati')).statusCode).toBe(404);
  });

  it('never shadows a page, a file or a server path of the app', async () => {
    // Even a link row whose code became a page later (written past the checks) cannot hide the page.
    await t.ctx.db.insert(shortLinks).values({
      userId: owner.id,
      code: 'blog',
      target: 'https://jahat.example/',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    // The web app's pages, and the pages other modules render themselves (the blog, landing pages).
    for (const url of ['/blog', '/products', '/lms', '/admin', '/products/12', '/u1/halaman-saya', '/api']) {
      const response = await visit(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).not.toContain('jahat.example');
    }
    for (const url of ['/products', '/Products', '/lms', '/manage-shorturl', '/admin', '/api']) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Pustaka</title>');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    expect((await visit('/assets/app-1.js')).body).toBe('console.log(1)');
    expect((await visit('/favicon.svg')).body).toContain('<svg');
    expect((await visit('/health')).json().status).toBe('ok');
    const api404 = await visit('/api/v2/tidak-ada');
    expect(api404.statusCode).toBe(404);
    expect(api404.json().code).toBe('NOT_FOUND');
  });

  it('gives hostile paths a 4xx or the web app, never a 5xx', async () => {
    for (const url of [
      '/%',
      '/%E0%A4%A',
      `/${'a'.repeat(65)}`,
      `/${'a'.repeat(300)}`,
      '/a%2Fb',
      '/..%2F..%2Fetc',
      '/prоmo',
      '/<script>',
      '/%00abc',
      "/'or'1'='1",
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers.location, url).toBeUndefined();
    }
  });
});

describe('click counting', () => {
  /** A different browser per visit, so each is a visitor of its own (one browser's repeats are capped). */
  let browser = 0;
  const person = (headers: Record<string, string> = {}) => ({
    'user-agent': `Peramban/${++browser}`,
    ...headers,
  });

  it('counts clicks and visitors per day and per referrer domain, written by a flush', async () => {
    const link = await createLink({ target: 'https://contoh.id/hitung', code: 'hitung' });
    await visit('/hitung', person({ referer: 'https://www.instagram.com/p/abc' }));
    await visit('/hitung', person({ referer: 'https://www.instagram.com/reel/def' }));
    await visit('/hitung', person({ referer: 'not a url' }));
    await visit('/hitung', person());
    expect((await stats(link.id)).total).toBe(0);
    await t.app.shortLinkClicks.flush();
    t.clock.advance(86_400_000);
    owner.token = await login(t.app, owner.email, owner.password);
    await visit('/HITUNG', person({ referer: 'http://t.co/x' }));
    await t.app.shortLinkClicks.flush();
    const figures = await stats(link.id);
    expect(figures).toMatchObject({ total: 5, visitors: 5, redirects: 5 });
    expect(figures.days.slice(-2)).toEqual([
      { day: '2026-06-01', clicks: 4, visitors: 4 },
      { day: '2026-06-02', clicks: 1, visitors: 1 },
    ]);
    expect(figures.days).toHaveLength(7);
    expect(figures.referrers).toEqual([
      { domain: '', clicks: 2 },
      { domain: 'www.instagram.com', clicks: 2 },
      { domain: 't.co', clicks: 1 },
    ]);
    const listed = await api(t.app, {
      method: 'GET',
      url: '/api/v2/short-links?q=hitung',
      token: owner.token,
    });
    expect(listed.json().data.items[0]).toMatchObject({ code: 'hitung', clicks: 5 });
  });

  it('adds the counts of several processes, and a clean shutdown writes what is left', async () => {
    const link = await createLink({ target: 'https://contoh.id/banyak', code: 'banyak' });
    const other = await secondProcess();
    await Promise.all([
      ...Array.from({ length: 30 }, () => visit('/banyak', person())),
      ...Array.from({ length: 20 }, () => visit('/banyak', person(), other)),
    ]);
    await other.close();
    expect(await stats(link.id)).toMatchObject({ total: 20, visitors: 20, redirects: 20 });
    await t.app.shortLinkClicks.flush();
    expect(await stats(link.id)).toMatchObject({ total: 50, visitors: 50, redirects: 50 });
  });

  it('drops the uncounted clicks of a link deleted before the flush, and keeps the rest', async () => {
    const gone = await createLink({ target: 'https://contoh.id/hilang', code: 'hilang' });
    const kept = await createLink({ target: 'https://contoh.id/tetap', code: 'tetap' });
    await visit('/hilang', person());
    await visit('/tetap', person());
    await api(t.app, { method: 'DELETE', url: `/api/v2/short-links/${gone.id}`, token: owner.token });
    await t.app.shortLinkClicks.flush();
    expect(await stats(kept.id)).toMatchObject({ total: 1, visitors: 1, redirects: 1 });
  });
});
