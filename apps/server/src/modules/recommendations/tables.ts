import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '#modules/catalogue/tables.ts';
import { users } from '#modules/users/tables.ts';

// The columns most tables here share, one builder each (every table needs its own instance).

/** The member a row belongs to; their rows go with them. */
const memberId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The product a row is about; its rows go with it. */
const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** When something happened. */
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/** A ranked list: product ids best first, and their scores alongside. */
const rankedIds = (name: string) => integer(name).array().notNull();
const rankedScores = () => real('scores').array().notNull();

/**
 * A product's precomputed neighbours of one kind, best first: `bought` (co-purchase significance),
 * `similar` (content), `next` (the next volume of a series, a course on it). Requests read one row per kind;
 * the rebuild job and the refresh after a sale write them.
 */
export const recommendationNeighbours = pgTable(
  'recommendation_neighbours',
  {
    productId: productId(),
    kind: text('kind').notNull(),
    neighbourIds: rankedIds('neighbour_ids'),
    scores: rankedScores(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind] }),
    check('recommendation_neighbours_kind_check', sql`${t.kind} in ('bought', 'similar', 'next')`),
  ],
);

/** Lists that are the same for everyone (`best:ALL`, `trending:PDF`, ...), rebuilt by the periodic job. */
export const recommendationPopular = pgTable('recommendation_popular', {
  key: text('key').primaryKey(),
  productIds: rankedIds('product_ids'),
  scores: rankedScores(),
  updatedAt: at('updated_at'),
});

/** A member's recent product views: one row per product, the newest few kept (see VIEWS_KEPT). */
export const recommendationViews = pgTable(
  'recommendation_views',
  {
    userId: memberId(),
    productId: productId(),
    viewedAt: at('viewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recommendation_views_user_idx').on(t.userId, t.viewedAt.desc()),
  ],
);

/** A member's recent catalogue searches, normalised; the newest few kept (see SEARCHES_KEPT). */
export const recommendationSearches = pgTable(
  'recommendation_searches',
  {
    userId: memberId(),
    query: text('query').notNull(),
    searchedAt: at('searched_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.query] }),
    index('recommendation_searches_user_idx').on(t.userId, t.searchedAt.desc()),
  ],
);

/** "Jangan tampilkan lagi": never recommended to this member again. */
export const recommendationHidden = pgTable(
  'recommendation_hidden',
  {
    userId: memberId(),
    productId: productId(),
    hiddenAt: at('hidden_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** The team's hand: a pinned product leads the lists it fits; an excluded one is never recommended. */
export const recommendationRules = pgTable(
  'recommendation_rules',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at'),
  },
  (t) => [check('recommendation_rules_action_check', sql`${t.action} in ('pin', 'exclude')`)],
);

/**
 * Each opened recommendation, once per showing (`rec_id`): counted for the creator, and for a member the
 * evidence that a later purchase of the product came from a recommendation.
 */
export const recommendationClicks = pgTable(
  'recommendation_clicks',
  {
    recId: text('rec_id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: productId(),
    slot: text('slot').notNull(),
    clickedAt: at('clicked_at'),
  },
  (t) => [
    index('recommendation_clicks_user_idx').on(t.userId, t.productId, t.clickedAt.desc()),
    index('recommendation_clicks_time_idx').on(t.clickedAt),
  ],
);

/** Per product and day: times recommended, opened from a recommendation, bought after one, and viewed. */
export const recommendationDailyStats = pgTable(
  'recommendation_daily_stats',
  {
    productId: productId(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    check(
      'recommendation_daily_stats_counts_check',
      sql`${t.impressions} >= 0 and ${t.clicks} >= 0 and ${t.purchases} >= 0 and ${t.views} >= 0`,
    ),
  ],
);

/**
 * Who has which product, as the recommender reads it: kept with every sale and refund (in its transaction)
 * and indexed both ways, so a product's co-buyers are one index range.
 */
export const recommendationPurchases = pgTable(
  'recommendation_purchases',
  {
    userId: memberId(),
    productId: productId(),
    acquiredAt: at('acquired_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recommendation_purchases_product_idx').on(t.productId, t.userId),
    index('recommendation_purchases_time_idx').on(t.acquiredAt),
  ],
);
