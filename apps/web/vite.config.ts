import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dictionarySplit } from './dictionary-split.ts';

// The API server during `vite` / `vite preview`; PUSTAKA_API points elsewhere when it runs on another port.
const backend = process.env.PUSTAKA_API ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, ws: true },
  '/pay': backend,
  '/dev': backend,
  // /health is both the backend's JSON and the app's status page: a browser navigation gets the page.
  '/health': {
    target: backend,
    bypass: (req: { headers: { accept?: string } }) =>
      req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
  },
};

// React Router publishes a production build next to the development one but its package exports name only the
// development build, whose only difference is that its development warnings are switched on. A production
// bundle takes the production build.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/** `@/lib/api-client` is `src/lib/api-client`: imports name what they use, not how far up it lives. */
export const sourceAlias = {
  find: /^@\//,
  replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/`,
};

export default defineConfig(({ command }) => ({
  resolve: { alias: [sourceAlias, ...(command === 'build' ? reactRouterProduction : [])] },
  plugins: [react(), tailwindcss(), dictionarySplit(fileURLToPath(new URL('./src/i18n', import.meta.url)))],
  server: {
    port: 5173,
    proxy,
  },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The app, and the small document of creators' public landing pages (rendered by the server; its script
      // only counts visits), which must not load the app.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically ends up in the entry chunk. Left alone, the bundler puts
          // what the entry shares with lazy pages into separate chunks the entry imports anyway: more requests
          // and less for gzip to share between them.
          // The landing document's modules stay out of it, and the preload polyfill every document gets is a chunk
          // of its own: otherwise the landing document would load the app's entry.
          groups: [
            { name: 'preload', test: /modulepreload-polyfill/, priority: 2 },
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !/landing\.html|\/src\/landing\//.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
