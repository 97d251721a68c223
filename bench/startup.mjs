// Cold start: time from launching the server on an existing data directory to its first healthy /health.
// Measures both `npm start` (with its staleness check) and the bare `node apps/server/dist/main.js`.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireBuild, root, serverEntry, startServer } from './lib.mjs';

requireBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pustaka-startup-'));
// First start creates and seeds the database; it is not what we measure.
await (await startServer({ port: 3902, dataDir })).stop();

async function timeStart(label, command, args, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const port = 3903 + i;
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 5));
    }
    times.push(performance.now() - started);
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  times.sort((a, b) => a - b);
  const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${label.padEnd(34)} median ${fmt(times[Math.floor(times.length / 2)])}  min ${fmt(times[0])}  max ${fmt(times.at(-1))}`,
  );
}

console.log('Cold start on an existing data dir (PGlite), to the first 200 from GET /health:');
await timeStart('npm start', 'npm', ['start', '--silent']);
await timeStart('node apps/server/dist/main.js', process.execPath, [serverEntry]);
