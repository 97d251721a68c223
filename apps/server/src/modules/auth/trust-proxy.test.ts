import { describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { api, createUser } from '#test/factories.ts';

/**
 * Ten failures from one client behind the proxy, then a login from another client. Requests come from the
 * proxy (the inject default 127.0.0.1); X-Forwarded-For names the client.
 */
async function secondClientAfterFirstIsLimited(env: Record<string, string>): Promise<number> {
  const t = await buildTestApp(env);
  try {
    const user = await createUser(t.app, t.ctx);
    const login = (client: string, email: string, password: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: { 'x-forwarded-for': client },
        body: { email, password },
      });
    for (let i = 0; i < 10; i++) {
      expect((await login('203.0.113.7', `tebak${i}@contoh.id`, 'salah-sekali')).statusCode).toBe(401);
    }
    expect((await login('203.0.113.7', user.email, user.password)).statusCode).toBe(429);
    return (await login('203.0.113.8', user.email, user.password)).statusCode;
  } finally {
    await t.app.close();
  }
}

// Each case builds an app of its own, which takes a while on a busy machine.
describe('TRUST_PROXY', { timeout: 60_000 }, () => {
  it('gives each client behind a trusted proxy its own login limit', async () => {
    expect(await secondClientAfterFirstIsLimited({ TRUST_PROXY: '127.0.0.1' })).toBe(200);
  });

  it('ignores X-Forwarded-For without it, so one client cannot pose as another', async () => {
    expect(await secondClientAfterFirstIsLimited({})).toBe(429);
  });

  it('accepts true, false, and addresses, CIDRs or range names; refuses anything else', () => {
    const trustOf = (value: string) =>
      loadConfig({ TRUST_PROXY: value, DATA_DIR: '/tmp' }, { authSecret: 'x'.repeat(32) }).trustProxy;
    expect(trustOf('true')).toBe(true);
    expect(trustOf('false')).toBe(false);
    expect(trustOf(' 10.0.0.1, 10.1.0.0/16 ,::1, loopback ')).toBe('10.0.0.1,10.1.0.0/16,::1,loopback');
    for (const bad of ['1', 'yes', '10.0.0.1/33', 'proxy.local', '10.0.0.1,', '10.0.0/8']) {
      expect(() => trustOf(bad), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ DATA_DIR: '/tmp' }, { authSecret: 'x'.repeat(32) }).trustProxy).toBe(false);
  });
});
