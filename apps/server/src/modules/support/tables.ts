import type {
  Language,
  SupportMessageKind,
  SupportPremiumDecision,
  SupportPriority,
  SupportRequestStatus,
  SupportRequestType,
} from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/** One request for help (a ticket); its thread is in support_messages. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<SupportRequestType>().notNull(),
    status: text('status').$type<SupportRequestStatus>().notNull().default('new'),
    priority: text('priority').$type<SupportPriority>().notNull().default('normal'),
    subject: text('subject').notNull(),
    senderName: text('sender_name').notNull(),
    /** Always lower-cased. */
    senderEmail: text('sender_email').notNull(),
    /** Set when a signed-in member wrote it; a plain number so deleting the account keeps the request. */
    senderUserId: integer('sender_user_id'),
    /** The language the sender wrote in: every mail to them uses it. */
    language: text('language').$type<Language>().notNull().default('id'),
    ip: text('ip'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Only on premium_creator requests. */
    premiumDecision: text('premium_decision').$type<SupportPremiumDecision>(),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    /** Since when the request waits for staff (new or open); null while answered or closed. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_requests_inbox_idx').on(t.status, t.priority, t.updatedAt),
    index('support_requests_sender_user_idx').on(t.senderUserId, t.id),
    index('support_requests_sender_email_idx').on(t.senderEmail, t.createdAt),
    index('support_requests_assignee_idx').on(t.assigneeId),
    check('support_requests_status_check', sql`${t.status} in ('new', 'open', 'answered', 'closed')`),
    check(
      'support_requests_type_check',
      sql`${t.type} in ('general', 'billing', 'technical', 'content', 'premium_creator')`,
    ),
    check('support_requests_priority_check', sql`${t.priority} in ('priority', 'normal')`),
    check('support_requests_language_check', sql`${t.language} in ('id', 'en')`),
    check(
      'support_requests_premium_check',
      sql`(${t.type} = 'premium_creator' and ${t.premiumDecision} in ('pending', 'approved', 'declined')) or (${t.type} <> 'premium_creator' and ${t.premiumDecision} is null)`,
    ),
    check(
      'support_requests_waiting_check',
      sql`(${t.status} in ('new', 'open')) = (${t.waitingSince} is not null)`,
    ),
    check('support_requests_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/** The thread: the sender's messages, staff answers (mailed) and internal notes (staff only). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SupportMessageKind>().notNull(),
    body: text('body').notNull(),
    /** The writer's account, when they had one; a plain number so the thread outlives the account. */
    authorId: integer('author_id'),
    /** The writer's name as it was when they wrote. */
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_request_idx').on(t.requestId, t.id),
    check('support_messages_kind_check', sql`${t.kind} in ('sender', 'answer', 'note')`),
    check('support_messages_body_check', sql`length(${t.body}) between 1 and 5000`),
  ],
);
