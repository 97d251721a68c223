import {
  GuestSessionSchema,
  IdSchema,
  PlayerSessionSchema,
  QuizAnswerInputSchema,
  QuizAnswerRecordedSchema,
  QuizForPlayerSchema,
  QuizGuestStartSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sendStoredImage } from '#platform/http/send-stored.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { getQuizForPlayer } from '../attempts.ts';
import { startGuestSession } from '../guest-attempts.ts';
import { answerQuizQuestion, completeQuizSession, getQuizSession, type QuizPlayer } from '../sessions.ts';

const SessionParams = z.object({
  id: IdSchema,
  sessionId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
});
/** A guest proves their session with the token its start gave them, in this header. */
const GuestHeaders = z.object({ 'x-quiz-token': z.string().max(200).optional() });
/** A browser that started before sends back the signed token its first start gave it. */
const BrowserHeaders = z.object({ 'x-quiz-browser': z.string().max(300).optional() });

/**
 * Starts from one address: a school's whole hall behind one NAT gets in, a script creating sessions without
 * end does not.
 */
export const GUEST_STARTS_PER_ADDRESS = { max: 300, windowMs: 10 * 60_000 };

function guestOf(token: string | undefined): QuizPlayer {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError('QUIZ_SESSION_FORBIDDEN');
  return { guestToken: token };
}

/**
 * Independent quizzes anyone with the link plays without an account: a nickname starts a session,
 * whose token (header `X-Quiz-Token`) answers and completes it. Only quizzes open to the public.
 */
export function publicQuizRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms-quizzes'];
    const base = '/public/lms/quizzes/:id';

    app.get(
      base,
      {
        schema: {
          tags,
          params: z.object({ id: IdSchema }),
          response: { 200: successEnvelope(QuizForPlayerSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getQuizForPlayer(ctx.db, request.params.id, { publicOnly: true }),
      }),
    );

    app.post(
      `${base}/sessions`,
      {
        schema: {
          tags,
          params: z.object({ id: IdSchema }),
          headers: BrowserHeaders,
          body: QuizGuestStartSchema,
          response: { 201: successEnvelope(GuestSessionSchema) },
        },
      },
      async (request, reply) => {
        const { allowed, retryAfterMs } = await ctx.rateLimiter.count(
          `quiz-guest-start:${request.ip}`,
          GUEST_STARTS_PER_ADDRESS,
        );
        if (!allowed) throw overLimit(retryAfterMs);
        const session = await startGuestSession(ctx, request.params.id, {
          nickname: request.body.nickname,
          browserToken: request.headers['x-quiz-browser'],
          ip: request.ip,
        });
        return reply.code(201).send({ success: true as const, data: session });
      },
    );

    app.get(
      `${base}/sessions/:sessionId`,
      {
        schema: {
          tags,
          params: SessionParams,
          headers: GuestHeaders,
          response: { 200: successEnvelope(PlayerSessionSchema) },
        },
      },
      async (request) => {
        const player = guestOf(request.headers['x-quiz-token']);
        const { id, sessionId } = request.params;
        return { success: true as const, data: await getQuizSession(ctx, sessionId, player, { quizId: id }) };
      },
    );

    app.post(
      `${base}/sessions/:sessionId/answers`,
      {
        schema: {
          tags,
          params: SessionParams,
          headers: GuestHeaders,
          body: QuizAnswerInputSchema,
          response: { 200: successEnvelope(QuizAnswerRecordedSchema) },
        },
      },
      async (request) => {
        const player = guestOf(request.headers['x-quiz-token']);
        const { id, sessionId } = request.params;
        const recorded = await answerQuizQuestion(
          ctx,
          sessionId,
          player,
          request.body.question_index,
          request.body.answer,
          {
            quizId: id,
          },
        );
        return { success: true as const, data: recorded };
      },
    );

    app.post(
      `${base}/sessions/:sessionId/complete`,
      {
        schema: {
          tags,
          params: SessionParams,
          headers: GuestHeaders,
          response: { 200: successEnvelope(PlayerSessionSchema) },
        },
      },
      async (request) => {
        const player = guestOf(request.headers['x-quiz-token']);
        const { id, sessionId } = request.params;
        return {
          success: true as const,
          data: await completeQuizSession(ctx, sessionId, player, { quizId: id }),
        };
      },
    );

    app.get(
      '/public/lms/quiz-images/:name',
      {
        schema: {
          tags: ['files'],
          params: z.object({ name: z.string().regex(/^[0-9]+-[0-9a-f]{16}\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `quiz-image/${request.params.name}`, reply),
    );
  };
}
