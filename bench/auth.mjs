// Throughput of POST /api/v2/auth/login and GET /api/v2/auth/me with autocannon against the built server.
// PGlite by default; BENCH_DATABASE_URL=postgres://... measures on PostgreSQL.
import autocannon from 'autocannon';
import { requireBuild, startServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const postgresDb = process.env.BENCH_DATABASE_URL
  ? await temporaryPostgresDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
// No demo catalogue: its first-start encoding would compete with the measurement.
const env = { SEED_DEMO: 'false', ...(postgresDb ? { DATABASE_URL: postgresDb.url } : {}) };
const server = await startServer({ port: 3901, env });
const headers = { 'content-type': 'application/json', 'x-csrf-token': 'pustaka' };
const email = `bench-${Date.now()}@contoh.id`;
const password = 'Bench#Pustaka1';
const registered = await fetch(`${server.url}/api/v2/auth/register`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email, password, first_name: 'Bench', last_name: 'Mark' }),
}).then((r) => r.json());
if (!registered.success) throw new Error(JSON.stringify(registered));

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${non2xx}`,
      );
      resolve(result);
    });
  });
}

console.log(`database: ${postgresDb ? 'postgres' : 'pglite'}, 10 s each`);
await run('POST /auth/login (c=8)', {
  url: `${server.url}/api/v2/auth/login`,
  method: 'POST',
  connections: 8,
  headers,
  body: JSON.stringify({ email, password }),
});
await run('GET /auth/me (c=50)', {
  url: `${server.url}/api/v2/auth/me`,
  connections: 50,
  headers: { authorization: `Bearer ${registered.token}` },
});
await server.stop();
await postgresDb?.drop();
