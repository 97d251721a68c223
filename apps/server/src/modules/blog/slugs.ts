import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { slugify } from '#platform/slug.ts';

/** Names the blog's own addresses use under `/blog/{author}/`, or that would read as one of its pages. */
export const RESERVED_SLUGS = new Set([
  'rss',
  'feed',
  'atom',
  'new',
  'edit',
  'preview',
  'draft',
  'drafts',
  'page',
  'index',
  'sitemap',
  'admin',
  'api',
]);

/**
 * A slug an author asked for, taken exactly as written (never silently changed, so the author knows the
 * address). Anything but lower-case ASCII words joined by single dashes (dots, slashes, upper case, look-alike
 * letters such as Cyrillic "а") is refused, as are reserved names.
 */
export function checkSlug(slug: string): string {
  if (slug.length < 3 || slug.length > BLOG_SLUG_MAX || !BLOG_SLUG_PATTERN.test(slug)) {
    throw new AppError('BLOG_SLUG_INVALID', { details: { field: 'slug' } });
  }
  if (RESERVED_SLUGS.has(slug)) throw new AppError('BLOG_SLUG_RESERVED', { params: { slug } });
  return slug;
}

/** The slug made from a title; one too short or reserved is padded (`ab` → `ab-tulisan`). */
export function slugFromTitle(title: string): string {
  const slug = slugify(title, 'tulisan', BLOG_SLUG_MAX);
  if (slug.length >= 3 && !RESERVED_SLUGS.has(slug)) return slug;
  return `${slug}-tulisan`.slice(0, BLOG_SLUG_MAX);
}
