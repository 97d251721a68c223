import type { DeckOutlineItem, DeckTheme, SlideContent } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

export const slideshows = pgTable(
  'slideshows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    audience: text('audience').notNull().default(''),
    language: text('language').$type<'id' | 'en'>().notNull(),
    tone: text('tone').notNull(),
    slideCount: integer('slide_count').notNull(),
    status: text('status')
      .$type<'outline' | 'generating' | 'ready' | 'failed'>()
      .notNull()
      .default('outline'),
    failure: text('failure'),
    theme: jsonb('theme').$type<DeckTheme>().notNull(),
    outline: jsonb('outline').$type<DeckOutlineItem[]>().notNull(),
    generator: text('generator').$type<'builtin' | 'model'>().notNull(),
    draft: boolean('draft').notNull().default(false),
    sourceKind: text('source_kind').$type<'url' | 'product' | 'text' | 'pdf'>(),
    sourceLabel: text('source_label'),
    /** The source's text as Markdown, kept so one slide or element can be written again from it. */
    sourceMarkdown: text('source_markdown'),
    /**
     * The PPT product this deck was published as; publishing again updates that product. Not a foreign key:
     * the catalogue owns products, and a product deleted there makes the next publish create a new one.
     */
    publishedProductId: integer('published_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slideshows_owner_idx').on(t.ownerId, t.updatedAt),
    check('slideshows_status_check', sql`${t.status} in ('outline', 'generating', 'ready', 'failed')`),
    check('slideshows_language_check', sql`${t.language} in ('id', 'en')`),
    check('slideshows_generator_check', sql`${t.generator} in ('builtin', 'model')`),
    check('slideshows_slide_count_check', sql`${t.slideCount} between 3 and 40`),
    check(
      'slideshows_source_kind_check',
      sql`${t.sourceKind} is null or ${t.sourceKind} in ('url', 'product', 'text', 'pdf')`,
    ),
  ],
);

export const slides = pgTable(
  'slides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slideshowId: integer('slideshow_id')
      .notNull()
      .references(() => slideshows.id, { onDelete: 'cascade' }),
    /** Kept dense (0..n-1) by every change, which runs with the deck's row locked. */
    orderIndex: integer('order_index').notNull(),
    content: jsonb('content').$type<SlideContent>().notNull(),
    /** Earlier versions, newest last, for undo; a few are kept. */
    history: jsonb('history').$type<SlideContent[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slides_deck_order_idx').on(t.slideshowId, t.orderIndex),
    check('slides_order_index_check', sql`${t.orderIndex} >= 0`),
  ],
);

export const slideAssets = pgTable(
  'slide_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slideshowId: integer('slideshow_id')
      .notNull()
      .references(() => slideshows.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slide_assets_deck_idx').on(t.slideshowId)],
);

/** Tokens a user's decks took from the model, per calendar month (UTC): what the plan's quota counts. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * A PDF uploaded as a deck's source, kept as the text read from it (never the file) until it is used or a
 * day has passed. Its random id is what `source: {kind: 'pdf_upload', upload_id}` names.
 */
export const slideSourceUploads = pgTable(
  'slide_source_uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    title: text('title'),
    markdown: text('markdown').notNull(),
    pageCount: integer('page_count').notNull(),
    wordCount: integer('word_count').notNull(),
    headings: jsonb('headings').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('slide_source_uploads_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * A user's authorisation of Google Slides: the tokens only the server sees, sealed with AES-256-GCM (base64url text) under
 * a key derived from AUTH_SECRET (a database dump alone does not hand them out).
 */
export const googleConnections = pgTable('google_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  scope: text('scope').notNull(),
  refreshToken: text('refresh_token').notNull(),
  accessToken: text('access_token'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Consent round trips under way: the `state` Google hands back is this row's nonce, used once (deleted by the
 * callback) and only in the browser that started it (the hash of its binding cookie).
 */
export const googleOauthStates = pgTable(
  'google_oauth_states',
  {
    nonce: text('nonce').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the binding cookie the starting browser holds; the cookie itself is never stored. */
    browserHash: text('browser_hash').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('google_oauth_states_expires_idx').on(t.expiresAt)],
);
