import {
  CategoryInputSchema,
  CategorySchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  ProductStatusSchema,
  ReviewDecisionSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../categories.ts';
import { deleteProduct } from '../products.ts';
import { approveProduct, rejectProduct, reviewQueue } from '../review.ts';
import { ManagedPage, managedEnvelope } from './schemas.ts';

/** The admin's side: the review queue and its decisions, deleting any product, and the categories. */
export function adminCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const admin = requireAuth({ roles: ['admin'] });

    app.get(
      '/admin/books/status',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          querystring: z.object({
            status: ProductStatusSchema.default('pending'),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(50).default(20),
          }),
          response: {
            200: successEnvelope(ManagedPage.extend({ counts: z.record(ProductStatusSchema, z.number()) })),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await reviewQueue(ctx.db, request.query),
      }),
    );

    app.put(
      '/admin/books/:id/approve',
      {
        onRequest: admin,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: managedEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await approveProduct(ctx, principalOf(request).userId, request.params.id),
      }),
    );

    app.put(
      '/admin/books/:id/reject',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: ReviewDecisionSchema,
          response: { 200: managedEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await rejectProduct(ctx, principalOf(request).userId, request.params.id, request.body.reason),
      }),
    );

    for (const force of [false, true]) {
      app.delete(
        force ? '/admin/books/:id/force' : '/admin/books/:id',
        {
          onRequest: admin,
          schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
        },
        async (request) => {
          await deleteProduct(ctx, principalOf(request), request.params.id, { force });
          return { success: true as const, message: say(request, 'productDeleted') };
        },
      );
    }

    app.get(
      '/categories',
      {
        onRequest: admin,
        schema: { tags, security: bearer, response: { 200: successEnvelope(z.array(CategorySchema)) } },
      },
      async () => ({
        success: true as const,
        data: await listCategories(ctx.db, { activeOnly: false }),
      }),
    );
    app.get(
      '/categories/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(CategorySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getCategory(ctx.db, request.params.id),
      }),
    );
    app.post(
      '/categories',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          body: CategoryInputSchema,
          response: { 201: successEnvelope(CategorySchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true as const, data: await createCategory(ctx, request.body) }),
    );
    app.put(
      '/categories/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: CategoryInputSchema.partial(),
          response: { 200: successEnvelope(CategorySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateCategory(ctx, request.params.id, request.body),
      }),
    );
    app.delete(
      '/categories/:id',
      {
        onRequest: admin,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteCategory(ctx, request.params.id);
        return { success: true as const, message: say(request, 'categoryDeleted') };
      },
    );
  };
}
