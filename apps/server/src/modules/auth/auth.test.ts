import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  createAdmin,
  createUser,
  DEFAULT_PASSWORD,
  lastMailTo,
  tokenFromMail,
} from '#test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const register = (body: unknown) => api(t.app, { method: 'POST', url: '/api/v2/auth/register', body });

describe('register', () => {
  it('creates the account, logs in at once and sends a verification mail', async () => {
    const response = await register({
      email: 'Sari@Contoh.ID',
      password: 'panjang123',
      first_name: 'Sari',
      last_name: 'Dewi',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: 'sari@contoh.id', email_verified: false, role: 'members' },
    });
    expect(body.token).toEqual(body.data.token);
    const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: body.token });
    expect(me.json().data.fullName).toBe('Sari Dewi');
    expect((await lastMailTo(t.app, 'sari@contoh.id')).subject).toMatch(/Verifikasi/);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    await register({ email: 'dua@contoh.id', password: 'panjang123', first_name: 'Dua' });
    const response = await register({ email: 'DUA@contoh.id', password: 'panjang123', first_name: 'Dua' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
  });

  it('refuses short passwords and bad names with field details', async () => {
    const response = await register({ email: 'x@contoh.id', password: 'pendek', first_name: '<script>' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.password', 'body.first_name']));
  });
});

describe('login', () => {
  it('answers the token and user, and 401 with an error text for a wrong password', async () => {
    const user = await createUser(t.app, t.ctx);
    const ok = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(ok.json()).toMatchObject({ success: true, user: { id: user.id } });
    const bad = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: 'salah-sekali' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      error: 'Email atau kata sandi salah.',
    });
  });

  it('speaks English when asked', async () => {
    const bad = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      body: { email: 'nobody@contoh.id', password: 'whatever1' },
    });
    expect(bad.json().error).toBe('Wrong email or password.');
  });

  it('gives remembered sessions a longer life', async () => {
    const user = await createUser(t.app, t.ctx);
    const short = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: user.password },
    });
    const long = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: user.password, remember_me: true },
    });
    const life = (r: typeof short) => new Date(r.json().data.expires_at).getTime() - t.clock.now().getTime();
    expect(life(short)).toBe(86_400_000);
    expect(life(long)).toBe(30 * 86_400_000);
  });

  it('locks an IP out after 10 failures across different emails', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      await api(t.app, {
        method: 'POST',
        url: '/api/v2/auth/login',
        remoteAddress: ip,
        body: { email: `x${i}@contoh.id`, password: 'salah-sekali' },
      });
    }
    const user = await createUser(t.app, t.ctx);
    const locked = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      remoteAddress: ip,
      body: { email: user.email, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a deactivated account', async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const user = await createUser(t.app, t.ctx);
    await api(t.app, { method: 'PUT', url: `/api/v2/admin/users/${user.id}/deactivate`, token: admin.token });
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_DEACTIVATED');
  });
});

describe('tokens and sessions', () => {
  it('rejects a missing, forged or expired token with 401', async () => {
    const user = await createUser(t.app, t.ctx);
    const me = (token?: string) => api(t.app, { method: 'GET', url: '/api/v2/auth/me', token });
    expect((await me()).statusCode).toBe(401);
    const [header, payload] = user.token.split('.');
    expect((await me(`${header}.${payload}.forgedsignature`)).statusCode).toBe(401);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    t.clock.advance(2 * 86_400_000);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const user = await createUser(t.app, t.ctx);
    expect(
      (await api(t.app, { method: 'POST', url: '/api/v2/auth/logout', token: user.token })).statusCode,
    ).toBe(200);
    const after = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_REVOKED');
  });

  it('change-password keeps this session and ends the others', async () => {
    const user = await createUser(t.app, t.ctx);
    const other = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: user.password },
    });
    const otherToken = other.json().token;
    const change = (current: string, next: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/v2/auth/change-password',
        token: user.token,
        body: { current_password: current, new_password: next },
      });
    expect((await change('bukan-ini', 'BaruSekali#1')).json().code).toBe('INVALID_CURRENT_PASSWORD');
    expect((await change(DEFAULT_PASSWORD, 'pendek')).statusCode).toBe(400);
    expect((await change(DEFAULT_PASSWORD, 'BaruSekali#1')).statusCode).toBe(200);
    expect((await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token })).statusCode).toBe(
      200,
    );
    expect((await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: otherToken })).statusCode).toBe(
      401,
    );
    const relogin = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: 'BaruSekali#1' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('requires the CSRF header on mutating calls', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      csrf: false,
      body: { email: 'a@contoh.id', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_HEADER_MISSING');
  });
});

