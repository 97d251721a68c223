import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, createUser, login } from '#test/factories.ts';
import { admin, call, get, me, member, t, useAdminUsersSuite } from './test-kit.ts';

/**
 * The admin's changes to one user: reading and editing, activation, deletion and roles.
 */

useAdminUsersSuite();

describe('GET and PUT /admin/users/:id', () => {
  it('shows one user, 404 for an unknown id and 400 for a malformed one', async () => {
    const response = await get(`/admin/users/${member.id}`);
    expect(response.json()).toMatchObject({ success: true, data: { id: member.id, email: member.email } });
    expect((await get('/admin/users/999999')).statusCode).toBe(404);
    expect((await get('/admin/users/999999')).json().code).toBe('NOT_FOUND');
    expect((await get('/admin/users/abc')).statusCode).toBe(400);
  });

  it('changes names, roles and verification, and the user feels it on their next call', async () => {
    const user = await createUser(t.app, t.ctx);
    const update = await call('PUT', `/admin/users/${user.id}`, {
      first_name: 'Rina',
      last_name: 'Wulandari',
      roles: ['admin', 'members', 'admin'],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({
      first_name: 'Rina',
      fullName: 'Rina Wulandari',
      role: 'admin',
      roles: ['admin', 'members'],
    });
    // The session cached a moment ago knows the new role at once.
    expect((await get('/admin/roles', user.token)).statusCode).toBe(200);

    // Admin routes need a verified address.
    const unverified = await call('PUT', `/admin/users/${user.id}`, { email_verified: false });
    expect(unverified.json().data.email_verified).toBe(false);
    const blocked = await get('/admin/roles', user.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await me(user.token)).json().data.email_verified).toBe(false);

    await call('PUT', `/admin/users/${user.id}`, { email_verified: true });
    expect((await get('/admin/roles', user.token)).statusCode).toBe(200);

    await call('PUT', `/admin/users/${user.id}`, { roles: ['members'] });
    const demoted = await get('/admin/roles', user.token);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().code).toBe('FORBIDDEN');
  });

  it.each([
    ['an empty role list', { roles: [] }],
    ['an unknown role', { roles: ['superadmin'] }],
    ['a name with markup', { first_name: '<img src=x onerror=alert(1)>' }],
    ['an email change', { email: 'lain@contoh.id' }],
    ['a password', { password: 'RahasiaBaru#1' }],
    ['a wrong type', { email_verified: 'yes' }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await call('PUT', `/admin/users/${member.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 when updating an unknown user', async () => {
    expect((await call('PUT', '/admin/users/999999', { first_name: 'Siapa' })).statusCode).toBe(404);
  });

  it('will not let an admin drop their own admin role, deactivate or delete themselves', async () => {
    const refusals = [
      await call('PUT', `/admin/users/${admin.id}`, { roles: ['members'] }),
      await call('DELETE', `/admin/users/${admin.id}/roles/admin`),
      await call('PUT', `/admin/users/${admin.id}/deactivate`),
      await call('DELETE', `/admin/users/${admin.id}`),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'SELF_ACTION_FORBIDDEN' });
    }
    const self = (await get(`/admin/users/${admin.id}`)).json().data;
    expect(self).toMatchObject({ roles: ['admin'], is_active: true });
    // Renaming oneself is fine.
    expect((await call('PUT', `/admin/users/${admin.id}`, { last_name: 'Kepala' })).statusCode).toBe(200);
  });
});

describe('activation', () => {
  it('deactivation ends the sessions at once and blocks login; activation allows login, not old tokens', async () => {
    const user = await createUser(t.app, t.ctx);
    expect((await me(user.token)).statusCode).toBe(200);

    const off = await call('PUT', `/admin/users/${user.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
    const blocked = await api(t.app, {
      method: 'POST',
      url: '/api/v2/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ACCOUNT_DEACTIVATED');

    const on = await call('PUT', `/admin/users/${user.id}/activate`);
    expect(on.json().data.is_active).toBe(true);
    const fresh = await login(t.app, user.email, user.password);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('PUT', '/admin/users/999999/deactivate')).statusCode).toBe(404);
    expect((await call('PUT', '/admin/users/999999/activate')).statusCode).toBe(404);
  });
});

describe('DELETE /admin/users/:id', () => {
  it('removes the account, its sessions and its profile image', async () => {
    const user = await createUser(t.app, t.ctx);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const boundary = 'hapus-akun-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await api(t.app, {
      method: 'POST',
      url: '/api/v2/profile/upload-image',
      token: user.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const avatarUrl = uploaded.json().data.avatar_url;
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);

    const response = await call('DELETE', `/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await get(`/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('lists the three roles', async () => {
    const response = await get('/admin/roles');
    expect(response.json()).toEqual({ success: true, data: ['admin', 'publisher', 'members'] });
  });

  it('adds a role (twice is harmless) and removes it again', async () => {
    const user = await createUser(t.app, t.ctx);
    const add = () => call('POST', `/admin/users/${user.id}/roles`, { role: 'publisher' });
    expect((await add()).json().data).toMatchObject({ role: 'publisher', roles: ['publisher', 'members'] });
    expect((await add()).json().data.roles).toEqual(['publisher', 'members']);
    expect((await me(user.token)).json().data.role).toBe('publisher');

    const removed = await call('DELETE', `/admin/users/${user.id}/roles/publisher`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ role: 'members', roles: ['members'] });
    const again = await call('DELETE', `/admin/users/${user.id}/roles/publisher`);
    expect(again.statusCode).toBe(404);
    // Everyone keeps the member role.
    expect((await call('DELETE', `/admin/users/${user.id}/roles/members`)).json().data.roles).toEqual([
      'members',
    ]);
  });

  it('refuses an unknown role, a bad body and an unknown user', async () => {
    expect((await call('POST', `/admin/users/${member.id}/roles`, { role: 'owner' })).statusCode).toBe(400);
    expect((await call('POST', `/admin/users/${member.id}/roles`, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/admin/users/${member.id}/roles/owner`)).statusCode).toBe(400);
    expect((await call('POST', '/admin/users/999999/roles', { role: 'publisher' })).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/users/999999/roles/publisher')).statusCode).toBe(404);
  });
});
