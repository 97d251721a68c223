import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, type TestUser } from '#test/factories.ts';
import { type PageServer, startPageServer } from './test-pages.ts';

let t: TestApp;
let pages: PageServer;
let owner: TestUser;
let key: string;
let shortPdf: Buffer;
let longPdf: Buffer;

beforeAll(async () => {
  pages = await startPageServer();
  // Two pages are read at once; three or more go to a job; more than eight are refused.
  t = await buildTestApp({
    EXTRACT_ALLOWED_HOSTS: pages.hostPort,
    EXTRACT_PDF_SYNC_PAGES: '2',
    EXTRACT_PDF_MAX_PAGES: '8',
  });
  owner = await createUser(t.app, t.ctx);
  const created = await api(t.app, {
    method: 'POST',
    url: '/api/v2/extraction/keys',
    token: owner.token,
    body: { name: 'Uji' },
  });
  key = created.json().data.key;
  shortPdf = await makePdf({ pages: 2, title: 'Panduan Singkat', author: 'Sari' });
  longPdf = await makePdf({ pages: 4, outline: [{ title: 'Bab Satu', page: 1, items: [] }] });
  pages.setPdf('/buku.pdf', shortPdf);
  pages.setPdf('/panjang.pdf', longPdf);
  pages.setPdf('/sangat-panjang.pdf', await makePdf({ pages: 9 }));
});
afterAll(async () => {
  await t.app.close();
  pages.close();
});

const web = (body: unknown) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/web-extract',
    csrf: false,
    body,
    headers: { 'x-api-key': key },
  });
const pdf = (body: unknown) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/pdf-extract',
    csrf: false,
    body,
    headers: { 'x-api-key': key },
  });

function multipart(field: string, data: Buffer, type = 'application/pdf') {
  const boundary = '----pustaka-uji';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="buku.pdf"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/pdf-extract',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-api-key': key },
  });
}

