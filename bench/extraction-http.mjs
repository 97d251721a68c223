// The extraction endpoints under load: POST /web-extract and POST /pdf-extract (by address and as an upload),
// called with an API key by 10 concurrent clients, against a local page server (EXTRACT_ALLOWED_HOSTS lets
// the server fetch from it). Each run reports requests per second and an exact p95. PostgreSQL on
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and
// dropped), so the bench can put its user on a paid plan (the free quota is 100 a month) and empty the usage
// between runs. BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) change the load; BENCH_PORT (3977) moves the
// server (the page server takes the next port).
import { once } from 'node:events';
import http from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { api, requireBuild, startServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3977);
const PAGE_PORT = PORT + 1;

const paragraph = (n) =>
  `<p>Paragraf ${n}: perpustakaan digital membantu pembaca di seluruh Indonesia menemukan buku, artikel ` +
  'dan kursus yang mereka butuhkan. Kreator menerbitkan karya mereka, pembaca membayar dengan mudah, lalu ' +
  'membaca di ponsel maupun komputer tanpa hambatan, kapan saja dan di mana saja.</p>';
/** A news article of about 1,000 words with the usual furniture around it. */
const ARTICLE = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Membaca di Era Digital</title>
<meta name="author" content="Sari Wulandari"><meta property="og:site_name" content="Kabar Pustaka"></head><body>
<header><nav>${Array.from({ length: 20 }, (_, i) => `<a href="/kategori/${i}">Kategori ${i}</a>`).join(' ')}</nav></header>
<div class="cookie-banner">Kami memakai cookie. <button>Setuju</button></div>
<main><article><h1>Membaca di Era Digital</h1>${Array.from({ length: 30 }, (_, i) => paragraph(i + 1)).join('\n')}</article>
<aside class="related">${Array.from({ length: 10 }, (_, i) => `<a href="/berita/${i}">Berita lain ${i}</a>`).join('')}</aside></main>
<footer>Hak cipta 2026 Kabar Pustaka</footer></body></html>`;

/** A 5-page text PDF, made with pdf-lib (a dependency of the server). */
async function makePdf(pages) {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle('Panduan Membaca');
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([420, 595]);
    page.drawText(`Bab ${p}`, { x: 40, y: 540, size: 18, font });
    for (let line = 0; line < 30; line++) {
      page.drawText(`Baris ${line + 1} halaman ${p}: membaca setiap hari membuka jendela dunia.`, {
        x: 40,
        y: 510 - line * 15,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await doc.save());
}

/** Logs the demo member in, waiting for the seed, which may still be writing the demo accounts. */
async function demoMemberSession(base) {
  for (let tries = 0; ; tries++) {
    try {
      return await api(base, 'POST', '/auth/login', {
        json: { email: 'anggota@pustaka.test', password: 'Anggota#Pustaka1' },
      });
    } catch (error) {
      if (tries >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function run(title, options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: DURATION, ...options },
      (error, result) => {
        if (error) return reject(error);
        const bad = result.non2xx + result.errors;
        times.sort((a, b) => a - b);
        const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] : 0;
        console.log(
          `${title.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  p99 ${String(result.latency.p99).padStart(4)} ms${bad ? `  non-2xx/errors ${bad}` : ''}`,
        );
        resolve(result);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const pdf = await makePdf(5);
const pages = http.createServer((request, response) => {
  if (request.url === '/buku.pdf')
    return response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
});
pages.listen(PAGE_PORT, '127.0.0.1');
await once(pages, 'listening');

const database = await temporaryPostgresDatabase(POSTGRES_URL);
const { default: postgres } = await import('postgres');
const sql = postgres(database.url, { max: 1, onnotice: () => {} });
const server = await startServer({
  port: PORT,
  env: {
    DATABASE_URL: database.url,
    EXTRACT_ALLOWED_HOSTS: `127.0.0.1:${PAGE_PORT}`,
    EXTRACT_KEY_RATE_PER_MINUTE: '100000',
  },
});
try {
  // The demo member, on the Pro plan (10,000 extractions a month), with a key.
  const member = await demoMemberSession(server.url);
  await sql`insert into subscriptions (user_id, plan_id, plan_name, status, start_date, end_date, payment_method)
    values (${member.user.id}, 6, 'Pro Bulanan', 'active', now(), now() + interval '30 days', 'qris')`;
  const { data: created } = await api(server.url, 'POST', '/extraction/keys', {
    token: member.token,
    json: { name: 'Bench' },
  });
  const headers = { 'content-type': 'application/json', 'x-api-key': created.key };
  const emptyUsage = () => sql`delete from extraction_usage`;

  const boundary = '----pustaka-bench';
  const upload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pdf_file"; filename="buku.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  console.log(
    `Extraction API, autocannon, ${DURATION} s each, ${CONNECTIONS} connections; article ~1,000 words, PDF 5 pages (${pdf.length} bytes); load ${load()}`,
  );
  await emptyUsage();
  await run('POST /web-extract (markdown)', {
    url: `${server.url}/api/v2/web-extract`,
    method: 'POST',
    headers,
    body: JSON.stringify({ url: `http://127.0.0.1:${PAGE_PORT}/artikel`, format: 'markdown' }),
  });
  await emptyUsage();
  await run('POST /pdf-extract (pdf_url)', {
    url: `${server.url}/api/v2/pdf-extract`,
    method: 'POST',
    headers,
    body: JSON.stringify({ pdf_url: `http://127.0.0.1:${PAGE_PORT}/buku.pdf` }),
  });
  await emptyUsage();
  await run('POST /pdf-extract (pdf_file upload)', {
    url: `${server.url}/api/v2/pdf-extract`,
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-api-key': created.key },
    body: upload,
  });
  console.log(`load after: ${load()}`);
} finally {
  await sql.end();
  await server.stop();
  pages.close();
  await database.drop();
}
