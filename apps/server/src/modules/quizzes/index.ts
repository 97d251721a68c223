import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { publicQuizRoutes } from './routes/public.ts';
import { publisherQuizRoutes } from './routes/publisher.ts';

/** Quizzes: the trainer's editor, guest play of public quizzes, and the session service courses use. */
export function quizRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(publisherQuizRoutes(ctx));
    await app.register(publicQuizRoutes(ctx));
  };
}

export { type BestAttempt, findBestAttempt, getQuizForPlayer } from './attempts.ts';
export * as quizEngine from './engine/index.ts';
export { getQuizForLiveGame, type LiveQuizSource } from './live-source.ts';
export { addQuestion, addQuestions } from './questions.ts';
export { findQuizOwner } from './quiz-rows.ts';
export { createQuiz } from './quizzes.ts';
export {
  answerQuizQuestion,
  completeQuizSession,
  getQuizSession,
  type NewQuizPlayer,
  type QuizContext,
  type QuizPlayer,
  type SessionOptions,
  startQuizSession,
  submitQuizAtOnce,
} from './sessions.ts';
export { findPublicQuizzesOnTopics, type TopicQuiz } from './topic-quizzes.ts';
