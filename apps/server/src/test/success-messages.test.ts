import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#platform/messages.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { api, createAdmin, createUser, DEFAULT_PASSWORD, lastMailTo, tokenFromMail } from './factories.ts';

/**
 * Success messages follow the caller's language: Accept-Language first, then the signed-in user's own
 * choice, then Indonesian. (Every test app also refuses a message that is not in the table at all.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('the message table', () => {
  it('has every message in both languages, each its own text', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(texts.id.trim(), key).not.toBe('');
      expect(texts.en.trim(), key).not.toBe('');
      expect(texts.id, key).not.toBe(texts.en);
    }
  });
});

describe('a success message', () => {
  it('is Indonesian by default and English when asked for', async () => {
    const user = await createUser(t.app, t.ctx);
    const logout = (language?: string, token = user.token) =>
      api(t.app, {
        method: 'POST',
        url: '/api/v2/auth/logout',
        token,
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await logout()).json().message).toBe(MESSAGES.loggedOut.id);
    const login = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: DEFAULT_PASSWORD },
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(login.json().message).toBe(MESSAGES.loggedIn.en);
    expect((await logout('en', login.json().token)).json().message).toBe(MESSAGES.loggedOut.en);
  });

  it("follows the signed-in user's language when the request names none", async () => {
    // The language is chosen in the settings, which need a verified address; the admin then takes it back.
    const user = await createUser(t.app, t.ctx);
    const profile = await api(t.app, {
      method: 'PUT',
      url: '/api/v2/profile',
      token: user.token,
      body: { language: 'en' },
    });
    expect(profile.statusCode).toBe(200);
    const admin = await createAdmin(t.app, t.ctx);
    const unverified = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/users/${user.id}`,
      token: admin.token,
      body: { email_verified: false },
    });
    expect(unverified.json().data.email_verified).toBe(false);
    const sent = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/verify-email/send',
      token: user.token,
      headers: { 'accept-language': 'fr' },
      body: {},
    });
    expect(sent.json().message).toBe(MESSAGES.verificationSent.en);
  });

  it('is translated on the admin deletions too', async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const target = await createUser(t.app, t.ctx);
    const group = await api(t.app, {
      method: 'POST',
      url: '/api/v2/admin/groups',
      token: admin.token,
      body: { name: 'Kelas Pagi', description: 'Grup uji' },
    });
    const english = { 'accept-language': 'en' };
    const removeGroup = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/groups/${group.json().data.id}`,
      token: admin.token,
      headers: english,
    });
    expect(removeGroup.json().message).toBe(MESSAGES.groupDeleted.en);
    const removeUser = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/users/${target.id}`,
      token: admin.token,
    });
    expect(removeUser.json().message).toBe(MESSAGES.userDeleted.id);
  });

  it('confirms a verified email in the language of the link', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    await api(t.app, { method: 'POST', url: '/api/v2/auth/verify-email/send', token: user.token, body: {} });
    const token = tokenFromMail((await lastMailTo(t.app, user.email)).text);
    const verified = await api(t.app, {
      method: 'GET',
      url: `/api/v2/auth/verify?token=${token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(verified.json().message).toBe(MESSAGES.verified.en);
  });
});
