import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClock } from '#test/build-test-app.ts';
import { Mailer } from './mailer.ts';
import { mailOutbox } from './tables.ts';
import { startSmtpPeer } from './test-smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const mail = {
  to: 'pembaca@contoh.id',
  subject: 'Halo dari Pustaka',
  text: 'Isi surat',
  html: '<p>Isi surat</p>',
};

describe('Mailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = new Mailer(t.ctx.db, { smtpUrl: undefined, from: 'Pustaka <no-reply@pustaka.test>' });
    const { id } = await mailer.send(mail);
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', transport: 'outbox', toAddress: mail.to });
  });

  it('delivers over SMTP and records the delivery', async () => {
    const peer = await startSmtpPeer();
    const mailer = new Mailer(t.ctx.db, {
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      from: 'Pustaka <no-reply@pustaka.test>',
    });
    try {
      const { id } = await mailer.send(mail);
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]?.to).toEqual(['pembaca@contoh.id']);
      expect(peer.received[0]?.from).toBe('no-reply@pustaka.test');
      expect(peer.received[0]?.raw).toContain('Subject: Halo dari Pustaka');
      const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
    } finally {
      mailer.close();
      await peer.close();
    }
  });

  it('sends several mails with one outbox statement, each delivered to its own address', async () => {
    const peer = await startSmtpPeer();
    const mailer = new Mailer(t.ctx.db, {
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      from: 'no-reply@pustaka.test',
    });
    try {
      const rows = await mailer.sendAll([mail, { ...mail, to: 'penulis@contoh.id', subject: 'Terjual' }]);
      expect(rows).toHaveLength(2);
      expect(peer.received.map((r) => r.to[0])).toEqual(['pembaca@contoh.id', 'penulis@contoh.id']);
      const stored = await t.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, rows[1]?.id ?? 0));
      expect(stored[0]).toMatchObject({ status: 'sent', toAddress: 'penulis@contoh.id', subject: 'Terjual' });
      expect(await mailer.sendAll([])).toEqual([]);
    } finally {
      mailer.close();
      await peer.close();
    }
  });

  it('queues mail while the SMTP server is down and delivers it on retry', async () => {
    const peer = await startSmtpPeer();
    const port = peer.port;
    await peer.close();
    const clock = new TestClock();
    const mailer = new Mailer(t.ctx.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@pustaka.test',
      now: clock.now,
    });
    const { id } = await mailer.send(mail);
    const [queued] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect(queued?.lastError).toBeTruthy();
    mailer.close();

    // The server comes back on the same port; the housekeeping retry delivers the queued mail.
    const back = await startSmtpPeer(port);
    const retrying = new Mailer(t.ctx.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@pustaka.test',
      now: clock.now,
    });
    try {
      clock.advance(60_000);
      await retrying.retryQueued();
      expect(back.received.map((r) => r.to[0])).toContain('pembaca@contoh.id');
      const [sent] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      retrying.close();
      await back.close();
    }
  });
});
