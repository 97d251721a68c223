import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser } from '#test/factories.ts';
import { gzipListBomb, pathologicalHtml, streamBombPdf } from './test-bombs.ts';
import { ARTICLE } from './test-pages.ts';

// Nothing a page or a PDF contains may stall the server: each hostile document is refused with a 4xx
// while a probe of /health keeps being answered.

let t: TestApp;
let server: http.Server;
let base: string;
let key: string;
let listBomb: Buffer;
let pdfBomb: Buffer;

beforeAll(async () => {
  [listBomb, pdfBomb] = await Promise.all([gzipListBomb(24), streamBombPdf(300)]);
  server = http.createServer((request, response) => {
    if (request.url === '/bom.html') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(listBomb);
    } else if (request.url === '/bom.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfBomb);
    } else response.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp({
    EXTRACT_ALLOWED_HOSTS: `127.0.0.1:${port}`,
    EXTRACT_WORKERS: '1',
    EXTRACT_WEB_SECONDS: '3',
    EXTRACT_KEY_RATE_PER_MINUTE: '1000',
  });
  const owner = await createUser(t.app, t.ctx);
  const created = await api(t.app, {
    method: 'POST',
    url: '/api/v2/extraction/keys',
    token: owner.token,
    body: { name: 'Isolasi' },
  });
  key = created.json().data.key;
}, 120_000);

afterAll(async () => {
  await t?.app.close();
  server?.closeAllConnections();
  server?.close();
});

const extract = (path: string, body: unknown) =>
  api(t.app, { method: 'POST', url: `/api/v2/${path}`, csrf: false, body, headers: { 'x-api-key': key } });

/** Requests /health every 50 ms until stopped; answers the slowest answer's time and how many there were. */
function probeHealth() {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { max: Math.max(...times), count: times.length };
  };
}

describe('extraction isolation', () => {
  it('refuses a gzip bomb, a 300 MB PDF stream and pathological HTML with a 4xx, bounds pathological HTML, and /health keeps answering', async () => {
    const stop = probeHealth();
    const started = performance.now();
    const [bomb, pdf, deep] = await Promise.all([
      extract('web-extract', { url: `${base}/bom.html` }),
      extract('pdf-extract', { pdf_url: `${base}/bom.pdf` }),
      extract('web-extract', { html: pathologicalHtml(5_000, 600_000) }),
    ]);
    const elapsed = performance.now() - started;
    const probe = await stop();

    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'FETCH_COMPRESSION_RATIO', details: { max_ratio: 40 } });
    expect(pdf.statusCode).toBe(413);
    expect(pdf.json().code).toBe('PDF_DECODED_TOO_LARGE');
    // A quiet machine may finish the deep page within its limit: then it is a bounded answer, otherwise a
    // clear refusal; what must never happen is a stall or a 5xx.
    if (deep.statusCode !== 200) {
      expect([413, 422]).toContain(deep.statusCode);
      expect(['WORKER_TIME_LIMIT', 'WORKER_MEMORY_LIMIT', 'EXTRACTION_OUTPUT_TOO_LARGE']).toContain(
        deep.json().code,
      );
    }
    // Within the web time limit (3 s) and the grace, with room for a busy machine.
    expect(elapsed).toBeLessThan(15_000);
    expect(probe.count).toBeGreaterThan(3);
    // Parsing ran in the worker: the serving thread answered every probe without a long stall.
    expect(probe.max).toBeLessThan(500);
  }, 60_000);

  it('after a worker was killed, the next page is extracted by a fresh one', async () => {
    const stuck = await extract('web-extract', { html: pathologicalHtml(10, 900_000) });
    expect([413, 422]).toContain(stuck.statusCode);
    const page = await extract('web-extract', { url: `${base}/artikel` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.title).toBe('Membaca di Era Digital');
  }, 60_000);
});
