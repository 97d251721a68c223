// The shop through HAProxy with one app process and with three, side by side in one run (`npm run cluster`'s
// setup: PostgreSQL, Redis, s3rver): distinct catalogue pages and searches (autocannon), a checkout burst
// paid by the sandbox gateway's webhooks, and a live game; each followed by its consistency checks.
// One cluster of three processes serves both columns: for "1 process" the balancer sends everything to the
// first (the others are in maintenance and idle). BENCH_PRODUCTS (20,000), BENCH_SECONDS (8),
// BENCH_BUYERS (60), BENCH_PLAYERS (300); PostgreSQL on BENCH_DATABASE_URL (a throwaway database).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  account,
  checkout,
  host,
  liveGame,
  player,
  productOnSale,
  settle,
  sleep,
} from '../e2e/cluster/helpers.mjs';
import { clusterDatabase, ensurePostgres, startCluster, waitFor } from '../scripts/cluster/lib.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 60);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const QUESTIONS = 5;
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 4610;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const ms = (value) => `${Math.round(value)} ms`;

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

const INSERT = `
  insert into products (seller_id, category_id, name, slug, description_html, description_text, format,
    base_price, discount_amount, status, is_published, published_at, sales_count)
  select $1, null,
    (array['Panduan','Belajar','Pembelajaran','Mengenal','Rahasia','Dasar-dasar','Kumpulan','Seni'])[1 + g % 8] || ' ' ||
    (array['Pemrograman','Memasak','Bahasa Jawa','Akuntansi','Fotografi','Kesehatan','Menulis','Investasi','Berkebun','Desain'])[1 + (g / 8) % 10] ||
    ' Jilid ' || g,
    'produk-klaster-' || g, '<p>Deskripsi produk ' || g || '</p>',
    'Materi ' || (array['praktis','lengkap','ringkas','bergambar','terstruktur'])[1 + g % 5] || ' untuk ' ||
    (array['pemula','pelajar','mahasiswa','guru','pelaku usaha','orang tua'])[1 + g % 6] || '.',
    (array['PDF','MP3','CRS','PPT'])[1 + g % 4], (g % 40) * 5000, 0,
    'approved', true, now() - (g || ' minutes')::interval, (g * 7919) % 1000
  from generate_series(1, ${PRODUCTS}) g`;

