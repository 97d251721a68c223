import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The journeys run on two servers at once, each with its own fresh data folder and one browser. The specs of
 * one server run one after another, so a spec never shares its server with another running spec, and the
 * whole run takes the time of the longer half. `E2E_SERVERS=1` puts every spec on one server.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVERS = process.env.E2E_SERVERS === '1' ? 1 : 2;
const portOf = (server: number) => FIRST_PORT + 10 * server;
/** A local page server the extraction journey starts; the servers may fetch from it (EXTRACT_ALLOWED_HOSTS). */
export const PAGE_SERVER_PORT = FIRST_PORT + 1;

/**
 * The second server's specs, chosen so the two halves take about as long (from the durations of a full
 * run); every other spec, a new one too, runs on the first.
 */
const SECOND_SERVER_SPECS = [
  'accessibility',
  'ai-slides',
  'campaigns',
  'course-from-source',
  'creator-payout',
  'guards',
  'landing-page',
  'live-quiz',
  'mobile-menu',
  'quiz-guest',
  'recommendations',
  'short-links',
  'subscription',
  'verification-gate',
].map((name) => `**/${name}.spec.ts`);

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
  workers: SERVERS,
  // A spec that fails in CI fails the run; no silent skips and no retries that hide flakiness.
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous for a shared two-core machine: the server also fills the demo catalogue during the first tests.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'id-ID',
    // Wide enough for the desktop navigation (Tailwind's xl breakpoint is 1280 px).
    viewport: { width: 1440, height: 900 },
  },
  projects: Array.from({ length: SERVERS }, (_, server) => ({
    name: `server-${server + 1}`,
    workers: 1,
    ...(SERVERS === 1
      ? {}
      : server === 0
        ? { testIgnore: SECOND_SERVER_SPECS }
        : { testMatch: SECOND_SERVER_SPECS }),
    use: { baseURL: `http://127.0.0.1:${portOf(server)}` },
  })),
  webServer: Array.from({ length: SERVERS }, (_, server) => webServer(portOf(server), `${server + 1}`)),
});

/**
 * A server on a fresh data folder (the demo accounts are seeded on its first start). It serves a copy of
 * the built web app taken when the run starts, so a rebuild of apps/web/dist in the middle of a run (hashed
 * chunks replaced, index.html briefly missing) cannot change the pages under test.
 */
function webServer(port: number, name: string) {
  const dataDir = `.e2e-data-${name}`;
  const webCopy = fileURLToPath(new URL(`./dist/web-${name}`, import.meta.url));
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `rm -rf ${dataDir} ${webCopy} && mkdir -p dist && cp -R ../apps/web/dist ${webCopy} && test -f ${webCopy}/index.html && node ../apps/server/dist/main.js`,
    url: `${url}/health`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded before /health answers: over a minute on a busy two-core machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_ENV: 'e2e',
      // Links in mails (email verification) must point at this server, with the origin the tests use.
      PUBLIC_URL: url,
      WEB_DIST: webCopy,
      EXTRACT_ALLOWED_HOSTS: `127.0.0.1:${PAGE_SERVER_PORT}`,
    },
  };
}
