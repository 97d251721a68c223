// The server's PDF extractor for the evaluation and the benchmark, bundled by esbuild the way the server's
// build does (our TypeScript inlined, npm packages external), so it runs as it does in production.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function loadPdfExtractor() {
  // Inside the repository's node_modules, so the bundle finds the server's packages from where it lies.
  const outdir = path.join(root, 'node_modules/.cache/pustaka-bench');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, `pdf-extractor-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'apps/server/src/modules/extraction/pdf/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    absWorkingDir: path.join(root, 'apps/server'),
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
