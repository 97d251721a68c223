import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable background work: a row per job, so work survives restarts and runs on whichever process
 * claims it first. `unique_key` makes enqueueing idempotent (one renewal per subscription period,
 * one stamping per order file, ...).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    uniqueKey: text('unique_key'),
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** A claimed job is skipped by other workers until this passes; a crashed worker's job comes back. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'done', 'failed')`),
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
  ],
);
