// First-load JavaScript of `/`: the entry script and every chunk index.html preloads, gzipped as served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
let html;
try {
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  console.error('Build the web app first: npm run build -w @pustaka/web');
  process.exit(1);
}
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);

const size = (files) =>
  files.map((file) => {
    const body = readFileSync(path.join(dist, file.replace(/^\//, '')));
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const js = size([...new Set(scripts)]);
for (const f of js)
  console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw  ${kb(f.gzip).padStart(9)} gzip`);
const total = js.reduce((sum, f) => sum + f.gzip, 0);
console.log(`First-load JS for / : ${kb(total)} gzip (target < 150 KB)`);
const css = size(styles).reduce((sum, f) => sum + f.gzip, 0);
console.log(`First-load CSS for /: ${kb(css)} gzip`);
