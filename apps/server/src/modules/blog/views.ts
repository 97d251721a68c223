import {
  type BlogPostStatus,
  type BlogPostSummary,
  blogImageUrl,
  type ManagedBlogPost,
} from '@pustaka/contract';
import type { UserSummary } from '#modules/users/index.ts';
import type { blogPosts } from './tables.ts';

export type PostRow = typeof blogPosts.$inferSelect;

const WORDS_PER_MINUTE = 200;
const EXCERPT_LENGTH = 200;

/** Minutes a reader needs for a text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The SEO description, else the opening of the text cut at a word. */
export function excerptOf(row: Pick<PostRow, 'seoDescription' | 'contentText'>): string {
  if (row.seoDescription) return row.seoDescription;
  const text = row.contentText;
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).trimEnd()}…`;
}

/** Where a post stands at `now`: a published post whose time has not come is scheduled. */
export function statusAt(row: Pick<PostRow, 'status' | 'publishedAt'>, now: Date): BlogPostStatus {
  if (row.status !== 'published' || !row.publishedAt) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

export const postPath = (authorId: number, slug: string) => `/blog/${authorId}/${slug}`;

function commonFields(row: PostRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: excerptOf(row),
    cover_url: row.coverImage ? blogImageUrl(row.coverImage) : null,
    reading_minutes: row.readingMinutes,
    published_at: row.publishedAt?.toISOString() ?? null,
    path: postPath(row.authorId, row.slug),
  };
}

export function toManaged(row: PostRow, now: Date): ManagedBlogPost {
  return {
    ...commonFields(row),
    content_html: row.contentHtml,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    cover_image: row.coverImage,
    status: statusAt(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAuthor(id: number, summary: UserSummary | undefined): BlogPostSummary['author'] {
  return {
    id,
    name: summary?.name ?? 'User',
    avatar_url: summary?.avatarUrl ?? null,
    bio: summary?.bio ?? null,
  };
}

export function toSummary(row: PostRow, author: UserSummary | undefined): BlogPostSummary {
  return { ...commonFields(row), author: toAuthor(row.authorId, author) };
}
