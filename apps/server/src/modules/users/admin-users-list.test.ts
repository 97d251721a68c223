import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '#test/factories.ts';
import { admin, call, get, listTotal, member, publisher, register, useAdminUsersSuite } from './test-kit.ts';

/**
 * The admin's list of users: paging, search, filters and the CSV export.
 */

useAdminUsersSuite();

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
