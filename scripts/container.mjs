// `npm run container:build` / `npm run container:check`: the operator's container recipe of decision 059,
// built and run on this machine with podman. `build` makes the images (the debootstrap base when missing,
// the app, HAProxy); `check` builds them, then runs the app image alone against this machine's PostgreSQL
// (a throwaway database), Redis and an S3 store, and the compose file's three replicas behind HAProxy, and
// checks each: /ready, a registration, the catalogue, a clean exit on SIGTERM within the grace bound.
// Not part of `npm test`: it downloads Debian packages and builds images, minutes of work.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { api } from '../bench/lib.mjs';
import { clusterDatabase, ensurePostgres, ensureRedis, root, startS3, waitFor } from './cluster/lib.mjs';
import {
  APP_IMAGE,
  buildImages,
  CACHE,
  imageSize,
  PODMAN_RUNTIME,
  podman,
  podmanAsync,
  RUN_FLAGS,
} from './container-images.mjs';

const PG_SERVER = process.env.CONTAINER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GRACE_SECONDS = 2;
const TIMEOUT_SECONDS = 25;
/** A stop must end within the grace period, the stop timeout and a little for the runtime itself. */
const STOP_BOUND_MS = (GRACE_SECONDS + TIMEOUT_SECONDS + 5) * 1000;
const composeFile = path.join(root, 'deploy/container/compose.yaml');
const podmanPath = path.join(root, 'deploy/container/podman-host-network');

const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;
const loadAverage = () =>
  spawnSync('uptime', { encoding: 'utf8' })
    .stdout.trim()
    .replace(/^.*load/, 'load');

/** Free ports on 127.0.0.1 (the containers share the host's network). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** What every replica shares: this machine's services, one secret, production's required settings. */
function sharedEnv({ databaseUrl, s3, publicUrl, prefix }) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    AUTH_SECRET: randomBytes(36).toString('base64url'),
    PUBLIC_URL: publicUrl,
    ...s3.env,
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    MAIL_TRANSPORT: 'none',
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    LOG_LEVEL: 'warn',
  };
}

/** A registration and the catalogue's first page through `base`, as a visitor from `from`. */
async function registerAndBrowse(base, from) {
  const email = `kontainer-${Date.now().toString(36)}@contoh.id`;
  const registered = await api(base, 'POST', '/auth/register', {
    json: { email, password: 'Kontainer#Pustaka1', first_name: 'Uji', last_name: 'Kontainer' },
    from,
  });
  if (registered.user?.email !== email)
    throw new Error(`registration answered ${JSON.stringify(registered)}`);
  const books = await api(base, 'GET', '/public/books?page=1');
  if (!Array.isArray(books.data?.items) || books.data.items.length !== Math.min(books.data.total, 24))
    throw new Error(`the catalogue answered ${JSON.stringify(books).slice(0, 300)}`);
  return { email, products: books.data.total };
}

/** Waits for `url` to answer 200; answers the milliseconds since `since`. */
async function readyAfter(url, since, describe) {
  await waitFor(async () => (await fetch(url)).ok, {
    ms: 180_000,
    every: 100,
    message: `${url} was not ready within 180 s\n${describe()}`,
  });
  return Date.now() - since;
}

/** SIGTERM to `name`: /ready must turn 503 while it drains, then the container must exit 0 in time. */
async function stopCleanly(name, base) {
  const started = Date.now();
  const waited = podmanAsync(['wait', name]);
  podman(['kill', '--signal', 'SIGTERM', name]);
  const draining = await fetch(`${base}/ready`).then(
    (response) => response.status,
    () => 'refused',
  );
  const { code, output } = await waited;
  const ms = Date.now() - started;
  const exitCode = Number(output.split('\n').at(-1));
  if (code !== 0 || exitCode !== 0) throw new Error(`${name} exited with ${output} (podman wait ${code})`);
  if (ms > STOP_BOUND_MS) throw new Error(`${name} took ${ms} ms to stop (bound ${STOP_BOUND_MS} ms)`);
  if (draining !== 503) throw new Error(`/ready answered ${draining} right after SIGTERM, not 503`);
  return ms;
}

