import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import { AppError } from '#platform/errors.ts';
import type { Question, QuestionType } from './engine/index.ts';
import { quizQuestions, quizzes } from './tables.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

/** A stored question as the engine reads it. */
export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    type: row.type as QuestionType,
    text: row.text,
    options: row.options,
    correct: row.correct,
    points: row.points,
    timeLimitSeconds: row.timeLimitSeconds,
  };
}

/** A quiz, or NOT_FOUND. */
export async function getQuizRow(db: DbOrTx, quizId: number): Promise<QuizRow> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw new AppError('NOT_FOUND');
  return quiz;
}

/** Who owns a quiz and its pass mark, or undefined when there is no such quiz. */
export async function findQuizOwner(
  db: DbOrTx,
  quizId: number,
): Promise<{ ownerId: number; passMarkPercent: number } | undefined> {
  const [quiz] = await db
    .select({ ownerId: quizzes.ownerId, passMarkPercent: quizzes.passMarkPercent })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  return quiz;
}

/**
 * A quiz its caller may manage: its owner's, or any for an admin. Another trainer gets NOT_FOUND, so
 * quiz ids of others cannot be probed.
 */
export async function getManagedQuizRow(db: DbOrTx, principal: Principal, quizId: number): Promise<QuizRow> {
  const quiz = await getQuizRow(db, quizId);
  if (quiz.ownerId !== principal.userId && !principal.roles.includes('admin'))
    throw new AppError('NOT_FOUND');
  return quiz;
}

/** A quiz's questions in their order. */
export function listQuestionRows(db: DbOrTx, quizId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}

/** The public address of a question's image, served by the public quiz routes. */
export function questionImageUrl(imageKey: string | null): string | null {
  return imageKey ? `/api/v2/public/lms/quiz-images/${imageKey.split('/').pop()}` : null;
}
