import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from '#modules/campaigns/tables.ts';
import { products } from '#modules/catalogue/tables.ts';
import { users } from '#modules/users/tables.ts';

/**
 * One purchase of one product. Prices are copied at checkout so later price changes never touch an
 * order; `creator_share_bps` is fixed when the payment lands (the share rule at the time of sale).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id the payment provider knows the order by (Midtrans order_id, Xendit external_id). */
    code: text('code').notNull().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    basePrice: integer('base_price').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    amount: integer('amount').notNull(),
    /** The campaign whose discount is part of `discount_amount`; its name is copied like the product's. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    campaignName: text('campaign_name'),
    /** The voucher code the buyer entered; while the order is open it holds one use of the code. */
    voucherCode: text('voucher_code'),
    paymentMethod: text('payment_method').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    creatorShareBps: integer('creator_share_bps'),
    gatewayFee: integer('gateway_fee').notNull().default(0),
    proofKey: text('proof_key'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'awaiting_review', 'paid', 'failed', 'expired', 'cancelled', 'rejected', 'refunded')`,
    ),
    check('orders_provider_check', sql`${t.provider} in ('sandbox', 'midtrans', 'xendit', 'manual', 'free')`),
    check(
      'orders_amount_check',
      sql`${t.basePrice} >= 0 and ${t.discountAmount} >= 0 and ${t.amount} = greatest(${t.basePrice} - ${t.discountAmount}, 0)`,
    ),
    check(
      'orders_share_check',
      sql`${t.creatorShareBps} is null or ${t.creatorShareBps} between 0 and 10000`,
    ),
    check('orders_fee_check', sql`${t.gatewayFee} >= 0 and ${t.gatewayFee} <= ${t.amount}`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_paid_idx').on(t.sellerId, t.paidAt.desc()).where(sql`${t.status} = 'paid'`),
    index('orders_product_idx').on(t.productId),
    index('orders_voucher_idx')
      .on(t.campaignId)
      .where(sql`${t.voucherCode} is not null and ${t.status} in ('pending', 'awaiting_review')`),
    index('orders_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'awaiting_review')`),
    // At most one open order per buyer and product: checkout reuses it instead of starting another.
    uniqueIndex('orders_one_open_idx')
      .on(t.buyerId, t.productId)
      .where(sql`${t.status} in ('pending', 'awaiting_review')`),
  ],
);

/** The status history of an order, as the buyer and admins see it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_events_actor_check', sql`${t.actor} in ('buyer', 'gateway', 'admin', 'system')`),
    index('order_events_order_idx').on(t.orderId, t.id),
  ],
);

/** What a user owns: one row per user and product, made by the order that paid for it. */
export const ownerships = pgTable(
  'ownerships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    downloadCount: integer('download_count').notNull().default(0),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ownerships_user_product_idx').on(t.userId, t.productId),
    index('ownerships_order_idx').on(t.orderId),
    check('ownerships_download_count_check', sql`${t.downloadCount} >= 0`),
  ],
);
