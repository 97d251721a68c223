import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, type TestUser } from '#test/factories.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let reporter: TestUser;
beforeAll(async () => {
  // No built web app here: an unknown code is the JSON 404.
  t = await buildTestApp({ WEB_DIST: mkdtempSync(path.join(tmpdir(), 'pustaka-no-web-')) });
  [owner, admin, reporter] = await Promise.all([
    createUser(t.app, t.ctx),
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
});
afterAll(() => t.app.close());

let ipSequence = 0;
const nextIp = () => `198.51.100.${++ipSequence}`;

async function createLink(code: string) {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/short-links',
    token: owner.token,
    body: { target: `https://contoh.id/${code}`, code },
  });
  return response.json().data as { id: number; code: string; short_url: string };
}
const report = (link: string, options: { ip?: string; token?: string; reason?: string } = {}) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/short-links/reports',
    token: options.token,
    remoteAddress: options.ip ?? nextIp(),
    body: { link, reason: options.reason ?? 'Mengarah ke halaman penipuan.' },
  });
const reported = async () =>
  (await api(t.app, { method: 'GET', url: '/api/v2/admin/short-links/reports', token: admin.token })).json()
    .data;
const act = (id: number, action: string, token = admin.token) =>
  api(t.app, { method: 'PUT', url: `/api/v2/admin/short-links/${id}`, token, body: { action } });

describe('reporting a link', () => {
  it('takes a report from anyone, by short address, path or code', async () => {
    const link = await createLink('lapor-saya');
    expect((await report(link.short_url)).statusCode).toBe(201);
    expect((await report('/LAPOR-saya', { token: reporter.token })).statusCode).toBe(201);
    const last = await report('lapor-saya');
    expect(last.json()).toEqual({
      success: true,
      message: 'Terima kasih, laporan Anda sudah diterima dan akan diperiksa admin.',
    });
    const entry = (await reported()).items.find((item: { id: number }) => item.id === link.id);
    expect(entry).toMatchObject({ reports: 3, open_reports: 3, status: 'active', owner_email: owner.email });
  });

  it('refuses an unknown link, a short reason, and a flood from one address', async () => {
    expect((await report('https://pustaka.test/tidak-ada')).statusCode).toBe(404);
    expect((await report('lapor-saya', { reason: 'x' })).json().code).toBe('VALIDATION_ERROR');
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await report('lapor-saya', { ip })).statusCode).toBe(201);
    const refused = await report('lapor-saya', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('the admin', () => {
  it('disables a reported link: it stops redirecting and its owner cannot switch it back on', async () => {
    const link = await createLink('nakal');
    await report(link.code);
    expect((await t.app.inject({ url: '/nakal' })).statusCode).toBe(302);
    expect((await act(link.id, 'disable')).statusCode).toBe(200);
    // Twice: the second answer comes from the cache, on the handler's synchronous path.
    for (let i = 0; i < 2; i++) {
      const gone = await t.app.inject({ url: '/nakal' });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('NOT_FOUND');
    }
    const entry = (await reported()).items.find((item: { id: number }) => item.id === link.id);
    expect(entry).toMatchObject({ status: 'disabled', disabled_by: 'admin', open_reports: 0 });

    const url = `/api/v2/short-links/${link.id}`;
    const back = await api(t.app, { method: 'PATCH', url, token: owner.token, body: { enabled: true } });
    expect(back.statusCode).toBe(403);
    expect(back.json().code).toBe('SHORT_LINK_DISABLED_BY_ADMIN');
    const mine = await api(t.app, { method: 'GET', url, token: owner.token });
    expect(mine.json().data).toMatchObject({ status: 'disabled', disabled_by: 'admin' });

    expect((await act(link.id, 'enable')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/nakal' })).statusCode).toBe(302);
  });

  it('dismisses reports without touching the link', async () => {
    const link = await createLink('aman');
    await report(link.code);
    await act(link.id, 'dismiss');
    const entry = (await reported()).items.find((item: { id: number }) => item.id === link.id);
    expect(entry).toMatchObject({ status: 'active', open_reports: 0, reports: 1 });
  });

  it('keeps a block-list: blocked hosts refuse new links until removed', async () => {
    const add = await api(t.app, {
      method: 'POST',
      url: '/api/v2/admin/short-links/blocked-hosts',
      token: admin.token,
      body: { host: '*.Penipu.Example', note: 'penipuan' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().data).toMatchObject({ host: 'penipu.example', note: 'penipuan' });
    const create = () =>
      api(t.app, {
        method: 'POST',
        url: '/api/v2/short-links',
        token: owner.token,
        body: { target: 'https://login.penipu.example/bank' },
      });
    expect((await create()).json().code).toBe('SHORT_LINK_TARGET_BLOCKED');
    const hosts = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/short-links/blocked-hosts',
      token: admin.token,
    });
    expect(hosts.json().data.map((h: { host: string }) => h.host)).toContain('penipu.example');
    const removed = await api(t.app, {
      method: 'DELETE',
      url: '/api/v2/admin/short-links/blocked-hosts/penipu.example',
      token: admin.token,
    });
    expect(removed.json().message).toBe('Host dihapus dari daftar blokir.');
    expect((await create()).statusCode).toBe(201);
  });

  it('is the only one who may see reports, act on links or change the block-list', async () => {
    const link = await createLink('milik-sendiri');
    for (const [method, url, body] of [
      ['GET', '/api/v2/admin/short-links/reports', undefined],
      ['PUT', `/api/v2/admin/short-links/${link.id}`, { action: 'disable' }],
      ['GET', '/api/v2/admin/short-links/blocked-hosts', undefined],
      ['POST', '/api/v2/admin/short-links/blocked-hosts', { host: 'contoh.id' }],
      ['DELETE', '/api/v2/admin/short-links/blocked-hosts/contoh.id', undefined],
    ] as const) {
      expect((await api(t.app, { method, url, token: owner.token, body })).statusCode, url).toBe(403);
      expect((await api(t.app, { method, url, body })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ url: '/milik-sendiri' })).statusCode).toBe(302);
    expect((await act(999_999, 'disable')).statusCode).toBe(404);
    expect((await act(link.id, 'hapus')).statusCode).toBe(400);
  });
});
