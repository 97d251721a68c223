import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bareApp } from '#test/bare-app.ts';
import { apiDocs } from './api-docs.ts';

const app = bareApp();
beforeAll(async () => {
  await app.register(apiDocs);
  app.post('/api/v2/things', { schema: { body: z.object({ name: z.string().max(10) }) } }, async () => ({}));
  await app.ready();
});
afterAll(() => app.close());

describe('apiDocs', () => {
  it('documents routes from their zod schemas and serves the docs page', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/v2/things'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      properties: { name: { type: 'string', maxLength: 10 } },
    });
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
