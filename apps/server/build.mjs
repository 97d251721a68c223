// Bundles the server into dist/main.js, the demo seed's worker into dist/seed-media-worker.js and the
// extraction pool's into dist/extraction-worker.js (our
// TypeScript and the contract package inlined, npm packages kept external) and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  // The demo seed's file maker runs in a worker thread, which starts from a file of its own.
  // The extraction pool's workers likewise (see modules/extraction/worker/extraction-pool.ts).
  entryPoints: {
    main: 'src/main.ts',
    'seed-media-worker': 'src/seed/media-worker.ts',
    'extraction-worker': 'src/modules/extraction/worker/extraction-worker.ts',
  },
  outdir: 'dist',
  // Code behind a dynamic import (the S3 driver, the demo seed) becomes its own chunk, so the packages it
  // needs load only when it runs: start-up stays fast.
  splitting: true,
  // Chunks sit beside main.js, so './migrations' means the same folder from any of them.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@pustaka/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
