// Shared by the benchmarks: start the built server on a throwaway data directory and wait for /health.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

export function requireBuild() {
  if (!existsSync(serverEntry)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

export async function waitForHealth(url, deadlineMs = 30_000) {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no healthy server at ${url}`);
}

export async function startServer({
  port,
  dataDir = mkdtempSync(path.join(tmpdir(), 'pustaka-bench-')),
  env = {},
  healthTimeoutMs = 60_000,
}) {
  // BENCH_PROFILE=<dir> writes a CPU profile of the server (open it in Chrome's DevTools) when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, healthTimeoutMs);
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A server on the demo data, measured with nothing running behind it: a first start seeds the demo accounts
 * and begins the demo catalogue in the background (media files made by a worker, which would take a core
 * from the figures); once `ready(url)` resolves it is stopped, and the returned server starts on the same
 * data with SEED_DEMO=false.
 */
export async function startDemoServer({ port, env = {}, ready, healthTimeoutMs = 300_000 }) {
  const seeding = await startServer({ port, env: { ...env, SEED_DEMO: 'true' }, healthTimeoutMs });
  let found;
  try {
    found = await ready(seeding.url);
  } finally {
    await seeding.stop();
  }
  const server = await startServer({
    port,
    dataDir: seeding.dataDir,
    env: { ...env, SEED_DEMO: 'false' },
    healthTimeoutMs,
  });
  return { server, found };
}

/**
 * A throwaway database on the PostgreSQL server of `serverUrl`, so a benchmark never writes into a shared
 * database; `drop()` removes it.
 */
export async function temporaryPostgresDatabase(serverUrl) {
  const { default: postgres } = await import('postgres');
  const name = `pustaka_bench_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
      await admin.unsafe(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}

/**
 * A database of that name on the PostgreSQL server of `serverUrl`, created when missing and kept
 * afterwards (`drop()` leaves it): a benchmark's large seed is made once and reused.
 */
export async function keptPostgresDatabase(serverUrl, name) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [found] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!found) await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => {} };
}

/**
 * A running server's memory as its `/metrics` (loopback) reports it: V8's heap in use, the memory outside
 * the heap (typed arrays' buffers and other external memory) and the process's resident set, in bytes.
 */
export async function serverMemory(url) {
  const text = await fetch(`${url}/metrics`).then((r) => r.text());
  const read = (name) => Number(text.match(new RegExp(`^${name} ([0-9.e+]+)`, 'm'))?.[1] ?? Number.NaN);
  return {
    heap: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
    rss: read('process_resident_memory_bytes'),
  };
}

/** The header every state-changing API call carries (the server's CSRF check). */
export const CSRF_HEADERS = { 'x-csrf-token': 'pustaka' };

/**
 * The address of the n-th simulated client, from 198.18.0.0/15, the range set aside for benchmarks. A bench
 * of many buyers starts its server with TRUST_PROXY=loopback and sends it as X-Forwarded-For, so each buyer
 * is counted by the per-address limits (sign-ups, logins) as the separate client it stands for.
 */
export function clientAddress(n) {
  return `198.18.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/** One API call against a running server; a failed answer throws with its status and body. */
export async function api(base, method, route, { token, json, form, from } = {}) {
  const headers = {
    ...(method === 'GET' ? {} : CSRF_HEADERS),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(from ? { 'x-forwarded-for': from } : {}),
  };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/v2${route}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  const body = await response.json();
  if (!response.ok || body.success === false)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}
