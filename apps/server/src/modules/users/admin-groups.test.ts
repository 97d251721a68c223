import { describe, expect, it } from 'vitest';
import { createUser, login, type TestUser } from '#test/factories.ts';
import { call, get, me, member, publisher, t, useAdminUsersSuite } from './test-kit.ts';

/**
 * The admin's groups: creating, members, who sees which groups, and deleting.
 */

useAdminUsersSuite();

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
    // Accounts are numbered from 1 as groups are: make accounts until one has the group's number.
    for (let made = 0; made < group.id && (await get(`/admin/users/${group.id}`)).statusCode === 404; made++)
      await createUser(t.app, t.ctx);
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
