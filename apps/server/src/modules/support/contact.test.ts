import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, type TestUser } from '#test/factories.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, member] = await Promise.all([createAdmin(t.app, t.ctx), createUser(t.app, t.ctx)]);
});
afterAll(() => t.app.close());

const valid = {
  name: 'Siti Aminah',
  email: 'Siti@Contoh.ID',
  subject: 'Pertanyaan pembayaran',
  message: 'Apakah pembayaran bisa lewat transfer bank?',
};

let ipSequence = 0;
/** Every test writes from its own address, so the per-IP limit of one test does not touch another. */
const nextIp = () => `203.0.113.${++ipSequence}`;

const send = (
  body: unknown,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/contact',
    body,
    token: options.token,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.headers,
  });

type Stored = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
};
async function latestMessages(count = 1): Promise<Stored[]> {
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/admin/contact-messages?pageSize=${count}`,
    token: admin.token,
  });
  return response.json().data.items;
}

describe('POST /contact', () => {
  it('stores a guest message, trimmed and with a lower-cased email', async () => {
    const response = await send({ ...valid, name: '  Siti Aminah  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Terima kasih! Pesan Anda sudah kami terima; kami membalas dalam 2 hari kerja.',
      data: { reference: expect.stringMatching(/^PST-\d{6}$/) },
    });
    const [stored] = await latestMessages();
    expect(stored).toMatchObject({
      name: 'Siti Aminah',
      email: 'siti@contoh.id',
      subject: valid.subject,
      message: valid.message,
      user_id: null,
    });
  });

  it('links the message to a signed-in sender', async () => {
    const response = await send({ ...valid, subject: 'Dari anggota' }, { token: member.token });
    expect(response.statusCode).toBe(201);
    const [stored] = await latestMessages();
    expect(stored).toMatchObject({ subject: 'Dari anggota', user_id: member.id });
  });

  it('treats a forged or revoked token as a guest instead of failing', async () => {
    const [header, payload] = member.token.split('.');
    const response = await send(
      { ...valid, subject: 'Token palsu' },
      { token: `${header}.${payload}.palsu` },
    );
    expect(response.statusCode).toBe(201);
    expect((await latestMessages())[0]).toMatchObject({ subject: 'Token palsu', user_id: null });
  });

  it('keeps markup and SQL as plain text', async () => {
    const hostile = {
      name: '<img src=x onerror=alert(1)>',
      email: 'iseng@contoh.id',
      subject: "'; DROP TABLE users; --",
      message: "Halo 👋 مرحبا <script>alert(1)</script> ' OR 1=1 --",
    };
    expect((await send(hostile)).statusCode).toBe(201);
    expect((await latestMessages())[0]).toMatchObject(hostile);
    // The users table is still there.
    const list = await api(t.app, { method: 'GET', url: '/api/v2/admin/users', token: admin.token });
    expect(list.statusCode).toBe(200);
  });

  it('answers in English when asked', async () => {
    const response = await send(valid, { headers: { 'accept-language': 'en' } });
    expect(response.json().message).toMatch(/^Thank you!/);
  });

  it.each([
    ['a one-letter name', { name: 'S' }, 'body.name'],
    ['a bad email', { email: 'siti@' }, 'body.email'],
    ['a short subject', { subject: 'Hi' }, 'body.subject'],
    ['a short message', { message: 'Halo' }, 'body.message'],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, 'body.message'],
    ['a number as message', { message: 1234567890 }, 'body.message'],
    ['only spaces as name', { name: '     ' }, 'body.name'],
  ])('refuses %s with 400', async (_label, change, field) => {
    const before = (await latestMessages())[0]?.id;
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await latestMessages())[0]?.id).toBe(before);
  });

  it('refuses missing fields and unknown ones', async () => {
    const missing = await send({ name: 'Siti' });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.subject', 'body.message']));
    expect((await send({ ...valid, user_id: admin.id })).statusCode).toBe(400);
  });

  it('needs the CSRF header', async () => {
    const response = await api(t.app, { method: 'POST', url: '/api/v2/contact', csrf: false, body: valid });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_HEADER_MISSING');
  });
});

describe('rate limit', () => {
  it('takes five messages an hour from one address, then 429 until the hour has passed', async () => {
    const ip = nextIp();
    for (let i = 1; i <= 5; i++) {
      expect((await send({ ...valid, subject: `Pesan ke-${i}` }, { ip })).statusCode).toBe(201);
    }
    const sixth = await send({ ...valid, subject: 'Pesan ke-6' }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(sixth.json().error).toMatch(/61 menit/);
    expect(Number(sixth.headers['retry-after'])).toBe(61 * 60);
    expect((await latestMessages())[0]?.subject).toBe('Pesan ke-5');

    // Another address is not affected.
    expect((await send(valid, { ip: nextIp() })).statusCode).toBe(201);

    t.clock.advance(30 * 60_000);
    expect((await send(valid, { ip })).statusCode).toBe(429);
    t.clock.advance(31 * 60_000);
    expect((await send({ ...valid, subject: 'Satu jam kemudian' }, { ip })).statusCode).toBe(201);
  });

  it('does not count refused messages against the limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 8; i++)
      expect((await send({ ...valid, message: 'pendek' }, { ip })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...valid, subject: `Tidak terhitung ${i}` }, { ip })).statusCode).toBe(201);
    }
  });
});

describe('GET /admin/contact-messages', () => {
  it('pages newest first and is for admins only', async () => {
    const page1 = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/contact-messages?pageSize=2&page=1',
      token: admin.token,
    });
    const page2 = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/contact-messages?pageSize=2&page=2',
      token: admin.token,
    });
    const [a, b] = [page1.json().data, page2.json().data];
    expect(a.total).toBe(b.total);
    expect(a.total).toBeGreaterThan(4);
    expect(a.items[0].id).toBeGreaterThan(a.items[1].id);
    expect(a.items[1].id).toBeGreaterThan(b.items[0].id);
    expect(a.items[0]).not.toHaveProperty('ip');

    const asMember = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/contact-messages',
      token: member.token,
    });
    expect(asMember.statusCode).toBe(403);
    expect((await api(t.app, { method: 'GET', url: '/api/v2/admin/contact-messages' })).statusCode).toBe(401);
  });
});
