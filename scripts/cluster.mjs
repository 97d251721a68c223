// `npm run cluster`: CLUSTER_PROCESSES app processes (default 3) behind HAProxy on this machine's PostgreSQL
// and Redis and a local S3-compatible store (s3rver); prints the address and stops everything on Ctrl-C.
// Data stays between runs: the database `pustaka_cluster` (CLUSTER_DATABASE_URL to choose another) and
// CLUSTER_DATA_DIR (default ./data/cluster: s3rver's files, the shared secret, logs).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clusterDatabase, ensurePostgres, root, serverEntry, startCluster } from './cluster/lib.mjs';

const processes = Number(process.env.CLUSTER_PROCESSES ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const directory = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(root, 'data/cluster'));
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pustaka_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  console.error('CLUSTER_PROCESSES must be a whole number from 1 to 32');
  process.exit(1);
}

if (!existsSync(serverEntry)) {
  console.log('Building...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

mkdirSync(directory, { recursive: true });
// One secret for every process (sessions, signed links and webhooks must verify on any of them), kept here.
const secretFile = path.join(directory, 'auth-secret');
if (!existsSync(secretFile))
  writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });

const target = new URL(databaseUrl);
const name = target.pathname.slice(1);
target.pathname = '/postgres';
await ensurePostgres(databaseUrl);
const database = await clusterDatabase(target.toString(), name);
await database.close();

console.log(`Starting ${processes} process${processes > 1 ? 'es' : ''} behind HAProxy...`);
const cluster = await startCluster({
  processes,
  port,
  databaseUrl,
  redisUrl,
  redisPrefix: process.env.REDIS_PREFIX ?? 'pustaka-cluster:',
  directory,
  authSecret: readFileSync(secretFile, 'utf8').trim(),
  seedDemo: true,
});
console.log(`
Pustaka is running on ${cluster.url} (${processes} process${processes > 1 ? 'es' : ''}, round robin, checked on /ready)
  processes   ${cluster.apps.map((app) => `${app.name} ${app.url} (pid ${app.pid})`).join('\n              ')}
  database    ${databaseUrl}
  events      ${redisUrl} (prefix ${cluster.redisPrefix})
  files       s3rver ${cluster.s3.endpoint}, bucket ${cluster.s3.bucket}, in ${path.join(directory, 's3')}
  logs        ${directory}/app*.log, ${directory}/haproxy/haproxy.log
  balancer    socat stdio ${directory}/haproxy/haproxy.sock  (HAProxy's runtime API: show stat, disable server app/app1)
Demo accounts (first start only) are printed in ${directory}/app1.log. Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const app of cluster.apps) {
  app.exited.then(({ code, signal }) => {
    if (!stopping)
      console.warn(`${app.name} exited (${signal ?? code}); the balancer sends its traffic to the others`);
  });
}
