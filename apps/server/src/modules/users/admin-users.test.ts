import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestUser,
} from '#test/factories.ts';

let t: TestApp;
let admin: TestUser;
let publisher: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, publisher, member] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx, { firstName: 'Anggota' }),
  ]);
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, token: string | undefined = admin.token) =>
  api(t.app, { method, url: `/api/v2${url}`, token, body });
const get = (url: string, token?: string) => call('GET', url, undefined, token);

/** A new account through the public register route, so the email and names are exactly these. */
async function register(email: string, firstName: string, lastName = ''): Promise<TestUser> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/auth/register',
    body: { email, password: DEFAULT_PASSWORD, first_name: firstName, last_name: lastName },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { token, user } = response.json();
  return { id: user.id, email: user.email, password: DEFAULT_PASSWORD, token };
}

const listTotal = async (query: string) => (await get(`/admin/users?${query}`)).json().data.total as number;
const me = (token: string) => api(t.app, { method: 'GET', url: '/api/v2/auth/me', token });

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

describe('GET /admin/users', () => {
  let budi: TestUser;
  let budix: TestUser;
  beforeAll(async () => {
    [budi, budix] = await Promise.all([
      register('budi_santoso@contoh.id', 'Budi', 'Santoso'),
      register('budixsantoso@contoh.id', 'Budiman', 'Sentosa'),
    ]);
  });

  it('lists users newest first with the page envelope', async () => {
    const response = await get('/admin/users?pageSize=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ page: 1, pageSize: 2 });
    expect(data.items).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(5);
    // Newest first: by the time of registration, then by id (two registered at once may finish their
    // password hashes in either order, so the later one can have the lower id).
    const [newer, older] = data.items;
    const newerAt = Date.parse(newer.created_at);
    const olderAt = Date.parse(older.created_at);
    expect(newerAt).toBeGreaterThanOrEqual(olderAt);
    if (newerAt === olderAt) expect(newer.id).toBeGreaterThan(older.id);
    expect(data.items[0]).not.toHaveProperty('password_hash');
  });

  it('searches names and emails, case-insensitively', async () => {
    const ids = async (q: string) =>
      (await get(`/admin/users?q=${encodeURIComponent(q)}`))
        .json()
        .data.items.map((u: { id: number }) => u.id);
    expect(await ids('budi santoso')).toEqual([budi.id]);
    expect(await ids('SENTOSA')).toEqual([budix.id]);
    expect(await ids('budixsantoso@')).toEqual([budix.id]);
    expect((await ids('santoso')).sort()).toEqual([budi.id, budix.id].sort());
  });

  it('treats % and _ in the search literally', async () => {
    const ids = async (q: string) =>
      (await get(`/admin/users?q=${encodeURIComponent(q)}`))
        .json()
        .data.items.map((u: { id: number }) => u.id);
    // Unescaped, "_" would match any one character and also find budixsantoso.
    expect(await ids('budi_s')).toEqual([budi.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('bud%san')).toEqual([]);
    expect(await ids('\\')).toEqual([]);
  });

  it('filters by role and by status', async () => {
    const roleIds = async (role: string) =>
      (await get(`/admin/users?role=${role}&pageSize=100`))
        .json()
        .data.items.map((u: { id: number }) => u.id);
    expect(await roleIds('admin')).toEqual([admin.id]);
    expect(await roleIds('publisher')).toEqual([publisher.id]);
    expect(await roleIds('members')).toEqual(expect.arrayContaining([member.id, publisher.id, budi.id]));
    expect(await roleIds('members')).not.toContain(admin.id);

    const inactiveBefore = await listTotal('status=inactive');
    await call('PUT', `/admin/users/${budix.id}/deactivate`);
    expect(await listTotal('status=inactive')).toBe(inactiveBefore + 1);
    const inactive = (await get('/admin/users?status=inactive&q=sentosa')).json().data.items;
    expect(inactive.map((u: { id: number }) => u.id)).toEqual([budix.id]);
    expect(await listTotal('status=active&q=sentosa')).toBe(0);
    await call('PUT', `/admin/users/${budix.id}/activate`);
  });

  it('pages through a filtered list with a stable total', async () => {
    const created = await Promise.all(
      ['Ani', 'Beni', 'Cici', 'Dodi', 'Eka'].map((name, i) =>
        register(`halaman${i}@contoh.id`, name, 'Halaman'),
      ),
    );
    const page = async (n: number) => (await get(`/admin/users?q=halaman&pageSize=2&page=${n}`)).json().data;
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1, 0]);
    const seen = pages.flatMap((p) => p.items.map((u: { id: number }) => u.id));
    expect(seen.sort()).toEqual(created.map((u) => u.id).sort());
  });

  it.each([
    'page=0',
    'page=abc',
    'pageSize=101',
    'pageSize=-5',
    'role=superadmin',
    'status=deleted',
    `q=${'x'.repeat(201)}`,
  ])('refuses ?%s with 400', async (query) => {
    const response = await get(`/admin/users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

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

describe('GET /admin/users/export', () => {
  it('answers a CSV with a header row and one row per user, quoting and defusing cells', async () => {
    const tricky = await register('-2+3@contoh.id', 'Andi', "O'Neil, Jr.");
    const response = await get('/admin/users/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pustaka-users-2026-06-01.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('id,email,first_name,last_name,role,roles,email_verified,is_active,created_at');
    expect(lines.length - 1).toBe(await listTotal('pageSize=1'));
    const row = lines.find((line) => line.startsWith(`${tricky.id},`));
    expect(row).toMatch(
      new RegExp(
        `^${tricky.id},"'-2\\+3@contoh\\.id",Andi,"O'Neil, Jr\\.",members,members,false,true,\\d{4}-`,
      ),
    );
    const adminRow = lines.find((line) => line.startsWith(`${admin.id},`));
    expect(adminRow).toContain(`,${admin.email},`);
    expect(adminRow).toContain(',admin,admin,true,true,');
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

describe('groups', () => {
  type GroupRow = { id: number; name: string; description: string | null; members: number };
  const groupList = async (): Promise<GroupRow[]> => (await get('/admin/groups')).json().data;

  it('creates a group, and refuses a duplicate name with 409', async () => {
    const created = await call('POST', '/admin/groups', {
      name: ' Guru SD ',
      description: 'Pengajar sekolah dasar',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Guru SD', description: 'Pengajar sekolah dasar' });
    const duplicate = await call('POST', '/admin/groups', { name: 'Guru SD' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it.each([
    ['no name', {}],
    ['a one-letter name', { name: 'A' }],
    ['markup in the name', { name: '<b>Grup</b>' }],
    ['a 61-character name', { name: 'g'.repeat(61) }],
    ['an unknown field', { name: 'Grup Baru', owner: 1 }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await call('POST', '/admin/groups', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('adds and removes members, with counts in the list and groups on the user', async () => {
    const group = (await call('POST', '/admin/groups', { name: 'Penulis Muda' })).json().data;
    const user = await createUser(t.app, t.ctx);

    const added = await call('POST', `/admin/users/${user.id}/groups`, { group_id: group.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.groups).toEqual([{ id: group.id, name: 'Penulis Muda', description: null }]);
    expect(
      (await call('POST', `/admin/users/${publisher.id}/groups`, { group_id: group.id })).statusCode,
    ).toBe(200);
    // Adding twice changes nothing.
    await call('POST', `/admin/users/${user.id}/groups`, { group_id: group.id });
    expect((await groupList()).find((g) => g.id === group.id)?.members).toBe(2);
    expect((await me(user.token)).json().data.groups).toEqual([expect.objectContaining({ id: group.id })]);

    const removed = await call('DELETE', `/admin/users/${user.id}/groups/${group.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.groups).toEqual([]);
    expect((await me(user.token)).json().data.groups).toEqual([]);
    expect((await groupList()).find((g) => g.id === group.id)?.members).toBe(1);

    const notMember = await call('DELETE', `/admin/users/${user.id}/groups/${group.id}`);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().code).toBe('NOT_FOUND');
  });

  it("shows every user only their own groups, also when another user's id equals the group's id", async () => {
    const group = (await call('POST', '/admin/groups', { name: 'Kelompok Cermin' })).json().data;
    const twin = await get(`/admin/users/${group.id}`);
    expect(twin.statusCode).toBe(200);
    await call('POST', `/admin/users/${group.id}/groups`, { group_id: group.id });
    const observer = [member, publisher].find((user) => user.id !== group.id) as TestUser;
    const freshToken = await login(t.app, observer.email, observer.password);
    const groupsOfObserver = (await me(freshToken)).json().data.groups;
    expect(groupsOfObserver.map((g: { id: number }) => g.id)).not.toContain(group.id);
    await call('DELETE', `/admin/groups/${group.id}`);
  });

  it('refuses unknown groups and users, and a bad group id', async () => {
    expect((await call('POST', `/admin/users/${member.id}/groups`, { group_id: 999999 })).statusCode).toBe(
      404,
    );
    const group = (await call('POST', '/admin/groups', { name: 'Sementara' })).json().data;
    expect((await call('POST', '/admin/users/999999/groups', { group_id: group.id })).statusCode).toBe(404);
    expect((await call('POST', `/admin/users/${member.id}/groups`, { group_id: '1' })).statusCode).toBe(400);
    expect((await call('POST', `/admin/users/${member.id}/groups`, { group_id: -1 })).statusCode).toBe(400);
    expect((await call('DELETE', `/admin/users/${member.id}/groups/abc`)).statusCode).toBe(400);
  });

  it('deletes a group and drops it from its members', async () => {
    const group = (await call('POST', '/admin/groups', { name: 'Dibubarkan' })).json().data;
    const user = await createUser(t.app, t.ctx);
    await call('POST', `/admin/users/${user.id}/groups`, { group_id: group.id });
    expect((await me(user.token)).json().data.groups).toHaveLength(1);

    const deleted = await call('DELETE', `/admin/groups/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await groupList()).map((g) => g.id)).not.toContain(group.id);
    expect((await me(user.token)).json().data.groups).toEqual([]);
    expect((await call('DELETE', `/admin/groups/${group.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/groups/0')).statusCode).toBe(400);
  });

  it('lists groups by name', async () => {
    const names = (await groupList()).map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
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
