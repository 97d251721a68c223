import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per quota, owner and period (a month, `2026-11`): what was used and what work under way holds.
 * A reservation adds to `reserved` only while `used + reserved` stays within the limit, in one statement,
 * so parallel requests cannot all pass a check together.
 */
export const quotaCounters = pgTable(
  'quota_counters',
  {
    /** Which quota: `ai_tokens`, `extraction`. */
    scope: text('scope').notNull(),
    ownerId: integer('owner_id').notNull(),
    period: text('period').notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.ownerId, t.period] }),
    check('quota_counters_used_check', sql`${t.used} >= 0`),
    check('quota_counters_reserved_check', sql`${t.reserved} >= 0`),
  ],
);

/**
 * Each reservation held by work under way. Settling or releasing deletes it; one whose process stopped first
 * is given back by the hourly sweep once it expires.
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    ownerId: integer('owner_id').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('quota_reservations_expires_idx').on(t.expiresAt),
    check('quota_reservations_amount_check', sql`${t.amount} > 0`),
  ],
);
