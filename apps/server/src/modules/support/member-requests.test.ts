import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  lastMailTo,
  subscribe,
  type TestUser,
} from '#test/factories.ts';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let member: TestUser;
let other: TestUser;

const as = (user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown, language?: string) =>
  api(t.app, {
    method,
    url: `/api/v2${url}`,
    token: user.token,
    body,
    headers: language ? { 'accept-language': language } : {},
  });

let subjectSequence = 0;
/** Each request its own subject, so none counts as a resend of another. */
const newRequest = (type = 'technical') => ({
  type,
  subject: `Video kursus tidak jalan ${++subjectSequence}`,
  message: 'Video di modul dua berhenti setelah satu menit.',
});

beforeAll(async () => {
  t = await buildTestApp();
  [admin, agent, member, other] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx, { firstName: 'Agen' }),
    createUser(t.app, t.ctx, { firstName: 'Rina' }),
    createUser(t.app, t.ctx),
  ]);
  const staff = await as(admin, 'GET', '/support/staff');
  await as(admin, 'POST', `/admin/users/${agent.id}/groups`, {
    group_id: staff.json().data.support_group_id,
  });
});
afterAll(() => t.app.close());

describe("a member's own requests", () => {
  it('shows the thread without internal notes, and another member gets 404', async () => {
    const created = await as(member, 'POST', '/support/requests', newRequest());
    expect(created.statusCode).toBe(201);
    const { id, reference } = created.json().data;
    expect(created.json().data).toMatchObject({ status: 'new', priority: 'normal', can_reply: true });
    const receipt = await lastMailTo(t.app, member.email);
    expect(receipt.subject).toContain(`[${reference}]`);
    expect(receipt.text).toContain(`http://pustaka.test/dashboard/support/${id}`);

    await as(agent, 'POST', `/support/requests/${id}/notes`, {
      note: 'RAHASIA: pelanggan ini pernah minta refund',
    });
    await as(agent, 'POST', `/support/requests/${id}/answers`, {
      message: 'Coba muat ulang halaman kursusnya.',
    });

    const mine = await as(member, 'GET', `/support/requests/mine/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.status).toBe('answered');
    expect(mine.json().data.messages.map((m: { kind: string }) => m.kind)).toEqual(['sender', 'answer']);
    expect(mine.body).not.toContain('RAHASIA');
    const staffView = await as(agent, 'GET', `/support/requests/${id}`);
    expect(staffView.json().data.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'sender',
      'note',
      'answer',
    ]);

    for (const [method, url, body] of [
      ['GET', `/support/requests/mine/${id}`, undefined],
      ['POST', `/support/requests/mine/${id}/replies`, { message: 'Saya bukan pemiliknya.' }],
    ] as const) {
      const response = await as(other, method, url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const othersList = await as(other, 'GET', '/support/requests/mine');
    expect(othersList.json().data).toMatchObject({ items: [], total: 0 });
    const list = await as(member, 'GET', '/support/requests/mine');
    expect(list.json().data.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await as(member, 'GET', '/support/requests/mine?status=closed')).json().data.total).toBe(0);
  });

  it('takes a reply to an answered request, which then waits for staff again; a closed one refuses', async () => {
    const { id } = (await as(member, 'POST', '/support/requests', newRequest())).json().data;
    await as(agent, 'POST', `/support/requests/${id}/answers`, {
      message: 'Sudah kami perbaiki, silakan coba.',
    });
    const reply = await as(member, 'POST', `/support/requests/mine/${id}/replies`, {
      message: 'Masih berhenti di menit yang sama.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ status: 'open', can_reply: true });
    expect(reply.json().data.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'sender',
      'answer',
      'sender',
    ]);
    // The same words again at once (a double click) are kept once.
    const again = await as(member, 'POST', `/support/requests/mine/${id}/replies`, {
      message: 'Masih berhenti di menit yang sama.',
    });
    expect(again.json().data.messages).toHaveLength(3);
    const waiting = (await as(agent, 'GET', '/support/overview')).json().data;
    expect(
      waiting.by_priority.find((row: { priority: string }) => row.priority === 'normal').waiting,
    ).toBeGreaterThan(0);

    await as(agent, 'POST', `/support/requests/${id}/close`);
    const closed = await as(member, 'POST', `/support/requests/mine/${id}/replies`, {
      message: 'Halo, ada kabar?',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SUPPORT_REQUEST_CLOSED');
    const after = await as(member, 'GET', `/support/requests/mine/${id}`);
    expect(after.json().data).toMatchObject({ status: 'closed', can_reply: false });
    expect(after.json().data.messages).toHaveLength(3);
  });

  it('mails the staff member a request is assigned to when its sender writes again', async () => {
    const { id, reference } = (await as(member, 'POST', '/support/requests', newRequest())).json().data;
    await as(agent, 'POST', `/support/requests/${id}/assign`, { assignee_id: agent.id });
    await as(member, 'POST', `/support/requests/mine/${id}/replies`, {
      message: 'Tambahan: <b>tangkapan layar</b> menyusul.',
    });
    const mail = await lastMailTo(t.app, agent.email);
    expect(mail.subject).toBe(`[${reference}] Rina Uji membalas: ${newRequestSubject(subjectSequence)}`);
    expect(mail.text).toContain('Tambahan: <b>tangkapan layar</b> menyusul.');
    expect(mail.text).toContain(`http://pustaka.test/admin/support/${id}`);
  });

  it('answers the member in the language they wrote in, not the one staff use', async () => {
    const { id, reference } = (await as(member, 'POST', '/support/requests', newRequest(), 'en')).json().data;
    await as(agent, 'POST', `/support/requests/${id}/answers`, { message: 'Silakan coba lagi.' }, 'id');
    const mail = await lastMailTo(t.app, member.email);
    expect(mail.subject).toBe(`[${reference}] Answer to your request: ${newRequestSubject(subjectSequence)}`);
    expect(mail.text).toContain('You can reply in your dashboard.');
  });

  it("shows a request sent as a guest from the member's own address", async () => {
    const sent = await api(t.app, {
      method: 'POST',
      url: '/api/v2/contact',
      body: {
        name: 'Rina',
        email: member.email.toUpperCase(),
        subject: 'Dari formulir kontak',
        message: 'Saya menulis sebelum masuk.',
      },
    });
    const list = (await as(member, 'GET', '/support/requests/mine?pageSize=100')).json().data.items;
    expect(list.map((r: { reference: string }) => r.reference)).toContain(sent.json().data.reference);
  });
});

describe('a member who has not verified their address', () => {
  it('writes and reads their own requests, but not those sent as a guest from that address', async () => {
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    const guestSent = await api(t.app, {
      method: 'POST',
      url: '/api/v2/contact',
      body: {
        name: 'Orang Lain',
        email: unverified.email,
        subject: 'Ditulis orang lain',
        message: 'Pesan yang bukan miliknya.',
      },
    });
    const created = await as(unverified, 'POST', '/support/requests', {
      type: 'technical',
      subject: 'Email verifikasi tidak sampai',
      message: 'Saya sudah menunggu satu jam tetapi email verifikasi belum datang.',
    });
    expect(created.statusCode).toBe(201);
    const list = (await as(unverified, 'GET', '/support/requests/mine')).json().data.items;
    expect(list.map((r: { id: number }) => r.id)).toEqual([created.json().data.id]);
    const guestId = Number(guestSent.json().data.reference.slice(4));
    expect((await as(unverified, 'GET', `/support/requests/mine/${guestId}`)).statusCode).toBe(404);
  });
});

const newRequestSubject = (n: number) => `Video kursus tidak jalan ${n}`;

describe('priority support', () => {
  it('puts a member with priority_support first, promising 4 working hours instead of 2 working days', async () => {
    const vip = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, vip, 8); // Reader VIP carries priority_support
    // The test clock starts on Monday 1 June 2026 at 15:00 in Jakarta; the tests above do not move it.
    expect(t.clock.now().toISOString()).toBe('2026-06-01T08:00:00.000Z');
    const normal = (await as(member, 'POST', '/support/requests', newRequest())).json().data;
    const priority = (await as(vip, 'POST', '/support/requests', newRequest('billing'))).json().data;
    expect(normal).toMatchObject({ priority: 'normal', first_response_due_at: '2026-06-03T08:00:00.000Z' });
    expect(priority).toMatchObject({
      priority: 'priority',
      first_response_due_at: '2026-06-02T04:00:00.000Z',
      first_responded_at: null,
      overdue: false,
    });
    const receipt = await lastMailTo(t.app, vip.email);
    expect(receipt.text).toContain('Sebagai pelanggan dukungan prioritas');

    // A later normal request still comes after the priority one.
    const later = (await as(other, 'POST', '/support/requests', newRequest())).json().data;
    const inbox = (await as(agent, 'GET', '/support/requests?pageSize=100')).json().data.items;
    expect(inbox[0].id).toBe(priority.id);
    expect(inbox.findIndex((r: { id: number }) => r.id === later.id)).toBeGreaterThan(0);
    expect((await as(agent, 'GET', '/support/requests?priority=priority')).json().data.items).toEqual([
      expect.objectContaining({ id: priority.id, priority: 'priority' }),
    ]);

    // Tuesday noon in Jakarta: the priority promise (Tuesday 11:00) is broken and both sides see it; the normal
    // one (Wednesday 15:00) is still on time.
    t.clock.advance(21 * 3_600_000);
    expect((await as(vip, 'GET', `/support/requests/mine/${priority.id}`)).json().data.overdue).toBe(true);
    const staffSide = (await as(agent, 'GET', `/support/requests/${priority.id}`)).json().data;
    expect(staffSide.overdue).toBe(true);
    expect((await as(agent, 'GET', `/support/requests/${normal.id}`)).json().data.overdue).toBe(false);

    const answered = await as(agent, 'POST', `/support/requests/${priority.id}/answers`, {
      message: 'Maaf terlambat.',
    });
    expect(answered.json().data).toMatchObject({
      overdue: false,
      first_responded_at: t.clock.now().toISOString(),
    });
  });
});

