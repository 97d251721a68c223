import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { dictionarySplit } from './dictionary-split';
import { sourceAlias } from './vite.config';

export default defineConfig({
  resolve: { alias: [sourceAlias] },
  // The app's modules import the dictionary chunks by their virtual names; tests resolve them the same way.
  plugins: [dictionarySplit(fileURLToPath(new URL('./src/i18n', import.meta.url)))],
  test: {
    // Rules run in Node; component tests (*.test.tsx) say `@vitest-environment happy-dom` at their top.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
