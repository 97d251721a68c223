import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp } from '#test/bare-app.ts';
import { webApp } from './web-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'pustaka-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pustaka</title>');
writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');

const app = bareApp();
const production = bareApp();
beforeAll(async () => {
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(webApp({ webDist, isProduction: false }));
  await production.register(webApp({ webDist, isProduction: true }));
  await Promise.all([app.ready(), production.ready()]);
});
afterAll(() => Promise.all([app.close(), production.close()]));

describe('webApp', () => {
  it('caches hashed assets for a year and the page not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Pustaka</title>');
  });

  it('serves the web app for page paths and the JSON 404 for server paths', async () => {
    expect((await app.inject({ method: 'GET', url: '/katalog/buku' })).body).toContain('Pustaka');
    for (const url of ['/api/v2/nope', '/pay/nope', '/dev/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await app.inject({ method: 'POST', url: '/katalog' })).statusCode).toBe(404);
  });

  it('gives a browser the health page and a load balancer the JSON', async () => {
    const browser = await app.inject({ method: 'GET', url: '/health', headers: { accept: 'text/html' } });
    expect(browser.body).toContain('<title>Pustaka</title>');
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });

  it('hides the developer pages in production only', async () => {
    expect((await app.inject({ method: 'GET', url: '/debug/auth' })).statusCode).toBe(200);
    expect((await production.inject({ method: 'GET', url: '/debug/auth' })).statusCode).toBe(404);
  });
});
