import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

export type ShortLinkStatus = 'active' | 'disabled';
export type DisabledBy = 'owner' | 'admin';

export const shortLinks = pgTable(
  'short_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always lower case: codes compare case-insensitively. */
    code: text('code').notNull(),
    target: text('target').notNull(),
    status: text('status').$type<ShortLinkStatus>().notNull().default('active'),
    disabledBy: text('disabled_by').$type<DisabledBy>(),
    /** 301 or 302 for this link; null follows the app-wide setting. */
    redirectType: smallint('redirect_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('short_links_code_idx').on(t.code),
    index('short_links_user_idx').on(t.userId, t.id),
    check('short_links_status_check', sql`${t.status} in ('active', 'disabled')`),
    check(
      'short_links_disabled_by_check',
      sql`(${t.status} = 'active' and ${t.disabledBy} is null) or (${t.status} = 'disabled' and ${t.disabledBy} in ('owner', 'admin'))`,
    ),
    check('short_links_redirect_check', sql`${t.redirectType} is null or ${t.redirectType} in (301, 302)`),
    check('short_links_code_check', sql`${t.code} = lower(${t.code}) and length(${t.code}) between 3 and 32`),
  ],
);

/** Counts per link and UTC day; every process adds its own counts in batches. */
export const shortLinkDailyClicks = pgTable(
  'short_link_daily_clicks',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Clicks by people: bots and link previews left out, at most a few per visitor and day. */
    clicks: integer('clicks').notNull(),
    /** Distinct visitors that day. */
    visitors: integer('visitors').notNull().default(0),
    /** Every redirect served, bots and repeats included. */
    redirects: integer('redirects').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] })],
);

/**
 * Who clicked a link on a day, as a keyed hash of address, browser and day (no address is stored), with the
 * clicks counted for them so far (capped). Kept only while the day can still get clicks.
 */
export const shortLinkVisitors = pgTable(
  'short_link_visitors',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    clicks: smallint('clicks').notNull(),
    /** What the latest write added to `clicks`: the statement that made it knows what it counted. */
    lastAdded: smallint('last_added').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day, t.visitor] }),
    index('short_link_visitors_day_idx').on(t.day),
  ],
);

/** Clicks per link and referring domain ('' for visits without a referrer). */
export const shortLinkReferrers = pgTable(
  'short_link_referrers',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.domain] })],
);

export const shortLinkReports = pgTable(
  'short_link_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    linkId: integer('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Set when a signed-in user reported; a plain number so deleting the user keeps the report. */
    reporterId: integer('reporter_id'),
    reporterIp: text('reporter_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When an admin acted on it (disabled the link or dismissed the report). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('short_link_reports_link_idx').on(t.linkId, t.resolvedAt)],
);

/** Hosts no short link may point to (the host itself and every subdomain), added by admins. */
export const shortLinkBlockedHosts = pgTable('short_link_blocked_hosts', {
  host: text('host').primaryKey(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
