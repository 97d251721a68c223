import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, lastMailTo, type TestUser } from '#test/factories.ts';
import { INVITATION_TTL_MS } from './invitations.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let groupId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, member] = await Promise.all([createAdmin(t.app, t.ctx), createUser(t.app, t.ctx)]);
  const group = await call('POST', '/admin/groups', { name: 'Guru SMA' });
  groupId = group.json().data.id;
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST';
/** As the admin unless another token is given; null calls without one. */
const call = (method: Method, url: string, body?: unknown, token: string | null = admin.token) =>
  api(t.app, { method, url: `/api/v2${url}`, token: token ?? undefined, body });

const invite = (email: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/admin/users', { email, first_name: 'Sari', last_name: 'Wulandari', ...extra });

function linkToken(text: string): string {
  const match = text.match(/\/set-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no set-password link in: ${text}`);
  return match[1];
}

const setPassword = (token: string, password: string) =>
  call('POST', '/auth/set-password', { token, password }, null);
const login = (email: string, password: string) => call('POST', '/auth/login', { email, password }, null);
const usersMatching = async (q: string) =>
  (await call('GET', `/admin/users?q=${encodeURIComponent(q)}`)).json().data.items as Array<
    Record<string, unknown>
  >;

describe('POST /admin/users', () => {
  it('creates the account without a password and mails the invitation in the chosen language', async () => {
    const response = await invite('Sari.Guru@Contoh.id', {
      roles: ['publisher'],
      group_ids: [groupId],
      language: 'en',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Akun dibuat. Undangan untuk membuat kata sandi telah dikirim.');
    expect(body.data).toMatchObject({
      email: 'sari.guru@contoh.id',
      first_name: 'Sari',
      last_name: 'Wulandari',
      roles: ['publisher'],
      language: 'en',
      email_verified: false,
      invitation_pending: true,
    });
    expect(body.data.groups.map((g: { id: number }) => g.id)).toEqual([groupId]);

    const mail = await lastMailTo(t.app, 'sari.guru@contoh.id');
    expect(mail.subject).toBe('Your Pustaka account is ready: choose your password');
    expect(mail.text).toContain('http://pustaka.test/set-password?token=');

    // No password yet: nothing logs in, not even an empty one.
    expect((await login('sari.guru@contoh.id', 'anything-at-all')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('writes the invitation in Indonesian unless told otherwise', async () => {
    expect((await invite('budi.baru@contoh.id')).statusCode).toBe(201);
    const mail = await lastMailTo(t.app, 'budi.baru@contoh.id');
    expect(mail.subject).toBe('Akun Pustaka Anda sudah siap: buat kata sandi');
    const [listed] = await usersMatching('budi.baru@contoh.id');
    expect(listed).toMatchObject({ language: 'id', roles: ['members'], invitation_pending: true });
  });

  it('answers 409 EMAIL_TAKEN for a registered address, whatever its case, and creates nothing', async () => {
    const response = await invite(member.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(await usersMatching(member.email)).toHaveLength(1);
  });

  it('refuses an unknown group or role with a 400 and leaves no account behind', async () => {
    const unknownGroup = await invite('tanpa.grup@contoh.id', { group_ids: [groupId, 999_999] });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().code).toBe('UNKNOWN_GROUP');
    const badRole = await invite('tanpa.grup@contoh.id', { roles: ['superuser'] });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().code).toBe('VALIDATION_ERROR');
    expect(await usersMatching('tanpa.grup@contoh.id')).toHaveLength(0);
  });

  it('is for admins only', async () => {
    expect(
      (await call('POST', '/admin/users', { email: 'x@contoh.id', first_name: 'X' }, member.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/admin/users', { email: 'x@contoh.id', first_name: 'X' }, null)).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/admin/users/${member.id}/invitation`, undefined, member.token)).statusCode,
    ).toBe(403);
    expect(await usersMatching('x@contoh.id')).toHaveLength(0);
  });
});

describe('setting the password from the mailed link', () => {
  it('stores the password, verifies the email and lets the person log in; the link works once', async () => {
    const created = (await invite('dewi.link@contoh.id')).json().data;
    const token = linkToken((await lastMailTo(t.app, 'dewi.link@contoh.id')).text);

    const short = await setPassword(token, 'pendek');
    expect(short.statusCode).toBe(400);

    const response = await setPassword(token, 'Kata-Sandi-Baru#1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { email: 'dewi.link@contoh.id' } });

    const loggedIn = await login('dewi.link@contoh.id', 'Kata-Sandi-Baru#1');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().user).toMatchObject({ id: created.id, email_verified: true });
    const [listed] = await usersMatching('dewi.link@contoh.id');
    expect(listed?.invitation_pending).toBe(false);

    const again = await setPassword(token, 'Sandi-Lain#2');
    expect(again.json().code).toBe('PASSWORD_LINK_USED');
    expect((await login('dewi.link@contoh.id', 'Sandi-Lain#2')).statusCode).toBe(401);
  });
});

describe('POST /admin/users/{id}/invitation', () => {
  it('mails a new link and the old one stops working', async () => {
    const created = (await invite('fajar.ulang@contoh.id')).json().data;
    const first = linkToken((await lastMailTo(t.app, 'fajar.ulang@contoh.id')).text);
    const resent = await call('POST', `/admin/users/${created.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('Undangan dikirim ulang.');
    const second = linkToken((await lastMailTo(t.app, 'fajar.ulang@contoh.id')).text);
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'Kata-Sandi-Baru#1')).json().code).toBe('PASSWORD_LINK_INVALID');
    expect((await setPassword(second, 'Kata-Sandi-Baru#1')).statusCode).toBe(200);
  });

  it('answers 409 for someone who already has a password and 404 for no one', async () => {
    const has = await call('POST', `/admin/users/${member.id}/invitation`);
    expect(has.statusCode).toBe(409);
    expect(has.json().code).toBe('INVITATION_NOT_NEEDED');
    expect((await call('POST', '/admin/users/999999/invitation')).statusCode).toBe(404);
  });
});

// Last: the clock moves a week on, past the admin's session too.
describe('links that cannot be used', () => {
  it('refuses a made-up link and an expired one', async () => {
    expect((await setPassword('bukan-token-yang-ada', 'Kata-Sandi-Baru#1')).json().code).toBe(
      'PASSWORD_LINK_INVALID',
    );
    await invite('eko.lambat@contoh.id');
    const token = linkToken((await lastMailTo(t.app, 'eko.lambat@contoh.id')).text);
    t.clock.advance(INVITATION_TTL_MS + 1);
    const late = await setPassword(token, 'Kata-Sandi-Baru#1');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('PASSWORD_LINK_EXPIRED');
    expect((await login('eko.lambat@contoh.id', 'Kata-Sandi-Baru#1')).statusCode).toBe(401);
  });
});