describe('Premium Creator through the inbox', () => {
  it('is decided by an admin only, once, and an approval grants the tier for a year', async () => {
    const creator = await createPublisher(t.app, t.ctx);
    const asked = await as(creator, 'POST', '/support/requests', {
      type: 'premium_creator',
      subject: 'Pengajuan Premium Creator',
      message: 'Saya ingin bergabung dengan Premium Creator tahunan.',
    });
    const { id } = asked.json().data;
    expect(asked.json().data.premium_decision).toBe('pending');

    const byAgent = await as(agent, 'POST', `/support/requests/${id}/answers`, {
      message: 'Pengajuan Anda disetujui.',
      premium_decision: 'approved',
    });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().code).toBe('SUPPORT_PREMIUM_DECISION_ADMIN_ONLY');

    const approved = await as(admin, 'POST', `/support/requests/${id}/answers`, {
      message: 'Selamat, pengajuan Anda kami setujui.',
      premium_decision: 'approved',
    });
    expect(approved.statusCode).toBe(201);
    expect(approved.json().data).toMatchObject({ premium_decision: 'approved', status: 'answered' });
    const me = (await as(admin, 'GET', `/admin/users/${creator.id}`)).json().data;
    const until = new Date(me.premium_creator_until).getTime();
    expect(until - t.clock.now().getTime()).toBeGreaterThan(364 * 86_400_000);
    expect(until - t.clock.now().getTime()).toBeLessThan(367 * 86_400_000);
    expect((await lastMailTo(t.app, creator.email)).text).toContain(
      'Pengajuan Premium Creator Anda disetujui',
    );

    const twice = await as(admin, 'POST', `/support/requests/${id}/answers`, {
      message: 'Keputusan kedua yang tidak boleh.',
      premium_decision: 'declined',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SUPPORT_PREMIUM_ALREADY_DECIDED');

    const general = (await as(creator, 'POST', '/support/requests', newRequest('general'))).json().data;
    const wrongType = await as(admin, 'POST', `/support/requests/${general.id}/answers`, {
      message: 'Keputusan pada permintaan biasa.',
      premium_decision: 'declined',
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().code).toBe('SUPPORT_NOT_PREMIUM_REQUEST');
    expect((await as(admin, 'GET', `/support/requests/${general.id}`)).json().data.message_count).toBe(1);
  });
});
