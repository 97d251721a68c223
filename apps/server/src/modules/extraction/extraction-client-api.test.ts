import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, type TestUser } from '#test/factories.ts';
import { ARTICLE, NAVIGATION_PAGES, type PageServer, startPageServer } from './test-pages.ts';

// What a client of the API lives with: pages sent as HTML, its limits in headers and at /extraction/usage,
// reasons and fallbacks for pages without main text, English errors, and waiting for a long PDF's job.

let t: TestApp;
let pages: PageServer;
let owner: TestUser;
let key: string;

beforeAll(async () => {
  pages = await startPageServer();
  t = await buildTestApp({
    EXTRACT_ALLOWED_HOSTS: pages.hostPort,
    EXTRACT_PDF_SYNC_PAGES: '2',
    EXTRACT_KEY_RATE_PER_MINUTE: '50',
  });
  owner = await createUser(t.app, t.ctx);
  const created = await api(t.app, {
    method: 'POST',
    url: '/api/v2/extraction/keys',
    token: owner.token,
    body: { name: 'Klien' },
  });
  key = created.json().data.key;
  pages.setPdf('/panjang.pdf', await makePdf({ pages: 4, title: 'Buku Panjang' }));
}, 60_000);

afterAll(async () => {
  await t.app.close();
  pages.close();
});

const web = (body: unknown, headers: Record<string, string> = {}) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/web-extract',
    csrf: false,
    body,
    headers: { 'x-api-key': key, ...headers },
  });

const ARTICLE_WITH_FIGURE = ARTICLE.replace(
  '</article>',
  '<figure><img src="/gambar/rak.jpg" alt="Rak buku"><figcaption>Rak buku digital</figcaption></figure>' +
    '<p><a href="/relatif">Tautan relatif</a> dan <a href="https://contoh.id/mutlak">tautan mutlak</a> di akhir artikel ini.</p></article>',
);

describe('POST /web-extract with the page itself', () => {
  it('extracts `html`, with `url` as the base of its links and images', async () => {
    const response = await web({ html: ARTICLE_WITH_FIGURE, url: 'https://kabar.contoh.id/2026/membaca' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      url: 'https://kabar.contoh.id/2026/membaca',
      title: expect.stringContaining('Membaca di Era Digital'),
      confidence: 'high',
      images: [
        { src: 'https://kabar.contoh.id/gambar/rak.jpg', alt: 'Rak buku', caption: 'Rak buku digital' },
      ],
    });
    expect(data.links).toContainEqual({ text: 'Tautan relatif', href: 'https://kabar.contoh.id/relatif' });
  });

  it('without `url`, keeps only links and images that are already absolute', async () => {
    const data = (await web({ html: ARTICLE_WITH_FIGURE })).json().data;
    expect(data.url).toBeNull();
    expect(data.images).toEqual([]);
    expect(data.links.map((link: { href: string }) => link.href)).toEqual([
      'https://contoh.id/panduan',
      'https://contoh.id/mutlak',
    ]);
  });

  it('refuses a base that is not an http(s) address, and a body with neither url nor html', async () => {
    const badBase = await web({ html: ARTICLE, url: 'javascript:alert(1)' });
    expect(badBase.statusCode).toBe(400);
    expect(badBase.json().code).toBe('FETCH_URL_INVALID');
    const neither = await web({ format: 'text' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body.url' }] });
    expect((await web({ html: '' })).statusCode).toBe(400);
    expect((await web({ html: 42 })).statusCode).toBe(400);
    expect((await web({ html: ARTICLE, fallback: 'ya' })).statusCode).toBe(400);
  });
});

describe('pages without main text', () => {
  const shells: [string, string][] = [
    [NAVIGATION_PAGES['/peta-situs'] as string, 'link_list'],
    [NAVIGATION_PAGES['/aplikasi'] as string, 'app_shell'],
    ['<html><body><main><h1>404 Not Found</h1></main></body></html>', 'error_page'],
    ['<html><body></body></html>', 'empty'],
  ];

  it('answer 422 NO_MAIN_TEXT saying why', async () => {
    for (const [html, reason] of shells) {
      const response = await web({ html });
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status: 422,
        body: { code: 'NO_MAIN_TEXT', details: { reason } },
      });
    }
  });

  it('with `fallback: true`, answer their best candidate with low confidence', async () => {
    const response = await web({ html: NAVIGATION_PAGES['/peta-situs'], fallback: true, format: 'text' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      confidence: 'low',
      content: expect.stringContaining('Nasional'),
    });
    // Nothing at all stays nothing, fallback or not.
    expect((await web({ html: '<html><body></body></html>', fallback: true })).statusCode).toBe(422);
  });
});

