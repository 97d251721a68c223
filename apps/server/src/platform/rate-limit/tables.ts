import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Hits per key in one-minute buckets, kept in the database so every process of the app sees the same limits. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
