import { and, asc, count, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { mailOutbox } from './tables.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/**
 * How mail leaves: `smtp` delivers through SMTP_URL; `outbox` keeps it in the table for the dev mailbox
 * (outside production); `none` sends nothing on purpose (MAIL_TRANSPORT=none) and records every mail as
 * failed, so admins see what did not go out.
 */
export type MailTransport = 'smtp' | 'outbox' | 'none';

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  /** `none` turns sending off; otherwise SMTP when smtpUrl is set, else the dev outbox. */
  transport?: MailTransport;
  /** Attempts before a mail is marked failed, and the wait after the first failure (doubling each time). */
  retry?: { maxAttempts: number; firstDelayMs: number };
  now?: () => Date;
};

/** Six tries over about half an hour: 1, 2, 4, 8 and 16 minutes apart. */
const DEFAULT_RETRY = { maxAttempts: 6, firstDelayMs: 60_000 };
/**
 * A mail being delivered is not due for anyone else meanwhile. Longer than nodemailer's own time limits
 * (10 minutes of socket silence), so only a process that died mid-delivery lets its lease run out.
 */
const DELIVERY_LEASE_MS = 15 * 60_000;
const RETRIES_PER_PASS = 20;
export const MAIL_OFF_REASON = 'Not sent: MAIL_TRANSPORT=none (no SMTP server configured)';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Every mail lands in the outbox table first. With SMTP it is delivered at once; a failure leaves it queued
 * with its error and a next attempt pushed back exponentially, until it is marked failed after the last try.
 * Admins list failures and send them again.
 */
export class Mailer {
  /** Made with the first mail sent over SMTP: nodemailer loads then, not at start. */
  private transporter: Promise<Transporter> | undefined;
  private readonly smtpUrl: string | undefined;
  readonly transport: MailTransport;
  private readonly retry: { maxAttempts: number; firstDelayMs: number };
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.transport === 'none' ? 'none' : options.smtpUrl ? 'smtp' : 'outbox';
    this.smtpUrl = this.transport === 'smtp' ? options.smtpUrl : undefined;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.now = options.now ?? (() => new Date());
  }

  async send(mail: OutgoingMail): Promise<{ id: number }> {
    const [row] = await this.sendAll([mail]);
    if (!row) throw new Error('outbox insert returned nothing');
    return row;
  }

  /** Several mails in one outbox statement (the mails a sale sends its buyer and its creator, say). */
  async sendAll(mails: OutgoingMail[]): Promise<Array<{ id: number }>> {
    if (mails.length === 0) return [];
    const now = this.now();
    const rows = await this.db
      .insert(mailOutbox)
      .values(mails.map((mail) => ({ ...this.initialState(now), ...toColumns(mail) })))
      .returning({ id: mailOutbox.id });
    if (rows.length !== mails.length) throw new Error('outbox insert returned fewer rows than mails');
    for (const row of rows) if (this.smtpUrl) await this.deliver(row.id);
    return rows;
  }

  private initialState(now: Date) {
    switch (this.transport) {
      case 'smtp':
        // Leased to this call, which delivers it at once; the retry pass leaves it alone meanwhile.
        return {
          transport: 'smtp',
          status: 'queued' as const,
          nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
        };
      case 'outbox':
        return { transport: 'outbox', status: 'sent' as const, sentAt: now };
      case 'none':
        return { transport: 'outbox', status: 'failed' as const, lastError: MAIL_OFF_REASON };
    }
  }

  /** Delivers queued SMTP mail whose next attempt is due; called every minute by the housekeeping timer. */
  async retryQueued(): Promise<void> {
    if (!this.smtpUrl) return;
    const now = this.now();
    const due = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), isDue(now)))
      .orderBy(asc(mailOutbox.id))
      .limit(RETRIES_PER_PASS);
    for (const { id } of due) {
      // Several processes may run this pass at once: only the one whose lease write lands delivers.
      const claimed = await this.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued'), isDue(now)))
        .returning({ id: mailOutbox.id });
      if (claimed.length > 0) await this.deliver(id);
    }
  }

  /** An admin sends a failed or queued mail again now, with a fresh series of attempts. */
  async resend(id: number): Promise<OutboxRow> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'sent') throw new AppError('MAIL_ALREADY_SENT');
    if (!this.smtpUrl) throw new AppError('MAIL_TRANSPORT_OFF');
    const claimed = await this.db
      .update(mailOutbox)
      .set({
        status: 'queued',
        transport: 'smtp',
        attempts: 0,
        nextAttemptAt: new Date(this.now().getTime() + DELIVERY_LEASE_MS),
      })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['queued', 'failed'])))
      .returning({ id: mailOutbox.id });
    if (claimed.length === 0) throw new AppError('MAIL_ALREADY_SENT');
    await this.deliver(id);
    const [after] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!after) throw new AppError('NOT_FOUND');
    return after;
  }

  /** Failed or queued mail, newest first, for the admin mail screen. */
  async list(query: { status: 'failed' | 'queued'; page: number; pageSize: number }) {
    const where = eq(mailOutbox.status, query.status);
    const [items, [totals]] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { items, page: query.page, pageSize: query.pageSize, total: totals?.total ?? 0 };
  }

  private async deliver(id: number): Promise<void> {
    const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const url = this.smtpUrl;
    if (!mail || !url) return;
    const attempts = mail.attempts + 1;
    try {
      this.transporter ??= import('nodemailer').then((m) => m.default.createTransport(url));
      const transporter = await this.transporter;
      await transporter.sendMail({
        from: this.options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: this.now(), attempts, lastError: null, nextAttemptAt: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const givenUp = attempts >= this.retry.maxAttempts;
      await this.db
        .update(mailOutbox)
        .set({
          attempts,
          status: givenUp ? 'failed' : 'queued',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
          nextAttemptAt: givenUp ? null : new Date(this.now().getTime() + this.backoffMs(attempts)),
        })
        .where(eq(mailOutbox.id, id));
    }
  }

  /** The wait after the n-th failed attempt: the first delay, doubled for each attempt before it. */
  backoffMs(failedAttempts: number): number {
    return this.retry.firstDelayMs * 2 ** (failedAttempts - 1);
  }

  close(): void {
    this.transporter?.then(
      (transporter) => transporter.close(),
      () => undefined,
    );
  }
}

function toColumns(mail: OutgoingMail) {
  return { toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
}

function isDue(now: Date) {
  return or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now));
}

/** The start-up warning of a server running with MAIL_TRANSPORT=none: which mails reach no one. */
export function mailOffWarning(): string {
  const rule = '!'.repeat(72);
  return [
    rule,
    'MAIL_TRANSPORT=none: this server sends NO email. These mails will not go out:',
    ...MAILS_NOT_SENT_WHEN_OFF.map((kind) => `  - ${kind}`),
    'Each is kept in the outbox as failed; admins see them at /admin/mail.',
    'Set SMTP_URL (and unset MAIL_TRANSPORT) to send them.',
    rule,
  ].join('\n');
}

/** What does not reach anyone while sending is off: said loudly at start, so it is never a surprise. */
const MAILS_NOT_SENT_WHEN_OFF = [
  'email verification links (registration, LMS)',
  'invitations to accounts created by admins (set-password links)',
  'receipts and payment notices to buyers',
  'sale and settlement notices to creators',
  'subscription renewal and expiry notices',
  'course invitations and join-request answers',
  'product review decisions',
  'support answers',
];
