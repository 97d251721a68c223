import { LANDING_SLUG_PATTERN } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';

/**
 * Words a page may not be called: they read as a part of the app or of the platform (`/42/admin` looks
 * official), or as a page of the builder.
 */
const RESERVED = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'checkout',
  'dashboard',
  'design',
  'dev',
  'edit',
  'help',
  'index',
  'login',
  'logout',
  'lms',
  'new',
  'official',
  'pay',
  'preview',
  'products',
  'profile',
  'publisher',
  'pustaka',
  'register',
  'settings',
  'subscription',
  'support',
  'verify',
  'www',
]);

/**
 * The slug a page is saved under, or a refusal saying why: a slash or dot would make another path, a
 * non-ASCII letter could pass for a Latin one (`аdmin` with a Cyrillic а), a reserved word reads as the app's.
 */
export function checkSlug(raw: string): string {
  const slug = raw.trim().toLowerCase();
  const refuse = (reason: string) =>
    new AppError('LANDING_SLUG_INVALID', { details: { reason, pattern: LANDING_SLUG_PATTERN.source } });
  if (/[/\\.]/.test(slug)) throw refuse('path_characters');
  if (/[^\x20-\x7e]/.test(slug)) throw refuse('non_ascii');
  if (!LANDING_SLUG_PATTERN.test(slug)) throw refuse('pattern');
  if (RESERVED.has(slug) || RESERVED.has(slug.replace(/-/g, ''))) {
    throw new AppError('LANDING_SLUG_RESERVED', { details: { slug } });
  }
  return slug;
}
