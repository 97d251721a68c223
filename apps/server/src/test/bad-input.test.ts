import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from './factories.ts';

/**
 * Every route of the app meets a batch of hostile requests. None may produce a 5xx, every refusal is the
 * error envelope, and none may create the rows it tried to create.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = 'guest' | 'unverified' | 'member' | 'admin';
type Fixtures = { user: number; group: number; mail: number; avatar: string; role: string };
type Body = Record<string, unknown>;
type Route = {
  method: Method;
  /** Fastify's pattern; `:id` is the target user unless `ids` names another fixture. */
  path: string;
  /** The least a caller needs. */
  auth: Auth;
  /** A valid body: every hostile body is a variation of it. */
  body?: Body | ((f: Fixtures) => Body);
  /** Body fields holding names: markup, SQL, emoji and control characters are refused there. */
  names?: string[];
  /** A valid query string. */
  query?: Record<string, string>;
  ids?: Partial<Record<string, keyof Fixtures>>;
  multipart?: true;
};

const NAMES = ['first_name', 'last_name'];
const PASSWORD = 'Rahasia#123';

// One line per route. A route missing here fails the "covers every route" test below.
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
const ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/auth/register', auth: 'guest', body: { email: 'baru@contoh.id', password: PASSWORD, first_name: 'Baru', last_name: 'Sekali' }, names: NAMES },
  { method: 'POST', path: '/api/v2/auth/login', auth: 'guest', body: { email: 'baru@contoh.id', password: PASSWORD, remember_me: true } },
  { method: 'GET', path: '/api/v2/auth/me', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/auth/logout', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/auth/change-password', auth: 'unverified', body: { current_password: 'bukan-sandi-ini', new_password: 'BaruSekali#1' } },
  { method: 'POST', path: '/api/v2/auth/verify-email/send', auth: 'unverified', body: { redirect: '/dashboard' } },
  { method: 'GET', path: '/api/v2/auth/verify', auth: 'guest', query: { token: 'x'.repeat(43) } },
  { method: 'POST', path: '/api/v2/auth/become-creator', auth: 'member' },
  { method: 'GET', path: '/api/v2/profile', auth: 'unverified' },
  { method: 'PUT', path: '/api/v2/profile', auth: 'unverified', body: { first_name: 'Sari', bio: 'Penulis', phone: '0812345678', website: 'https://contoh.id', language: 'en' }, names: NAMES },
  { method: 'POST', path: '/api/v2/profile/upload-image', auth: 'unverified', multipart: true },
  { method: 'POST', path: '/api/v2/profile/upload-cover', auth: 'unverified', multipart: true },
  { method: 'GET', path: '/api/v2/public/image-proxy/profile/:name', auth: 'guest' },
  { method: 'GET', path: '/api/v2/admin/overview', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/users', auth: 'admin', query: { q: 'sasaran', role: 'members', status: 'active', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/users/export', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/users/:id', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/users/:id', auth: 'admin', body: { first_name: 'Sasaran', last_name: 'Baru', roles: ['members'], email_verified: true }, names: NAMES },
  { method: 'PUT', path: '/api/v2/admin/users/:id/activate', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/users/:id/deactivate', auth: 'admin' },
  { method: 'DELETE', path: '/api/v2/admin/users/:id', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/roles', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/users/:id/roles', auth: 'admin', body: { role: 'publisher' } },
  { method: 'DELETE', path: '/api/v2/admin/users/:id/roles/:role', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/groups', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/groups', auth: 'admin', body: { name: 'Grup Baru', description: 'Keterangan' }, names: ['name'] },
  { method: 'DELETE', path: '/api/v2/admin/groups/:id', auth: 'admin', ids: { id: 'group' } },
  { method: 'POST', path: '/api/v2/admin/users/:id/groups', auth: 'admin', body: (f) => ({ group_id: f.group }) },
  { method: 'DELETE', path: '/api/v2/admin/users/:id/groups/:groupId', auth: 'admin' },
  { method: 'POST', path: '/api/v2/contact', auth: 'guest', body: { name: 'Siti', email: 'siti@contoh.id', subject: 'Halo', message: 'Pesan yang cukup panjang.' } },
  { method: 'GET', path: '/api/v2/admin/contact-messages', auth: 'admin', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/subscriptions/me', auth: 'unverified' },
  { method: 'GET', path: '/health', auth: 'guest' },
  { method: 'GET', path: '/pay/health', auth: 'guest' },
  { method: 'GET', path: '/dev/mailbox', auth: 'guest', query: { to: 'siti@contoh.id' } },
  { method: 'GET', path: '/dev/mailbox.json', auth: 'guest', query: { to: 'siti@contoh.id' } },
  { method: 'GET', path: '/dev/mailbox/:id', auth: 'guest', ids: { id: 'mail' } },
  { method: 'GET', path: '/api/docs/json', auth: 'guest' },
];

const PARAM_FIXTURE: Record<string, keyof Fixtures> = {
  id: 'user',
  groupId: 'group',
  role: 'role',
  name: 'avatar',
};

const SQL = "' OR 1=1 --";
const HTML = '<img src=x onerror=alert(1)>';
const EMOJI_RTL = 'مرحبا 👋🏽';
/** Strings no name may hold. */
const HOSTILE_NAMES = [
  SQL,
  HTML,
  EMOJI_RTL,
  '👋',
  'Sari\u202Eevil',
  'Sari\u0000',
  'Sari\nBaru',
  '../../etc/passwd',
];
const HOSTILE_NUMERIC_IDS = [
  '99999999999',
  '-1',
  'abc',
  '0',
  '1.5',
  '1e10',
  '0x0',
  encodeURIComponent(SQL),
  encodeURIComponent(HTML),
  encodeURIComponent(EMOJI_RTL),
  '%00',
  '%E0%A4%A',
  '9'.repeat(300),
  '2147483647',
];
const HOSTILE_PARAMS: Record<string, string[]> = {
  id: HOSTILE_NUMERIC_IDS,
  groupId: HOSTILE_NUMERIC_IDS,
  role: ['superadmin', 'ADMIN', encodeURIComponent(SQL), '%00', encodeURIComponent(HTML)],
  name: [
    '..%2F..%2Fauth-secret',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '1-avatar-0000000000000000.webp.type',
    '1-avatar-0000000000000000.webp',
    encodeURIComponent(HTML),
    '%00',
  ],
};
const HOSTILE_QUERY_VALUES = [
  SQL,
  HTML,
  EMOJI_RTL,
  '%',
  '_',
  '\\',
  '\u0000',
  '-1',
  '0',
  'abc',
  '99999999999999999999',
  '1e308',
  'x'.repeat(10_000),
];
const WRONG_TYPES: unknown[] = [12345, true, [], {}, { $gt: '' }, ['a', 'b']];

let t: TestApp;
let users: Record<Auth, TestUser | undefined>;
let publisher: TestUser;
/** A small valid PNG: the one upload every upload route would accept. */
let png: Buffer;
let fixtures: Fixtures;
let badTokens: Record<string, string>;
let before: { users: number; groups: number; contactMessages: number; files: number };

async function counts() {
  const admin = users.admin as TestUser;
  const overview = (
    await api(t.app, { method: 'GET', url: '/api/v2/admin/overview', token: admin.token })
  ).json().data;
  const groups = (await api(t.app, { method: 'GET', url: '/api/v2/admin/groups', token: admin.token })).json()
    .data;
  let files = 0;
  try {
    files = readdirSync(`${t.dataDir}/files/profile`).length;
  } catch {}
  return {
    users: overview.users_total,
    groups: groups.length,
    contactMessages: overview.contact_messages,
    files,
  };
}

function multipartBody(name: string, data: Buffer, boundary = 'batas-multipart-uji') {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const [admin, member, unverified, target, deleted] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx, { verified: false }),
    createUser(t.app, t.ctx, { firstName: 'Sasaran' }),
    createUser(t.app, t.ctx),
  ]);
  publisher = await createPublisher(t.app, t.ctx);
  users = { guest: undefined, unverified, member, admin };
  const asAdmin = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: admin.token, body });

  const group = (await asAdmin('POST', '/api/v2/admin/groups', { name: 'Sasaran' })).json().data;
  await asAdmin('POST', `/api/v2/admin/users/${target.id}/groups`, { group_id: group.id });
  await api(t.app, {
    method: 'POST',
    url: '/api/v2/auth/verify-email/send',
    token: unverified.token,
    body: {},
  });
  const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#222' } })
    .png()
    .toBuffer();
  const uploaded = await api(t.app, {
    method: 'POST',
    url: '/api/v2/profile/upload-image',
    token: target.token,
    ...multipartBody('image', png),
  });
  fixtures = {
    user: target.id,
    group: group.id,
    mail: mail.id,
    avatar: uploaded.json().data.avatar_url.split('/').pop(),
    role: 'members',
  };

  // Tokens that must all be refused: expired, forged, unsigned, from another secret, of a deleted account,
  // of a logged-out session.
  const claims = decodeJwt(member.token);
  const secret = new TextEncoder().encode(t.ctx.config.authSecret);
  const sign = (key: Uint8Array, expiresAt: number) =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('pustaka')
      .setIssuedAt(Math.floor(expiresAt / 1000) - 3600)
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(key);
  const [header, payload] = member.token.split('.');
  const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const asAdminPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(admin.id) })).toString(
    'base64url',
  );
  const loggedOut = await login(t.app, member.email, member.password);
  await api(t.app, { method: 'POST', url: '/api/v2/auth/logout', token: loggedOut });
  await asAdmin('DELETE', `/api/v2/admin/users/${deleted.id}`);
  badTokens = {
    expired: await sign(secret, t.clock.now().getTime() - 60_000),
    otherSecret: await sign(
      new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'),
      Date.now() + 3600_000,
    ),
    forgedSignature: `${header}.${payload}.${'A'.repeat(43)}`,
    forgedSubject: `${header}.${asAdminPayload}.${member.token.split('.')[2]}`,
    unsigned: `${unsignedHeader}.${payload}.`,
    garbage: 'not-a-jwt',
    huge: 'x'.repeat(10_000),
    deletedUser: deleted.token,
    loggedOut,
  };
  before = await counts();
});
afterAll(() => t.app.close());

