import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClock } from '#test/build-test-app.ts';
import { MAIL_OFF_REASON, Mailer, mailOffWarning } from './mailer.ts';
import { mailOutbox } from './tables.ts';
import { SMTP_BUSY, type SmtpPeer, startSmtpPeer } from './test-smtp.ts';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  t = await buildTestApp();
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.close();
  await t.app.close();
});

const mail = (to: string) => ({ to, subject: 'Kuitansi', text: 'Terima kasih', html: '<p>Terima kasih</p>' });
const rowOf = async (id: number) =>
  (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

function flakyMailer(clock: TestClock) {
  return new Mailer(t.ctx.db, {
    smtpUrl: `smtp://127.0.0.1:${peer.port}`,
    from: 'no-reply@pustaka.test',
    retry: { maxAttempts: 3, firstDelayMs: 60_000 },
    now: clock.now,
  });
}

describe('retries of mail an SMTP server refused', () => {
  it('waits twice as long after each failure, and delivers once the server recovers', async () => {
    peer.state.failing = true;
    const clock = new TestClock();
    const mailer = flakyMailer(clock);
    try {
      const { id } = await mailer.send(mail('tunda@contoh.id'));
      const first = await rowOf(id);
      expect(first).toMatchObject({ status: 'queued', attempts: 1 });
      expect(first?.lastError).toContain(SMTP_BUSY);
      expect(first?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 60_000);

      // Not due yet: the pass leaves it alone.
      clock.advance(59_000);
      await mailer.retryQueued();
      expect((await rowOf(id))?.attempts).toBe(1);

      clock.advance(1_000);
      await mailer.retryQueued();
      const second = await rowOf(id);
      expect(second).toMatchObject({ status: 'queued', attempts: 2 });
      expect(second?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 120_000);

      peer.state.failing = false;
      clock.advance(120_000);
      await mailer.retryQueued();
      expect(await rowOf(id)).toMatchObject({
        status: 'sent',
        attempts: 3,
        lastError: null,
        nextAttemptAt: null,
      });
      expect(peer.state.accepted).toContain('tunda@contoh.id');
    } finally {
      mailer.close();
    }
  });

  it('marks the mail failed after the last attempt, and an admin resend delivers it when the server is back', async () => {
    peer.state.failing = true;
    const clock = new TestClock();
    const mailer = flakyMailer(clock);
    try {
      const { id } = await mailer.send(mail('gagal@contoh.id'));
      clock.advance(60_000);
      await mailer.retryQueued();
      clock.advance(120_000);
      await mailer.retryQueued();
      const failed = await rowOf(id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
      expect(failed?.lastError).toContain(SMTP_BUSY);

      // Given up: later passes do not try again.
      clock.advance(3_600_000);
      await mailer.retryQueued();
      expect((await rowOf(id))?.attempts).toBe(3);

      // Still refusing: the resend starts a fresh series and stays queued with the error.
      const again = await mailer.resend(id);
      expect(again).toMatchObject({ status: 'queued', attempts: 1 });

      peer.state.failing = false;
      expect(await mailer.resend(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(peer.state.accepted).toContain('gagal@contoh.id');
      await expect(mailer.resend(id)).rejects.toMatchObject({ code: 'MAIL_ALREADY_SENT' });
      await expect(mailer.resend(987_654)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      mailer.close();
    }
  });

  it('lets only one of two processes deliver a due mail', async () => {
    peer.state.failing = true;
    const clock = new TestClock();
    const [a, b] = [flakyMailer(clock), flakyMailer(clock)];
    try {
      const { id } = await a.send(mail('sekali@contoh.id'));
      peer.state.failing = false;
      clock.advance(60_000);
      await Promise.all([a.retryQueued(), b.retryQueued()]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(peer.state.accepted.filter((to) => to === 'sekali@contoh.id')).toHaveLength(1);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('MAIL_TRANSPORT=none', () => {
  it('keeps every mail as failed with the reason, and cannot resend it', async () => {
    const mailer = new Mailer(t.ctx.db, {
      smtpUrl: undefined,
      from: 'no-reply@pustaka.test',
      transport: 'none',
    });
    expect(mailer.transport).toBe('none');
    const { id } = await mailer.send(mail('tidak.terkirim@contoh.id'));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: MAIL_OFF_REASON, sentAt: null });
    await expect(mailer.resend(id)).rejects.toMatchObject({ code: 'MAIL_TRANSPORT_OFF' });
  });

  it('names at start the mails that will not go out', () => {
    const warning = mailOffWarning();
    for (const kind of ['verification', 'invitations', 'receipts', 'support answers']) {
      expect(warning).toContain(kind);
    }
  });
});