describe('POST /web-extract', () => {
  it("answers the page's main content and metadata, without the page's furniture", async () => {
    const response = await web({ url: `${pages.base}/artikel` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      url: `${pages.base}/artikel`,
      format: 'markdown',
      title: expect.stringContaining('Membaca di Era Digital'),
      author: 'Sari Wulandari',
      site_name: 'Kabar Pustaka',
      language: 'id',
      published_at: expect.stringContaining('2026-05-20'),
      links: [{ text: 'panduan menerbitkan ebook', href: 'https://contoh.id/panduan' }],
    });
    expect(data.content).toContain('Paragraf 5');
    expect(data.content).not.toMatch(/cookie|Beranda|Hak cipta|Berita lain/);
    expect(data.word_count).toBeGreaterThan(100);
    expect(data.reading_time_minutes).toBeGreaterThanOrEqual(1);
  });

  it('answers text and HTML when asked', async () => {
    const text = (await web({ url: `${pages.base}/artikel`, format: 'text' })).json().data;
    expect(text.content).toContain('Paragraf 1');
    expect(text.content).not.toContain('<p>');
    const html = (await web({ url: `${pages.base}/artikel`, format: 'html' })).json().data;
    expect(html.content).toContain('<p>');
  });

  it('decodes the charset a page declares in its markup', async () => {
    const data = (await web({ url: `${pages.base}/latin`, format: 'text' })).json().data;
    expect(data.content).toContain('kafé Señor Crème');
  });

  it('refuses with a specific 4xx what it cannot or must not extract', async () => {
    const cases: [unknown, number, string][] = [
      [{ url: `${pages.base}/kosong` }, 422, 'NO_MAIN_TEXT'],
      [{ url: `${pages.base}/peta-situs` }, 422, 'NO_MAIN_TEXT'],
      [{ url: `${pages.base}/masuk` }, 422, 'NO_MAIN_TEXT'],
      [{ url: `${pages.base}/aplikasi` }, 422, 'NO_MAIN_TEXT'],
      [{ url: `${pages.base}/ke-metadata` }, 422, 'FETCH_ADDRESS_BLOCKED'],
      [{ url: 'http://[::ffff:127.0.0.1]/' }, 422, 'FETCH_ADDRESS_BLOCKED'],
      [{ url: `${pages.base}/data.json` }, 415, 'FETCH_UNSUPPORTED_CONTENT'],
      [{ url: `${pages.base}/hilang` }, 422, 'FETCH_UPSTREAM_STATUS'],
      [{ url: 'file:///etc/passwd' }, 400, 'FETCH_SCHEME_NOT_ALLOWED'],
      [{ url: 'http://contoh.id:8080/' }, 400, 'FETCH_PORT_NOT_ALLOWED'],
      [{ url: `${pages.base}/artikel`, format: 'pdf' }, 400, 'VALIDATION_ERROR'],
      [{}, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const response = await web(body);
      expect({ body, status: response.statusCode, code: response.json().code }).toEqual({
        body,
        status,
        code,
      });
    }
  });
});

describe('POST /pdf-extract', () => {
  it('reads a PDF from an address, page by page, with metadata', async () => {
    const response = await pdf({ pdf_url: `${pages.base}/buku.pdf` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.source).toEqual({ url: `${pages.base}/buku.pdf`, file_name: null });
    expect(data.metadata).toMatchObject({ title: 'Panduan Singkat', author: 'Sari', page_count: 2 });
    expect(data.pages).toHaveLength(2);
    expect(data.pages[0]).toMatchObject({ number: 1, has_text_layer: true, ocr: 'not-needed' });
    expect(data.text).toContain('Membaca adalah jendela dunia');
    expect(data.word_count).toBeGreaterThan(50);
  });

  it('reads an uploaded pdf_file, and refuses a file that is not a PDF', async () => {
    const response = await multipart('pdf_file', shortPdf);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pages).toHaveLength(2);
    const text = await multipart('pdf_file', Buffer.from('bukan pdf sama sekali'), 'application/pdf');
    expect(text.statusCode).toBe(422);
    expect(text.json().code).toBe('NOT_A_PDF');
    const broken = await multipart(
      'pdf_file',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 7)]),
    );
    expect(broken.statusCode).toBe(422);
    expect((await multipart('berkas', shortPdf)).json().code).toBe('FILE_REQUIRED');
    const huge = await multipart(
      'pdf_file',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { limit_bytes: 20 * 1024 * 1024 },
    });
    expect((await pdf({})).statusCode).toBe(400);
    expect((await pdf({ pdf_url: `${pages.base}/artikel` })).json().code).toBe('FETCH_UNSUPPORTED_CONTENT');
  });

  it('hands a long PDF to a job that only its owner can read, and refuses one past the maximum', async () => {
    // A queued job holds its unit of the monthly quota from the start (given back only if it fails).
    const usageBefore = await api(t.app, {
      method: 'GET',
      url: '/api/v2/extraction/usage',
      token: owner.token,
    });
    const started = await pdf({ pdf_url: `${pages.base}/panjang.pdf` });
    expect(started.statusCode).toBe(202);
    const job = started.json().data;
    expect(job).toMatchObject({ status: 'queued', page_count: 4, result: null });
    expect(job.status_url).toBe(`/api/v2/pdf-extract/jobs/${job.id}`);
    await t.ctx.jobs.runDue();
    const polled = await api(t.app, { method: 'GET', url: job.status_url, headers: { 'x-api-key': key } });
    expect(polled.statusCode).toBe(200);
    expect(polled.json().data).toMatchObject({ status: 'done', result: { metadata: { page_count: 4 } } });
    expect(polled.json().data.result.pages).toHaveLength(4);
    const bySession = await api(t.app, { method: 'GET', url: job.status_url, token: owner.token });
    expect(bySession.json().data.status).toBe('done');
    const stranger = await createUser(t.app, t.ctx);
    expect((await api(t.app, { method: 'GET', url: job.status_url, token: stranger.token })).statusCode).toBe(
      404,
    );
    expect((await api(t.app, { method: 'GET', url: job.status_url })).statusCode).toBe(401);
    const usageAfter = await api(t.app, {
      method: 'GET',
      url: '/api/v2/extraction/usage',
      token: owner.token,
    });
    expect(usageAfter.json().data.used_this_month).toBe(usageBefore.json().data.used_this_month + 1);

    const tooLong = await pdf({ pdf_url: `${pages.base}/sangat-panjang.pdf` });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({
      code: 'PDF_TOO_MANY_PAGES',
      details: { page_count: 9, max_pages: 8 },
    });
  });
});

describe('the playground', () => {
  it('extracts with the session, charged to the playground', async () => {
    const user = await createUser(t.app, t.ctx);
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/playground/web-extract',
      token: user.token,
      body: { url: `${pages.base}/artikel`, format: 'text' },
    });
    expect(response.statusCode).toBe(200);
    const usage = await api(t.app, { method: 'GET', url: '/api/v2/extraction/usage', token: user.token });
    expect(usage.json().data.days).toEqual([expect.objectContaining({ key_id: null, web: 1, pdf: 0 })]);
  });
});

describe('the API document', () => {
  it('describes both endpoints with the X-API-Key scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    for (const path of ['/api/v2/web-extract', '/api/v2/pdf-extract']) {
      expect(doc.paths[path].post.security).toEqual([{ apiKey: [] }]);
    }
    expect(Object.keys(doc.paths['/api/v2/pdf-extract'].post.requestBody.content)).toContain(
      'multipart/form-data',
    );
  });
});
