import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import type { SitemapEntry } from '#platform/http/sitemap.ts';
import { registerStorageCounter } from '#platform/quota/creator-storage.ts';
import { postSitemapEntries } from './feeds.ts';
import { blogImageBytes } from './images.ts';
import { listPublicPostDates } from './public-posts.ts';
import { publicBlogRoutes } from './routes/public.ts';
import { publisherBlogRoutes } from './routes/publisher.ts';

/** The blog's API: a creator's posts and images, and the public lists and posts. */
export function blogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  registerStorageCounter(ctx, 'blog.images', blogImageBytes);
  return async (app) => {
    await app.register(publisherBlogRoutes(ctx));
    await app.register(publicBlogRoutes(ctx));
  };
}

/** The blog's entries in the sitemap: the list and every public post. */
export async function blogSitemapEntries(ctx: AppContext, limit: number): Promise<SitemapEntry[]> {
  return postSitemapEntries(await listPublicPostDates(ctx.db, ctx.now(), limit));
}

/** For the copy assistant: a post of the caller's, or NOT_FOUND. */
export { getOwnPost } from './posts.ts';
export { blogPages } from './routes/pages.ts';
