import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A PowerPoint deck drawn as a PDF by LibreOffice, so the slide viewers show the real slides. Named by the
 * stored object it was made from (a product's deck, a course's slides content), not by any module's row:
 * a replaced file has a new key and so a fresh rendition, and the original is never touched.
 */
export const deckRenditions = pgTable(
  'deck_renditions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceKey: text('source_key').notNull().unique(),
    status: text('status').notNull().default('pending'),
    /** Why a rendition is unavailable: LibreOffice missing (tried again at the next start) or the deck failed. */
    reason: text('reason'),
    pdfKey: text('pdf_key').unique(),
    pageCount: integer('page_count'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    /** A process converting it holds it until then; a process that died lets it go again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('deck_renditions_status_check', sql`${t.status} in ('pending', 'ready', 'unavailable')`),
    check(
      'deck_renditions_reason_check',
      sql`${t.reason} is null or ${t.reason} in ('no-converter', 'failed')`,
    ),
    check(
      'deck_renditions_ready_check',
      sql`${t.status} <> 'ready' or (${t.pdfKey} is not null and ${t.pageCount} is not null and ${t.sizeBytes} is not null)`,
    ),
    index('deck_renditions_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
  ],
);
