import { QuizQuestionProposalsSchema, QuizQuestionsRequestSchema, successEnvelope } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#platform/auth-guard.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { trainerAssistantGate } from './gate.ts';
import { type AssistantDeps, proposeQuizQuestions } from './quiz-questions.ts';

/**
 * The content assistant: trainers (publishers with `lms_access`, like the quiz editor) on a plan with
 * `ai_generate_slides`, the Pro plans' AI feature (record 051).
 */
export function assistantRoutes(deps: AssistantDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = trainerAssistantGate(deps.ctx);
    app.post(
      '/assistant/quiz-questions',
      {
        onRequest,
        schema: {
          tags: ['assistant'],
          security: bearer,
          description:
            'Proposes quiz questions from a source, each citing the sentence that answers it. Nothing is stored: ' +
            'kept questions go to `POST /publisher/lms/quizzes/{id}/questions/bulk`.',
          body: QuizQuestionsRequestSchema,
          response: { 200: successEnvelope(QuizQuestionProposalsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await proposeQuizQuestions(deps, principalOf(request).userId, request.body),
      }),
    );
  };
}
