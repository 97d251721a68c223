// Rewrites imports in apps/web/src that climb out of their folder (`../../lib/api-client`) to the `@/` alias
// (`@/lib/api-client`); same-folder imports (`./x`) stay as they are. `node scripts/check-boundaries.mjs`
// refuses the climbing form; this fixes it, e.g. in a branch started before the alias existed.
// Usage: node scripts/web-alias-imports.mjs [file ...]   (no arguments: every file under apps/web/src)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/web/src');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// A module specifier in `from '…'`, `import '…'`, `import('…')` or `vi.mock('…')`.
const SPECIFIER = /((?:\bfrom|\bimport|\bmock|\bimportActual)\s*\(?\s*)(['"])(\.\.\/[^'"]*)\2/g;

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : filesUnder(src);
let changed = 0;
for (const file of files) {
  if (!file.startsWith(src + path.sep)) continue;
  const before = readFileSync(file, 'utf8');
  const after = before.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const target = path.relative(src, path.resolve(path.dirname(file), spec));
    if (target.startsWith('..')) return whole;
    return `${lead}${quote}@/${target.split(path.sep).join('/')}${quote}`;
  });
  if (after !== before) {
    writeFileSync(file, after);
    changed++;
  }
}
console.log(`${changed} file(s) rewritten to the @/ alias`);
