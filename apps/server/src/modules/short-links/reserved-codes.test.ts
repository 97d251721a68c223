import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { chosenCode, isReservedCode, RESERVED } from './codes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const webApp = path.resolve(here, '../../../../web/src/app');

/** The web router and its areas' route modules (`routes/<area>.tsx`), where every page's path is declared. */
function routeSources(): string {
  const areas = readdirSync(path.join(webApp, 'routes'))
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(webApp, 'routes', name));
  return [path.join(webApp, 'router.tsx'), ...areas].map((file) => readFileSync(file, 'utf8')).join('\n');
}

/**
 * Every first segment of a path the web router declares: `path: 'x/…'` entries and the `soon('x/…')` and
 * `catalogueRoute('x', …)` helpers. Parameters (`:id`) and the catch-all are not pages of their own.
 */
function topLevelSegments(source: string): string[] {
  const paths = [
    ...source.matchAll(/\bpath:\s*'([^']*)'/g),
    ...source.matchAll(/\b(?:soon|catalogueRoute)\(\s*'([^']*)'/g),
  ].map((match) => match[1] ?? '');
  const segments = paths
    .map((p) => p.replace(/^\//, '').split('/')[0] ?? '')
    .filter((segment) => segment && !segment.startsWith(':') && segment !== '*');
  return [...new Set(segments)].sort();
}

describe('reserved codes', () => {
  it('reads the web router and its area modules (the parser finds the pages it should)', () => {
    const segments = topLevelSegments(routeSources());
    expect(segments).toEqual(expect.arrayContaining(['products', 'admin', 'manage-shorturl', 'dashboard']));
    expect(segments.length).toBeGreaterThan(20);
  });

  it('reserve every top-level segment of the web router, so no short code can shadow a page', () => {
    const segments = topLevelSegments(routeSources());
    expect(segments.filter((segment) => !RESERVED.has(segment))).toEqual([]);
  });

  it("reserve the server's own prefixes", () => {
    for (const prefix of ['api', 'pay', 'dev', 'health', 'assets', 'docs'])
      expect(RESERVED.has(prefix)).toBe(true);
  });

  it('compare without case, and refuse them as chosen codes', () => {
    expect(isReservedCode('Products')).toBe(true);
    expect(() => chosenCode('ADMIN')).toThrow(expect.objectContaining({ code: 'SHORT_CODE_RESERVED' }));
    expect(chosenCode('Promo-2026')).toBe('promo-2026');
  });
});

/**
 * The first path segments of the specification's routes (its page table and its API list), as it spells
 * them: a code may read like none of them.
 */
const SPEC_SEGMENTS = [
  'login',
  'register',
  'products',
  'courses',
  'audio',
  'slides',
  'checkout',
  'checkout-success',
  'checkout-fail',
  'authors',
  'about',
  'terms-and-conditions',
  'privacy-policy',
  'contact',
  'subscription',
  'subscription-live',
  'blog',
  'verify-email',
  'health',
  'lms-edukasi',
  'debug',
  'pdf-test',
  'test',
  'publish-slides',
  'dashboard',
  'audio-album',
  'slide-fullscreen',
  'manage-shorturl',
  'admin',
  'publisher',
  'lms',
  'ai-slides',
  'auth',
  'books',
  'public',
  'categories',
  'owned-books',
  'profile',
  'gcs',
  'orders',
  'audio-contents',
  'web-extract',
  'pdf-extract',
  'subscriptions',
];

/** The words the issue found accepted as codes, each reading like a step of signing in or of the API. */
const LOOK_ALIKES = [
  'auth',
  'verify',
  'oauth',
  'callback',
  'reset-password',
  'forgot-password',
  'sandbox',
  'swagger',
  'api-docs',
];

describe("reserved codes and the server's routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.app.close());

  /**
   * The first segment of every route the server answers, at the root and under /api/v2, from Fastify's route
   * tree (each line adds its text to its parent's, four characters of indent per level).
   */
  function serverSegments(): string[] {
    const stack: string[] = [];
    const paths: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+)/.exec(line);
      if (!match) continue;
      stack.length = (match[1] ?? '').length / 4;
      stack.push(match[2] ?? '');
      paths.push(stack.join(''));
    }
    const segments = paths.map((p) => p.replace(/^\/api\/v2(?=\/)/, '').split('/')[1] ?? '');
    return [...new Set(segments.filter((segment) => /^[a-z0-9-]+$/.test(segment)))].sort();
  }

  it('reads the route table (the parser finds the routes it should)', () => {
    expect(serverSegments()).toEqual(expect.arrayContaining(['auth', 'short-links', 'lms', 'pay', 'health']));
  });

  it("reserve the first segment of every server route, so a new module's name is never a code", () => {
    expect(serverSegments().filter((segment) => !RESERVED.has(segment))).toEqual([]);
  });

  it("reserve the specification's route names and the look-alikes of the platform's own steps", () => {
    expect([...SPEC_SEGMENTS, ...LOOK_ALIKES].filter((segment) => !RESERVED.has(segment))).toEqual([]);
  });

  it('send a reserved word to the web app, not to a link', async () => {
    for (const code of LOOK_ALIKES) {
      const response = await t.app.inject({ url: `/${code}` });
      expect(response.statusCode, code).not.toBe(302);
      expect(response.statusCode, code).not.toBe(301);
    }
  });
});
