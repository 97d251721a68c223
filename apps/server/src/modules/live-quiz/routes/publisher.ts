import {
  IdParamSchema,
  LiveGameCreateSchema,
  LiveGameSchema,
  LiveGameSummarySchema,
  LiveSessionDetailsSchema,
  LiveStatusSchema,
  PageQuerySchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { createLiveGame, getHostGame, getLiveStatus, listQuizGames } from '../games.ts';
import { sessionCsv, sessionDetails } from '../report.ts';

/** The host's side of live games: trainers whose plan has `lms_access` (admins see every game). */
export function publisherLiveQuizRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms-live-quiz'];
    const trainer = [requireAuth({ roles: ['publisher', 'admin'] }), requireFeature(ctx, 'lms_access')];
    const game = successEnvelope(LiveGameSchema);
    const sessions = '/publisher/lms/quiz-sessions/:id';

    app.post(
      '/publisher/lms/quizzes/:id/live',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LiveGameCreateSchema,
          response: { 201: game },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await createLiveGame(ctx, principalOf(request), { quizId: request.params.id }, request.body),
        }),
    );

    app.post(
      '/publisher/lms/contents/:id/quiz/live',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LiveGameCreateSchema,
          response: { 201: game },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await createLiveGame(
            ctx,
            principalOf(request),
            { contentId: request.params.id },
            request.body,
          ),
        }),
    );

    app.get(
      '/publisher/lms/quizzes/:id/sessions',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(pageOf(LiveGameSummarySchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listQuizGames(ctx, principalOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      sessions,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(LiveSessionDetailsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sessionDetails(ctx, principalOf(request), request.params.id),
      }),
    );

    app.get(
      `${sessions}/host`,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: game } },
      },
      async (request) => ({
        success: true as const,
        data: await getHostGame(ctx, principalOf(request), request.params.id),
      }),
    );

    app.get(
      `${sessions}/live_status`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(LiveStatusSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getLiveStatus(ctx, principalOf(request), request.params.id),
      }),
    );

    app.get(
      `${sessions}/report.csv`,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, produces: ['text/csv'] },
      },
      async (request, reply) => {
        const csv = await sessionCsv(ctx, principalOf(request), request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kuis-langsung-${request.params.id}.csv"`)
          .send(`\uFEFF${csv}`);
      },
    );
  };
}
