import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** A user's subscription to a plan, with the fields the specification names. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    status: text('status').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    paymentMethod: text('payment_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('pending', 'active', 'cancelled', 'expired', 'past_due')`,
    ),
    check('subscriptions_dates_check', sql`${t.endDate} > ${t.startDate}`),
    index('subscriptions_user_idx').on(t.userId),
  ],
);
