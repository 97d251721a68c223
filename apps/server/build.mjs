// Bundles the server's start into dist/main.js and its modules into dist/server-modules.cjs, the demo seed's
// worker into dist/seed-media-worker.js and the extraction pool's into dist/extraction-worker.js, and copies
// the migrations beside them. Our TypeScript, the contract package and the npm packages the server loads at
// start are inlined: a start then reads a few files instead of resolving and reading about a thousand, which
// was a third of its time.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * CommonJS's `__dirname`; inlined into the bundle, that would be the bundle's folder. Each of its files gets
 * the folder it came from, found at run time where node finds the packages left out above, so the bundle can
 * move with them.
 */
const swaggerUiFolder = {
  name: 'swagger-ui-folder',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ }, (args) => {
      const packageRoot = args.path.slice(0, args.path.lastIndexOf('swagger-ui') + 'swagger-ui'.length);
      const folder = JSON.stringify(path.relative(packageRoot, path.dirname(args.path)));
      // A require made here rather than `require.resolve`, which esbuild would try to resolve at build time.
      const resolve = "require('node:module').createRequire(__filename).resolve";
      const dirname = `require('node:path').join(require('node:path').dirname(${resolve}('@fastify/swagger-ui/package.json')), ${folder})`;
      return { contents: `var __dirname = ${dirname};\n${readFileSync(args.path, 'utf8')}`, loader: 'js' };
    });
  },
};

/**
 * Node 20 loses a script's `import()` handler when V8's saved code is used, so in the script each
 * `import("package")` of a package left to node becomes a call of the function its loader passes in
 * (`DYNAMIC_IMPORT` in src/code-cache.ts), a name of the same length so the source map still fits.
 */
function rewriteDynamicImports(file) {
  let rewritten = 0;
  const source = readFileSync(file, 'utf8').replace(
    /(?<![\w$.])import\((["'])([^"'\n]+)\1\)/g,
    (call, quote, specifier) => {
      const leftToNode =
        specifier.startsWith('node:') ||
        external.some((name) => specifier === name || specifier.startsWith(`${name}/`));
      if (!leftToNode) return call;
      rewritten += 1;
      return `dynImp(${quote}${specifier}${quote})`;
    },
  );
  if (rewritten === 0)
    throw new Error(`no import() found to rewrite in ${file}: has esbuild's output changed?`);
  writeFileSync(file, source);
}

rmSync('dist', { recursive: true, force: true });
/** What both bundles share. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  alias: { '@pustaka/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
};
// The server's modules, as one CommonJS script that main.js runs with V8's code from the start before
// (src/code-cache.ts): node 20 keeps no compiled code for ES modules. Chunks a module imports on first use are
// inside it too, and cost nothing until then. `import.meta.url` becomes the script's own address, as the code
// finds files beside itself with it (the worker threads' entries, the migrations, packages by createRequire).
await build({
  ...common,
  entryPoints: { 'server-modules': 'src/server-modules.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__import_meta_url' },
  banner: { js: "var __import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [swaggerUiFolder],
});
rewriteDynamicImports('dist/server-modules.cjs');
await build({
  ...common,
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
  // Code the workers share becomes a chunk of its own, beside them.
  splitting: true,
  chunkNames: '[name]-[hash]',
  format: 'esm',
  // The CommonJS packages inlined here call `require` for node's modules and for the packages above; an ES
  // module has no `require` of its own, so each file makes one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
