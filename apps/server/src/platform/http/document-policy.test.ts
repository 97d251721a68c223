import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp } from '#test/bare-app.ts';
import { documentPolicy } from './document-policy.ts';

const app = bareApp();
beforeAll(async () => {
  await app.register(documentPolicy);
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/data', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('documentPolicy', () => {
  it('sends the content security policy with documents only', async () => {
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    const data = await app.inject({ method: 'GET', url: '/data' });
    expect(data.headers['content-security-policy']).toBeUndefined();
  });

  it('sends helmet headers everywhere', async () => {
    const data = await app.inject({ method: 'GET', url: '/data' });
    expect(data.headers['x-content-type-options']).toBe('nosniff');
  });
});
