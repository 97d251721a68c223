import { describe, expect, it } from 'vitest';
import { api } from '#test/factories.ts';
import {
  admin,
  call,
  get,
  listTotal,
  type Method,
  member,
  publisher,
  register,
  t,
  useAdminUsersSuite,
} from './test-kit.ts';

/**
 * Who may call the admin's user routes (and that nothing a refused call asked for happened), the CSRF header,
 * the admin's overview and the contact messages.
 */

useAdminUsersSuite();

describe('who may call the admin routes', () => {
  // Bodies are valid, so the only reason to refuse is the caller.
  const routes: [Method, string, unknown?][] = [
    ['GET', '/admin/overview'],
    ['GET', '/admin/users'],
    ['GET', '/admin/users/export'],
    ['GET', '/admin/users/:id'],
    ['PUT', '/admin/users/:id', { first_name: 'Baru' }],
    ['PUT', '/admin/users/:id/activate'],
    ['PUT', '/admin/users/:id/deactivate'],
    ['DELETE', '/admin/users/:id'],
    ['GET', '/admin/roles'],
    ['POST', '/admin/users/:id/roles', { role: 'admin' }],
    ['DELETE', '/admin/users/:id/roles/admin'],
    ['GET', '/admin/groups'],
    ['POST', '/admin/groups', { name: 'Penyusup' }],
    ['DELETE', '/admin/groups/1'],
    ['POST', '/admin/users/:id/groups', { group_id: 1 }],
    ['DELETE', '/admin/users/:id/groups/1'],
    ['GET', '/admin/contact-messages'],
  ];

  it.each(routes)(
    '%s %s: 401 for guests, 403 FORBIDDEN for members and publishers',
    async (method, path, body) => {
      // Where a route names a user, it is the member: the one a refused call would change.
      const url = path.replace(':id', String(member.id));
      const guest = await call(method, url, body, '');
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      for (const user of [member, publisher]) {
        const response = await call(method, url, body, user.token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    },
  );

  it('nothing the refused calls asked for happened', async () => {
    const groups = (await get('/admin/groups')).json().data;
    expect(groups.map((g: { name: string }) => g.name)).not.toContain('Penyusup');
    const target = (await get(`/admin/users/${member.id}`)).json().data;
    expect(target).toMatchObject({ is_active: true, roles: ['members'], groups: [], first_name: 'Anggota' });
  });

  it('needs the CSRF header on admin mutations', async () => {
    const response = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/users/${member.id}/deactivate`,
      token: admin.token,
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_HEADER_MISSING');
  });
});

describe('GET /admin/overview', () => {
  it('counts users by state and role, and contact messages', async () => {
    const read = async () => (await get('/admin/overview')).json().data;
    const before = await read();
    expect(before).toEqual({
      users_total: await listTotal('pageSize=1'),
      users_active: await listTotal('status=active'),
      users_inactive: await listTotal('status=inactive'),
      unverified: expect.any(Number),
      admins: await listTotal('role=admin'),
      publishers: await listTotal('role=publisher'),
      members: await listTotal('role=members'),
      contact_messages: expect.any(Number),
    });

    const user = await register('hitung@contoh.id', 'Hitung');
    await call('PUT', `/admin/users/${user.id}/deactivate`);
    await api(t.app, {
      method: 'POST',
      url: '/api/v2/contact',
      body: { name: 'Hitung', email: 'hitung@contoh.id', subject: 'Halo', message: 'Pesan untuk dihitung.' },
    });
    const after = await read();
    expect(after).toEqual({
      ...before,
      users_total: before.users_total + 1,
      users_inactive: before.users_inactive + 1,
      unverified: before.unverified + 1,
      members: before.members + 1,
      contact_messages: before.contact_messages + 1,
    });
  });
});

describe('GET /admin/contact-messages', () => {
  it('is for admins only', async () => {
    expect((await get('/admin/contact-messages', '')).statusCode).toBe(401);
    expect((await get('/admin/contact-messages', member.token)).statusCode).toBe(403);
    const response = await get('/admin/contact-messages?pageSize=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 1, pageSize: 5, items: expect.any(Array) });
    expect((await get('/admin/contact-messages?pageSize=500')).statusCode).toBe(400);
  });
});
