// Cold start: time from launching the server on an existing data directory to its first healthy /health.
// Measures both `npm start` (with its staleness check) and the bare `node apps/server/dist/main.js`, and the
// CPU time the started processes used by then (user + system, all threads; Linux only), which a loaded
// machine disturbs far less than the wall time.
// BENCH_COMPARE=<another checkout, built> measures that one too, alternating start by start on the same data
// folder, so both see the same load: the way to tell a change from this machine's noise.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { requireBuild, root, serverEntry, startServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

requireBuild();
const checkouts = [{ name: '', dir: root }];
if (process.env.BENCH_COMPARE) {
  const other = path.resolve(process.env.BENCH_COMPARE);
  if (!existsSync(path.join(other, 'apps/server/dist/main.js'))) {
    console.error(`Build ${other} first: npm run build there`);
    process.exit(1);
  }
  checkouts.push({ name: path.basename(other), dir: other });
  checkouts[0].name = path.basename(root);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'pustaka-startup-'));
// First start creates and seeds the database; it is not what we measure.
await (await startServer({ port: 3902, dataDir })).stop();

/** The /proc/<pid>/stat fields after the command name of each live process in a process group. */
function groupStats(groupId) {
  const stats = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command name: state, ppid, pgrp, ..., utime (14th field), stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId && fields[0] !== 'Z') stats.push(fields);
  }
  return stats;
}

/** CPU seconds used so far by the processes of a process group (the started command and its children). */
function groupCpuSeconds(groupId) {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const fields of groupStats(groupId)) {
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100; // USER_HZ, 100 on Linux
}

/**
 * Waits until no process of the group is left: `npm start` exits on SIGTERM before the server it started
 * has closed its database, and the next start would find the data folder still held.
 */
async function groupGone(groupId) {
  if (!existsSync('/proc/self/stat')) return;
  while (groupStats(groupId).length > 0) await new Promise((r) => setTimeout(r, 5));
}

let port = 3903;
async function timeStart(cwd, command, args) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: String(port++), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // A start that fails says why, rather than leaving this loop waiting for a server that is gone.
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  let exited;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  const url = `http://127.0.0.1:${port - 1}/health`;
  for (;;) {
    if (exited) {
      console.error(
        `${command} ${args.join(' ')} stopped before it was healthy (${exited.code ?? exited.signal}):`,
      );
      console.error(errors);
      process.exit(1);
    }
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = groupCpuSeconds(child.pid);
  process.kill(-child.pid, 'SIGTERM');
  if (!exited) await new Promise((r) => child.once('exit', r));
  await groupGone(child.pid);
  return { seconds, cpu };
}

const commands = [
  { label: 'npm start', command: 'npm', args: ['start', '--silent'] },
  {
    label: 'node apps/server/dist/main.js',
    command: process.execPath,
    args: [path.relative(root, serverEntry)],
  },
];
const results = new Map();
const loads = [];
for (let i = 0; i < RUNS; i++) {
  for (const { label, command, args } of commands) {
    for (const checkout of checkouts) {
      const key = `${checkout.name ? `${checkout.name}: ` : ''}${label}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(await timeStart(checkout.dir, command, args));
    }
  }
  loads.push(loadavg()[0].toFixed(2));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (s) => `${s.toFixed(2)} s`;
console.log('Cold start on an existing data dir (PGlite), to the first 200 from GET /health:');
for (const [key, runs] of results) {
  const times = runs.map((r) => r.seconds);
  const cpu = runs.every((r) => r.cpu !== undefined)
    ? `  CPU median ${fmt(median(runs.map((r) => r.cpu)))}`
    : '';
  console.log(
    `${key.padEnd(48)} median ${fmt(median(times))}  min ${fmt(Math.min(...times))}  max ${fmt(Math.max(...times))}${cpu}`,
  );
}
console.log(`load average (1 min) after each round: ${loads.join(', ')}`);
