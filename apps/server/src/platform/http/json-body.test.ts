import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bareApp } from '#test/bare-app.ts';
import { jsonBody } from './json-body.ts';

const app = bareApp();
beforeAll(async () => {
  await app.register(jsonBody);
  app.post('/no-body', async (request) => ({ body: request.body ?? null }));
  app.post('/needs-body', { schema: { body: z.object({ name: z.string() }) } }, async (request) => ({
    body: request.body,
  }));
  await app.ready();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

describe('jsonBody', () => {
  it('takes an empty body with a JSON content type as no body', async () => {
    for (const payload of ['', '  \n']) {
      const response = await app.inject({ method: 'POST', url: '/no-body', headers: json, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ body: null });
    }
    const charset = { 'content-type': 'application/json; charset=utf-8' };
    expect((await app.inject({ method: 'POST', url: '/no-body', headers: charset })).statusCode).toBe(200);
  });

  it('still parses a body that is there', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/needs-body',
      headers: json,
      payload: '{"name":"a"}',
    });
    expect(response.json()).toEqual({ body: { name: 'a' } });
  });

  it('keeps INVALID_JSON for a broken body and refuses prototype poisoning', async () => {
    for (const payload of ['{', 'nul', '{"__proto__":{"admin":true}}']) {
      const response = await app.inject({ method: 'POST', url: '/no-body', headers: json, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ code: 'INVALID_JSON' });
    }
  });

  it('answers a route that needs a body with a validation error, not INVALID_JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/needs-body', headers: json });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
