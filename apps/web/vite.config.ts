import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dictionarySplit } from './dictionary-split';

// The API server during `vite` / `vite preview`; PUSTAKA_API points elsewhere when it runs on another port.
const backend = process.env.PUSTAKA_API ?? 'http://localhost:3000';
const proxy = {
  '/api': backend,
  '/pay': backend,
  '/dev': backend,
  // /health is both the backend's JSON and the app's status page: a browser navigation gets the page.
  '/health': {
    target: backend,
    bypass: (req: { headers: { accept?: string } }) =>
      req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
  },
};

export default defineConfig({
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
  },
});
