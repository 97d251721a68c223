// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The newest modification time of the files under `entries`. It runs before every start, so it costs one
 * system call a file: folders are read with their entries' kinds, and only files are looked at one by one.
 */
function newestMtime(entries) {
  let newest = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const target = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(target);
      else newest = Math.max(newest, statSync(target, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    }
  };
  for (const entry of entries) {
    const target = path.join(root, entry);
    const info = statSync(target, { throwIfNoEntry: false });
    if (info?.isDirectory()) walk(target);
    else if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}

function buildIfStale(name, output, sources) {
  const built = statSync(path.join(root, output), { throwIfNoEntry: false });
  if (built && built.mtimeMs >= newestMtime(sources)) return;
  console.log(`Building ${name}...`);
  execSync(`npm run build -w ${name}`, { cwd: root, stdio: 'inherit' });
}

buildIfStale('@pustaka/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contract/src',
]);
buildIfStale('@pustaka/server', 'apps/server/dist/main.js', [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/contract/src',
]);

// The embedded defaults are for running on one machine: development mode keeps the dev mailbox open so a
// person can click the verification links. Production deployments set NODE_ENV=production.
process.env.APP_ENV ??= 'local';
process.env.LOG_LEVEL ??= 'warn';
await import(path.join(root, 'apps/server/dist/main.js'));
