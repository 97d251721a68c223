import {
  IdSchema,
  ManagedQuizSchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  pageOf,
  QuizQuestionInputSchema,
  QuizQuestionsBulkSchema,
  QuizReorderSchema,
  QuizSettingsInputSchema,
  QuizSettingsUpdateSchema,
  QuizStatsSchema,
  QuizSummarySchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import { QUESTION_IMAGE_MAX_BYTES, setQuestionImage } from '../question-images.ts';
import { addQuestion, addQuestions, deleteQuestion, reorderQuestions, updateQuestion } from '../questions.ts';
import { CSV_MAX_BYTES, exportQuestionsCsv, importQuestionsCsv } from '../quiz-csv.ts';
import { createQuiz, deleteQuiz, getManagedQuiz, listOwnQuizzes, updateQuiz } from '../quizzes.ts';
import { quizStatistics } from '../statistics.ts';

const QuizParams = z.object({ id: IdSchema });
const QuestionParams = z.object({ id: IdSchema, questionId: IdSchema });
const managed = successEnvelope(ManagedQuizSchema);

/** A trainer's quizzes: publishers whose plan has `lms_access` (admins manage any quiz). */
export function publisherQuizRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms-quizzes'];
    const trainer = [requireAuth({ roles: ['publisher', 'admin'] }), requireFeature(ctx, 'lms_access')];
    const base = '/publisher/lms/quizzes';

    app.get(
      base,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(pageOf(QuizSummarySchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listOwnQuizzes(ctx.db, principalOf(request).userId, request.query),
      }),
    );

    app.post(
      base,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, body: QuizSettingsInputSchema, response: { 201: managed } },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await createQuiz(ctx, principalOf(request).userId, request.body),
        }),
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: QuizParams, response: { 200: managed } },
      },
      async (request) => ({
        success: true as const,
        data: await getManagedQuiz(ctx.db, principalOf(request), request.params.id),
      }),
    );

    app.put(
      `${base}/:id`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuizParams,
          body: QuizSettingsUpdateSchema,
          response: { 200: managed },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateQuiz(ctx, principalOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: QuizParams, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteQuiz(ctx, principalOf(request), request.params.id);
        return { success: true as const, message: say(request, 'quizDeleted') };
      },
    );

    app.post(
      `${base}/:id/questions`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuizParams,
          body: QuizQuestionInputSchema,
          response: { 201: managed },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await addQuestion(ctx, principalOf(request), request.params.id, request.body),
        }),
    );

    app.post(
      `${base}/:id/questions/bulk`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          description:
            'Adds the questions at the end of the quiz, all or none (the content assistant sends its kept proposals here).',
          params: QuizParams,
          body: QuizQuestionsBulkSchema,
          response: { 201: managed },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await addQuestions(ctx, principalOf(request), request.params.id, request.body.questions),
        }),
    );

    app.put(
      `${base}/:id/questions/order`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuizParams,
          body: QuizReorderSchema,
          response: { 200: managed },
        },
      },
      async (request) => ({
        success: true as const,
        data: await reorderQuestions(ctx, principalOf(request), request.params.id, request.body.question_ids),
      }),
    );

    app.put(
      `${base}/:id/questions/:questionId`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuestionParams,
          body: QuizQuestionInputSchema,
          response: { 200: managed },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateQuestion(
          ctx,
          principalOf(request),
          request.params.id,
          request.params.questionId,
          request.body,
        ),
      }),
    );

    app.delete(
      `${base}/:id/questions/:questionId`,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: QuestionParams, response: { 200: managed } },
      },
      async (request) => ({
        success: true as const,
        data: await deleteQuestion(ctx, principalOf(request), request.params.id, request.params.questionId),
        message: say(request, 'quizQuestionDeleted'),
      }),
    );

    app.post(
      `${base}/:id/questions/:questionId/image`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuestionParams,
          consumes: ['multipart/form-data'],
          response: { 200: managed },
        },
      },
      async (request) => {
        const image = await readUploadedFile(request, { field: 'image', maxBytes: QUESTION_IMAGE_MAX_BYTES });
        const { id, questionId } = request.params;
        return {
          success: true as const,
          data: await setQuestionImage(ctx, principalOf(request), id, questionId, image),
        };
      },
    );

    app.delete(
      `${base}/:id/questions/:questionId/image`,
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: QuestionParams, response: { 200: managed } },
      },
      async (request) => {
        const { id, questionId } = request.params;
        return {
          success: true as const,
          data: await setQuestionImage(ctx, principalOf(request), id, questionId, null),
        };
      },
    );

    app.post(
      `${base}/:id/import`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuizParams,
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(z.object({ imported: z.number().int() })) },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, {
          field: 'file',
          maxBytes: CSV_MAX_BYTES,
          reportLimit: true,
          refuseEmpty: true,
        });
        return {
          success: true as const,
          data: await importQuestionsCsv(ctx, principalOf(request), request.params.id, file),
          message: say(request, 'quizQuestionsImported'),
        };
      },
    );

    app.get(
      `${base}/:id/export`,
      { onRequest: trainer, schema: { tags, security: bearer, params: QuizParams, produces: ['text/csv'] } },
      async (request, reply) => {
        const { csv } = await exportQuestionsCsv(ctx, principalOf(request), request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kuis-${request.params.id}.csv"`)
          .send(`\uFEFF${csv}`);
      },
    );

    app.get(
      `${base}/:id/stats`,
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: QuizParams,
          response: { 200: successEnvelope(QuizStatsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await quizStatistics(ctx, principalOf(request), request.params.id),
      }),
    );
  };
}
