import {
  BlogImageSchema,
  BlogPostInputSchema,
  BlogPostQuerySchema,
  BlogPostUpdateSchema,
  BlogPublishSchema,
  IdParamSchema,
  ManagedBlogPageSchema,
  ManagedBlogPostSchema,
  MessageEnvelopeSchema,
  PublicBlogPostSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import { storeBlogImage } from '../images.ts';
import {
  createPost,
  deletePost,
  getOwnPost,
  listOwnPosts,
  publishPost,
  unpublishPost,
  updatePost,
} from '../posts.ts';
import { withSurroundings } from '../public-posts.ts';
import { toManaged } from '../views.ts';

const postEnvelope = successEnvelope(ManagedBlogPostSchema);
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A creator's own posts, for creators whose plan has publish_blog. */
export function publisherBlogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['blog'];
    const onRequest = [requireAuth({ roles: ['publisher', 'admin'] }), requireFeature(ctx, 'publish_blog')];
    const author = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

    app.get(
      '/blog/posts',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          querystring: BlogPostQuerySchema,
          response: { 200: successEnvelope(ManagedBlogPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listOwnPosts(ctx, author(request), request.query),
      }),
    );

    app.post(
      '/blog/posts',
      {
        onRequest,
        schema: { tags, security: bearer, body: BlogPostInputSchema, response: { 201: postEnvelope } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, data: await createPost(ctx, author(request), request.body) }),
    );

    app.get(
      '/blog/posts/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: postEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: toManaged(await getOwnPost(ctx.db, author(request), request.params.id), ctx.now()),
      }),
    );

    app.get(
      '/blog/posts/:id/preview',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(PublicBlogPostSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await withSurroundings(ctx.db, await getOwnPost(ctx.db, author(request), request.params.id)),
      }),
    );

    app.put(
      '/blog/posts/:id',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: BlogPostUpdateSchema,
          response: { 200: postEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updatePost(ctx, author(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/blog/posts/:id/publish',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: BlogPublishSchema,
          response: { 200: postEnvelope },
        },
      },
      async (request) => {
        const at = request.body.publish_at ? new Date(request.body.publish_at) : undefined;
        const post = await publishPost(ctx, author(request), request.params.id, at);
        return {
          success: true as const,
          data: post,
          message: say(request, post.status === 'scheduled' ? 'blogPostScheduled' : 'blogPostPublished'),
        };
      },
    );

    app.post(
      '/blog/posts/:id/unpublish',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: postEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await unpublishPost(ctx, author(request), request.params.id),
        message: say(request, 'blogPostUnpublished'),
      }),
    );

    app.delete(
      '/blog/posts/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deletePost(ctx, author(request), request.params.id);
        return { success: true as const, message: say(request, 'blogPostDeleted') };
      },
    );

    app.post(
      '/blog/images',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: 'Multipart with one file field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
          response: { 201: successEnvelope(BlogImageSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUploadedFile(request, {
          field: 'image',
          maxBytes: IMAGE_MAX_BYTES,
          reportLimit: true,
          refuseEmpty: true,
        });
        return reply
          .code(201)
          .send({ success: true as const, data: await storeBlogImage(ctx, author(request), upload) });
      },
    );
  };
}
