import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createPublisher, createUser, lastMailTo, type TestUser } from '#test/factories.ts';

let t: TestApp;
let admin: TestUser;
/** A member an admin put in the `support` group. */
let agent: TestUser;
let member: TestUser;
let publisher: TestUser;

let ipSequence = 0;
const nextIp = () => `198.51.100.${++ipSequence}`;
let mailSequence = 0;
const guestEmail = () => `tamu${++mailSequence}-${Date.now()}@contoh.id`;

function contact(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api(t.app, { method: 'POST', url: '/api/v2/contact', body, headers, remoteAddress: nextIp() });
}

const guestRequest = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Siti Aminah',
  email,
  subject: 'Pembayaran belum masuk',
  message: 'Saya sudah transfer kemarin tetapi pesanan belum aktif.',
  ...extra,
});

const as = (user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown) =>
  api(t.app, { method, url: `/api/v2${url}`, token: user.token, body });

beforeAll(async () => {
  t = await buildTestApp();
  [admin, agent, member, publisher] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx, { firstName: 'Agen' }),
    createUser(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
  ]);
  const staff = await as(admin, 'GET', '/support/staff');
  const joined = await as(admin, 'POST', `/admin/users/${agent.id}/groups`, {
    group_id: staff.json().data.support_group_id,
  });
  expect(joined.statusCode).toBe(200);
});
afterAll(() => t.app.close());

describe('a guest writing through /contact', () => {
  it('gets a receipt with the reference, in Indonesian by default', async () => {
    const email = guestEmail();
    const response = await contact(guestRequest(email));
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;
    expect(reference).toMatch(/^PST-\d{6}$/);
    const mail = await lastMailTo(t.app, email);
    expect(mail.subject).toBe(`[${reference}] Permintaan Anda sudah kami terima: Pembayaran belum masuk`);
    expect(mail.text).toContain(`Nomor referensi permintaan Anda adalah ${reference}`);
    expect(mail.text).toContain('Saya sudah transfer kemarin');
    expect(mail.text).toMatch(/paling lambat .+ WIB/);
  });

  it('gets the receipt in English when the form was sent in English, and staff see that language', async () => {
    const email = guestEmail();
    const response = await contact(guestRequest(email, { type: 'technical' }), {
      'accept-language': 'en-GB,en;q=0.9',
    });
    const { reference } = response.json().data;
    const mail = await lastMailTo(t.app, email);
    expect(mail.subject).toBe(`[${reference}] We received your request: Pembayaran belum masuk`);
    expect(mail.text).toContain('(Jakarta time)');
    const list = await as(agent, 'GET', `/support/requests?q=${reference}`);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        reference,
        language: 'en',
        type: 'technical',
        status: 'new',
        priority: 'normal',
      }),
    ]);
  });

  it('keeps markup out of the mail as markup', async () => {
    const email = guestEmail();
    await contact(
      guestRequest(email, {
        name: '<b>Siti</b>',
        subject: 'Tes <img src=x onerror=alert(1)>',
        message: '<script>alert(1)</script> tolong',
      }),
    );
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.htmlBody).toContain('Halo &lt;b&gt;Siti&lt;/b&gt;');
    expect(mail?.htmlBody).not.toMatch(/<script|<img|<b>/);
  });

  it('asks a guest to sign in for Premium Creator and opens nothing', async () => {
    const email = guestEmail();
    const response = await contact(guestRequest(email, { type: 'premium_creator' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'SUPPORT_SIGN_IN_REQUIRED' });
    expect((await t.app.inject({ url: `/dev/mailbox.json?to=${email}` })).json().data).toEqual([]);
  });

  it('counts the same words sent twice within ten minutes as one request with one receipt', async () => {
    const email = guestEmail();
    const first = await contact(guestRequest(email));
    const second = await contact(guestRequest(email));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.reference).toBe(first.json().data.reference);
    expect((await t.app.inject({ url: `/dev/mailbox.json?to=${email}` })).json().data).toHaveLength(1);
  });
});