/** Starts the services the containers use: PostgreSQL (a throwaway database), Redis and s3rver. */
async function services(label) {
  await ensurePostgres(PG_SERVER);
  await ensureRedis(REDIS_URL);
  const database = await clusterDatabase(PG_SERVER, `pustaka_container_${label}_${process.pid}`, {
    fresh: true,
  });
  const directory = path.join(CACHE, `s3-${label}-${process.pid}`);
  const s3 = await startS3({ directory });
  return {
    database,
    s3,
    stop: async () => {
      await s3.stop();
      rmSync(directory, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** The app image alone: one container on the host's network, its data on a named volume. */
async function checkImage() {
  const { database, s3, stop } = await services('one');
  const [port] = await freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const name = `pustaka-check-${process.pid}`;
  // The demo seed makes its products' files (PDF, pictures, audio) with the packages left in node_modules,
  // so a seeded start shows that the native and file-reading ones load in the image.
  const env = {
    ...sharedEnv({ databaseUrl: database.url, s3, publicUrl: base, prefix: `${name}:` }),
    PORT: port,
    SEED_DEMO: 'true',
  };
  const logs = () => {
    const { out, err } = podman(['logs', '--tail', '30', name], { check: false });
    return `${out}\n${err}`;
  };
  try {
    const started = Date.now();
    podman([
      'run',
      '-d',
      '--name',
      name,
      ...RUN_FLAGS,
      ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
      '-v',
      `${name}-data:/data`,
      APP_IMAGE,
    ]);
    const readyMs = await readyAfter(`${base}/ready`, started, logs);
    const user = podman(['exec', name, 'id', '-u']).out;
    if (user === '0') throw new Error('the app runs as root');
    const health = podman(['healthcheck', 'run', name], { check: false });
    if (health.status !== 0) throw new Error(`the image's HEALTHCHECK failed: ${health.out} ${health.err}`);
    // The seed fills the catalogue after the server listens; the catalogue is listed once it is done.
    const seedStarted = Date.now();
    for (;;) {
      const { out, err } = podman(['logs', name], { check: false });
      if (out.includes('Demo catalogue ready')) break;
      if (`${out}${err}`.includes('demo catalogue failed') || Date.now() - seedStarted > 300_000)
        throw new Error(`the demo seed failed or did not finish within 300 s:\n${logs()}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seedMs = Date.now() - seedStarted;
    // The covers' text is drawn through fontconfig: without its configuration or a writable cache it warns.
    const { out, err } = podman(['logs', name], { check: false });
    if (`${out}${err}`.includes('Fontconfig error')) throw new Error(`fontconfig is not usable:\n${logs()}`);
    const browsed = await registerAndBrowse(base, '198.18.7.1');
    if (browsed.products === 0) throw new Error('the seeded catalogue is empty');
    const stopMs = await stopCleanly(name, base);
    return { readyMs, seedMs, user, ...browsed, stopMs };
  } finally {
    podman(['rm', '-f', name], { check: false });
    podman(['volume', 'rm', '-f', `${name}-data`], { check: false });
    await stop();
  }
}

/** compose.yaml with podman-compose: three replicas and HAProxy, on free ports of this machine. */
async function checkCompose() {
  const version = spawnSync('podman-compose', ['version'], { encoding: 'utf8' });
  if (version.status !== 0)
    return { skipped: 'podman-compose is not installed (Debian: apt-get install podman-compose)' };
  const { database, s3, stop } = await services('compose');
  const [balancer, ...apps] = await freePorts(4);
  const lb = `http://127.0.0.1:${balancer}`;
  const project = `pustaka-check-${process.pid}`;
  const envFile = path.join(CACHE, `${project}.env`);
  mkdirSync(CACHE, { recursive: true });
  const shared = sharedEnv({ databaseUrl: database.url, s3, publicUrl: lb, prefix: `${project}:` });
  writeFileSync(
    envFile,
    Object.entries(shared)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  const composeEnv = {
    ...process.env,
    PODMAN_RUNTIME,
    PUSTAKA_ENV_FILE: envFile,
    BALANCER_ADDRESS: `127.0.0.1:${balancer}`,
    ...Object.fromEntries(apps.map((port, i) => [`APP_${i + 1}_PORT`, String(port)])),
  };
  const compose = (...args) => {
    const result = spawnSync(
      'podman-compose',
      ['--podman-path', podmanPath, '-p', project, '-f', composeFile, ...args],
      { env: composeEnv, encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`podman-compose ${args.join(' ')}: ${result.stderr.slice(-2000)}`);
    return result.stdout;
  };
  const containers = () =>
    podman(['ps', '-a', '--filter', `label=io.podman.compose.project=${project}`, '--format', '{{.Names}}'])
      .out.split('\n')
      .filter(Boolean);
  try {
    const started = Date.now();
    compose('up', '-d');
    const describe = () => podman(['ps', '-a', '--filter', `label=io.podman.compose.project=${project}`]).out;
    const readyMs = await Promise.all(
      apps.map((port) => readyAfter(`http://127.0.0.1:${port}/ready`, started, describe)),
    );
    await readyAfter(`${lb}/ready`, started, describe);
    const browsed = await registerAndBrowse(lb, '198.18.7.2');
    // The registration, through the balancer, is seen by every replica: one database behind them all.
    const login = await api(lb, 'POST', '/auth/login', {
      json: { email: browsed.email, password: 'Kontainer#Pustaka1' },
      from: '198.18.7.2',
    });
    for (const port of apps) {
      const me = await api(`http://127.0.0.1:${port}`, 'GET', '/auth/me', { token: login.token });
      if (me.data.email !== browsed.email) throw new Error(`replica on ${port} does not see the account`);
    }
    const stopping = Date.now();
    compose('stop');
    const stopMs = Date.now() - stopping;
    const exits = containers().map((name) => [
      name,
      podman(['inspect', '--format', '{{.State.ExitCode}}', name]).out,
    ]);
    const unclean = exits.filter(([, code]) => code !== '0');
    if (unclean.length > 0) throw new Error(`containers exited uncleanly: ${JSON.stringify(unclean)}`);
    return {
      readyMs,
      stopMs,
      exits: Object.fromEntries(exits),
      replicas: apps.length,
      products: browsed.products,
    };
  } finally {
    spawnSync(
      'podman-compose',
      ['--podman-path', podmanPath, '-p', project, '-f', composeFile, 'down', '-v'],
      {
        env: composeEnv,
        stdio: 'ignore',
      },
    );
    for (const name of containers()) podman(['rm', '-f', name], { check: false });
    for (const volume of ['data-1', 'data-2', 'data-3'])
      podman(['volume', 'rm', '-f', `${project}_${volume}`], { check: false });
    podman(['network', 'rm', '-f', `${project}_default`], { check: false });
    rmSync(envFile, { force: true });
    await stop();
  }
}

const command = process.argv[2] ?? 'check';
if (!['build', 'check'].includes(command)) {
  console.error('usage: node scripts/container.mjs build|check');
  process.exit(2);
}
const buildSeconds = buildImages();
console.log(`built in seconds: ${JSON.stringify(buildSeconds)}; ${loadAverage()}`);
for (const image of [APP_IMAGE, 'localhost/pustaka-haproxy:latest', 'localhost/pustaka-base:bookworm'])
  console.log(`${image}: ${mb(imageSize(image))}`);
if (command === 'check') {
  const one = await checkImage();
  console.log(
    `one container: /ready after ${one.readyMs} ms, demo seed ${one.seedMs} ms more, user ${one.user}, ` +
      `registered ${one.email}, ` +
      `${one.products} products listed, SIGTERM → exit 0 in ${one.stopMs} ms; ${loadAverage()}`,
  );
  const compose = await checkCompose();
  if (compose.skipped) console.log(`compose: ${compose.skipped}`);
  else
    console.log(
      `compose: ${compose.replicas} replicas /ready after ${compose.readyMs.join(', ')} ms, registered and ` +
        `listed through HAProxy, seen by every replica; stop took ${compose.stopMs} ms, exit codes ` +
        `${JSON.stringify(compose.exits)}; ${loadAverage()}`,
    );
}
