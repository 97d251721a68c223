// Bundles the server into dist/main.js (our TypeScript and the contract package inlined, npm packages kept
// external) and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
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