describe('the staff inbox', () => {
  it("lets a support-group member read and answer; the answer is mailed in the sender's language", async () => {
    const email = guestEmail();
    const { reference } = (await contact(guestRequest(email), { 'accept-language': 'en' })).json().data;
    const [listed] = (await as(agent, 'GET', `/support/requests?q=${reference}`)).json().data.items;

    const read = await as(agent, 'GET', `/support/requests/${listed.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ status: 'open', first_responded_at: null, message_count: 1 });
    expect(read.json().data.messages).toEqual([
      expect.objectContaining({ kind: 'sender', author: null, body: guestRequest(email).message }),
    ]);

    const answered = await as(agent, 'POST', `/support/requests/${listed.id}/answers`, {
      message: 'We found your transfer; the order is active now.',
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      first_responded_at: t.clock.now().toISOString(),
      overdue: false,
    });
    expect(answered.json().data.messages.map((m: { kind: string }) => m.kind)).toEqual(['sender', 'answer']);
    expect(answered.json().data.messages[1].author).toEqual({ id: agent.id, name: 'Agen Uji' });

    const mail = await lastMailTo(t.app, email);
    expect(mail.subject).toBe(`[${reference}] Answer to your request: Pembayaran belum masuk`);
    expect(mail.text).toContain('We found your transfer; the order is active now.');
    expect(mail.text).toContain(`mention ${reference}`);
  });

  it('refuses a plain member and a publisher on every staff route, and a guest with 401', async () => {
    const { reference } = (await contact(guestRequest(guestEmail()))).json().data;
    const id = Number(reference.slice(4));
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/support/requests'],
      ['GET', `/support/requests/${id}`],
      ['POST', `/support/requests/${id}/assign`, { assignee_id: member.id }],
      ['POST', `/support/requests/${id}/answers`, { message: 'Jawaban dari orang luar.' }],
      ['POST', `/support/requests/${id}/notes`, { note: 'Catatan orang luar' }],
      ['POST', `/support/requests/${id}/close`],
      ['POST', `/support/requests/${id}/reopen`],
      ['GET', '/support/overview'],
      ['GET', '/support/staff'],
    ];
    for (const [method, url, body] of calls) {
      for (const user of [member, publisher]) {
        const response = await as(user, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      const guest = await api(t.app, { method, url: `/api/v2${url}`, body });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
    }
    const detail = await as(admin, 'GET', `/support/requests/${id}`);
    expect(detail.json().data).toMatchObject({ status: 'open', assignee: null, message_count: 1 });
  });

  it('assigns to oneself or other staff, never to a plain member, and filters by assignee', async () => {
    const { reference } = (await contact(guestRequest(guestEmail(), { subject: 'Ditugaskan' }))).json().data;
    const id = Number(reference.slice(4));
    const unassigned = (await as(agent, 'GET', '/support/requests?assignee=none&pageSize=100')).json().data
      .items;
    expect(unassigned.map((r: { id: number }) => r.id)).toContain(id);

    const refused = await as(agent, 'POST', `/support/requests/${id}/assign`, { assignee_id: member.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SUPPORT_ASSIGNEE_NOT_STAFF');
    expect((await as(admin, 'GET', `/support/requests/${id}`)).json().data.assignee).toBeNull();

    const toSelf = await as(agent, 'POST', `/support/requests/${id}/assign`, { assignee_id: agent.id });
    expect(toSelf.json().data).toMatchObject({
      assignee: { id: agent.id, name: 'Agen Uji' },
      status: 'open',
    });
    const mine = (await as(agent, 'GET', '/support/requests?assignee=me')).json().data.items;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([id]);
    const byId = (await as(admin, 'GET', `/support/requests?assignee=${agent.id}`)).json().data.items;
    expect(byId.map((r: { id: number }) => r.id)).toEqual([id]);

    const toAdmin = await as(agent, 'POST', `/support/requests/${id}/assign`, { assignee_id: admin.id });
    expect(toAdmin.json().data.assignee.id).toBe(admin.id);
    const nobody = await as(admin, 'GET', '/support/requests?assignee=9999999999');
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json().data.total).toBe(0);
    const cleared = await as(admin, 'POST', `/support/requests/${id}/assign`, { assignee_id: null });
    expect(cleared.json().data.assignee).toBeNull();
  });

  it('closes and reopens; a closed request takes no answer until reopened', async () => {
    const { reference } = (await contact(guestRequest(guestEmail(), { subject: 'Ditutup' }))).json().data;
    const id = Number(reference.slice(4));
    const closed = await as(agent, 'POST', `/support/requests/${id}/close`);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: t.clock.now().toISOString() });
    expect((await as(agent, 'POST', `/support/requests/${id}/close`)).json().data.status).toBe('closed');

    const answer = await as(agent, 'POST', `/support/requests/${id}/answers`, {
      message: 'Jawaban terlambat sekali.',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('SUPPORT_REQUEST_CLOSED');
    expect((await as(agent, 'GET', `/support/requests/${id}`)).json().data.message_count).toBe(1);

    const reopened = await as(agent, 'POST', `/support/requests/${id}/reopen`);
    expect(reopened.json().data).toMatchObject({ status: 'open', closed_at: null });
    const filtered = (await as(agent, 'GET', '/support/requests?status=closed&pageSize=100')).json().data
      .items;
    expect(filtered.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('lists the staff a request can go to and the support group an admin adds them to', async () => {
    const response = await as(agent, 'GET', '/support/staff');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.staff.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, agent.id]));
    expect(ids).not.toContain(member.id);
    expect(response.json().data.staff.find((s: { id: number }) => s.id === admin.id).is_admin).toBe(true);
  });

  it('searches by reference, subject, name and email', async () => {
    const email = guestEmail();
    const { reference } = (
      await contact(guestRequest(email, { name: 'Budi Cari', subject: 'Kata kunci unik zebra' }))
    ).json().data;
    for (const q of [
      reference,
      reference.toLowerCase().replace('-', ''),
      'zebra',
      'budi cari',
      email.toUpperCase(),
    ]) {
      const items = (await as(agent, 'GET', `/support/requests?q=${encodeURIComponent(q)}`)).json().data
        .items;
      expect(
        items.map((r: { reference: string }) => r.reference),
        q,
      ).toContain(reference);
    }
    const none = await as(agent, 'GET', `/support/requests?q=${encodeURIComponent('100%_tidak ada')}`);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
  });
});
