import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/**
 * A blog post. `status` is draft or published; a published post is public once `published_at` has come
 * (before that it is scheduled). The slug is unique per author: the public address is `/blog/{author}/{slug}`.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML: what the page shows. */
    contentHtml: text('content_html').notNull().default(''),
    /** The same without markup: search, excerpts and reading time. */
    contentText: text('content_text').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** The cover, a blog image of the author (`blog/{name}`). */
    coverImage: text('cover_image'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_published_at_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    uniqueIndex('blog_posts_author_slug_idx').on(t.authorId, t.slug),
    // The public lists: all published posts newest first, and one author's.
    index('blog_posts_public_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('blog_posts_author_public_idx')
      .on(t.authorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('blog_posts_author_idx').on(t.authorId, t.updatedAt.desc()),
  ],
);

/** An image uploaded for posts: counted against the author's storage quota. */
export const blogImages = pgTable('blog_images', {
  name: text('name').primaryKey(),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
