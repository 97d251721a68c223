// Recommendations at catalogue scale: 100,000 products and 1,000,000 purchases seeded with bulk SQL, then
// the full rebuild (time and memory), the refresh after one sale, and the p95 of reading a product page's two
// lists (GET /api/v2/recommendations/products/:id through the real app, in process, as a guest).
//
//   npm run bench:recommendations
//
// BENCH_DATABASES=pglite,postgres (default both); PostgreSQL on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped). BENCH_PRODUCTS and
// BENCH_PURCHASES change the sizes. Purchases follow tastes: each buyer keeps mostly to one of 20 categories,
// within it to its best sellers (a squared-uniform rank), and one purchase in five is anywhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { rebuildAll, refreshAfterSale } from '../apps/server/src/modules/recommendations/index.ts';
import { temporaryPostgresDatabase } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 1_000_000);
const BASKET = 5;
const BUYERS = Math.ceil(PURCHASES / BASKET);
const SELLERS = 1_000;
const CATEGORIES = 20;
const READS = 2_000;
const WARMUP = 200;
const REFRESHES = 200;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const WORDS = [
  'belajar',
  'memasak',
  'rendang',
  'bisnis',
  'online',
  'pemrograman',
  'python',
  'desain',
  'grafis',
  'fotografi',
  'keuangan',
  'investasi',
  'saham',
  'bahasa',
  'inggris',
  'matematika',
  'fisika',
  'sejarah',
  'nusantara',
  'novel',
  'puisi',
  'anak',
  'parenting',
  'kesehatan',
  'yoga',
  'musik',
  'gitar',
  'marketing',
  'digital',
  'pertanian',
];
const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const fmt = (n) => n.toFixed(2);
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return { result, seconds };
}

async function seed(db) {
  const run = (text) => db.execute(sql.raw(text));
  await timed(`users (${(SELLERS + BUYERS).toLocaleString('en')})`, () =>
    run(
      `insert into users (email, first_name) select 'u' || g || '@bench.test', 'Pengguna ' || g from generate_series(1, ${SELLERS + BUYERS}) g`,
    ),
  );
  await run(
    `insert into categories (name, slug) select 'Kategori ' || g, 'kategori-' || g from generate_series(1, ${CATEGORIES}) g`,
  );
  await timed(`products (${PRODUCTS.toLocaleString('en')})`, () =>
    run(`insert into products (seller_id, category_id, name, slug, description_text, format, base_price, status, is_published, published_at)
      select (g % ${SELLERS}) + 1, (g % ${CATEGORIES}) + 1,
        initcap((${words})[1 + (g * 7) % 30] || ' ' || (${words})[1 + (g * 13) % 30] || ' ' || (${words})[1 + (g / 97) % 30]) || ' Vol. ' || (1 + g % 4),
        'produk-' || g,
        'Panduan ' || (${words})[1 + (g * 7) % 30] || ' dan ' || (${words})[1 + (g * 11) % 30] || ' untuk pembaca Indonesia, ' || (${words})[1 + (g * 17) % 30] || ' praktis.',
        (array['PDF','MP3','CRS','PPT'])[1 + g % 4], 50000, 'approved', true, now() - (g || ' minutes')::interval
      from generate_series(1, ${PRODUCTS}) g`),
  );
  await timed(`purchases (${PURCHASES.toLocaleString('en')} drawn)`, () =>
    run(`insert into recommendation_purchases (user_id, product_id, acquired_at)
      select u, case when random() < 0.2 then 1 + floor(random() * ${PRODUCTS})::int
        else 1 + ((floor(power(random(), 2) * ${PRODUCTS / CATEGORIES})::int * ${CATEGORIES} + u % ${CATEGORIES}) % ${PRODUCTS}) end,
        now() - random() * interval '90 days'
      from generate_series(${SELLERS + 1}, ${SELLERS + BUYERS}) u, generate_series(1, ${BASKET}) k
      on conflict do nothing`),
  );
  await timed('sales figures', () =>
    run(
      `update products set sales_count = c.n from (select product_id, count(*)::int n from recommendation_purchases group by 1) c where products.id = c.product_id`,
    ),
  );
  const [{ n }] = await rows(db, 'select count(*)::int as n from recommendation_purchases');
  console.log(`  ${Number(n).toLocaleString('en')} distinct purchases kept`);
}

async function rows(db, text) {
  const result = await db.execute(sql.raw(text));
  return Array.isArray(result) ? result : result.rows;
}

