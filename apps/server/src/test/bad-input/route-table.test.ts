import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { ALL_ROUTES } from './routes/index.ts';

/** The areas' route tables together: they name only routes the app has, and every route its API document lists. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('the route table', () => {
  it('names only routes that exist', () => {
    const missing = ALL_ROUTES.filter((route) => !t.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('covers every documented route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = new Set(
      ALL_ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(documented.filter((entry) => !entry.startsWith('HEAD ') && !listed.has(entry))).toEqual([]);
  });
});
