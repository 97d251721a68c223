import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Rules run in Node; component tests (*.test.tsx) say `@vitest-environment happy-dom` at their top.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
