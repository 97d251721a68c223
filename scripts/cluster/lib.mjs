// Several app processes behind HAProxy on this machine's PostgreSQL and Redis and an S3-compatible store
// (s3rver, as the storage tests use): what `npm run cluster`, the cluster test suite and `npm run
// bench:cluster` start. Every process is the built server (apps/server/dist/main.js) on its own port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves `check()` truthy within `ms`, polling every `every` ms; else throws `message`. */
export async function waitFor(check, { ms = 30_000, every = 100, message = 'timed out' } = {}) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(message);
    await sleep(every);
  }
}

export function requireTools() {
  const missing = [];
  if (!existsSync(serverEntry)) missing.push('the built server (npm run build)');
  if (spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status !== 0)
    missing.push('haproxy (apt-get install haproxy)');
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0)
    missing.push('redis-server (apt-get install redis-server)');
  if (missing.length > 0) throw new Error(`The cluster needs ${missing.join(', ')}`);
}

/** This machine's PostgreSQL, started (Debian's pg_ctlcluster) when it is down. */
export async function ensurePostgres(serverUrl) {
  const { hostname, port } = new URL(serverUrl);
  const ready = () =>
    spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432'], { stdio: 'ignore' }).status === 0;
  if (ready()) return;
  const [version] = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (version)
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  await waitFor(async () => ready(), {
    ms: 15_000,
    every: 300,
    message: `PostgreSQL at ${hostname} is not reachable`,
  });
}

