// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const walk = (target) => {
    if (!existsSync(target)) return;
    const info = statSync(target);
    if (info.isDirectory()) {
      for (const name of readdirSync(target)) if (name !== 'node_modules') walk(path.join(target, name));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  for (const entry of entries) walk(path.join(root, entry));
  return newest;
}

function buildIfStale(name, output, sources) {
  const out = path.join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newestMtime(sources)) return;
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
