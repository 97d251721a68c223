import { CSRF_HEADER } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { CSRF_PARAMETER_REF } from './api-docs.ts';

/**
 * The API document tells a client which calls need the CSRF header: every changing operation of the real
 * app is walked, and what the document says is compared with what the server does without the header.
 */

type Parameter = { $ref?: string };
type Document = {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  components: { parameters: Record<string, { name: string; in: string; required: boolean }> };
};

const CHANGING = ['post', 'put', 'patch', 'delete'];

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 60_000);
afterAll(() => t.app.close());

function changingOperations() {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => CHANGING.includes(method))
      .map(([method, operation]) => ({
        path,
        method,
        declared: (operation.parameters ?? []).some((p) => p.$ref === CSRF_PARAMETER_REF),
      })),
  );
}

describe('the CSRF header in the API document', () => {
  it('is a required header parameter named X-CSRF-Token', () => {
    expect(document.components.parameters.CsrfToken).toMatchObject({
      name: CSRF_HEADER,
      in: 'header',
      required: true,
    });
  });

  it('is declared on every changing operation under /api/ that the server refuses without it', async () => {
    const operations = changingOperations();
    expect(operations.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { path, method, declared } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await t.app.inject({ method: method.toUpperCase() as 'POST', url, payload: {} });
      const refused = response.statusCode === 403 && response.json().code === 'CSRF_HEADER_MISSING';
      if (refused !== declared)
        wrong.push(`${method.toUpperCase()} ${path}: declared ${declared}, refused ${refused}`);
    }
    expect(wrong).toEqual([]);
    // Without it: calls of outside callers (API-key extraction, payment webhooks) and the sandbox
    // payment page's form, which is not under /api/.
    const undeclared = operations.filter((o) => !o.declared).map((o) => `${o.method} ${o.path}`);
    expect(undeclared.sort()).toEqual([
      'post /api/v2/pdf-extract',
      'post /api/v2/web-extract',
      'post /pay/sandbox/{id}/settle',
      'post /pay/webhooks/{provider}',
    ]);
  }, 60_000);

  it('is not asked of reading operations', () => {
    for (const operations of Object.values(document.paths)) {
      const get = operations.get;
      if (get) expect(get.parameters ?? []).not.toContainEqual({ $ref: CSRF_PARAMETER_REF });
    }
  });
});
