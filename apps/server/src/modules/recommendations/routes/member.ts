import {
  IdParamSchema,
  RecommendationClickInputSchema,
  RecommendationCreatorStatsQuerySchema,
  RecommendationCreatorStatsSchema,
  RecommendationHiddenSchema,
  RecommendationHomeQuerySchema,
  RecommendationHomeSchema,
  RecommendationLibrarySchema,
  RecommendationLimitQuerySchema,
  RecommendationListSchema,
  RecommendationProductPageSchema,
  RecommendationProductParamSchema,
  RecommendationRecordedSchema,
  RecommendationSearchInputSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, type Principal, principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { libraryLists } from '../library.ts';
import { afterCertificateList, afterOrderList, homeLists, productPageLists } from '../lists.ts';
import type { Presenter } from '../present.ts';
import {
  creatorStats,
  hideProduct,
  listHidden,
  recordClick,
  recordSearch,
  recordView,
  unhideProduct,
} from '../signals.ts';

/** Lists anyone may read answer a guest as a guest; a bad token there is an error, as anywhere else. */
async function viewerOf(request: FastifyRequest): Promise<Principal | undefined> {
  if (!bearerToken(request)) return undefined;
  return request.server.authenticate(request);
}

/** Who calls a member's route: their id, and whether they are an admin (who may look on others' behalf). */
function callerOf(request: FastifyRequest): { userId: number; isAdmin: boolean } {
  const principal = principalOf(request);
  return { userId: principal.userId, isAdmin: principal.roles.includes('admin') };
}

/** Whose figures a creator asks for: their own, or anyone's for an admin; FORBIDDEN otherwise. */
function ownOrAdmin(request: FastifyRequest, userId: number | undefined): number {
  const caller = callerOf(request);
  if (userId !== undefined && userId !== caller.userId && !caller.isAdmin) throw new AppError('FORBIDDEN');
  return userId ?? caller.userId;
}

/** Lists for everyone and for members; what members tell the recommender; the creators' figures. */
export function memberRecommendationRoutes(ctx: AppContext, presenter: Presenter): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['recommendations'];
    const member = requireAuth();
    const creator = requireAuth({ roles: ['publisher', 'admin'] });

    app.get(
      '/recommendations/home',
      {
        schema: {
          tags,
          description:
            'Home: "Untuk Anda" (personal for a member, best sellers for a guest) and trending this week.',
          querystring: RecommendationHomeQuerySchema,
          response: { 200: successEnvelope(RecommendationHomeSchema) },
        },
      },
      async (request) => {
        const viewer = await viewerOf(request);
        const { limit, format } = request.query;
        return {
          success: true as const,
          data: await homeLists(presenter, viewer?.userId ?? null, limit, format),
        };
      },
    );

    app.get(
      '/recommendations/products/:id',
      {
        schema: {
          tags,
          description:
            'A product page: bought together and similar. A member calling it counts as their view.',
          params: IdParamSchema,
          querystring: RecommendationLimitQuerySchema,
          response: { 200: successEnvelope(RecommendationProductPageSchema) },
        },
      },
      async (request, reply) => {
        const viewer = await viewerOf(request);
        const data = await productPageLists(
          presenter,
          viewer?.userId ?? null,
          request.params.id,
          request.query.limit,
        );
        if (viewer) {
          // Written after the answer is sent: the view never slows the page.
          reply.raw.once('finish', () => {
            recordView(ctx.db, viewer.userId, request.params.id, ctx.now()).catch((error) =>
              request.log.warn({ err: error }, 'recommendation view not recorded'),
            );
          });
        }
        return { success: true as const, data };
      },
    );

    app.get(
      '/recommendations/library',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          querystring: RecommendationLimitQuerySchema,
          response: { 200: successEnvelope(RecommendationLibrarySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await libraryLists(presenter, callerOf(request).userId, request.query.limit),
      }),
    );

    app.get(
      '/recommendations/courses/:id',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          querystring: RecommendationLimitQuerySchema,
          response: { 200: successEnvelope(RecommendationLibrarySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await libraryLists(presenter, callerOf(request).userId, request.query.limit, request.params.id),
      }),
    );

    app.get(
      '/recommendations/courses/:id/after-certificate',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          querystring: RecommendationLimitQuerySchema,
          response: { 200: successEnvelope(RecommendationListSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await afterCertificateList(
          presenter,
          callerOf(request).userId,
          request.params.id,
          request.query.limit,
        ),
      }),
    );

    app.get(
      '/recommendations/orders/:id',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          querystring: RecommendationLimitQuerySchema,
          response: { 200: successEnvelope(RecommendationListSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await afterOrderList(presenter, callerOf(request), request.params.id, request.query.limit),
      }),
    );

    app.post(
      '/recommendations/searches',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          body: RecommendationSearchInputSchema,
          response: { 200: successEnvelope(RecommendationRecordedSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          recorded: await recordSearch(ctx.db, callerOf(request).userId, request.body.query, ctx.now()),
        },
      }),
    );

    app.post(
      '/recommendations/clicks',
      {
        schema: {
          tags,
          body: RecommendationClickInputSchema,
          response: { 200: successEnvelope(RecommendationRecordedSchema) },
        },
      },
      async (request) => {
        const showing = presenter.ids.open(request.body.rec_id);
        const viewer = await viewerOf(request);
        return {
          success: true as const,
          data: { recorded: await recordClick(ctx.db, showing, viewer?.userId ?? null, ctx.now()) },
        };
      },
    );

    app.get(
      '/recommendations/hidden',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          response: { 200: successEnvelope(z.object({ items: z.array(RecommendationHiddenSchema) })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: { items: await listHidden(ctx.db, callerOf(request).userId) },
      }),
    );

    app.put(
      '/recommendations/hidden/:productId',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          params: RecommendationProductParamSchema,
          response: { 200: successEnvelope(RecommendationHiddenSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await hideProduct(ctx.db, callerOf(request).userId, request.params.productId, ctx.now()),
      }),
    );

    app.delete(
      '/recommendations/hidden/:productId',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          params: RecommendationProductParamSchema,
          response: { 200: successEnvelope(z.object({ removed: z.boolean() })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: { removed: await unhideProduct(ctx.db, callerOf(request).userId, request.params.productId) },
      }),
    );

    app.get(
      '/recommendations/creator/stats',
      {
        onRequest: creator,
        schema: {
          tags,
          security: bearer,
          querystring: RecommendationCreatorStatsQuerySchema,
          response: { 200: successEnvelope(RecommendationCreatorStatsSchema) },
        },
      },
      async (request) => {
        const { days, seller_id: sellerId } = request.query;
        return {
          success: true as const,
          data: await creatorStats(ctx.db, ownOrAdmin(request, sellerId), days, ctx.now()),
        };
      },
    );
  };
}
