import type { PlayerSession, QuizForPlayer, QuizPlayerAnswer } from '@pustaka/contract';
import {
  answerQuizQuestion,
  completeQuizSession,
  getQuizForPlayer,
  getQuizSession,
  startQuizSession,
  submitQuizAtOnce,
} from '#modules/quizzes/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { findContent } from './contents.ts';
import { openContent, recordQuizScore } from './progress.ts';

/**
 * The quiz of a course content, for a learner who may open it now (enrolment, sequential and drip
 * locks): anything that is not a quiz content is not found.
 */
async function openQuizContent(ctx: AppContext, principal: Principal, contentId: number) {
  const opened = await openContent(ctx, principal, contentId);
  const row = await findContent(ctx.db, contentId);
  if (row?.type !== 'quiz' || row.quizId === null) throw new AppError('NOT_FOUND');
  return {
    access: opened.access,
    row,
    quizId: row.quizId,
    player: { userId: principal.userId },
    context: { contentId },
  };
}

/** A finished session's score counts for the content: the best is kept, a pass completes it. */
async function recordResult(
  ctx: AppContext,
  opened: Awaited<ReturnType<typeof openQuizContent>>,
  session: PlayerSession,
) {
  if (session.result) await recordQuizScore(ctx, opened.access, opened.row, session.result.percent);
  return session;
}

export async function contentQuiz(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
): Promise<QuizForPlayer> {
  const { quizId } = await openQuizContent(ctx, principal, contentId);
  return getQuizForPlayer(ctx.db, quizId);
}

export async function startContentQuiz(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
): Promise<PlayerSession> {
  const { quizId, player, context } = await openQuizContent(ctx, principal, contentId);
  return (await startQuizSession(ctx, { quizId, player, context })).session;
}

export async function contentQuizSession(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
  sessionId: string,
): Promise<PlayerSession> {
  const { quizId, player, context } = await openQuizContent(ctx, principal, contentId);
  return getQuizSession(ctx, sessionId, player, { quizId, context });
}

export async function answerContentQuiz(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
  input: { session_id: string; question_index: number; answer: QuizPlayerAnswer | null },
) {
  const { quizId, player, context } = await openQuizContent(ctx, principal, contentId);
  return answerQuizQuestion(ctx, input.session_id, player, input.question_index, input.answer, {
    quizId,
    context,
  });
}

export async function completeContentQuiz(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
  sessionId: string,
): Promise<PlayerSession> {
  const opened = await openQuizContent(ctx, principal, contentId);
  const { quizId, player, context } = opened;
  return recordResult(ctx, opened, await completeQuizSession(ctx, sessionId, player, { quizId, context }));
}

/** The one-shot form (every answer at once, by the quiz's canonical layout). */
export async function submitContentQuiz(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
  answers: (QuizPlayerAnswer | null)[],
): Promise<PlayerSession> {
  const opened = await openQuizContent(ctx, principal, contentId);
  const { quizId, player, context } = opened;
  return recordResult(ctx, opened, await submitQuizAtOnce(ctx, { quizId, player, context, answers }));
}
