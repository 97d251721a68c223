import {
  ContentQuizAnswerInputSchema,
  ContentQuizSessionInputSchema,
  IdParamSchema,
  PlayerSessionSchema,
  QuizAnswerRecordedSchema,
  QuizForPlayerSchema,
  QuizSubmitInputSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import {
  answerContentQuiz,
  completeContentQuiz,
  contentQuiz,
  contentQuizSession,
  startContentQuiz,
  submitContentQuiz,
} from '../content-quiz.ts';

/**
 * A learner takes the quiz of a course content: its questions (no right answers), a session started or
 * resumed, answers by index, completion, or every answer at once. Each call opens the content first, so
 * enrolment and the sequential and drip locks hold.
 */
export function contentQuizRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms'];
    const learner = requireAuth();
    const ok = <T>(data: T) => ({ success: true as const, data });
    const base = '/lms/contents/:id/quiz';
    const sessionEnvelope = successEnvelope(PlayerSessionSchema);

    app.get(
      base,
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(QuizForPlayerSchema) },
        },
      },
      async (request) => ok(await contentQuiz(ctx, principalOf(request), request.params.id)),
    );

    app.post(
      `${base}/start`,
      {
        onRequest: learner,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 201: sessionEnvelope } },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await startContentQuiz(ctx, principalOf(request), request.params.id))),
    );

    app.get(
      `${base}/sessions/:sessionId`,
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema.extend({ sessionId: ContentQuizSessionInputSchema.shape.session_id }),
          response: { 200: sessionEnvelope },
        },
      },
      async (request) =>
        ok(await contentQuizSession(ctx, principalOf(request), request.params.id, request.params.sessionId)),
    );

    app.post(
      `${base}/answer`,
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: ContentQuizAnswerInputSchema,
          response: { 200: successEnvelope(QuizAnswerRecordedSchema) },
        },
      },
      async (request) =>
        ok(await answerContentQuiz(ctx, principalOf(request), request.params.id, request.body)),
    );

    app.post(
      `${base}/complete`,
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: ContentQuizSessionInputSchema,
          response: { 200: sessionEnvelope },
        },
      },
      async (request) =>
        ok(await completeContentQuiz(ctx, principalOf(request), request.params.id, request.body.session_id)),
    );

    app.post(
      `${base}/submit`,
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: QuizSubmitInputSchema,
          response: { 200: sessionEnvelope },
        },
      },
      async (request) =>
        ok(await submitContentQuiz(ctx, principalOf(request), request.params.id, request.body.answers)),
    );
  };
}
