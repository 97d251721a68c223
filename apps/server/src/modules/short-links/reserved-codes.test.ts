import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
