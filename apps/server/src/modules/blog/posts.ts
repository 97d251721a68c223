import {
  BLOG_CONTENT_MAX_BYTES,
  type BlogPostInput,
  type BlogPostQuerySchema,
  type BlogPostStatus,
  type BlogPostUpdate,
  type ManagedBlogPost,
} from '@pustaka/contract';
import { and, count, desc, eq, getTableColumns, gt, ilike, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sanitiseWithText } from '#platform/html/sanitise-html.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { assertOwnImage } from './images.ts';
import { notifyBlogChanged } from './public-cache.ts';
import { checkSlug, slugFromTitle } from './slugs.ts';
import { blogPosts } from './tables.ts';
import { type PostRow, readingMinutes, toManaged } from './views.ts';

/** The stored form of the content: sanitised, with its text and reading time; too large a post is refused. */
function contentOf(html: string) {
  if (Buffer.byteLength(html) > BLOG_CONTENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      details: { field: 'content_html', limit_bytes: BLOG_CONTENT_MAX_BYTES },
    });
  }
  const { html: contentHtml, text: contentText } = sanitiseWithText(html, 'rich');
  return { contentHtml, contentText, readingMinutes: readingMinutes(contentText) };
}

/** A free slug for a title: the title's own, else with the first free number after it (`halo-2`). */
async function freeSlugFor(db: DbOrTx, authorId: number, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(eq(blogPosts.authorId, authorId), or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`))),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A write that breaks the one-slug-per-author rule (two saves racing for one slug) is a 409. */
async function slugSafe<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BLOG_SLUG_TAKEN', { params: { slug } });
    throw error;
  }
}

export async function createPost(
  ctx: AppContext,
  authorId: number,
  input: BlogPostInput,
): Promise<ManagedBlogPost> {
  const content = contentOf(input.content_html);
  const asked = input.slug?.trim() ? checkSlug(input.slug) : undefined;
  if (input.cover_image) await assertOwnImage(ctx.db, authorId, input.cover_image);
  const slug = asked ?? (await freeSlugFor(ctx.db, authorId, input.title));
  const now = ctx.now();
  const [row] = await slugSafe(slug, () =>
    ctx.db
      .insert(blogPosts)
      .values({
        authorId,
        title: input.title,
        slug,
        ...content,
        seoTitle: input.seo_title || null,
        seoDescription: input.seo_description || null,
        coverImage: input.cover_image ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  return toManaged(row, now);
}

/** The author's own post; another author's is NOT_FOUND, so ids cannot be probed. */
export async function getOwnPost(db: DbOrTx, authorId: number, id: number): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.authorId, authorId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updatePost(
  ctx: AppContext,
  authorId: number,
  id: number,
  input: BlogPostUpdate,
): Promise<ManagedBlogPost> {
  const current = await getOwnPost(ctx.db, authorId, id);
  const content = input.content_html === undefined ? undefined : contentOf(input.content_html);
  const slug = input.slug?.trim() ? checkSlug(input.slug) : undefined;
  if (input.cover_image) await assertOwnImage(ctx.db, authorId, input.cover_image);
  const now = ctx.now();
  const [row] = await slugSafe(slug ?? current.slug, () =>
    ctx.db
      .update(blogPosts)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(slug !== undefined && { slug }),
        ...content,
        ...(input.seo_title !== undefined && { seoTitle: input.seo_title || null }),
        ...(input.seo_description !== undefined && { seoDescription: input.seo_description || null }),
        ...(input.cover_image !== undefined && { coverImage: input.cover_image }),
        updatedAt: now,
      })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.authorId, authorId)))
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'published') await notifyBlogChanged(ctx);
  return toManaged(row, now);
}

/** Publishes now, or at `at` when that is still to come (scheduled). An empty post is refused. */
export async function publishPost(
  ctx: AppContext,
  authorId: number,
  id: number,
  at: Date | undefined,
): Promise<ManagedBlogPost> {
  const current = await getOwnPost(ctx.db, authorId, id);
  if (current.contentText.trim() === '' && !/<(img|iframe|div data-product-card)/.test(current.contentHtml)) {
    throw new AppError('BLOG_POST_EMPTY');
  }
  const now = ctx.now();
  const publishedAt = at && at > now ? at : now;
  const [row] = await ctx.db
    .update(blogPosts)
    .set({ status: 'published', publishedAt, updatedAt: now })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.authorId, authorId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  await notifyBlogChanged(ctx);
  return toManaged(row, now);
}

/** Back to a draft: off the public pages, feeds and sitemap at once. */
export async function unpublishPost(ctx: AppContext, authorId: number, id: number): Promise<ManagedBlogPost> {
  await getOwnPost(ctx.db, authorId, id);
  const now = ctx.now();
  const [row] = await ctx.db
    .update(blogPosts)
    .set({ status: 'draft', publishedAt: null, updatedAt: now })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.authorId, authorId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  await notifyBlogChanged(ctx);
  return toManaged(row, now);
}

export async function deletePost(ctx: AppContext, authorId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.authorId, authorId)))
    .returning({ id: blogPosts.id, status: blogPosts.status });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  if (deleted[0]?.status === 'published') await notifyBlogChanged(ctx);
}

function statusWhere(status: BlogPostStatus, now: Date): SQL | undefined {
  if (status === 'draft') return eq(blogPosts.status, 'draft');
  return and(
    eq(blogPosts.status, 'published'),
    status === 'scheduled' ? gt(blogPosts.publishedAt, now) : lte(blogPosts.publishedAt, now),
  );
}

/** The author's posts, last edited first, with how many there are in each state. */
export async function listOwnPosts(
  ctx: AppContext,
  authorId: number,
  query: z.output<typeof BlogPostQuerySchema>,
) {
  const now = ctx.now();
  const mine = eq(blogPosts.authorId, authorId);
  const search = query.q ? ilike(blogPosts.title, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
  const where = and(mine, search, query.status ? statusWhere(query.status, now) : undefined);
  const { contentHtml: _html, ...columns } = getTableColumns(blogPosts);
  // A raw parameter is not typed by its column: the time goes as text, cast here (both drivers take that).
  const at = sql`${now.toISOString()}::timestamptz`;
  const [rows, [total], counts] = await Promise.all([
    ctx.db
      .select({ ...columns, contentHtml: sql<string>`''` })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(blogPosts).where(where),
    ctx.db
      .select({
        draft: sql<number>`count(*) filter (where ${blogPosts.status} = 'draft')::int`,
        scheduled: sql<number>`count(*) filter (where ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} > ${at})::int`,
        published: sql<number>`count(*) filter (where ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= ${at})::int`,
      })
      .from(blogPosts)
      .where(and(mine, search)),
  ]);
  return {
    items: rows.map((row) => {
      const { content_html: _content, ...post } = toManaged(row as PostRow, now);
      return post;
    }),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.total ?? 0,
    counts: counts[0] ?? { draft: 0, scheduled: 0, published: 0 },
  };
}
