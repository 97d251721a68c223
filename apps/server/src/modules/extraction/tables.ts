import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/** A user's API key. Only its SHA-256 is kept; the key itself is shown once, when it is made. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown so the owner can recognise it. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/** Successful extractions per owner, key (null: the dashboard's playground), UTC day and kind. */
export const extractionUsage = pgTable(
  'extraction_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyId: integer('key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    check('extraction_usage_kind_check', sql`${t.kind} in ('web', 'pdf')`),
    check('extraction_usage_count_check', sql`${t.count} >= 0`),
    unique('extraction_usage_slot').on(t.userId, t.keyId, t.day, t.kind).nullsNotDistinct(),
  ],
);

/** A large PDF's extraction, run by the job queue; the PDF waits in storage until it is read. */
export const extractionJobs = pgTable(
  'extraction_jobs',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyId: integer('key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    pageCount: integer('page_count').notNull(),
    sourceUrl: text('source_url'),
    fileName: text('file_name'),
    storageKey: text('storage_key').notNull(),
    result: jsonb('result'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('extraction_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('extraction_jobs_user_idx').on(t.userId, t.createdAt),
  ],
);
