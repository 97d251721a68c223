import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox gateway's own transactions. It plays a real provider: it knows only the
 * merchant's order code, amount and URLs, and tells the merchant what happened through signed webhooks.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: text('id').primaryKey(),
    merchantOrderCode: text('merchant_order_code').notNull().unique(),
    amount: integer('amount').notNull(),
    itemName: text('item_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    method: text('method'),
    status: text('status').notNull().default('pending'),
    notifyUrl: text('notify_url').notNull(),
    finishUrl: text('finish_url').notNull(),
    failUrl: text('fail_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_transactions_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'refunded')`,
    ),
    check('sandbox_transactions_amount_check', sql`${t.amount} > 0`),
    index('sandbox_transactions_status_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * Every notification a payment provider sent, verified or not: the audit trail, and the place a
 * duplicate is recognised (same provider, same dedupe key).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    orderCode: text('order_code'),
    dedupeKey: text('dedupe_key'),
    status: text('status'),
    verified: text('verified').notNull(),
    outcome: text('outcome'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_notifications_verified_check', sql`${t.verified} in ('yes', 'no')`),
    index('payment_notifications_order_idx').on(t.orderCode),
    // Every notification first asks whether its dedupe key was applied: without this, a scan of the audit trail.
    index('payment_notifications_dedupe_idx').on(t.provider, t.dedupeKey).where(sql`${t.verified} = 'yes'`),
  ],
);
