// Catalogue speed on 100,000 products: the home page's active list, a filtered sorted catalogue page and
// a full-text search, with autocannon, next to a bare Fastify route serving the same JSON from memory.
// PGlite by default; BENCH_DATABASE_URL=postgres://... runs the same on PostgreSQL, and
// CATALOGUE_MEMORY_INDEX=false sends every list to the database instead of the in-memory catalogue.
// BENCH_KEEP_DATABASE=<name> uses (and keeps) that database on the server of BENCH_DATABASE_URL, seeding it
// only when it holds fewer products than asked: a million products are seeded once and measured many times.
// The server's background jobs (the recommendations' rebuild at start above all) share its thread with the
// lists; the bench says how many ran during the runs, and BENCH_SETTLE=1 waits for them to finish first.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  keptPostgresDatabase,
  requireBuild,
  root,
  serverMemory,
  startServer,
  temporaryPostgresDatabase,
} from './lib.mjs';

requireBuild();
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const postgresDb = !process.env.BENCH_DATABASE_URL
  ? undefined
  : process.env.BENCH_KEEP_DATABASE
    ? await keptPostgresDatabase(process.env.BENCH_DATABASE_URL, process.env.BENCH_KEEP_DATABASE)
    : await temporaryPostgresDatabase(process.env.BENCH_DATABASE_URL);
const env = postgresDb ? { DATABASE_URL: postgresDb.url } : {};

