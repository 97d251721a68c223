import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '#modules/orders/tables.ts';
import { users } from '#modules/users/tables.ts';

/**
 * Double-entry ledger. Every money movement is a transaction (`txn`) of entries that sum to zero;
 * debits are positive. Accounts:
 *   cash                 money the platform holds at the gateway/bank
 *   gateway_fees         what providers kept (an expense)
 *   platform_revenue     the platform's share of sales (credit, so negative)
 *   creator_payable      what the platform owes a creator (credit, so negative; user_id set)
 *   payouts_in_transit   payouts requested but not yet transferred
 * A creator's balance is minus the sum of their creator_payable entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    txn: text('txn').notNull(),
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    settlementId: integer('settlement_id').references(() => settlements.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Sale credits to a creator count as available from this moment (end of the holding period). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_entries_account_check',
      sql`${t.account} in ('cash', 'gateway_fees', 'platform_revenue', 'creator_payable', 'payouts_in_transit')`,
    ),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('sale', 'refund', 'payout_request', 'payout_paid', 'payout_cancel')`,
    ),
    check(
      'ledger_entries_creator_check',
      sql`(${t.account} = 'creator_payable') = (${t.userId} is not null)`,
    ),
    index('ledger_entries_txn_idx').on(t.txn),
    index('ledger_entries_creator_idx')
      .on(t.userId, t.availableAt)
      .where(sql`${t.account} = 'creator_payable'`),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
);

/** A creator's payout request and what became of it. */
export const settlements = pgTable(
  'settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    channel: text('channel').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status').notNull().default('pending'),
    transferReference: text('transfer_reference'),
    note: text('note'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settlements_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
    check('settlements_method_check', sql`${t.method} in ('bank', 'ewallet')`),
    check('settlements_amount_check', sql`${t.amount} > 0`),
    index('settlements_creator_idx').on(t.creatorId, t.createdAt.desc()),
    index('settlements_status_idx').on(t.status, t.createdAt),
  ],
);
