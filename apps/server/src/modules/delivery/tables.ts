import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productFiles, products } from '#modules/catalogue/tables.ts';
import { orders } from '#modules/orders/tables.ts';
import { users } from '#modules/users/tables.ts';

/**
 * Where a reader or listener stopped in each file of a product they may view: a page for a PDF, seconds
 * for audio and video. One row per user and file; the most recent row says which file was open last.
 */
export const contentProgress = pgTable(
  'content_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => productFiles.id, { onDelete: 'cascade' }),
    position: real('position').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fileId] }),
    index('content_progress_user_product_idx').on(t.userId, t.productId, t.updatedAt.desc()),
    check('content_progress_position_check', sql`${t.position} >= 0`),
  ],
);

/**
 * The buyer's own copy of a PDF, stamped on every page with their name, email and order code. Made once
 * per order and file by a job and kept in storage, so every later download of it is a plain read.
 */
export const stampedCopies = pgTable(
  'stamped_copies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => productFiles.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    status: text('status').notNull().default('preparing'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stamped_copies_order_file_idx').on(t.orderId, t.fileId),
    check('stamped_copies_status_check', sql`${t.status} in ('preparing', 'ready', 'failed')`),
  ],
);

/**
 * What each counted download address has sent. A buyer's download address counts one download when it is
 * handed out, so it may send the file once: the bytes of every request are reserved here before they go
 * and given back when a response ends early, so a broken download resumes with Range on the same address
 * while a second full copy is refused. Rows past their address's expiry are dropped.
 */
export const downloadLinkUses = pgTable(
  'download_link_uses',
  {
    linkId: text('link_id').primaryKey(),
    /** The file's size plus a little for what was in flight when a connection broke. */
    budgetBytes: bigint('budget_bytes', { mode: 'number' }).notNull(),
    sentBytes: bigint('sent_bytes', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('download_link_uses_expires_idx').on(t.expiresAt),
    check('download_link_uses_sent_check', sql`${t.sentBytes} >= 0`),
  ],
);
