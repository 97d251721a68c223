import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail is written here first; the dev mailbox reads it, the SMTP transport delivers from it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').notNull().default('queued'),
    transport: text('transport').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a queued SMTP mail is tried next; null: at once. Failures push it back exponentially. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    check('mail_outbox_transport_check', sql`${t.transport} in ('outbox', 'smtp')`),
    index('mail_outbox_to_idx').on(t.toAddress),
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);