/** This machine's Redis, started when it is down on a loopback address (nothing saved to disk). */
export async function ensureRedis(redisUrl) {
  const { hostname, port } = new URL(redisUrl);
  const answers = () =>
    new Promise((resolve) => {
      const socket = connect({ host: hostname, port: Number(port || 6379) });
      socket.once('connect', () => {
        socket.end('PING\r\n');
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  if (await answers()) return;
  if (!['127.0.0.1', 'localhost'].includes(hostname)) throw new Error(`Redis at ${redisUrl} does not answer`);
  spawnSync(
    'redis-server',
    [
      '--bind',
      '127.0.0.1',
      '--port',
      port || '6379',
      '--daemonize',
      'yes',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(answers, { ms: 10_000, every: 250, message: `Redis at ${redisUrl} could not be started` });
}

/** A database on the server of `serverUrl`: `create` makes it when missing; `drop()` removes it. */
export async function clusterDatabase(serverUrl, name, { fresh = false } = {}) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const terminate = () =>
    admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
  if (fresh) {
    await terminate();
    await admin.unsafe(`drop database if exists "${name}"`);
  }
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    sql: () => postgres(url.toString(), { max: 2, onnotice: () => {} }),
    drop: async () => {
      await terminate();
      await admin.unsafe(`drop database if exists "${name}"`);
      await admin.end();
    },
    close: () => admin.end(),
  };
}

/** Started with `node -e`; prints its port and ends with its parent (when its standard input closes). */
const S3RVER = `
const S3rver = require('s3rver');
const [directory, bucket, port] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory,
  configureBuckets: [{ name: bucket, configs: [] }] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.stdin.on('end', () => process.exit(0)).resume();
`;

/** s3rver in a child process, storing under `directory`; its fixed credentials are S3RVER / S3RVER. */
export async function startS3({ directory, bucket = 'pustaka', port = 0 }) {
  mkdirSync(directory, { recursive: true });
  const child = spawn(process.execPath, ['-e', S3RVER, directory, bucket, String(port)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  const endpoint = `http://127.0.0.1:${JSON.parse(line).port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * One app process on `port`. `start()` spawns it (again after a stop); `ready()` waits for its /ready;
 * `stop()` sends SIGTERM and waits for the exit; `kill()` is `kill -9`. Its output goes to `logFile`.
 */
export class AppProcess {
  constructor({ name, port, env, logFile }) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.logFile = logFile;
    this.child = undefined;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(extraEnv = {}) {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: { ...process.env, ...this.env, ...extraEnv, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout.pipe(log);
    this.child.stderr.pipe(log);
    this.exited = once(this.child, 'exit').then(([code, signal]) => ({ code, signal }));
    return this;
  }

  async ready(ms = 120_000) {
    await waitFor(
      async () => {
        if (!this.running) throw new Error(`${this.name} exited; see ${this.logFile}`);
        return (await fetch(`${this.url}/ready`)).ok;
      },
      { ms, message: `${this.name} was not ready within ${ms / 1000} s; see ${this.logFile}` },
    ).catch((error) => {
      if (!this.running) throw new Error(`${this.name} exited; see ${this.logFile}`);
      throw error;
    });
    return this;
  }

  async stop() {
    if (!this.running) return this.exited;
    this.child.kill('SIGTERM');
    return this.exited;
  }

  async kill() {
    if (!this.running) return this.exited;
    this.child.kill('SIGKILL');
    return this.exited;
  }
}

/** HAProxy's configuration: round robin, no stickiness, each server checked on /ready twice a second. */
export function haproxyConfig({ port, servers, adminSocket }) {
  return `global
  maxconn 8000
  stats socket ${adminSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-request 10s
  # The client's address for the app's rate limits (TRUST_PROXY=loopback believes it).
  option forwardfor
  # A request that cannot reach its server (a process that died) is sent to another one.
  retries 3
  option redispatch 1
  # The id each process logs and puts in its error envelopes (record 054 keeps a trusted proxy's).
  unique-id-format %{+X}o%ci%cp%fp%Ts%rt%pid
  unique-id-header X-Request-Id

frontend shop
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  # A busy process answers slowly, not wrongly: only a refusal or a 503 (draining) counts against it quickly.
  timeout check 3s
  default-server inter 500ms fall 2 rise 1 check
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`).join('\n')}
`;
}

/** HAProxy in the foreground with the configuration above; `command()` speaks to its runtime API. */
export async function startHaproxy({ port, servers, directory }) {
  mkdirSync(directory, { recursive: true });
  const adminSocket = path.join(directory, 'haproxy.sock');
  const configFile = path.join(directory, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, servers, adminSocket }));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy refuses its configuration: ${check.stderr}${check.stdout}`);
  const log = createWriteStream(path.join(directory, 'haproxy.log'), { flags: 'a' });
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const command = (text) =>
    new Promise((resolve, reject) => {
      const socket = connect(adminSocket);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.once('error', reject);
      socket.once('end', () => resolve(answer));
      socket.once('connect', () => socket.end(`${text}\n`));
    });
  await waitFor(
    async () => existsSync(adminSocket) && (await command('show info')).includes('Name: HAProxy'),
    {
      ms: 10_000,
      message: `haproxy did not start; see ${path.join(directory, 'haproxy.log')}`,
    },
  );
  /** Each server's check state (`UP`, `DOWN`, `MAINT`...) by name. */
  const states = async () => {
    const csv = await command('show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name) => columns.indexOf(name);
    const result = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'app' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]))
        result[cells[at('svname')]] = cells[at('status')];
    }
    return result;
  };
  return {
    url,
    command,
    states,
    /** Waits until the balancer's checks see each named server in `state` (`UP` or `DOWN`). */
    waitFor: (names, state, ms = 30_000) =>
      waitFor(
        async () => {
          const now = await states();
          return names.every((name) => (now[name] ?? '').startsWith(state));
        },
        { ms, every: 100, message: `haproxy did not see ${names.join(', ')} ${state}` },
      ),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Everything at once: S3, N processes and the balancer. `directory` holds the processes' logs and
 * scratch folders, s3rver's files and HAProxy's configuration. `stagger`: start the first process alone
 * (it migrates, and seeds when asked) before the others; without it all start at the same moment.
 */
export async function startCluster({
  processes = 3,
  port,
  appPorts = Array.from({ length: processes }, (_, i) => port + 1 + i),
  databaseUrl,
  redisUrl = 'redis://127.0.0.1:6379',
  redisPrefix = `pustaka-cluster:${randomBytes(6).toString('hex')}:`,
  directory,
  authSecret = randomBytes(36).toString('base64url'),
  seedDemo = false,
  stagger = true,
  env = {},
}) {
  requireTools();
  await ensureRedis(redisUrl);
  mkdirSync(directory, { recursive: true });
  const s3 = await startS3({ directory: path.join(directory, 's3') });
  const url = `http://127.0.0.1:${port}`;
  const common = {
    NODE_ENV: 'development',
    APP_ENV: 'cluster',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    AUTH_SECRET: authSecret,
    PUBLIC_URL: url,
    TRUST_PROXY: 'loopback',
    // The balancer checks twice a second and needs two failures: a stopping process stays reachable 2 s.
    SHUTDOWN_GRACE_SECONDS: '2',
    SHUTDOWN_TIMEOUT_SECONDS: '20',
    EXTRACT_WORKERS: '1',
    ...s3.env,
    ...env,
  };
  const apps = appPorts.map(
    (appPort, i) =>
      new AppProcess({
        name: `app${i + 1}`,
        port: appPort,
        logFile: path.join(directory, `app${i + 1}.log`),
        env: {
          ...common,
          DATA_DIR: path.join(directory, `app${i + 1}`),
          SEED_DEMO: seedDemo && i === 0 ? 'true' : 'false',
        },
      }),
  );
  let haproxy;
  const stopAll = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await haproxy?.stop();
    await s3.stop();
  };
  try {
    haproxy = await startHaproxy({ port, servers: apps, directory: path.join(directory, 'haproxy') });
    if (stagger) {
      await apps[0].start().ready();
      await Promise.all(apps.slice(1).map((app) => app.start().ready()));
    } else {
      await Promise.all(apps.map((app) => app.start().ready()));
    }
    await haproxy.waitFor(
      apps.map((app) => app.name),
      'UP',
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { url, apps, haproxy, s3, authSecret, redisPrefix, directory, stop: stopAll };
}
