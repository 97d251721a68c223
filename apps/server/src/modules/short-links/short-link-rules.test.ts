import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, type TestUser } from '#test/factories.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ SHORT_LINK_BLOCKED_HOSTS: 'phishing.example, *.malware.example' });
  [owner, admin] = await Promise.all([createUser(t.app, t.ctx), createAdmin(t.app, t.ctx)]);
  await api(t.app, {
    method: 'POST',
    url: '/api/v2/admin/short-links/blocked-hosts',
    token: admin.token,
    body: { host: 'https://Spam.Example/path', note: 'dilaporkan' },
  });
});
afterAll(() => t.app.close());

const create = (body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/short-links', token: owner.token, body });
const total = async () =>
  (await api(t.app, { method: 'GET', url: '/api/v2/short-links', token: owner.token })).json().data.total;

describe('targets', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)', 'SHORT_LINK_SCHEME_REFUSED'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)', 'SHORT_LINK_SCHEME_REFUSED'],
    ['javascript: with a tab', 'java\tscript:alert(1)', 'SHORT_LINK_TARGET_INVALID'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'SHORT_LINK_SCHEME_REFUSED'],
    ['file:', 'file:///etc/passwd', 'SHORT_LINK_SCHEME_REFUSED'],
    ['vbscript:', 'vbscript:msgbox(1)', 'SHORT_LINK_SCHEME_REFUSED'],
    ['ftp:', 'ftp://contoh.id/berkas', 'SHORT_LINK_SCHEME_REFUSED'],
    ['mailto:', 'mailto:a@contoh.id', 'SHORT_LINK_SCHEME_REFUSED'],
    ['credentials', 'https://admin:rahasia@contoh.id/', 'SHORT_LINK_CREDENTIALS_REFUSED'],
    ['a user name only', 'https://admin@contoh.id/', 'SHORT_LINK_CREDENTIALS_REFUSED'],
    ['a protocol-relative address', '//jahat.example/x', 'SHORT_LINK_TARGET_INVALID'],
    ['a path that resolves to another site', '/x/..//evil.example/phish', 'SHORT_LINK_TARGET_INVALID'],
    ['an encoded path to another site', '/%2F%2Fevil.example', 'SHORT_LINK_TARGET_INVALID'],
    ['a host without a dot', 'https://intranet/x', 'SHORT_LINK_TARGET_INVALID'],
    ['a zero-width space', 'https://contoh\u200b.id/', 'SHORT_LINK_TARGET_INVALID'],
    ['a 10 KB address', `https://contoh.id/${'a'.repeat(10_240)}`, 'SHORT_LINK_TARGET_TOO_LONG'],
    ['a host of the setting', 'https://phishing.example/login', 'SHORT_LINK_TARGET_BLOCKED'],
    ['a subdomain of the setting', 'https://a.b.malware.example/', 'SHORT_LINK_TARGET_BLOCKED'],
    ["a host of the admins' list", 'http://www.spam.example/', 'SHORT_LINK_TARGET_BLOCKED'],
    ['another short link (loop)', 'http://pustaka.test/abc1234', 'SHORT_LINK_LOOP'],
    ['a short link as a path', '/promo-juni', 'SHORT_LINK_LOOP'],
    ['a short link on the host the request came to', 'http://localhost:8080/abc1234', 'SHORT_LINK_LOOP'],
  ])('refuses %s with a specific 4xx and writes nothing', async (_label, target, code) => {
    const before = await total();
    const response = await create({ target });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(await total()).toBe(before);
  });

  describe('blocked hosts however they are spelt', () => {
    beforeAll(async () => {
      for (const host of ['1.2.3.4', 'bücher.example', '[2001:db8::5]', 'evil.com..']) {
        const added = await api(t.app, {
          method: 'POST',
          url: '/api/v2/admin/short-links/blocked-hosts',
          token: admin.token,
          body: { host },
        });
        expect(added.statusCode, host).toBe(201);
      }
    });

    it('keeps each entry in its canonical spelling', async () => {
      const listed = await api(t.app, {
        method: 'GET',
        url: '/api/v2/admin/short-links/blocked-hosts',
        token: admin.token,
      });
      const hosts = listed.json().data.map((entry: { host: string }) => entry.host);
      expect(hosts).toEqual(
        expect.arrayContaining(['1.2.3.4', 'xn--bcher-kva.example', '2001:db8::5', 'evil.com']),
      );
    });

    it.each([
      ['two trailing dots', 'https://evil.com../phish'],
      ['three trailing dots on a subdomain', 'https://www.evil.com.../'],
      ['trailing dots on a host of the setting', 'https://PHISHING.example../login'],
      ['IPv4-mapped IPv6', 'http://[::ffff:1.2.3.4]/'],
      ['IPv4-mapped IPv6 in hex', 'http://[::ffff:102:304]/'],
      ['NAT64 IPv6', 'http://[64:ff9b::1.2.3.4]/'],
      ['a decimal IPv4', 'http://16909060/'],
      ['a hex IPv4', 'http://0x1.0x2.0x3.0x4/'],
      ['a short hex IPv4', 'http://0x1.0x20304/'],
      ['an octal IPv4', 'http://01.02.03.04/'],
      ['an IPv4 with a trailing dot', 'http://1.2.3.4./'],
      ['a long IPv6 form', 'http://[2001:db8:0:0:0:0:0:5]/'],
      ['an IDN written in Unicode', 'https://BÜCHER.example/'],
      ['an IDN written in ASCII', 'https://xn--bcher-kva.example/'],
      ['full-width letters and dots', 'https://ｐｈｉｓｈｉｎｇ．ｅｘａｍｐｌｅ/'],
      ['an ideographic full stop', 'https://sub.malware。example/'],
    ])('refuses %s (%s)', async (_label, target) => {
      const before = await total();
      const response = await create({ target });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, code: 'SHORT_LINK_TARGET_BLOCKED' });
      expect(await total()).toBe(before);
    });

    it('still takes the hosts next to them', async () => {
      for (const target of ['https://evil.community/', 'http://1.2.3.5/', 'https://buecher.example/']) {
        const response = await create({ target });
        expect(response.statusCode, target).toBe(201);
      }
    });
  });

  it('refuses a 20 KB body field by its schema, still a 400', async () => {
    const response = await create({ target: `https://contoh.id/${'a'.repeat(20_000)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('accepts pages of the app itself, which are not short links', async () => {
    const response = await create({ target: 'http://pustaka.test/products' });
    expect(response.statusCode).toBe(201);
  });

  it('keeps markup in a target as text, percent-encoded where an address needs it', async () => {
    const response = await create({
      target: 'https://contoh.id/"><script>alert(1)</script>?q=<img/src=x/onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(201);
    const { target } = response.json().data;
    expect(target).not.toContain('<');
    expect(target).not.toContain('"');
    expect(target.startsWith('https://contoh.id/')).toBe(true);
  });
});

describe('chosen codes', () => {
  it.each([
    ['a slash', 'a/b', 'SHORT_CODE_INVALID'],
    ['a dot', 'promo.id', 'SHORT_CODE_INVALID'],
    ['dots', '..', 'SHORT_CODE_INVALID'],
    ['a Cyrillic look-alike', 'prоmo', 'SHORT_CODE_INVALID'],
    ['full-width letters', 'ｐｒｏｍｏ', 'SHORT_CODE_INVALID'],
    ['an emoji', 'promo🎉', 'SHORT_CODE_INVALID'],
    ['two letters', 'ab', 'SHORT_CODE_INVALID'],
    ['33 letters', 'a'.repeat(33), 'SHORT_CODE_INVALID'],
    ['a leading hyphen', '-promo', 'SHORT_CODE_INVALID'],
    ['a trailing hyphen', 'promo-', 'SHORT_CODE_INVALID'],
    ['an underscore', 'pro_mo', 'SHORT_CODE_INVALID'],
    ['markup', '<script>', 'SHORT_CODE_INVALID'],
    ['a percent-encoding', '%2e%2e', 'SHORT_CODE_INVALID'],
    ['a reserved word', 'admin', 'SHORT_CODE_RESERVED'],
    ['an app route', 'products', 'SHORT_CODE_RESERVED'],
    ['an app route in capitals', 'Manage-ShortURL', 'SHORT_CODE_RESERVED'],
    ['a server prefix', 'api', 'SHORT_CODE_RESERVED'],
    ['the assets folder', 'assets', 'SHORT_CODE_RESERVED'],
    ['a platform page: auth', 'auth', 'SHORT_CODE_RESERVED'],
    ['a platform page: verify', 'verify', 'SHORT_CODE_RESERVED'],
    ['a platform page: oauth', 'oauth', 'SHORT_CODE_RESERVED'],
    ['a platform page: callback', 'callback', 'SHORT_CODE_RESERVED'],
    ['a platform page: reset-password', 'reset-password', 'SHORT_CODE_RESERVED'],
    ['a platform page: forgot-password', 'forgot-password', 'SHORT_CODE_RESERVED'],
    ['a platform page: sandbox', 'sandbox', 'SHORT_CODE_RESERVED'],
    ['a platform page: swagger', 'swagger', 'SHORT_CODE_RESERVED'],
    ['a platform page: api-docs', 'api-docs', 'SHORT_CODE_RESERVED'],
    ['a platform page: Reset-Password', 'Reset-Password', 'SHORT_CODE_RESERVED'],
    ['a platform page: OAuth', 'OAuth', 'SHORT_CODE_RESERVED'],
  ])('refuses %s', async (_label, code, expected) => {
    const before = await total();
    const response = await create({ target: 'https://contoh.id', code });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false, code: expected });
    expect(await total()).toBe(before);
  });

  it('answers in English when asked', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/short-links',
      token: owner.token,
      headers: { 'accept-language': 'en' },
      body: { target: 'https://contoh.id', code: 'a/b' },
    });
    expect(response.json().error).toMatch(/^A link code is 3 to 32 characters/);
  });
});

describe('markup in every field', () => {
  const PAYLOADS = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE short_links; --",
  ];

  it('refuses markup as a code and keeps it as text in a report reason', async () => {
    for (const payload of PAYLOADS) {
      expect((await create({ target: 'https://contoh.id', code: payload })).json().code).toBe(
        'SHORT_CODE_INVALID',
      );
    }
    const link = (await create({ target: 'https://contoh.id/laporan', code: 'dilaporkan-xss' })).json().data;
    for (const reason of PAYLOADS) {
      const report = await api(t.app, {
        method: 'POST',
        url: '/api/v2/short-links/reports',
        body: { link: link.short_url, reason },
        remoteAddress: '203.0.113.90',
      });
      expect(report.statusCode).toBe(201);
    }
    const reported = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/short-links/reports',
      token: admin.token,
    });
    const entry = reported.json().data.items.find((item: { id: number }) => item.id === link.id);
    expect(entry).toMatchObject({ reports: 3, last_reason: PAYLOADS[2] });
  });

  it('refuses markup and odd hosts on the block-list', async () => {
    for (const host of ['<script>', 'spam', 'a..b', 'spam.example/<x>']) {
      const response = await api(t.app, {
        method: 'POST',
        url: '/api/v2/admin/short-links/blocked-hosts',
        token: admin.token,
        body: { host: host === 'spam.example/<x>' ? '<x>.spam.example' : host },
      });
      expect(response.statusCode, host).toBe(400);
    }
  });
});
