import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/**
 * A person named as the author of products (a writer, narrator or teacher), who may or may not have an
 * account here. `user_id` links the record to that account when there is one; `created_by` is who made it.
 */
export const authors = pgTable(
  'authors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    bio: text('bio'),
    /** The stored WebP photo (`author/{id}-{random}.webp`). */
    photoKey: text('photo_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authors_name_lower_idx').on(sql`lower(${t.name})`),
    index('authors_created_by_idx').on(t.createdBy),
  ],
);
