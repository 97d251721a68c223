import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Quizzes: the trainer's editor, guest play of public quizzes, and the session service courses use. */
export function quizRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}

export { type BestAttempt, findBestAttempt, getQuizForPlayer } from './attempts.ts';
export * as quizEngine from './engine/index.ts';
export {
  answerQuizQuestion,
  completeQuizSession,
  getQuizSession,
  type NewQuizPlayer,
  type QuizContext,
  type QuizPlayer,
  startQuizSession,
  submitQuizAtOnce,
} from './sessions.ts';
