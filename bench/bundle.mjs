// First-load JavaScript of `/`: the entry script, everything it imports statically, the lazy chunk of the
// home page and the default language's dictionary (the page renders only once it is there), each with
// their own static imports, gzipped as a browser downloads them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

// The budget for `/`: above it the command fails, so growth is seen when it happens rather than months later.
const BUDGET_KB = 150;

const dist = path.join(root, 'apps/web/dist');
const assets = path.join(dist, 'assets');
let html;
try {
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  console.error('Build the web app first: npm run build -w @pustaka/web');
  process.exit(1);
}

const read = (name) => readFileSync(path.join(assets, name), 'utf8');
/** Static imports of a built chunk (`import ... from "./x.js"` and bare `import "./x.js"`). */
const staticImports = (name) =>
  [...read(name).matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);

function closure(entries) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of staticImports(name)) visit(dep);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

const entryScripts = [...html.matchAll(/<script[^>]+src="\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]);
// The home page's own chunk only: chunks it loads after the first paint (home-recommendations-*.js) are not
// first-load, whatever their name starts with.
const homeChunks = readdirSync(assets).filter((f) => /^home-page[-.].*\.js$/i.test(f));
// The Indonesian dictionary: a chunk named after id.json.
const dictionaryChunks = readdirSync(assets).filter((f) => /^id-[A-Za-z0-9_-]+\.js$/.test(f));
const files = closure([...entryScripts, ...homeChunks, ...dictionaryChunks]);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let total = 0;
for (const file of [...files].sort()) {
  const body = readFileSync(path.join(assets, file));
  const gzip = gzipSync(body, { level: 9 }).length;
  total += gzip;
  console.log(`  ${file.padEnd(44)} ${kb(body.length).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip`);
}
if (homeChunks.length === 0)
  console.log('  (no separate home-page chunk found: the home page is in the entry)');
console.log(`First-load JS for / : ${kb(total)} gzip (budget ${BUDGET_KB} KB)`);
const css = [...html.matchAll(/<link[^>]+href="\/?assets\/([^"]+\.css)"/g)]
  .map((m) => gzipSync(readFileSync(path.join(assets, m[1])), { level: 9 }).length)
  .reduce((a, b) => a + b, 0);
console.log(`First-load CSS for /: ${kb(css)} gzip`);
if (total > BUDGET_KB * 1024) {
  console.error(
    `First-load JS for / is ${kb(total)} gzip, over the budget of ${BUDGET_KB} KB: keep what the first page does not need behind a lazy import.`,
  );
  process.exitCode = 1;
}
