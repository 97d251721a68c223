import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A local page server the extraction journey starts; the server may fetch from it (EXTRACT_ALLOWED_HOSTS). */
export const PAGE_SERVER_PORT = PORT + 1;

/**
 * The server serves a copy of the built web app taken when the run starts, so a rebuild of apps/web/dist in the
 * middle of a run (hashed chunks replaced, index.html briefly missing) cannot change the pages under test.
 */
const WEB_COPY = fileURLToPath(new URL('./dist/web', import.meta.url));

/** Debian's Chromium: test tools may not download a browser of their own on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  // A spec that fails in CI fails the run; no silent skips and no retries that hide flakiness.
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous for a shared two-core machine: the server also fills the demo catalogue during the first tests.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'id-ID',
    // Wide enough for the desktop navigation (Tailwind's xl breakpoint is 1280 px).
    viewport: { width: 1440, height: 900 },
  },
  webServer: {
    // A fresh data directory each run: the demo accounts are seeded on first start.
    command: `rm -rf .e2e-data dist/web && mkdir -p dist && cp -R ../apps/web/dist dist/web && test -f dist/web/index.html && node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded before /health answers: over a minute on a busy two-core machine.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      LOG_LEVEL: 'warn',
      APP_ENV: 'e2e',
      // Links in mails (email verification) must point at this server, with the origin the tests use.
      PUBLIC_URL: BASE_URL,
      WEB_DIST: WEB_COPY,
      EXTRACT_ALLOWED_HOSTS: `127.0.0.1:${PAGE_SERVER_PORT}`,
    },
  },
});