async function benchOne(kind) {
  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pustaka-bench-reco-'));
  const temporary = kind === 'postgres' ? await temporaryPostgresDatabase(POSTGRES_URL) : undefined;
  const database = temporary
    ? await openPostgres(temporary.url)
    : await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  try {
    await seed(database.db);
    // The rebuild is one long computation: a timer cannot sample it, the process's peak RSS can. On PGlite the
    // database lives in this process too, so only the PostgreSQL figure is the rebuild's own.
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    // The rebuild waits on the database between blocks: a sampler then sees the memory it holds.
    global.gc?.();
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const baseline = used();
    let held = 0;
    const sampler = setInterval(() => {
      held = Math.max(held, used() - baseline);
    }, 20);
    const rebuild = await timed(
      'full rebuild (features, co-occurrence, TF-IDF, series, popular; written back block by block)',
      () => rebuildAll(database.db, new Date()),
    );
    clearInterval(sampler);
    held = Math.max(held, used() - baseline);
    const peakAfter = process.resourceUsage().maxRSS * 1024;
    console.log(
      `  memory the rebuild held (JS heap and typed arrays above the start, sampled every 20 ms): ${mb(held)}; process peak RSS ${mb(peakAfter)} (${mb(peakBefore)} before it)${kind === 'pglite' ? ', database included' : ''}`,
    );
    const refreshMs = [];
    for (let i = 0; i < REFRESHES; i += 1) {
      const userId = SELLERS + 1 + Math.floor(Math.random() * BUYERS);
      const productId = 1 + Math.floor(Math.random() ** 2 * PRODUCTS);
      await database.db.execute(
        sql`insert into recommendation_purchases (user_id, product_id, acquired_at) values (${userId}, ${productId}, now()) on conflict do nothing`,
      );
      const started = performance.now();
      await refreshAfterSale(database.db, productId, userId, new Date());
      refreshMs.push(performance.now() - started);
    }
    console.log(
      `  refresh after one sale (the product's list and the buyer's other products' lists, incrementally): p50 ${fmt(percentile(refreshMs, 0.5))} ms, p95 ${fmt(percentile(refreshMs, 0.95))} ms`,
    );

    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://pustaka.bench' },
      { authSecret: 'bench-secret-that-is-long-enough-for-hs256-signing' },
    );
    const { app } = await buildApp(config, { database, logger: false });
    await app.ready();
    // Cards come from the in-memory catalogue once it has loaded (a process answers from the database
    // until then): the figures are for a process that is up.
    const loading = performance.now();
    for (;;) {
      const health = (await app.inject({ method: 'GET', url: '/health' })).json();
      if (health.catalogue?.index !== 'loading') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `  in-memory catalogue loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s more`,
    );
    const readMs = [];
    let items = 0;
    for (let i = 0; i < WARMUP + READS; i += 1) {
      const id = 1 + Math.floor(Math.random() ** 2 * PRODUCTS);
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/v2/recommendations/products/${id}` });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`read ${id}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (i >= WARMUP) {
        readMs.push(elapsed);
        const data = response.json().data;
        items += data.bought_together.items.length + data.similar.items.length;
      }
    }
    console.log(
      `  product page lists (GET /recommendations/products/:id, ${READS} reads): p50 ${fmt(percentile(readMs, 0.5))} ms, p95 ${fmt(percentile(readMs, 0.95))} ms, p99 ${fmt(percentile(readMs, 0.99))} ms; ${(items / READS).toFixed(1)} items per page`,
    );
    await app.close();
    return { kind, rebuild: rebuild.seconds, peak: peakAfter, held };
  } finally {
    await database.close();
    await temporary?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Recommendations bench: ${PRODUCTS.toLocaleString('en')} products, ${PURCHASES.toLocaleString('en')} purchases drawn by ${BUYERS.toLocaleString('en')} buyers`,
);
const results = [];
for (const kind of DATABASES) results.push(await benchOne(kind));
const postgresRun = results.find((r) => r.kind === 'postgres');
const slowest = results.reduce((a, b) => (b.rebuild > a.rebuild ? b : a), results[0]);
if (slowest) {
  const factor = 1_000_000 / PRODUCTS;
  const memory = postgresRun
    ? `about ${mb(postgresRun.held * factor)} held by the rebuild (its figure here times ${factor}) in a process of about ${mb(postgresRun.peak - postgresRun.held + postgresRun.held * factor)}`
    : 'memory: run with postgres for a figure without the database in process';
  console.log(
    `\nEstimate for 1,000,000 products and ten times the purchases, scaling linearly: a rebuild of about ${Math.round((slowest.rebuild * factor) / 60)} min (the slowest run here times ${factor}) and ${memory}; a read stays one indexed query for the neighbours and cards from memory, so it does not grow with the catalogue.`,
  );
}
