import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp } from '#test/bare-app.ts';
import { nulGuard } from './nul-guard.ts';

const app = bareApp();
beforeAll(async () => {
  await app.register(nulGuard);
  app.post('/echo/:word', async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

describe('nulGuard', () => {
  it('refuses NUL anywhere in the body, the query or the path, in the caller language', async () => {
    const inBody = await app.inject({
      method: 'POST',
      url: '/echo/a',
      payload: { deep: [{ x: 'a\u0000b' }] },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().details).toEqual([
      { field: 'request', message: 'Karakter NUL tidak diperbolehkan' },
    ]);
    const inQuery = await app.inject({
      method: 'POST',
      url: '/echo/a?q=%00',
      headers: { 'accept-language': 'en' },
    });
    expect(inQuery.json().details).toEqual([{ field: 'request', message: 'NUL characters are not allowed' }]);
    expect((await app.inject({ method: 'POST', url: '/echo/a%00b' })).statusCode).toBe(400);
  });

  it('lets clean input through', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo/a', payload: { x: 'fine' } });
    expect(response.json()).toEqual({ body: { x: 'fine' } });
  });
});
