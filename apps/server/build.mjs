// Bundles the server into dist/main.js, the demo seed's worker into dist/seed-media-worker.js and the
// extraction pool's into dist/extraction-worker.js, and copies the migrations beside them. Our TypeScript,
// the contract package and the npm packages the server loads at start are inlined: a start then reads a
// few files instead of resolving and reading about a thousand, which was a third of its time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Packages left to node's own loading, from node_modules:
 * - native addons, and packages that read files kept beside their own code (PGlite's WebAssembly and data,
 *   pdf.js's worker and fonts, the API page's assets, the MP4 encoder's WebAssembly);
 * - the large libraries loaded only with their first use (PDFs, decks, MP3s, S3, Redis, mail, JWTs): they
 *   stay out of the start's files and load, as before, when a route or job first needs them.
 */
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfjs-dist',
  'h264-mp4-encoder',
  '@breezystack/lamejs',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'pptxgenjs',
  '@aws-sdk/client-s3',
  'ioredis',
  'nodemailer',
  'jose',
  // Loaded on first use too (see platform/html/sanitise-html.ts and platform/media/zip-entries.ts).
  'sanitize-html',
  'yauzl',
  // fastify loads its own validator and serializer compilers (ajv, fast-json-stringify) only when it is not
  // given others; the app gives it zod's (app.ts), so they are never loaded and need not be in the bundle.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

/**
 * The API page's plugin (@fastify/swagger-ui) serves the files of its own folder, which it finds through
 * CommonJS's `__dirname`; inlined into an ES module it has none. Each of its files gets the folder it came
 * from, found at run time where node finds the packages left out above, so the bundle can move with them.
 */
const swaggerUiFolder = {
  name: 'swagger-ui-folder',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ }, (args) => {
      const packageRoot = args.path.slice(0, args.path.lastIndexOf('swagger-ui') + 'swagger-ui'.length);
      const folder = JSON.stringify(path.relative(packageRoot, path.dirname(args.path)));
      const dirname = `require('node:path').join(require('node:path').dirname(require.resolve('@fastify/swagger-ui/package.json')), ${folder})`;
      return { contents: `var __dirname = ${dirname};\n${readFileSync(args.path, 'utf8')}`, loader: 'js' };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // The demo seed's file maker runs in a worker thread, which starts from a file of its own.
  // The extraction pool's workers likewise (see modules/extraction/worker/extraction-pool.ts).
  entryPoints: {
    main: 'src/main.ts',
    'seed-media-worker': 'src/seed/media-worker.ts',
    'extraction-worker': 'src/modules/extraction/worker/extraction-worker.ts',
    // The embedded database runs in a thread of its own (see db/pglite-remote.ts).
    'pglite-thread': 'src/db/pglite-thread.ts',
  },
  outdir: 'dist',
  // Code behind a dynamic import (the app itself, so the database opens while it loads; the S3 driver;
  // the demo seed) becomes its own chunk, loaded when it is imported.
  splitting: true,
  // Chunks sit beside main.js, so './migrations' means the same folder from any of them.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  // The CommonJS packages inlined here call `require` for node's modules and for the packages above; an ES
  // module has no `require` of its own, so each file makes one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  alias: { '@pustaka/contract': '../../packages/contract/src/index.ts' },
  plugins: [swaggerUiFolder],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
