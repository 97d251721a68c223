import type {
  ManagedQuiz,
  QuizQuestion,
  QuizSettingsInput,
  QuizSettingsUpdate,
  QuizSummary,
} from '@pustaka/contract';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { draftOf, isValidQuizTimeLimit } from './engine/index.ts';
import {
  getManagedQuizRow,
  listQuestionRows,
  type QuestionRow,
  type QuizRow,
  questionImageUrl,
} from './quiz-rows.ts';
import { quizQuestions, quizSessions, quizzes } from './tables.ts';

/** A trainer's quizzes: making, editing, listing and deleting them. */

function assertTimeLimit(seconds: number | null | undefined) {
  if (seconds !== undefined && !isValidQuizTimeLimit(seconds)) {
    throw new AppError('QUIZ_TIME_LIMIT_INVALID', { details: [{ field: 'time_limit_seconds' }] });
  }
}

export function questionView(row: QuestionRow): QuizQuestion {
  const draft = draftOf({
    type: row.type as QuizQuestion['type'],
    options: row.options,
    correct: row.correct,
  });
  return {
    id: row.id,
    position: row.position,
    type: row.type as QuizQuestion['type'],
    text: row.text,
    image_url: questionImageUrl(row.imageKey),
    options: draft.options ?? [],
    correct_indexes: draft.correctIndexes ?? [],
    correct_answer: draft.correctAnswer ?? null,
    accepted_answers: draft.acceptedAnswers ?? [],
    points: row.points,
    time_limit_seconds: row.timeLimitSeconds,
  };
}

function summaryView(quiz: QuizRow, questionCount: number, sessionCount: number): QuizSummary {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    pass_mark_percent: quiz.passMarkPercent,
    attempts_allowed: quiz.attemptsAllowed,
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_options: quiz.shuffleOptions,
    show_answers: quiz.showAnswers,
    time_limit_seconds: quiz.timeLimitSeconds,
    public_play: quiz.publicPlay,
    question_count: questionCount,
    session_count: sessionCount,
    created_at: quiz.createdAt.toISOString(),
    updated_at: quiz.updatedAt.toISOString(),
  };
}

async function sessionCount(db: DbOrTx, quizId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizSessions).where(eq(quizSessions.quizId, quizId));
  return row?.n ?? 0;
}

export async function managedQuizView(db: DbOrTx, quiz: QuizRow): Promise<ManagedQuiz> {
  const [questions, sessions] = await Promise.all([listQuestionRows(db, quiz.id), sessionCount(db, quiz.id)]);
  return { ...summaryView(quiz, questions.length, sessions), questions: questions.map(questionView) };
}

export async function getManagedQuiz(db: DbOrTx, principal: Principal, quizId: number): Promise<ManagedQuiz> {
  return managedQuizView(db, await getManagedQuizRow(db, principal, quizId));
}

export async function listOwnQuizzes(
  db: DbOrTx,
  ownerId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: QuizSummary[]; page: number; pageSize: number; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(quizzes)
      .where(eq(quizzes.ownerId, ownerId))
      .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(quizzes).where(eq(quizzes.ownerId, ownerId)),
  ]);
  const ids = rows.map((r) => r.id);
  const [questionCounts, sessionCounts] = ids.length
    ? await Promise.all([
        db
          .select({ quizId: quizQuestions.quizId, n: count() })
          .from(quizQuestions)
          .where(inArray(quizQuestions.quizId, ids))
          .groupBy(quizQuestions.quizId),
        db
          .select({ quizId: quizSessions.quizId, n: count() })
          .from(quizSessions)
          .where(inArray(quizSessions.quizId, ids))
          .groupBy(quizSessions.quizId),
      ])
    : [[], []];
  const q = new Map(questionCounts.map((r) => [r.quizId, r.n]));
  const s = new Map(sessionCounts.map((r) => [r.quizId, r.n]));
  return {
    items: rows.map((row) => summaryView(row, q.get(row.id) ?? 0, s.get(row.id) ?? 0)),
    page: page.page,
    pageSize: page.pageSize,
    total: totals?.total ?? 0,
  };
}

function settingsColumns(input: QuizSettingsUpdate) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.pass_mark_percent !== undefined && { passMarkPercent: input.pass_mark_percent }),
    ...(input.attempts_allowed !== undefined && { attemptsAllowed: input.attempts_allowed }),
    ...(input.shuffle_questions !== undefined && { shuffleQuestions: input.shuffle_questions }),
    ...(input.shuffle_options !== undefined && { shuffleOptions: input.shuffle_options }),
    ...(input.show_answers !== undefined && { showAnswers: input.show_answers }),
    ...(input.time_limit_seconds !== undefined && { timeLimitSeconds: input.time_limit_seconds }),
    ...(input.public_play !== undefined && { publicPlay: input.public_play }),
  };
}

export async function createQuiz(
  ctx: AppContext,
  ownerId: number,
  input: QuizSettingsInput,
): Promise<ManagedQuiz> {
  assertTimeLimit(input.time_limit_seconds);
  const now = ctx.now();
  const [quiz] = await ctx.db
    .insert(quizzes)
    .values({ ownerId, title: input.title, ...settingsColumns(input), createdAt: now, updatedAt: now })
    .returning();
  return managedQuizView(ctx.db, quiz as QuizRow);
}

export async function updateQuiz(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  input: QuizSettingsUpdate,
): Promise<ManagedQuiz> {
  assertTimeLimit(input.time_limit_seconds);
  await getManagedQuizRow(ctx.db, principal, quizId);
  const [quiz] = await ctx.db
    .update(quizzes)
    .set({ ...settingsColumns(input), updatedAt: ctx.now(), version: sql`${quizzes.version} + 1` })
    .where(eq(quizzes.id, quizId))
    .returning();
  return managedQuizView(ctx.db, quiz as QuizRow);
}

/** Deletes a quiz with its questions, sessions and answers; the images go with it. */
export async function deleteQuiz(ctx: AppContext, principal: Principal, quizId: number): Promise<void> {
  await getManagedQuizRow(ctx.db, principal, quizId);
  const images = await ctx.db
    .select({ key: quizQuestions.imageKey })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  await ctx.db.delete(quizzes).where(eq(quizzes.id, quizId));
  for (const { key } of images) if (key) await ctx.storage.delete(key).catch(() => undefined);
}

/**
 * Marks a quiz changed (a question edit): the newest edited quiz is first in its trainer's list, and the
 * version every process checks its copy of the questions against moves on.
 */
export async function touchQuiz(db: DbOrTx, quizId: number, now: Date): Promise<void> {
  await db
    .update(quizzes)
    .set({ updatedAt: now, version: sql`${quizzes.version} + 1` })
    .where(eq(quizzes.id, quizId));
}
