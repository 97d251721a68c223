import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from '#modules/authors/tables.ts';
import { users } from '#modules/users/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * A product on the marketplace. `status` is the review state of the latest submission; `is_published`
 * says a reviewed version is on sale, which stays true while a later edit waits for review.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Who wrote, narrates or teaches it; deleting an author in use is refused unless an admin forces it. */
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** The description without markup: what search reads. */
    descriptionText: text('description_text').notNull().default(''),
    format: text('format').notNull(),
    basePrice: integer('base_price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    price: integer('price')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`greatest(${products.basePrice} - ${products.discountAmount}, 0)`),
    language: text('language').notNull().default('id'),
    coverKey: text('cover_key'),
    downloadable: boolean('downloadable').notNull().default(true),
    status: text('status').notNull().default('draft'),
    isPublished: boolean('is_published').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    salesCount: integer('sales_count').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('indonesian', ${products.name}), 'A') || setweight(to_tsvector('simple', ${products.name}), 'A') || setweight(to_tsvector('indonesian', ${products.descriptionText}), 'B')`,
      ),
    /** The name alone: search ranks a match here above a match in the description. */
    nameSearch: tsvector('name_search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('indonesian', ${products.name}) || to_tsvector('simple', ${products.name})`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_format_check', sql`${t.format} in ('PDF', 'MP3', 'CRS', 'PPT')`),
    check('products_status_check', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
    check('products_language_check', sql`${t.language} in ('id', 'en')`),
    check(
      'products_price_check',
      sql`${t.basePrice} >= 0 and ${t.discountAmount} >= 0 and ${t.discountAmount} <= ${t.basePrice}`,
    ),
    index('products_search_idx').using('gin', t.search),
    // Relevance lists name matches first: this finds them (or that there are none) without reading the rows.
    index('products_name_search_idx').using('gin', t.nameSearch),
    index('products_public_newest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPublished} and ${t.isActive}`),
    index('products_public_format_idx')
      .on(t.format, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPublished} and ${t.isActive}`),
    index('products_public_price_idx').on(t.price, t.id).where(sql`${t.isPublished} and ${t.isActive}`),
    index('products_public_format_price_idx')
      .on(t.format, t.price, t.id)
      .where(sql`${t.isPublished} and ${t.isActive}`),
    index('products_public_format_sales_idx')
      .on(t.format, t.salesCount.desc(), t.id.desc())
      .where(sql`${t.isPublished} and ${t.isActive}`),
    index('products_public_sales_idx')
      .on(t.salesCount.desc(), t.id.desc())
      .where(sql`${t.isPublished} and ${t.isActive}`),
    index('products_category_idx').on(t.categoryId),
    index('products_author_idx').on(t.authorId),
    index('products_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('products_review_queue_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * The files of a product. `live` files belong to the version on sale; `staged` ones were uploaded since
 * and wait for review; approval promotes them and removes what they replace.
 */
export const productFiles = pgTable(
  'product_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    state: text('state').notNull().default('staged'),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    title: text('title'),
    position: integer('position').notNull().default(0),
    durationSeconds: real('duration_seconds'),
    pageCount: integer('page_count'),
    slideCount: integer('slide_count'),
    outline: jsonb('outline'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_files_role_check', sql`${t.role} in ('main', 'sample', 'track', 'lesson', 'deck')`),
    check('product_files_state_check', sql`${t.state} in ('live', 'staged')`),
    check('product_files_size_check', sql`${t.sizeBytes} > 0`),
    index('product_files_product_idx').on(t.productId, t.role, t.position),
  ],
);

/**
 * Every insert, update and delete of a product, written by a trigger in the writer's transaction (see the
 * migration), whatever wrote it: each process's in-memory catalogue reads what changed since it last looked.
 * `tx` is the writer's transaction id, so a change whose transaction was still open at that moment is read
 * again later. Rows older than an hour are pruned.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    tx: bigint('tx', { mode: 'number' }).notNull().default(sql`pg_current_xact_id()::text::bigint`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_changes_tx_idx').on(t.tx), index('product_changes_changed_at_idx').on(t.changedAt)],
);
