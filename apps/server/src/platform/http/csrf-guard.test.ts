import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp } from '#test/bare-app.ts';
import { csrfGuard } from './csrf-guard.ts';

const app = bareApp();
beforeAll(async () => {
  await app.register(csrfGuard);
  app.put('/api/v2/profile', async () => ({ success: true }));
  app.post('/pay/webhooks/:provider', async () => ({ success: true }));
  app.post('/api/v2/web-extract', async () => ({ success: true }));
  app.get('/api/v2/profile', async () => ({ success: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('csrfGuard', () => {
  it('refuses a mutating API call without the header, in every spelling of its path', async () => {
    for (const url of [
      '/api/v2/profile',
      '/%61pi/v2/profile',
      '/api/v2/%70rofile',
      '/api/%76%32/profile',
      '/api/v2/profile/',
    ]) {
      const response = await app.inject({ method: 'PUT', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'CSRF_HEADER_MISSING' });
    }
  });

  it('lets the call through with the header', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/%61pi/v2/profile',
      headers: { 'x-csrf-token': 'pustaka' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown API path without the header before saying it does not exist', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/%61pi/v2/nothing-here' });
    expect(response.json()).toMatchObject({ code: 'CSRF_HEADER_MISSING' });
  });

  it('leaves reads, payment webhooks and the API-key extraction routes alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v2/profile' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/pay/webhooks/sandbox' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v2/web-extract' })).statusCode).toBe(200);
  });
});
