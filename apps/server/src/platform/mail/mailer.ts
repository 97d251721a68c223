import { and, asc, eq, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from './tables.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

const MAX_ATTEMPTS = 5;

/**
 * Every mail lands in the outbox table first. Without SMTP_URL that is where it stays (the dev mailbox
 * shows it); with SMTP_URL it is delivered at once and retried later if the server was unreachable.
 */
export class Mailer {
  private readonly transporter: Transporter | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: { smtpUrl: string | undefined; from: string },
  ) {
    this.transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  get transport(): 'outbox' | 'smtp' {
    return this.transporter ? 'smtp' : 'outbox';
  }

  async send(mail: OutgoingMail): Promise<{ id: number }> {
    const [row] = await this.sendAll([mail]);
    if (!row) throw new Error('outbox insert returned nothing');
    return row;
  }

  /** Several mails in one outbox statement (the mails a sale sends its buyer and its creator, say). */
  async sendAll(mails: OutgoingMail[]): Promise<Array<{ id: number }>> {
    if (mails.length === 0) return [];
    const rows = await this.db
      .insert(mailOutbox)
      .values(
        mails.map((mail) => ({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          transport: this.transport,
          status: this.transporter ? ('queued' as const) : ('sent' as const),
          sentAt: this.transporter ? null : new Date(),
        })),
      )
      .returning({ id: mailOutbox.id });
    if (rows.length !== mails.length) throw new Error('outbox insert returned fewer rows than mails');
    for (const row of rows) if (this.transporter) await this.deliver(row.id);
    return rows;
  }

  /** Delivers queued SMTP mail that failed before; called by the housekeeping timer. */
  async retryQueued(): Promise<void> {
    if (!this.transporter) return;
    const queued = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.id))
      .limit(20);
    for (const { id } of queued) await this.deliver(id);
  }

  private async deliver(id: number): Promise<void> {
    const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || !this.transporter) return;
    try {
      await this.transporter.sendMail({
        from: this.options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      await this.db
        .update(mailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        })
        .where(eq(mailOutbox.id, id));
    }
  }

  close(): void {
    this.transporter?.close();
  }
}
