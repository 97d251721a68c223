import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp } from '#test/bare-app.ts';
import { handleError } from './error-handler.ts';
import { isLoopback, loopbackOnly } from './loopback-only.ts';

const app = bareApp();
beforeAll(async () => {
  await app.register(async (scope) => {
    await scope.register(loopbackOnly);
    scope.get('/dev/mailbox', async () => ({ ok: true }));
  });
  app.get('/open', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('loopbackOnly', () => {
  it('knows loopback addresses in every spelling', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of [
      '10.0.0.1',
      '192.168.1.2',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '0.0.0.0',
      'localhost',
    ])
      expect(isLoopback(address)).toBe(false);
  });

  it('answers this machine and hides its scope from everyone else', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    const remote = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/open', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a remote client behind a trusted proxy on this machine, whatever it forwards', async () => {
    const proxied = Fastify({ logger: false, trustProxy: true });
    proxied.setErrorHandler(handleError);
    await proxied.register(loopbackOnly);
    proxied.get('/dev/mailbox', async () => ({ ok: true }));
    await proxied.ready();
    const viaProxy = (forwarded: string) =>
      proxied.inject({
        method: 'GET',
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
    expect((await viaProxy('127.0.0.1, 203.0.113.9')).statusCode).toBe(404);
    expect((await viaProxy('203.0.113.9')).statusCode).toBe(404);
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
    await proxied.close();
  });
});
