import { IdSchema } from '@pustaka/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { rssXml } from '../feeds.ts';
import { listPage, notFoundPage, postPage } from '../pages.ts';
import { blogCacheOf } from '../public-cache.ts';
import { feedPosts, getPublicPost, listPublicPosts } from '../public-posts.ts';

/** How many posts a feed carries. */
const FEED_SIZE = 30;
const LIST_SIZE = 12;

const positive = (value: string | undefined) => {
  const parsed = IdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The blog's pages as the server sends them (meta, content and data in the HTML) and its RSS feeds. Static
 * segments win over parameters in the router, so `/blog/rss.xml` and `/blog/{author}/rss.xml` are feeds, never
 * a list or a post; a slug cannot hold a dot, so no post is ever shadowed by them.
 */
export function blogPages(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cache = blogCacheOf(ctx);
    const notFound = (reply: FastifyReply, path: string) => reply.sendPublicPage(notFoundPage(path), 404);
    const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

    const sendList = async (
      reply: FastifyReply,
      path: string,
      page: string | undefined,
      authorId?: number,
    ) => {
      const query = { author_id: authorId, page: positive(page) ?? 1, pageSize: LIST_SIZE };
      const list = await cache.get(`list:${JSON.stringify(query)}`, () =>
        listPublicPosts(ctx.db, ctx.now(), query),
      );
      return reply.sendPublicPage(listPage(list, path));
    };

    app.get<{ Querystring: { page?: string } }>('/blog', { schema: { hide: true } }, (request, reply) =>
      sendList(reply, '/blog', request.query.page),
    );

    app.get<{ Params: { id: string }; Querystring: { page?: string } }>(
      '/blog/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const path = `/blog/${request.params.id}`;
        const authorId = positive(request.params.id);
        if (authorId === undefined) return notFound(reply, path);
        return sendList(reply, path, request.query.page, authorId).catch((error) => {
          if (isNotFound(error)) return notFound(reply, path);
          throw error;
        });
      },
    );

    app.get<{ Params: { userid: string; slug: string } }>(
      '/blog/:userid/:slug',
      { schema: { hide: true } },
      async (request, reply) => {
        const path = `/blog/${request.params.userid}/${request.params.slug}`;
        const authorId = positive(request.params.userid);
        if (authorId === undefined || request.params.slug.length > 200) return notFound(reply, path);
        try {
          const { slug } = request.params;
          // The page's HTML is kept with the post's data, so a popular post costs a lookup.
          const html = await cache.get(`page:${authorId}/${slug}`, async () =>
            app.renderPublicPage(postPage(await getPublicPost(ctx.db, ctx.now(), authorId, slug))),
          );
          return reply.sendPublicPage(html);
        } catch (error) {
          if (isNotFound(error)) return notFound(reply, path);
          throw error;
        }
      },
    );

    const sendFeed = async (reply: FastifyReply, authorId?: number) => {
      const { rows, authors } = await feedPosts(ctx.db, ctx.now(), FEED_SIZE, authorId);
      const name = authorId === undefined ? undefined : authors.get(authorId)?.name;
      const path = authorId === undefined ? '/blog' : `/blog/${authorId}`;
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(
          rssXml({
            publicUrl: ctx.config.publicUrl,
            title: name ? `Blog ${name} · Pustaka` : 'Blog Pustaka',
            description: name ? `Tulisan terbaru dari ${name}` : 'Tulisan terbaru dari para kreator Pustaka',
            path,
            feedPath: `${path}/rss.xml`,
            rows,
            authors,
          }),
        );
    };

    app.get('/blog/rss.xml', { schema: { hide: true } }, (_request, reply) => sendFeed(reply));

    app.get<{ Params: { userid: string } }>(
      '/blog/:userid/rss.xml',
      { schema: { hide: true } },
      async (request, reply) => {
        const authorId = positive(request.params.userid);
        if (authorId === undefined) throw new AppError('NOT_FOUND');
        return sendFeed(reply, authorId);
      },
    );
  };
}
