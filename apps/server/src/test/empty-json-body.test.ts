import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { api, createAdmin, login } from './factories.ts';

/**
 * Many clients send `Content-Type: application/json` on every call. Every documented route gets one
 * such call without a body, as an admin (who passes every role check), so the body parser is reached:
 * none may answer INVALID_JSON, and none may fail with a 5xx. Path parameters name nothing that exists,
 * so no call changes the fixtures; a call that ends the session (logout) is followed by a new login.
 */
let t: TestApp;
let admin: { email: string; password: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(() => t.app.close());

async function documentedRoutes(): Promise<{ method: string; path: string; takesBody: boolean }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return Object.entries(doc.paths as Record<string, Record<string, { requestBody?: unknown }>>).flatMap(
    ([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{\w+\}/g, '999999'),
          takesBody: operation.requestBody !== undefined,
        })),
  );
}

describe('a JSON content type without a body', () => {
  it('is taken as no body on every route', async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let answeredWithoutBody = 0;
    let token = await login(t.app, admin.email, admin.password);
    for (const route of routes) {
      const send = () =>
        api(t.app, {
          method: route.method as 'GET',
          url: route.path,
          token,
          headers: { 'content-type': 'application/json' },
        });
      let response = await send();
      if (response.statusCode === 401) {
        token = await login(t.app, admin.email, admin.password);
        response = await send();
      }
      const where = `${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) problems.push(where);
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      const code = isJson ? response.json().code : undefined;
      if (code === 'INVALID_JSON') problems.push(where);
      if (!route.takesBody && response.statusCode < 400) answeredWithoutBody += 1;
    }
    expect(problems).toEqual([]);
    // The walk reached handlers, not just the parser: some body-less calls succeeded outright.
    expect(answeredWithoutBody).toBeGreaterThan(5);
  });
});
