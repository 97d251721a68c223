import {
  BlogImageNameSchema,
  IdSchema,
  PublicBlogPageSchema,
  PublicBlogPostSchema,
  PublicBlogQuerySchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { sendStoredImage } from '#platform/http/send-stored.ts';
import { blogCacheOf } from '../public-cache.ts';
import { getPublicPost, listPublicPosts } from '../public-posts.ts';

/** Any string a slug route may be asked with; the post lookup decides (a malformed one is simply not found). */
export const SlugParam = z.string().min(1).max(200);

/** What readers call: the public lists, a post, and the posts' pictures. */
export function publicBlogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['blog'];
    const cache = blogCacheOf(ctx);

    app.get(
      '/public/blog/posts',
      {
        schema: {
          tags,
          querystring: PublicBlogQuerySchema,
          response: { 200: successEnvelope(PublicBlogPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await cache.get(`list:${JSON.stringify(request.query)}`, () =>
          listPublicPosts(ctx.db, ctx.now(), request.query),
        ),
      }),
    );

    app.get(
      '/public/blog/posts/:authorId/:slug',
      {
        schema: {
          tags,
          params: z.object({ authorId: IdSchema, slug: SlugParam }),
          response: { 200: successEnvelope(PublicBlogPostSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await cache.get(`post:${request.params.authorId}/${request.params.slug}`, () =>
          getPublicPost(ctx.db, ctx.now(), request.params.authorId, request.params.slug),
        ),
      }),
    );

    app.get(
      '/public/blog-images/:name',
      { schema: { tags: ['files'], params: z.object({ name: BlogImageNameSchema }) } },
      async (request, reply) => sendStoredImage(ctx.storage, `blog/${request.params.name}`, reply),
    );
  };
}
