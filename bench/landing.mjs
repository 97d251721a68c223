// Public landing pages: p95 of `/{userid}/{slug}` (the whole document, rendered by the server with its data
// island) at 50 connections with autocannon, and the first-load JavaScript of that document, gzipped.
// PGlite by default; BENCH_DATABASE_URL=postgres://... runs the same on PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { api, requireBuild, root, startServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = 20;
const P95_BUDGET_MS = 50;
const JS_BUDGET_KB = 100;
const postgresDb = process.env.BENCH_DATABASE_URL
  ? await temporaryPostgresDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const env = postgresDb ? { DATABASE_URL: postgresDb.url } : {};

// ---------------------------------------------------------------- first-load JavaScript of the document
const dist = path.join(root, 'apps/web/dist');
const assets = path.join(dist, 'assets');
let html;
try {
  html = readFileSync(path.join(dist, 'landing.html'), 'utf8');
} catch {
  console.error('Build the web app first: npm run build -w @pustaka/web');
  process.exit(1);
}
const staticImports = (name) =>
  [
    ...readFileSync(path.join(assets, name), 'utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]);
const seen = new Set();
const visit = (name) => {
  if (seen.has(name)) return;
  seen.add(name);
  for (const dep of staticImports(name)) visit(dep);
};
const firstScripts = [
  ...html.matchAll(/<script[^>]+src="\/?assets\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?assets\/([^"]+\.js)"/g),
].map((m) => m[1]);
for (const script of firstScripts) visit(script);
let jsBytes = 0;
for (const file of [...seen].sort()) {
  const gzip = gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  jsBytes += gzip;
  console.log(`  ${file.padEnd(40)} ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
}
const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?assets\/([^"]+\.css)"/g)];
console.log(
  `First-load JS of a public landing page: ${(jsBytes / 1024).toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB); stylesheets loaded: ${stylesheets.length} (the page's CSS is inline)`,
);

// ---------------------------------------------------------------- a creator with the plan, and pages
let server = await startServer({ port: 3931, env });
const dataDir = server.dataDir;
const publisher = await api(server.url, 'POST', '/auth/login', {
  json: { email: 'penerbit@pustaka.test', password: 'Penerbit#Pustaka1' },
});
// The demo catalogue fills in the background; the pages show the publisher's first products.
let products = [];
for (let tries = 0; tries < 600 && products.length < 6; tries++) {
  products = (await api(server.url, 'GET', '/books?status=approved&pageSize=12', { token: publisher.token }))
    .data.items;
  if (products.length < 6) await new Promise((r) => setTimeout(r, 200));
}
await server.stop();
// The plan with landing pages, as a paid purchase leaves it.
const GRANT = `insert into subscriptions (user_id, plan_id, plan_name, status, start_date, end_date, payment_method)
  select id, 9, 'Publisher VIP', 'active', now() - interval '1 day', now() + interval '30 days', 'qris'
  from users where email = 'penerbit@pustaka.test'`;
if (postgresDb) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(postgresDb.url, { max: 1, onnotice: () => {} });
  await sql.unsafe(GRANT);
  await sql.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.exec(GRANT);
  await db.close();
}
server = await startServer({ port: 3932, dataDir, env });
const { token } = await api(server.url, 'POST', '/auth/login', {
  json: { email: 'penerbit@pustaka.test', password: 'Penerbit#Pustaka1' },
});
const paths = [];
for (let n = 1; n <= PAGES; n++) {
  const page = await api(server.url, 'POST', '/landing-pages', {
    token,
    json: {
      title: `Toko Budi ${n}`,
      description: 'Ebook, audio dan kelas dari Budi',
      slug: `toko-budi-${n}`,
      theme: ['light', 'dark', 'sunset', 'forest'][n % 4],
      brandColor: '#e11d48',
      blocks: [
        {
          type: 'hero',
          id: 'hero',
          title: 'Belajar bersama Budi',
          text: 'Mulai hari ini.',
          buttonLabel: 'Lihat',
          buttonUrl: '/products',
        },
        { type: 'products', id: 'grid', title: 'Karya', productIds: products.slice(0, 6).map((p) => p.id) },
        {
          type: 'links',
          id: 'bio',
          items: [
            { label: 'Instagram', url: 'https://instagram.com/budi' },
            { label: 'YouTube', url: 'https://youtube.com/@budi' },
          ],
        },
        { type: 'testimonials', id: 'quotes', items: [{ name: 'Sari', quote: 'Jelas dan praktis.' }] },
        { type: 'faq', id: 'faq', items: [{ question: 'Ada sertifikat?', answer: 'Ya.' }] },
        { type: 'text', id: 'story', html: '<p>Saya menulis sejak <strong>2010</strong>.</p>' },
        { type: 'cta', id: 'cta', title: 'Siap?', buttonLabel: 'Mulai', buttonUrl: '/products' },
      ],
    },
  });
  await api(server.url, 'POST', `/landing-pages/${page.data.id}/publish`, { token });
  paths.push(page.data.path);
}
const sample = await fetch(`${server.url}${paths[0]}`);
const document = await sample.text();
if (!sample.ok || !document.includes('data-landing'))
  throw new Error(`the page did not render: ${sample.status}`);
console.log(
  `Document: ${(document.length / 1024).toFixed(1)} KB, ${(gzipSync(document).length / 1024).toFixed(1)} KB gzip, ${products.length >= 6 ? 6 : products.length} products in its grid`,
);

// ---------------------------------------------------------------- p95 at 50 connections
function run(title, urlPaths, connections = 50) {
  let i = 0;
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections,
        duration: DURATION,
        requests: [{ setupRequest: (request) => ({ ...request, path: urlPaths[i++ % urlPaths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
        const bad = result.non2xx + result.errors;
        console.log(
          `${title.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p95 ${p95.toFixed(1)} ms  p99 ${result.latency.p99} ms${bad ? `  non-2xx/errors ${bad}` : ''}`,
        );
        resolve({ p95, bad });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
await run('warm-up', paths, 10);
const landing = await run(`/{userid}/{slug} (${PAGES} pages)`, paths);
await server.stop();
await postgresDb?.drop();

const failures = [];
if (landing.bad > 0) failures.push(`${landing.bad} requests failed`);
if (landing.p95 >= P95_BUDGET_MS)
  failures.push(`p95 ${landing.p95.toFixed(1)} ms is not under ${P95_BUDGET_MS} ms`);
if (jsBytes > JS_BUDGET_KB * 1024)
  failures.push(`first-load JS ${(jsBytes / 1024).toFixed(1)} KB is over ${JS_BUDGET_KB} KB`);
for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exitCode = 1;