function cannon(url, paths, duration = SECONDS) {
  let i = 0;
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 10,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          bad: result.non2xx + result.errors,
          repeated: Math.max(0, i - paths.length),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

let pathSeed = 0;
/**
 * Catalogue paths no run has asked before (the public cache would answer repeats). The filters and sorts
 * cycle; the price ceiling moves by a rupiah a path, so no two paths are the same request.
 */
function cataloguePaths(count) {
  const sorts = ['newest', 'price_asc', 'price_desc', 'best_selling'];
  const formats = ['Ebook', 'Audio', 'Video', 'Slides'];
  const words = ['belajar', 'memasak', 'fotografi', 'akuntansi', 'jawa', 'investasi', 'desain', 'menulis'];
  const pages = [];
  const searches = [];
  for (let n = 0; n < count; n += 1) {
    const k = pathSeed++;
    pages.push(
      `/api/v2/public/books?format=${formats[k % 4]}&min_price=${(k % 5) * 10000}&max_price=${150000 + (Math.floor(k / 5) % 7) * 10000 + k}&sort=${sorts[Math.floor(k / 35) % 4]}&page=${1 + (Math.floor(k / 140) % 50)}&pageSize=24`,
    );
    searches.push(
      `/api/v2/public/books?q=${words[k % 8]}&sort=${sorts[Math.floor(k / 8) % 4]}&page=${1 + (Math.floor(k / 32) % 20)}&max_price=${50000 + (Math.floor(k / 640) % 10) * 10000 + k}&pageSize=24`,
    );
  }
  return { pages, searches };
}

async function checkoutRun(cluster, sql, product, buyers) {
  const started = performance.now();
  const checkoutMs = [];
  const orders = await Promise.all(
    buyers.map(async (buyer) => {
      const t0 = performance.now();
      const order = await checkout(cluster.url, buyer, product);
      checkoutMs.push(performance.now() - t0);
      await settle(cluster.url, order);
      return order;
    }),
  );
  const ids = orders.map((o) => o.order.id);
  await waitFor(
    async () =>
      (await sql`select count(*)::int as n from orders where id in ${sql(ids)} and status = 'paid'`)[0].n ===
      ids.length,
    { ms: 120_000, every: 100, message: 'orders were not all paid' },
  );
  const seconds = (performance.now() - started) / 1000;
  const [owned] = await sql`select count(*)::int as n from ownerships where order_id in ${sql(ids)}`;
  const [sales] = await sql`
    select count(*)::int as n from (select order_id from ledger_entries where kind = 'sale' and order_id in ${sql(ids)}
     group by order_id having count(distinct txn) = 1) s`;
  const [ledger] = await sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries`;
  return {
    perSecond: ids.length / seconds,
    p50: percentile(checkoutMs, 0.5),
    p95: percentile(checkoutMs, 0.95),
    checks: [
      [`${ids.length} orders paid`, true],
      [`one ownership each (${owned.n})`, owned.n === ids.length],
      [`one ledger sale each (${sales.n})`, sales.n === ids.length],
      [`ledger sums to 0 (${ledger.total})`, Number(ledger.total) === 0],
    ],
  };
}

async function liveRun(cluster, sql, admin) {
  const game = await liveGame(cluster.url, admin, QUESTIONS);
  const ws = `${cluster.url.replace('http', 'ws')}${game.ws_path}`;
  const players = Array.from({ length: PLAYERS }, (_, i) =>
    player(ws, game.pin, `Pemain ${i}`, { thinkMs: 1_000 }),
  );
  for (let i = 0; i < players.length; i += 50)
    await Promise.all(players.slice(i, i + 50).map((p) => p.open()));
  await Promise.all(players.map((p) => p.next('welcome')));
  const screen = await host(ws, game).open();
  await screen.next('host_welcome');
  await screen.send({ type: 'start' });
  for (let index = 0; index < QUESTIONS; index += 1) {
    await screen.next('reveal', { where: (f) => f.question_index === index, ms: 60_000 });
    await screen.send({ type: 'next' });
    await screen.next('leaderboard', { where: (f) => f.question_index === index });
    await screen.send({ type: 'next' });
  }
  await screen.next('podium', { ms: 60_000 });
  const podiums = await Promise.all(players.map((p) => p.next('podium', { ms: 60_000 })));
  const acks = players.flatMap((p) => [...p.ackMs.values()]);
  const reveals = players.flatMap((p) => p.frames.filter((f) => f.type === 'reveal'));
  // closed_at is the server's clock when the question closed; this machine's clock is the same one.
  const revealMs = reveals.map((f) => f.received - f.closed_at);
  const rows = await sql`
    select p.id, p.score, coalesce(sum(a.points), 0)::int as points, count(a.*)::int as answers
      from live_players p left join live_answers a on a.player_id = p.id
     where p.game_id = ${game.id} group by p.id`;
  for (const client of [...players, screen]) client.close();
  return {
    p50: percentile(acks, 0.5),
    p95: percentile(acks, 0.95),
    reveal: percentile(revealMs, 0.95),
    checks: [
      [`${PLAYERS} players seated`, rows.length === PLAYERS],
      [
        `every answer acknowledged (${acks.length} of ${PLAYERS * QUESTIONS})`,
        acks.length === PLAYERS * QUESTIONS,
      ],
      [
        'each answer stored and scored once',
        rows.every((r) => r.answers === QUESTIONS && r.score === r.points),
      ],
      [`every player saw ${QUESTIONS} reveals`, reveals.length === PLAYERS * QUESTIONS],
      ['every podium right', podiums.every((p) => p.you.correct_count === QUESTIONS)],
    ],
  };
}

await ensurePostgres(SERVER);
const database = await clusterDatabase(SERVER, `pustaka_bench_cluster_${Date.now().toString(36)}`, {
  fresh: true,
});
const cluster = await startCluster({
  port: PORT,
  databaseUrl: database.url,
  directory: mkdtempSync(path.join(tmpdir(), 'pustaka-bench-cluster-')),
  env: { LIVE_MAX_SOCKETS_PER_ADDRESS: '100000', LIVE_JOINS_PER_ADDRESS: '1000000' },
});
const sql = database.sql();
let failed = false;
try {
  console.log(`load average at start: ${load()}`);
  const admin = await account(cluster.url, sql, { roles: ['admin'], name: 'admin' });
  const publisher = await account(cluster.url, sql, { roles: ['publisher'], name: 'penerbit' });
  const product = await productOnSale({ made: cluster.url, approved: cluster.url, publisher, admin });
  await sql.unsafe(INSERT, [publisher.id]);
  await sql`analyze products`;
  // Every process loads the catalogue afresh, with the products written straight into the database.
  await Promise.all(cluster.apps.map((app) => app.stop()));
  await Promise.all(cluster.apps.map((app) => app.start().ready(300_000)));
  await cluster.haproxy.waitFor(
    cluster.apps.map((app) => app.name),
    'UP',
  );
  const buyers = await pool(
    Array.from({ length: BUYERS * 2 }, (_, i) => i),
    6,
    (i) => account(cluster.url, sql, { name: `pembeli${i}` }),
  );
  console.log(`${PRODUCTS.toLocaleString('en')} products, ${buyers.length} buyers ready (load ${load()})`);

  const columns = [];
  for (const processes of [1, 3]) {
    for (const app of cluster.apps.slice(1)) {
      await cluster.haproxy.command(`${processes === 1 ? 'disable' : 'enable'} server app/${app.name}`);
    }
    if (processes === 3) await cluster.haproxy.waitFor(['app2', 'app3'], 'UP');
    await sleep(500);
    // Each process warms up (JIT, first reads) on paths of its own before the measured runs.
    const warm = cataloguePaths(2_000);
    await cannon(cluster.url, [...warm.pages, ...warm.searches], 2);
    // More distinct paths than a run asks for (a fast machine answers over 6,000 a second), so every answer
    // is made, not taken from the public cache.
    const { pages, searches } = cataloguePaths(150_000);
    const catalogue = await cannon(cluster.url, pages);
    const search = await cannon(cluster.url, searches);
    const paid = await checkoutRun(
      cluster,
      sql,
      product.id,
      buyers.slice(processes === 1 ? 0 : BUYERS, processes === 1 ? BUYERS : BUYERS * 2),
    );
    const live = await liveRun(cluster, sql, admin);
    columns.push({ processes, catalogue, search, paid, live, load: load() });
  }

  const row = (label, pick) =>
    console.log(`  ${label.padEnd(44)} ${columns.map((c) => pick(c).padStart(22)).join('')}`);
  console.log(
    `\nThrough HAProxy, PostgreSQL, Redis events, s3rver (c = concurrent clients, ${SECONDS} s each):`,
  );
  row('', (c) => `${c.processes} process${c.processes > 1 ? 'es' : ''}`);
  row('distinct catalogue pages, c=10: req/s', (c) => `${Math.round(c.catalogue.rps)}/s`);
  row('  p50 / p95', (c) => `${ms(c.catalogue.p50)} / ${ms(c.catalogue.p95)}`);
  row('distinct full-text searches, c=10: req/s', (c) => `${Math.round(c.search.rps)}/s`);
  row('  p50 / p95', (c) => `${ms(c.search.p50)} / ${ms(c.search.p95)}`);
  row(`checkout, ${BUYERS} buyers at once: paid orders/s`, (c) => `${c.paid.perSecond.toFixed(1)}/s`);
  row('  POST /orders/checkout p50 / p95', (c) => `${ms(c.paid.p50)} / ${ms(c.paid.p95)}`);
  row(
    `live game, ${PLAYERS} players: answer → ack p50 / p95`,
    (c) => `${ms(c.live.p50)} / ${ms(c.live.p95)}`,
  );
  row('  question closed → reveal at every player p95', (c) => ms(c.live.reveal));
  row('load average after', (c) => c.load.split(' ')[0]);
  for (const c of columns) {
    console.log(`\n${c.processes} process${c.processes > 1 ? 'es' : ''}:`);
    const bad = c.catalogue.bad + c.search.bad;
    const repeated = c.catalogue.repeated + c.search.repeated;
    const checks = [
      [`catalogue and searches: every answer 2xx (${bad} not)`, bad === 0],
      [`every catalogue path asked once, none from the cache (${repeated} repeated)`, repeated === 0],
      ...c.paid.checks,
      ...c.live.checks,
    ];
    for (const [label, ok] of checks) {
      console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
      if (!ok) failed = true;
    }
  }
  console.log(`\nconsistency: ${failed ? 'FAIL' : 'PASS'}`);
} finally {
  await sql.end();
  await cluster.stop();
  await database.drop();
}
process.exitCode = failed ? 1 : 0;
