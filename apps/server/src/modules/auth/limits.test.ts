import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser } from '#test/factories.ts';
import { SLOWED_LOGIN_DELAY_MS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const MINUTE = 60_000;

const login = (email: string, password: string, ip: string) =>
  api(t.app, { method: 'POST', url: '/api/v2/auth/login', remoteAddress: ip, body: { email, password } });

const register = (email: string, ip: string) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/auth/register',
    remoteAddress: ip,
    body: { email, password: 'panjang123', first_name: 'Coba' },
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counted, { statusCode }) => {
    counted[statusCode] = (counted[statusCode] ?? 0) + 1;
    return counted;
  }, {});

describe('login limits', () => {
  it('checks at most ten of fifty parallel wrong passwords from one address', async () => {
    const user = await createUser(t.app, t.ctx);
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => login(user.email, 'salah-sekali', '10.1.0.1')),
    );
    // A 401 is answered only after the password was checked, a 429 before.
    expect(statuses(burst)).toEqual({ 401: 10, 429: 40 });
    const refused = burst.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('lets a burst of right passwords from one address all in', async () => {
    const user = await createUser(t.app, t.ctx);
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => login(user.email, user.password, '10.1.0.2')),
    );
    expect(statuses(burst)).toEqual({ 200: 25 });
  });

  it('refuses the address for fifteen minutes after ten failures, the right password included', async () => {
    const user = await createUser(t.app, t.ctx);
    for (let i = 0; i < 10; i++)
      expect((await login(user.email, 'salah-sekali', '10.1.1.1')).statusCode).toBe(401);
    const locked = await login(user.email, user.password, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16 * MINUTE);
    expect((await login(user.email, user.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('counts only failures against the address', async () => {
    const user = await createUser(t.app, t.ctx);
    for (let i = 0; i < 15; i++)
      expect((await login(user.email, user.password, '10.1.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await login(user.email, 'salah-sekali', '10.1.2.1')).statusCode).toBe(401);
    expect((await login(user.email, 'salah-sekali', '10.1.2.1')).statusCode).toBe(429);
  });

  it('lets the owner in from a new address after others failed on the email, only slower', async () => {
    const user = await createUser(t.app, t.ctx);
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, 'salah-sekali', `10.1.3.${i}`)).statusCode).toBe(401);
    }
    const timed = async (password: string, ip: string) => {
      const started = performance.now();
      const response = await login(user.email, password, ip);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const guess = await timed('salah-lagi', '10.1.3.100');
    expect(guess.status).toBe(401);
    expect(guess.ms).toBeGreaterThanOrEqual(SLOWED_LOGIN_DELAY_MS - 50);
    const owner = await timed(user.password, '10.1.4.1');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(SLOWED_LOGIN_DELAY_MS - 50);
    // The owner getting in clears the email's failures: the next login is at full speed again.
    expect((await timed(user.password, '10.1.4.1')).ms).toBeLessThan(SLOWED_LOGIN_DELAY_MS);
  });
});

describe('registration limits', () => {
  it('answers five registered emails from one address an hour, then refuses to say', async () => {
    expect((await register('dipakai@contoh.id', '10.2.0.1')).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      const taken = await register('dipakai@contoh.id', '10.2.1.1');
      expect([taken.statusCode, taken.json().code]).toEqual([409, 'EMAIL_TAKEN']);
    }
    const refused = await register('dipakai@contoh.id', '10.2.1.1');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_REGISTRATIONS']);
    expect(refused.json().error).toMatch(/menit/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A free address gets the same refusal: the answer no longer tells which emails have accounts.
    expect((await register('belum-ada@contoh.id', '10.2.1.1')).statusCode).toBe(429);
    // People elsewhere still get the clear answer, and this address gets it again after the hour.
    expect((await register('dipakai@contoh.id', '10.2.2.1')).statusCode).toBe(409);
    t.clock.advance(61 * MINUTE);
    expect((await register('dipakai@contoh.id', '10.2.1.1')).statusCode).toBe(409);
  });

  it('gives a parallel burst of probes no more answers than the limit', async () => {
    expect((await register('diburu@contoh.id', '10.2.3.1')).statusCode).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => register('diburu@contoh.id', '10.2.4.1')),
    );
    expect(statuses(burst)).toEqual({ 409: 5, 429: 15 });
  });

  it('takes twenty sign-ups an hour from one address', async () => {
    for (let i = 0; i < 20; i++)
      expect((await register(`baru${i}@contoh.id`, '10.2.5.1')).statusCode).toBe(201);
    const refused = await register('baru20@contoh.id', '10.2.5.1');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_REGISTRATIONS']);
    expect((await register('baru20@contoh.id', '10.2.6.1')).statusCode).toBe(201);
  });

  it('does not count refused input against the address', async () => {
    for (let i = 0; i < 25; i++) {
      const response = await api(t.app, {
        method: 'POST',
        url: '/api/v2/auth/register',
        remoteAddress: '10.2.7.1',
        body: { email: `salah${i}@contoh.id`, password: 'pendek' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await register('sah@contoh.id', '10.2.7.1')).statusCode).toBe(201);
  });
});
