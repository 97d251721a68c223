import type { PublicBlogPage, PublicBlogPost } from '@pustaka/contract';
import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findPublicCards, listSellerCards } from '#modules/catalogue/index.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import { AppError } from '#platform/errors.ts';
import { productCardIds } from '#platform/html/sanitise-html.ts';
import { blogPosts } from './tables.ts';
import { type PostRow, toAuthor, toSummary } from './views.ts';

/** How many of the author's products a post's page shows. */
const AUTHOR_PRODUCTS = 4;

/** Published and its time has come: what readers, feeds and the sitemap see. */
export function publicWhere(now: Date, authorId?: number): SQL | undefined {
  return and(
    eq(blogPosts.status, 'published'),
    lte(blogPosts.publishedAt, now),
    authorId === undefined ? undefined : eq(blogPosts.authorId, authorId),
  );
}

/** Public posts newest first, of everyone or of one author. */
export async function listPublicPosts(
  db: DbOrTx,
  now: Date,
  query: { author_id?: number; page: number; pageSize: number },
): Promise<PublicBlogPage> {
  const where = publicWhere(now, query.author_id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const ids = rows.map((row) => row.authorId);
  if (query.author_id !== undefined) ids.push(query.author_id);
  const authors = await findUserSummaries(db, ids);
  if (query.author_id !== undefined && !authors.has(query.author_id)) throw new AppError('NOT_FOUND');
  return {
    items: rows.map((row) => toSummary(row, authors.get(row.authorId))),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.total ?? 0,
    author: query.author_id === undefined ? null : toAuthor(query.author_id, authors.get(query.author_id)),
  };
}

/** A public post with its author, its embedded products (live) and the author's newest products. */
export async function getPublicPost(
  db: DbOrTx,
  now: Date,
  authorId: number,
  slug: string,
): Promise<PublicBlogPost> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(publicWhere(now, authorId), eq(blogPosts.slug, slug)));
  if (!row) throw new AppError('NOT_FOUND');
  return withSurroundings(db, row);
}

/** What a post's page shows around the post; also the author's preview of a draft. */
export async function withSurroundings(db: DbOrTx, row: PostRow): Promise<PublicBlogPost> {
  const [authors, products, authorProducts] = await Promise.all([
    findUserSummaries(db, [row.authorId]),
    findPublicCards(db, productCardIds(row.contentHtml)),
    listSellerCards(db, row.authorId, AUTHOR_PRODUCTS),
  ]);
  return {
    ...toSummary(row, authors.get(row.authorId)),
    content_html: row.contentHtml,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    updated_at: row.updatedAt.toISOString(),
    products,
    author_products: authorProducts,
  };
}

/** The newest public posts for a feed, with their authors' names. */
export async function feedPosts(db: DbOrTx, now: Date, limit: number, authorId?: number) {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(publicWhere(now, authorId))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  const authors = await findUserSummaries(
    db,
    authorId === undefined ? rows.map((r) => r.authorId) : [authorId],
  );
  if (authorId !== undefined && !authors.has(authorId)) throw new AppError('NOT_FOUND');
  return { rows, authors };
}

/** Every public post's address and when it last changed: the sitemap's blog entries. */
export async function listPublicPostDates(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ authorId: blogPosts.authorId, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(publicWhere(now))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}
