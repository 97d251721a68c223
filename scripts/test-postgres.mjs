// Runs the server suites a second time against a real PostgreSQL server (TEST_DATABASE_URL, by default
// this machine's at 127.0.0.1:5432 database `test`), starting the local cluster if it is down.
import { execSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const host = new URL(url);
const ready = () =>
  spawnSync('pg_isready', ['-h', host.hostname, '-p', host.port || '5432'], { stdio: 'ignore' }).status === 0;

if (!ready()) {
  try {
    const [version] = readdirSync('/etc/postgresql');
    console.log(`PostgreSQL is down; starting cluster ${version}/main`);
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.error(`Cannot start PostgreSQL: ${error.message}`);
  }
  for (let i = 0; i < 30 && !ready(); i++) await new Promise((r) => setTimeout(r, 500));
  if (!ready()) {
    console.error(`PostgreSQL at ${host.host} is not reachable; the PostgreSQL suite cannot run.`);
    process.exit(1);
  }
}

const result = spawnSync('npm', ['run', 'test', '-w', '@pustaka/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