describe('limits a client can read', () => {
  it('every answer carries its rate limit and monthly quota, and GET /extraction/usage answers the key', async () => {
    const first = await web({ html: ARTICLE });
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('50');
    const remaining = Number(first.headers['ratelimit-remaining']);
    expect(remaining).toBeLessThan(50);
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const quotaLeft = Number(first.headers['x-quota-remaining']);
    expect(Number(first.headers['x-quota-limit'])).toBeGreaterThan(quotaLeft);
    expect(first.headers['x-quota-reset']).toMatch(/^\d{4}-\d{2}-01T00:00:00/);

    const second = await web({ html: ARTICLE });
    expect(Number(second.headers['ratelimit-remaining'])).toBe(remaining - 1);
    expect(Number(second.headers['x-quota-remaining'])).toBe(quotaLeft - 1);

    // A failure after work counts twice against the rate limit (and not against the quota).
    const failed = await web({ html: '<html><body></body></html>' });
    expect(failed.statusCode).toBe(422);
    expect(Number(failed.headers['ratelimit-remaining'])).toBe(remaining - 3);
    expect(Number(failed.headers['x-quota-remaining'])).toBe(quotaLeft - 1);

    const usage = await api(t.app, {
      method: 'GET',
      url: '/api/v2/extraction/usage',
      headers: { 'x-api-key': key },
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json().data).toMatchObject({
      used_this_month: Number(first.headers['x-quota-limit']) - (quotaLeft - 1),
      rate_limit_per_minute: 50,
    });
    expect(usage.headers['x-quota-remaining']).toBe(String(quotaLeft - 1));
    const anonymous = await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage' });
    expect(anonymous.statusCode).toBe(401);
    const wrongKey = await api(t.app, {
      method: 'GET',
      url: '/api/v2/extraction/usage',
      headers: { 'x-api-key': 'pk_live_bukan' },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('errors are in English for a key without Accept-Language, and as asked otherwise', async () => {
    const english = await web({ html: '<html><body></body></html>' });
    expect(english.json().error).toBe('This page has no main text to extract.');
    const indonesian = await web({ html: '<html><body></body></html>' }, { 'accept-language': 'id-ID' });
    expect(indonesian.json().error).toBe('Halaman ini tidak memiliki teks utama yang dapat diekstrak.');
    const unknownKey = await api(t.app, {
      method: 'POST',
      url: '/api/v2/web-extract',
      csrf: false,
      body: { html: ARTICLE },
      headers: { 'x-api-key': 'pk_live_bukan' },
    });
    expect(unknownKey.json().error).toBe('The API key is not recognised.');
  });
});

describe('a long PDF', () => {
  it('with ?wait=30 answers the result of its job once done; without it, 202 and the poll address', async () => {
    const waited = await api(t.app, {
      method: 'POST',
      url: '/api/v2/pdf-extract?wait=30',
      csrf: false,
      body: { pdf_url: `${pages.base}/panjang.pdf` },
      headers: { 'x-api-key': key },
    });
    expect(waited.statusCode).toBe(200);
    expect(waited.json().data).toMatchObject({
      metadata: { page_count: 4, title: 'Buku Panjang' },
      ocr_pages: [],
    });
    expect(waited.json().data.pages).toHaveLength(4);

    const queued = await api(t.app, {
      method: 'POST',
      url: '/api/v2/pdf-extract',
      csrf: false,
      body: { pdf_url: `${pages.base}/panjang.pdf` },
      headers: { 'x-api-key': key },
    });
    expect(queued.statusCode).toBe(202);
    const job = queued.json().data;
    const polled = await api(t.app, {
      method: 'GET',
      url: `${job.status_url}?wait=30`,
      headers: { 'x-api-key': key },
    });
    expect(polled.json().data).toMatchObject({ status: 'done', result: { metadata: { page_count: 4 } } });

    const tooLong = await api(t.app, {
      method: 'POST',
      url: '/api/v2/pdf-extract?wait=31',
      csrf: false,
      body: { pdf_url: `${pages.base}/panjang.pdf` },
      headers: { 'x-api-key': key },
    });
    expect(tooLong.statusCode).toBe(400);
  }, 60_000);

  it('is described in the API document with its 202 job, its wait and its limit headers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/v2/pdf-extract'].post;
    expect(operation.responses['202'].description).toContain('status_url');
    expect(JSON.stringify(operation.responses['202'])).toContain('status_url');
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'wait', in: 'query' }));
    for (const path of ['/api/v2/web-extract', '/api/v2/pdf-extract']) {
      expect(Object.keys(doc.paths[path].post.responses['200'].headers)).toEqual(
        expect.arrayContaining([
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
          'X-Quota-Remaining',
        ]),
      );
    }
    expect(doc.paths['/api/v2/extraction/usage'].get.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
  });
});
