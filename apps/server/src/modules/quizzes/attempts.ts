import type { QuizForPlayer } from '@pustaka/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { quizForPlayer } from './player-view.ts';
import { getQuizRow, listQuestionRows } from './quiz-rows.ts';
import { quizSessions } from './tables.ts';

export type BestAttempt = {
  sessionId: string;
  attemptNumber: number;
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  completedAt: Date;
};

/**
 * A user's best completed attempt at a quiz in a context (a course content, or none): a pass before a
 * fail, then the higher score, then the earlier one. Undefined when there is none.
 */
export async function findBestAttempt(
  db: DbOrTx,
  quizId: number,
  userId: number,
  contentId: number | null = null,
): Promise<BestAttempt | undefined> {
  const [best] = await db
    .select()
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.quizId, quizId),
        eq(quizSessions.userId, userId),
        contentId === null ? isNull(quizSessions.contentId) : eq(quizSessions.contentId, contentId),
        isNotNull(quizSessions.completedAt),
      ),
    )
    .orderBy(desc(quizSessions.passed), desc(quizSessions.score), quizSessions.completedAt)
    .limit(1);
  if (!best?.completedAt) return undefined;
  return {
    sessionId: best.id,
    attemptNumber: best.attemptNumber,
    score: best.score,
    maxScore: best.maxScore,
    percent: best.maxScore === 0 ? 100 : Math.floor((best.score * 100) / best.maxScore),
    passed: best.passed ?? false,
    completedAt: best.completedAt,
  };
}

/**
 * A quiz as a player sees it before starting, without right answers. `publicOnly` refuses (as not
 * found) a quiz that is not open to anyone with the link.
 */
export async function getQuizForPlayer(
  db: DbOrTx,
  quizId: number,
  options: { publicOnly?: boolean } = {},
): Promise<QuizForPlayer> {
  const quiz = await getQuizRow(db, quizId);
  if (options.publicOnly && !quiz.publicPlay) throw new AppError('NOT_FOUND');
  return quizForPlayer(quiz, await listQuestionRows(db, quizId));
}
