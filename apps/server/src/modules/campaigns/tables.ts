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
import { categories, products } from '#modules/catalogue/tables.ts';
import { users } from '#modules/users/tables.ts';

/**
 * A time-boxed discount set by an admin, on top of each product's own discount. Its status (scheduled,
 * running, ended, paused) follows from the dates and `is_active` at the moment asked, so it is not stored.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    discountType: text('discount_type').notNull(),
    /** Percent (1 to 90) or whole rupiah, by `discount_type`. */
    discountValue: integer('discount_value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    scope: text('scope').notNull(),
    /** A deleted category leaves a category campaign that applies to nothing, shown as such to admins. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A voucher code, stored upper-case so codes compare case-insensitively: a campaign with one applies only
     * to checkouts that enter it; without one it applies to everyone.
     */
    code: text('code'),
    /** How many paid orders the code may serve; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Paid orders that used the code, counted in the transaction that marks each one paid. */
    usesCount: integer('uses_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaigns_discount_type_check', sql`${t.discountType} in ('percent', 'fixed')`),
    check(
      'campaigns_discount_value_check',
      sql`(${t.discountType} = 'percent' and ${t.discountValue} between 1 and 90) or (${t.discountType} = 'fixed' and ${t.discountValue} >= 1)`,
    ),
    check('campaigns_scope_check', sql`${t.scope} in ('all', 'category', 'products')`),
    check('campaigns_category_scope_check', sql`${t.scope} = 'category' or ${t.categoryId} is null`),
    check('campaigns_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_code_check', sql`${t.code} is null or ${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check(
      'campaigns_usage_limit_check',
      sql`${t.usageLimit} is null or (${t.code} is not null and ${t.usageLimit} >= 1)`,
    ),
    check('campaigns_uses_count_check', sql`${t.usesCount} >= 0`),
    uniqueIndex('campaigns_code_idx').on(t.code),
    index('campaigns_window_idx').on(t.endsAt, t.startsAt).where(sql`${t.isActive}`),
    index('campaigns_category_idx').on(t.categoryId),
    index('campaigns_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The products of a campaign whose scope is a hand-picked list. */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('campaign_products_product_idx').on(t.productId),
  ],
);
