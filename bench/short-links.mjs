// Short-link redirects (`/{code}`) with click counting on, with autocannon at 50 connections, next to a bare
// Fastify redirect route in the same run (goal: at least 60% of its requests per second). Then the check
// that no click was lost: after a flush, the redirects counted equal the redirects sent, and a clean shutdown
// writes the counts still in memory. PGlite by default; BENCH_DATABASE_URL=postgres://... runs on PostgreSQL.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { requireBuild, root, startServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CONNECTIONS = 50;
const FLUSH_MS = Number(process.env.SHORT_LINK_FLUSH_MS ?? 2_000);
const postgresDb = process.env.BENCH_DATABASE_URL
  ? await temporaryPostgresDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
// No demo catalogue: its first-start work would compete with the measurement.
const env = {
  SEED_DEMO: 'false',
  SHORT_LINK_FLUSH_MS: String(FLUSH_MS),
  ...(postgresDb ? { DATABASE_URL: postgresDb.url } : {}),
};
let server = await startServer({ port: 3961, env });
const dataDir = server.dataDir;

const headers = { 'content-type': 'application/json', 'x-csrf-token': 'pustaka' };
async function call(method, route, { token, body } = {}) {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${route}: ${JSON.stringify(json)}`);
  return json;
}

// A verified member (through the dev mailbox's verification link) with ten links.
const email = `bench-${Date.now()}@contoh.id`;
const password = 'Bench#Pustaka1';
await call('POST', '/api/v2/auth/register', {
  body: { email, password, first_name: 'Bench', last_name: 'Mark' },
});
const mail = await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`).then((r) =>
  r.json(),
);
const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(mail.data[0].text)?.[1];
await call('GET', `/api/v2/auth/verify?token=${verifyToken}`);
const login = async () => (await call('POST', '/api/v2/auth/login', { body: { email, password } })).token;
let token = await login();
const links = [];
for (let i = 0; i < 10; i++) {
  const { data } = await call('POST', '/api/v2/short-links', {
    token,
    body: { target: `https://contoh.id/tujuan/${i}?utm_source=bench`, code: `bench-${i}` },
  });
  links.push(data);
}
const REFERERS = ['https://www.instagram.com/p/1', 'https://t.co/x', 'https://wa.me/', undefined];

/**
 * Redirects written for the ten links. (Autocannon is one client: as clicks of people it is one visitor whose
 * clicks are capped; every redirect it was served is still counted, and that figure must lose nothing.)
 */
async function countedClicks() {
  let total = 0;
  for (const link of links) {
    total += (await call('GET', `/api/v2/short-links/${link.id}/stats?days=7`, { token })).data.redirects;
  }
  return total;
}

const bare = fork(path.join(root, 'bench/bare-redirect-server.mjs'), {
  env: { ...process.env, PORT: '3963' },
  stdio: 'ignore',
});
await new Promise((resolve) => bare.once('message', resolve));

/**
 * One autocannon run on one code with one referrer; the rounds go through the codes and referrers. (A
 * request rebuilt per response through autocannon's setupRequest costs the client more than the server
 * here, so each run keeps its request fixed.)
 */
function run(url, load, round) {
  const times = [];
  const referer = REFERERS[round % REFERERS.length];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/${links[round % links.length].code}`,
        connections: CONNECTIONS,
        ...load,
        headers: referer ? { referer } : {},
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, times, seconds: (performance.now() - started) / 1000 }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Several runs as one figure: requests per second over their summed time, percentiles over every response. */
function summary(title, runs) {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
  const requests = runs.reduce((sum, r) => sum + r.result.requests.total, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const redirects = runs.reduce((sum, r) => sum + r.result['3xx'], 0);
  const rps = requests / seconds;
  console.log(
    `${title.padEnd(42)} ${String(Math.round(rps)).padStart(7)} req/s  p50 ${at(0.5).toFixed(1).padStart(5)} ms  p95 ${at(0.95).toFixed(1).padStart(5)} ms  p99 ${at(0.99).toFixed(1).padStart(5)} ms  redirects ${redirects}${requests - redirects ? `  other ${requests - redirects}` : ''}`,
  );
  return { rps, redirects };
}

// Throughput in timed rounds (autocannon notices a fixed number of requests is done only on its one-second
// tick, too coarse for rates); the exact click check then sends a fixed number.
const ROUNDS = 6;
console.log(
  `database: ${postgresDb ? 'postgres' : 'pglite'}, ${ROUNDS} alternating rounds of ${SECONDS} s each, c=${CONNECTIONS}`,
);
// Warm-ups (JIT, the code cache).
await run('http://127.0.0.1:3963', { amount: 20_000 }, 0);
await run(server.url, { amount: 20_000 }, 0);
// The two alternate, so a change in the machine's load between them touches both alike.
const bareRuns = [];
const linkRuns = [];
for (let round = 0; round < ROUNDS; round++) {
  bareRuns.push(await run('http://127.0.0.1:3963', { duration: SECONDS }, round));
  linkRuns.push(await run(server.url, { duration: SECONDS }, round));
}
const perRound = (runs) => runs.map((r) => Math.round(r.result.requests.total / r.seconds)).join(' ');
console.log(`per round, req/s: bare ${perRound(bareRuns)}; short link ${perRound(linkRuns)}`);
const bareFigure = summary('bare Fastify redirect route', bareRuns);
const linkFigure = summary('GET /{code} (cached, click counting on)', linkRuns);
console.log(
  `\nshort-link redirect / bare route: ${((linkFigure.rps / bareFigure.rps) * 100).toFixed(0)}% (target >= 60%)`,
);

// No click lost: once the timed rounds are written, a fixed number of redirects adds exactly that many.
const flushed = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 2.5));
await flushed();
token = await login();
const before = await countedClicks();
const exact = (await run(server.url, { amount: REQUESTS }, 1)).result['3xx'];
await flushed();
token = await login();
const counted = (await countedClicks()) - before;
console.log(
  `clicks sent ${exact}, counted after a flush ${counted}: ${counted === exact ? 'none lost' : 'MISMATCH'}`,
);

// And on a clean shutdown: clicks still in memory are written before the process exits.
const burst = (await run(server.url, { amount: 5_000 }, 3)).result['3xx'];
await server.stop();
server = await startServer({ port: 3962, dataDir, env });
token = await login();
const afterRestart = (await countedClicks()) - before;
const expected = exact + burst;
console.log(
  `after ${burst} more and a clean shutdown right away: counted ${afterRestart} of ${expected}: ${afterRestart === expected ? 'none lost' : 'MISMATCH'}`,
);

bare.kill();
await server.stop();
await postgresDb?.drop();
if (counted !== exact || afterRestart !== expected) process.exit(1);
