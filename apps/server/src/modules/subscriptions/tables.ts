import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/** A plan users subscribe to. Ids are fixed for the seeded plans (the free plan is 5, as clients expect). */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    durationDays: integer('duration_days').notNull(),
    creatorShareBps: integer('creator_share_bps').notNull().default(7000),
    isPopular: boolean('is_popular').notNull().default(false),
    highlight: text('highlight'),
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_status_check', sql`${t.status} in ('active', 'archived')`),
    check('plans_price_check', sql`${t.price} >= 0`),
    check('plans_duration_check', sql`${t.durationDays} > 0`),
    check('plans_share_check', sql`${t.creatorShareBps} between 0 and 10000`),
  ],
);

export const planFeatures = pgTable(
  'plan_features',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.planId, t.code] })],
);

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
    /** Price of one period when it was bought: renewals charge this, so a later price change hits new buyers only. */
    periodPrice: integer('period_price').notNull().default(0),
    periodDays: integer('period_days').notNull().default(30),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set while a failed renewal is retried; the end date already includes the grace days. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
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
    // One live subscription per user: a new plan replaces the old one.
    uniqueIndex('subscriptions_one_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
  ],
);

/** Every charge for a subscription: the first purchase and each renewal. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    planName: text('plan_name').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    /** For renewals: the period this charge pays for. A second charge for the same period cannot exist. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_payments_kind_check', sql`${t.kind} in ('purchase', 'renewal')`),
    check('subscription_payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check('subscription_payments_amount_check', sql`${t.amount} > 0`),
    index('subscription_payments_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('subscription_payments_period_idx')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'renewal'`),
  ],
);
