import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, subscribe, type TestUser } from '#test/factories.ts';

const section = (title: string, topic: string) =>
  `<h2>${title}</h2>` +
  [1, 2, 3]
    .map(
      (n) =>
        `<p>${topic} bagian ${n}: kebun sekolah membantu murid belajar menanam sayur, merawat tanah, dan ` +
        `memahami asal makanan mereka sendiri setiap hari bersama guru dan orang tua.</p>`,
    )
    .join('');
const PAGE = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Kebun Sekolah | Kabar Guru</title></head>
<body><nav><a href="/">Beranda</a></nav><article><h1>Kebun Sekolah</h1>
${section('Memilih Lahan', 'Lahan')}${section('Menanam Sayur', 'Sayur')}${section('Merawat Bersama', 'Rawat')}
</article><footer>© Kabar Guru</footer></body></html>`;

let server: http.Server;
let base: string;
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  server = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ EXTRACT_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  creator = await createUser(t.app, t.ctx);
  await subscribe(t.ctx, creator);
});
afterAll(async () => {
  await t.app.close();
  server.close();
});

const create = (body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/ai-slides/prompts', token: creator.token, body });

describe('AI slides from a web page', () => {
  it('reads the page through the extraction service and follows its headings', async () => {
    const response = await create({
      topic: 'Kebun sekolah',
      slide_count: 5,
      source: { kind: 'url', url: `${base}/kebun` },
    });
    expect(response.statusCode).toBe(201);
    const deck = response.json().data;
    expect(deck.source).toMatchObject({ kind: 'url' });
    expect(deck.outline.map((item: { title: string }) => item.title).slice(1, 4)).toEqual([
      'Memilih Lahan',
      'Menanam Sayur',
      'Merawat Bersama',
    ]);
  });

  it('refuses private addresses and addresses that are not web pages, writing nothing', async () => {
    for (const url of [
      'http://10.0.0.1/rahasia',
      'http://169.254.169.254/latest/meta-data',
      'ftp://contoh.id/a',
    ]) {
      const response = await create({ topic: 'Kebun', source: { kind: 'url', url } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const list = await api(t.app, {
      method: 'GET',
      url: '/api/v2/ai-slides/slideshows',
      token: creator.token,
    });
    expect(list.json().data.total).toBe(1);
  });
});