function urlOf(route: Route, override: Record<string, string> = {}, query = route.query): string {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (override[name] !== undefined) return override[name];
    const key = route.ids?.[name] ?? PARAM_FIXTURE[name];
    if (!key) throw new Error(`no fixture for :${name} in ${route.path}`);
    return encodeURIComponent(String(fixtures[key]));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

const validBody = (route: Route): Body | undefined =>
  typeof route.body === 'function' ? route.body(fixtures) : route.body;

/** Sends one hostile request and notes what is wrong with the answer, if anything. */
async function probe(
  problems: string[],
  label: string,
  request: {
    method: Method;
    url: string;
    token?: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
  },
  expected?: number[],
): Promise<LightMyRequestResponse> {
  const response = await api(t.app, { ...request, headers: request.headers ?? {} });
  const status = response.statusCode;
  const where = `${label} → ${status}`;
  if (status >= 500) problems.push(`${where} ${response.body.slice(0, 200)}`);
  if (expected && !expected.includes(status)) problems.push(`${where}, expected ${expected.join(' or ')}`);
  if (status >= 400 && status < 500) {
    let body: { success?: unknown; error?: unknown; code?: unknown } | undefined;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    const isEnvelope =
      body?.success === false &&
      typeof body.error === 'string' &&
      body.error.length > 0 &&
      typeof body.code === 'string' &&
      /^[A-Z_]+$/.test(body.code);
    if (!isEnvelope) problems.push(`${where} without the error envelope: ${response.body.slice(0, 200)}`);
  }
  return response;
}

type Probe = {
  payload?: string | Buffer;
  /** The statuses allowed; without it any status below 500 will do. */
  expected?: number[];
  headers?: Record<string, string>;
  url?: string;
  /** The caller's token: the one the route needs unless given; null for none. */
  as?: string | null;
};

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(ROUTES)('$method $path', (route) => {
  it('survives the hostile batch', async () => {
    const problems: string[] = [];
    const tokenFor = (auth: Auth) => users[auth]?.token;
    const url = urlOf(route);
    const body = validBody(route);
    const mutating = route.method !== 'GET';
    const send = (label: string, options: Probe = {}) => {
      const { payload, expected, headers = JSON_TYPE, as = tokenFor(route.auth) ?? null } = options;
      const request = {
        method: route.method,
        url: options.url ?? url,
        token: as ?? undefined,
        headers,
        payload,
      };
      return probe(problems, label, request, expected);
    };
    /** The valid request, to vary one thing at a time. */
    const valid: Probe = route.multipart
      ? multipartBody('image', png)
      : body
        ? { payload: JSON.stringify(body), headers: JSON_TYPE }
        : { headers: {} };
    const withBody = (changes: Body) => JSON.stringify({ ...body, ...changes });

    // Who is calling: no token, bad tokens, too little access. Everything else about the request is valid.
    if (route.auth !== 'guest') {
      await send('no token', { ...valid, expected: [401], as: null });
      for (const [name, bad] of Object.entries(badTokens)) {
        await send(`${name} token`, { ...valid, expected: [401], as: bad });
      }
      const basic = { ...valid.headers, authorization: 'Basic YWRtaW46YWRtaW4=' };
      await send('basic auth', { ...valid, headers: basic, expected: [401], as: null });
      const weaker: Record<Auth, Auth[]> = {
        admin: ['member', 'unverified'],
        member: ['unverified'],
        unverified: [],
        guest: [],
      };
      for (const auth of weaker[route.auth]) {
        await send(`as ${auth}`, { ...valid, expected: [403], as: tokenFor(auth) });
      }
      if (route.auth === 'admin')
        await send('as publisher', { ...valid, expected: [403], as: publisher.token });
    }

    // Bodies that never reach the handler, on every mutating route: unparseable, poisoned or too large.
    if (mutating) {
      await send('malformed JSON', { payload: '{"first_name": "Sari",', expected: [400] });
      await send('truncated JSON', { payload: '{"a":', expected: [400] });
      await send('empty JSON body', { payload: '', expected: [400] });
      await send('prototype pollution', { payload: '{"__proto__":{"isAdmin":true},"x":1}', expected: [400] });
      await send('constructor pollution', {
        payload: '{"constructor":{"prototype":{"a":1}}}',
        expected: [400],
      });
      await send('1 MB JSON body', {
        payload: withBody({ padding: 'x'.repeat(1024 * 1024) }),
        expected: [413],
      });
    }

    // Bodies that are JSON but wrong: other shapes, unknown fields, wrong types, oversized or hostile text.
    if (body) {
      for (const shape of ['null', '[]', '"teks"', '123', 'true']) {
        await send(`body ${shape}`, { payload: shape, expected: [400] });
      }
      await send('empty object', { payload: '{}' });
      await send('unknown field', { payload: withBody({ is_admin: true }), expected: [400] });
      for (const [field, value] of Object.entries(body)) {
        const sameType = (wrong: unknown) => typeof wrong === typeof value && typeof wrong !== 'object';
        for (const wrong of WRONG_TYPES.filter((candidate) => !sameType(candidate))) {
          await send(`${field}=${JSON.stringify(wrong)}`, {
            payload: withBody({ [field]: wrong }),
            expected: [400],
          });
        }
        if (typeof value === 'string') {
          const big = 'x'.repeat(200 * 1024);
          await send(`${field} of 200 KB`, { payload: withBody({ [field]: big }), expected: [400] });
          await send(`${field} with a NUL`, {
            payload: withBody({ [field]: `${value}\u0000` }),
            expected: [400],
          });
        }
      }
      for (const field of route.names ?? []) {
        for (const name of HOSTILE_NAMES) {
          await send(`${field}=${JSON.stringify(name)}`, {
            payload: withBody({ [field]: name }),
            expected: [400],
          });
        }
      }
      const asType = (type: string, payload: string | Buffer, expected: number[]) =>
        send(`as ${type}`, { payload, expected, headers: { 'content-type': type } });
      await asType('text/plain', JSON.stringify(body), [400, 415]);
      await asType('application/x-www-form-urlencoded', 'first_name=Sari', [415]);
      await asType('application/xml', '<user><name>Sari</name></user>', [415]);
      const form = multipartBody('first_name', Buffer.from('Sari'));
      await send('as multipart', { ...form, expected: [400, 415] });
    }

    // Uploads: everything but one well-formed image (that one, with bad callers, is above).
    if (route.multipart) {
      const image = png;
      const pngHeader = image.subarray(0, 33);
      const upload = multipartBody('image', image);
      const cases: [string, Probe, number][] = [
        ['a text file', multipartBody('image', Buffer.from('bukan gambar')), 415],
        ['a broken PNG', multipartBody('image', Buffer.concat([pngHeader, Buffer.alloc(500, 3)])), 422],
        ['an empty file', multipartBody('image', Buffer.alloc(0)), 400],
        [
          'a 6 MB file',
          multipartBody('image', Buffer.concat([pngHeader, Buffer.alloc(6 * 1024 * 1024)])),
          413,
        ],
        ['another field name', multipartBody('foto', image), 400],
        ['no boundary', { ...upload, headers: { 'content-type': 'multipart/form-data' } }, 400],
        ['a cut-off body', { ...upload, payload: upload.payload.subarray(0, 60) }, 400],
        ['a 300-byte boundary', multipartBody('image', image, 'b'.repeat(300)), 400],
        ['JSON', { payload: JSON.stringify({ image: image.toString('base64') }) }, 415],
        ['text/plain', { payload: 'gambar', headers: { 'content-type': 'text/plain' } }, 415],
      ];
      for (const [label, request, status] of cases) await send(label, { ...request, expected: [status] });
    }

    // Path parameters: huge, negative, non-numeric, encoded markup and SQL, traversal.
    for (const [, name = ''] of route.path.matchAll(/:(\w+)/g)) {
      for (const value of HOSTILE_PARAMS[name] ?? []) {
        const target = urlOf(route, { [name]: value });
        await send(`:${name}=${value.slice(0, 40)}`, { ...valid, url: target, expected: [400, 404] });
      }
    }

    // Query strings, on reads only (a mutation with a stray query string is still a valid request): arrays,
    // huge or negative numbers, markup, SQL, emoji, NUL, long strings, prototype keys.
    if (!mutating) {
      const bare = urlOf(route, {}, {});
      for (const key of new Set(['page', 'pageSize', ...Object.keys(route.query ?? {})])) {
        const probes = [
          `${key}=a&${key}=b`,
          `${key}[]=1`,
          `${key}[__proto__][admin]=1`,
          ...HOSTILE_QUERY_VALUES.map((value) => `${key}=${encodeURIComponent(value)}`),
        ];
        for (const query of probes)
          await send(`?${query.slice(0, 60)}`, { ...valid, url: `${bare}?${query}` });
      }
      await send('a 2000-character key', { ...valid, url: `${bare}?${'k'.repeat(2000)}=1` });
    }

    // One line per problem, so a failure lists them all.
    expect(problems.join('\n')).toBe('');
  });
});

describe('after the batch', () => {
  it('created no users, groups, contact messages or files', async () => {
    expect(await counts()).toEqual(before);
  });

  it('left the fixtures alone', async () => {
    const admin = users.admin as TestUser;
    const target = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/users/${fixtures.user}`,
      token: admin.token,
    });
    expect(target.json().data).toMatchObject({
      is_active: true,
      roles: ['members'],
      first_name: 'Sasaran',
      groups: [expect.objectContaining({ id: fixtures.group })],
    });
    const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: users.member?.token });
    expect(me.json().data.roles).toEqual(['members']);
  });

  it('still answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });
});

describe('the route table', () => {
  it('names only routes that exist', () => {
    const missing = ROUTES.filter((route) => !t.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('covers every documented route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = new Set(ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`));
    expect(documented.filter((entry) => !entry.startsWith('HEAD ') && !listed.has(entry))).toEqual([]);
  });
});