describe('email verification', () => {
  it('sends a single-use link that verifies the address and returns the redirect', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    const send = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/verify-email/send',
      token: user.token,
      body: { redirect: '/dashboard/profile' },
    });
    expect(send.json()).toMatchObject({
      success: true,
      message: 'Email verifikasi telah dikirim. Periksa inbox Anda.',
    });
    const mail = await lastMailTo(t.app, user.email);
    expect(mail.text).toContain('http://pustaka.test/verify-email?token=');
    const token = tokenFromMail(mail.text);

    const verify = await api(t.app, { method: 'GET', url: `/api/v2/auth/verify?token=${token}` });
    expect(verify.json()).toMatchObject({
      success: true,
      data: { verified: true, redirect: '/dashboard/profile' },
    });
    const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token });
    expect(me.json().data.email_verified).toBe(true);

    const again = await api(t.app, { method: 'GET', url: `/api/v2/auth/verify?token=${token}` });
    expect(again.json().code).toBe('TOKEN_USED');
  });

  it('refuses an expired or unknown link, and an already verified user', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    await api(t.app, { method: 'POST', url: '/api/v2/auth/verify-email/send', token: user.token, body: {} });
    const token = tokenFromMail((await lastMailTo(t.app, user.email)).text);
    t.clock.advance(25 * 3_600_000);
    expect((await api(t.app, { method: 'GET', url: `/api/v2/auth/verify?token=${token}` })).json().code).toBe(
      'TOKEN_EXPIRED',
    );
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/auth/verify?token=${'x'.repeat(43)}` })).json().code,
    ).toBe('TOKEN_INVALID');
    const verified = await createUser(t.app, t.ctx);
    const send = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/verify-email/send',
      token: verified.token,
      body: {},
    });
    expect(send.statusCode).toBe(409);
  });

  it('refuses a redirect that leaves the app', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    for (const redirect of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/x/..//evil.example/phish',
      '/x/%2e%2e//evil.example',
      '/%2F%2Fevil.example',
      '/\t/evil.example',
    ]) {
      const response = await api(t.app, {
        method: 'POST',
        url: '/api/v2/auth/verify-email/send',
        token: user.token,
        body: { redirect },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps the redirect as a normalised path, and never hands back one stored before that rule', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/verify-email/send',
      token: user.token,
      body: { redirect: '/lms/./courses/../courses/3' },
    });
    const mail = await lastMailTo(t.app, user.email);
    expect(mail.text).toContain(`&next=${encodeURIComponent('/lms/courses/3')}`);
    // A link mailed before the rule tightened, holding a path that resolves to another site.
    await t.ctx.db
      .update(emailVerificationTokens)
      .set({ redirect: '/x/..//evil.example/phish' })
      .where(eq(emailVerificationTokens.userId, user.id));
    const verify = await api(t.app, {
      method: 'GET',
      url: `/api/v2/auth/verify?token=${tokenFromMail(mail.text)}`,
    });
    expect(verify.json().data).toEqual({ verified: true, redirect: '/dashboard' });
  });

  it('limits verification mails to five an hour', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    const send = () =>
      api(t.app, { method: 'POST', url: '/api/v2/auth/verify-email/send', token: user.token, body: {} });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('keeps unverified users out of routes that need a verified address', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    const creator = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/become-creator',
      token: user.token,
    });
    expect(creator.statusCode).toBe(403);
    expect(creator.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token })).statusCode).toBe(
      200,
    );
  });
});
