import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // One database per worker, reused by every file the worker runs (reset between files): PGlite takes
    // seconds to create but milliseconds to truncate.
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