// 1. First start: migrations and the demo seed. 2. Bulk products straight into the database.
let server = await startServer({ port: 3921, env });
const dataDir = server.dataDir;
let baseline;
// The bulk insert needs the demo publisher and the categories, which the background seed makes first.
for (let tries = 0; tries < 600; tries++) {
  const categories = await fetch(`${server.url}/api/v2/public/categories/active`).then((r) => r.json());
  if (categories.data?.length >= 6) {
    baseline = await serverMemory(server.url);
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
await server.stop();

const INSERT = `
  insert into products (seller_id, category_id, name, slug, description_html, description_text, format,
    base_price, discount_amount, status, is_published, published_at, sales_count)
  select s.id, c.ids[1 + g % array_length(c.ids, 1)],
    (array['Panduan','Belajar','Pembelajaran','Mengenal','Rahasia','Dasar-dasar','Kumpulan','Seni'])[1 + g % 8] || ' ' ||
    (array['Pemrograman','Memasak','Bahasa Jawa','Akuntansi','Fotografi','Kesehatan','Menulis','Investasi','Berkebun','Desain'])[1 + (g / 8) % 10] ||
    ' Jilid ' || g,
    'produk-' || g, '<p>Deskripsi produk ' || g || '</p>',
    'Materi ' || (array['praktis','lengkap','ringkas','bergambar','terstruktur'])[1 + g % 5] || ' untuk ' ||
    (array['pemula','pelajar','mahasiswa','guru','pelaku usaha','orang tua'])[1 + g % 6] ||
    ', disusun oleh praktisi dari ' || (array['Jakarta','Bandung','Medan','Makassar','Yogyakarta','Surabaya','Kupang'])[1 + g % 7] || '.',
    (array['PDF','MP3','CRS','PPT'])[1 + g % 4], (g % 40) * 5000, case when g % 5 = 0 and g % 40 > 0 then 5000 else 0 end,
    'approved', true, now() - (g || ' minutes')::interval, (g::bigint * 7919) % 1000
  from generate_series(1, ${PRODUCTS}) g
  cross join (select id from users where email = 'penerbit@pustaka.test') s
  cross join (select array_agg(id order by id) ids from categories) c`;

const seedStarted = performance.now();
if (postgresDb) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(postgresDb.url, { max: 1, onnotice: () => {} });
  const [{ seeded }] = await sql`select count(*)::int as seeded from products where slug like 'produk-%'`;
  if (seeded < PRODUCTS) {
    await sql.unsafe(INSERT.replace('generate_series(1,', `generate_series(${seeded + 1},`));
    await sql.unsafe('analyze products');
  }
  await sql.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.exec(INSERT);
  await db.exec('analyze products');
  await db.close();
}
console.log(
  `Seeded ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${postgresDb ? 'PostgreSQL' : 'PGlite'})`,
);

server = await startServer({ port: 3922, dataDir, env });
// The in-memory catalogue loads in the background after start (lists use the database meanwhile).
const loadStarted = performance.now();
for (;;) {
  const health = await fetch(`${server.url}/health`).then((r) => r.json());
  if (health.catalogue?.index !== 'loading') {
    console.log(
      `In-memory catalogue: ${health.catalogue?.index}, ${health.catalogue?.products?.toLocaleString('en')} products, ready ${((performance.now() - loadStarted) / 1000).toFixed(1)} s after /health answered`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
// Heap, the typed arrays' buffers and RSS: of this server with the catalogue loaded, and of the first one
// (the demo catalogue only), so the difference is what the catalogue holds.
const loaded = await serverMemory(server.url);
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const describe = (m) => `heap used ${mb(m.heap)}, array buffers ${mb(m.external)}, RSS ${mb(m.rss)}`;
console.log(`Memory with the catalogue loaded: ${describe(loaded)}`);
if (baseline) console.log(`Memory of the first start (demo catalogue only): ${describe(baseline)}`);
/** From its metrics: jobs the server is running now (its own claims), and jobs due that none has taken. */
async function jobs() {
  const text = await fetch(`${server.url}/metrics`).then((r) => r.text());
  const held = Number(/^pustaka_jobs_held (\d+)/m.exec(text)?.[1] ?? 0);
  const due = [...text.matchAll(/^pustaka_jobs_queued\{[^}]*\} (\d+)/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
  return { held, due };
}
if (process.env.BENCH_SETTLE === '1') {
  const settleStarted = performance.now();
  // A job that fell due a moment ago is taken at the queue's next tick (every 2 s): wait one before looking.
  await new Promise((r) => setTimeout(r, 3_000));
  for (let now = await jobs(); now.held > 0 || now.due > 0; now = await jobs()) {
    await new Promise((r) => setTimeout(r, 1_000));
  }
  console.log(
    `Background jobs finished ${((performance.now() - settleStarted) / 1000).toFixed(1)} s after the catalogue was ready`,
  );
}
const heldBefore = (await jobs()).held;
const activeBody = await (await fetch(`${server.url}/api/v2/public/books/active?limit=6`)).json();
const bare = fork(path.join(root, 'bench/bare-server.mjs'), {
  env: { ...process.env, PORT: '3923', BARE_BODY: JSON.stringify(activeBody) },
  stdio: 'ignore',
});
await new Promise((resolve) => bare.once('message', resolve));

/**
 * The path of the i-th request: the list's paths in turn, and once the list is used up, each again with a
 * price floor a rupiah higher per round, so the request is still one the public cache has not seen (a fast
 * machine asks for more paths in a run than the lists hold).
 */
function pathAt(paths, i) {
  const path = paths[i % paths.length];
  const round = Math.floor(i / paths.length);
  if (round === 0) return path;
  return /min_price=\d+/.test(path)
    ? path.replace(/min_price=(\d+)/, (_, floor) => `min_price=${Number(floor) + round}`)
    : `${path}&min_price=${round}`;
}

function run(title, url, paths, connections = 50) {
  let i = 0;
  // Every response time, so p95 is exact (autocannon reports p90 and p97.5 only).
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: DURATION,
        requests: paths
          ? [{ setupRequest: (request) => ({ ...request, path: pathAt(paths, i++) }) }]
          : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        const bad = result.non2xx + result.errors;
        times.sort((a, b) => a - b);
        const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] : 0;
        const repeated =
          paths && i > paths.length
            ? `  (${i - paths.length} paths asked again with a higher price floor)`
            : '';
        console.log(
          `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p95 ${p95.toFixed(1).padStart(5)} ms  p97.5 ${String(result.latency.p97_5).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms${bad ? `  non-2xx/errors ${bad}` : ''}${repeated}`,
        );
        resolve(result);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const api = `${server.url}/api/v2`;
const sorts = ['newest', 'price_asc', 'price_desc', 'best_selling'];
const formats = ['Ebook', 'Audio', 'Video', 'Slides'];
/** Every combination of the choices once, in a shuffled (but repeatable) order. */
function combinations(choices, toPath) {
  let all = [[]];
  for (const options of choices) all = all.flatMap((picked) => options.map((o) => [...picked, o]));
  let seed = 7;
  for (let n = all.length - 1; n > 0; n--) {
    seed = (seed * 16807) % 2147483647;
    const k = seed % (n + 1);
    [all[n], all[k]] = [all[k], all[n]];
  }
  return all.map((picked) => toPath(...picked));
}
const pages = (n) => Array.from({ length: n }, (_, k) => k + 1);
// Distinct pages (28,000), so requests miss the short public cache and reach the database; past them, pathAt
// makes each new again, and the bench says how many it had to.
const cataloguePaths = combinations(
  [formats, [0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5, 6], sorts, pages(50)],
  (format, min, max, sort, page) =>
    `/api/v2/public/books?format=${format}&min_price=${min * 10000}&max_price=${150000 + max * 10000}&sort=${sort}&page=${page}&pageSize=24`,
);
const words = [
  'belajar',
  'memasak',
  'fotografi',
  'akuntansi',
  'jawa',
  'investasi',
  'berkebun',
  'desain',
  'menulis',
  'kesehatan',
  'pemrograman',
  'panduan',
  'rahasia',
  'seni',
  'kumpulan',
  'mengenal',
  'praktis',
  'pemula',
  'guru',
  'bandung',
];
const searchSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling'];
// Distinct searches (16,000): twenty words, five sorts, twenty pages, with or without a format and a price cap.
const searchPaths = combinations(
  [
    words,
    searchSorts,
    pages(20),
    ['', '&format=Ebook'],
    ['', '&max_price=100000', '&max_price=150000', '&max_price=50000'],
  ],
  (word, sort, page, format, price) =>
    `/api/v2/public/books?q=${word}&page=${page}&sort=${sort}${format}${price}&pageSize=24`,
);

console.log(`\nautocannon, ${DURATION} s each (c = concurrent connections):`);
const bareResult = await run(
  'bare Fastify, same JSON from memory, c=50',
  'http://127.0.0.1:3923/public/books/active',
);
const active = await run('GET /public/books/active?limit=6, c=50', `${api}/public/books/active?limit=6`);
await run(
  'one catalogue page (cached), c=50',
  `${api}/public/books?format=Ebook&min_price=10000&sort=price_asc&page=3`,
);
// Distinct queries reach the database: measured at a concurrency two cores serve without long queues.
await run('distinct filtered+sorted pages, c=10', api, cataloguePaths, 10);
await run('distinct full-text searches, c=10', api, searchPaths, 10);
console.log(
  `\nactive endpoint / bare route: ${((active.requests.average / bareResult.requests.average) * 100).toFixed(0)}% (target >= 50%)`,
);

console.log(`Memory after the runs: ${describe(await serverMemory(server.url))}`);
console.log(
  `Background jobs running in the server: ${heldBefore} when the runs began, ${(await jobs()).held} when they ended (BENCH_SETTLE=1 waits for none)`,
);
bare.kill();
await server.stop();
await postgresDb?.drop();
