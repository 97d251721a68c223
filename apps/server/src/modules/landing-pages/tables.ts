import type { LandingBlock } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/** A creator's landing page: ordered blocks (already checked and sanitised) shown at `/{owner_id}/{slug}`. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    theme: text('theme').notNull().default('light'),
    brandColor: text('brand_color').notNull().default('#4f46e5'),
    blocks: jsonb('blocks').$type<LandingBlock[]>().notNull(),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two creators may both have "kelas-menulis"; one creator may not have it twice, even when two saves race.
    uniqueIndex('landing_pages_owner_slug_idx').on(t.ownerId, t.slug),
    check('landing_pages_status_check', sql`${t.status} in ('draft', 'published')`),
    check('landing_pages_theme_check', sql`${t.theme} in ('light', 'dark', 'sunset', 'forest')`),
    check('landing_pages_slug_check', sql`${t.slug} ~ '^[a-z0-9](-?[a-z0-9])+$' and length(${t.slug}) <= 60`),
    check('landing_pages_brand_color_check', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * Visitors' counts per page and block: `block_id` '' is the page itself (its views), any other is a block
 * (seen in the viewport, clicked). Rows are added to in batches, one statement per beacon.
 */
export const landingPageStats = pgTable(
  'landing_page_stats',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.blockId] })],
);
