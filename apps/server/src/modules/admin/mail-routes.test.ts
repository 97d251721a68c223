import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#platform/mail/tables.ts';
import { SMTP_BUSY, type SmtpPeer, startSmtpPeer } from '#platform/mail/test-smtp.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, type TestUser } from '#test/factories.ts';

let t: TestApp;
let peer: SmtpPeer;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  // Accounts are made while the peer accepts, so their verification mail is not among the failures.
  peer = await startSmtpPeer();
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
  [admin, member] = await Promise.all([createAdmin(t.app, t.ctx), createUser(t.app, t.ctx)]);
});
afterAll(async () => {
  await t.app.close();
  await peer.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string | null = admin.token) =>
  api(t.app, { method, url: `/api/v2${url}`, token: token ?? undefined });

describe('admin mail outbox', () => {
  it('lists queued mail with its error, and a resend delivers it once the server accepts again', async () => {
    peer.state.failing = true;
    const { id } = await t.ctx.mailer.send({
      to: 'struk@contoh.id',
      subject: 'Kuitansi pesanan',
      text: 'Terima kasih',
      html: '<p>Terima kasih</p>',
    });

    const queued = await call('GET', '/admin/mail/outbox?status=queued');
    expect(queued.statusCode).toBe(200);
    expect(queued.json().data.transport).toBe('smtp');
    const [item] = queued.json().data.items;
    expect(item).toMatchObject({
      id,
      to: 'struk@contoh.id',
      subject: 'Kuitansi pesanan',
      status: 'queued',
      attempts: 1,
    });
    expect(item.last_error).toContain(SMTP_BUSY);
    expect(item.next_attempt_at).not.toBeNull();

    const stillFailing = await call('POST', `/admin/mail/outbox/${id}/resend`);
    expect(stillFailing.statusCode).toBe(200);
    expect(stillFailing.json().data).toMatchObject({ status: 'queued', attempts: 1 });

    peer.state.failing = false;
    const resent = await call('POST', `/admin/mail/outbox/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: 'Email dikirim ulang.',
      data: { id, status: 'sent', last_error: null },
    });
    expect(peer.state.accepted).toContain('struk@contoh.id');
    expect((await call('GET', '/admin/mail/outbox?status=queued')).json().data.total).toBe(0);

    const twice = await call('POST', `/admin/mail/outbox/${id}/resend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('MAIL_ALREADY_SENT');
  });

  it('lists failed mail by default, newest first', async () => {
    await t.ctx.db.insert(mailOutbox).values(
      ['lama@contoh.id', 'baru@contoh.id'].map((to) => ({
        toAddress: to,
        subject: 'Jawaban dukungan',
        textBody: 'Halo',
        htmlBody: '<p>Halo</p>',
        transport: 'smtp',
        status: 'failed',
        attempts: 6,
        lastError: 'Connection refused',
      })),
    );
    const failed = (await call('GET', '/admin/mail/outbox')).json().data;
    expect(failed.total).toBe(2);
    expect(failed.items.map((i: { to: string }) => i.to)).toEqual(['baru@contoh.id', 'lama@contoh.id']);
  });

  it('refuses unknown ids and statuses, and anyone but an admin', async () => {
    expect((await call('POST', '/admin/mail/outbox/999999/resend')).statusCode).toBe(404);
    expect((await call('GET', '/admin/mail/outbox?status=sent')).statusCode).toBe(400);
    expect((await call('GET', '/admin/mail/outbox', member.token)).statusCode).toBe(403);
    expect((await call('POST', '/admin/mail/outbox/1/resend', member.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/mail/outbox', null)).statusCode).toBe(401);
  });
});
