import type { ManagedQuiz, QuizQuestionInput, QuizQuestionInputSchema } from '@pustaka/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import {
  type BuiltQuestion,
  buildQuestion,
  QUIZ_LIMITS,
  type QuestionDraft,
  type QuestionOption,
} from './engine/index.ts';
import { getManagedQuizRow, listQuestionRows } from './quiz-rows.ts';
import { managedQuizView, touchQuiz } from './quizzes.ts';
import { quizQuestions } from './tables.ts';

type QuestionInput = z.output<typeof QuizQuestionInputSchema>;

/** A question from the API's words to the engine's draft. */
export function draftFromInput(input: QuestionInput | QuizQuestionInput): QuestionDraft {
  return {
    type: input.type,
    text: input.text,
    options: input.options,
    correctIndexes: input.correct_indexes,
    correctAnswer: input.correct_answer,
    acceptedAnswers: input.accepted_answers,
    points: input.points ?? 1,
    timeLimitSeconds: input.time_limit_seconds ?? null,
  };
}

/** Builds a question or throws the first problem's code, with every problem in the details. */
export function buildOrThrow(draft: QuestionDraft, previous: QuestionOption[] = []): BuiltQuestion {
  const built = buildQuestion(draft, previous);
  if (built.ok) return built.question;
  const [first] = built.problems;
  throw new AppError(first?.code ?? 'VALIDATION_ERROR', { details: built.problems });
}

/** The managed question of a quiz the caller may manage, or NOT_FOUND. */
async function getManagedQuestion(db: DbOrTx, principal: Principal, quizId: number, questionId: number) {
  await getManagedQuizRow(db, principal, quizId);
  const [row] = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function questionCount(db: DbOrTx, quizId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  return row?.n ?? 0;
}

/** Inserts built questions at the end of a quiz, refusing to pass the quiz's question limit. */
export async function appendQuestions(
  db: DbOrTx,
  quizId: number,
  items: { draft: QuestionDraft; built: BuiltQuestion }[],
): Promise<void> {
  const existing = await questionCount(db, quizId);
  if (existing + items.length > QUIZ_LIMITS.questionsMax) throw new AppError('QUIZ_TOO_MANY_QUESTIONS');
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${quizQuestions.position}), -1)::int` })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  const start = (last?.max ?? -1) + 1;
  if (items.length === 0) return;
  await db.insert(quizQuestions).values(
    items.map(({ draft, built }, i) => ({
      quizId,
      position: start + i,
      type: draft.type,
      text: draft.text.trim(),
      options: built.options,
      correct: built.correct,
      points: draft.points,
      timeLimitSeconds: draft.timeLimitSeconds,
    })),
  );
}

export async function addQuestion(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  input: QuestionInput,
): Promise<ManagedQuiz> {
  const quiz = await getManagedQuizRow(ctx.db, principal, quizId);
  const draft = draftFromInput(input);
  const built = buildOrThrow(draft);
  await ctx.db.transaction(async (tx) => {
    await appendQuestions(tx, quizId, [{ draft, built }]);
    await touchQuiz(tx, quizId, ctx.now());
  });
  return managedQuizView(ctx.db, quiz);
}

/**
 * Adds several questions at the end of a quiz, all or none: the first question the engine refuses names its
 * place in `details.index` and nothing is added.
 */
export async function addQuestions(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  inputs: QuestionInput[],
): Promise<ManagedQuiz> {
  const quiz = await getManagedQuizRow(ctx.db, principal, quizId);
  const items = inputs.map((input, index) => {
    const draft = draftFromInput(input);
    const built = buildQuestion(draft);
    if (!built.ok) {
      const [first] = built.problems;
      throw new AppError(first?.code ?? 'VALIDATION_ERROR', { details: { index, problems: built.problems } });
    }
    return { draft, built: built.question };
  });
  await ctx.db.transaction(async (tx) => {
    await appendQuestions(tx, quizId, items);
    await touchQuiz(tx, quizId, ctx.now());
  });
  return managedQuizView(ctx.db, quiz);
}

export async function updateQuestion(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  questionId: number,
  input: QuestionInput,
): Promise<ManagedQuiz> {
  const row = await getManagedQuestion(ctx.db, principal, quizId, questionId);
  const draft = draftFromInput(input);
  // Options whose text stays keep their ids, so answers already given still read right.
  const built = buildOrThrow(draft, row.type === draft.type ? row.options : []);
  await ctx.db
    .update(quizQuestions)
    .set({
      type: draft.type,
      text: draft.text.trim(),
      options: built.options,
      correct: built.correct,
      points: draft.points,
      timeLimitSeconds: draft.timeLimitSeconds,
    })
    .where(eq(quizQuestions.id, questionId));
  await touchQuiz(ctx.db, quizId, ctx.now());
  return getManagedQuizAfterChange(ctx, principal, quizId);
}

async function getManagedQuizAfterChange(ctx: AppContext, principal: Principal, quizId: number) {
  return managedQuizView(ctx.db, await getManagedQuizRow(ctx.db, principal, quizId));
}

export async function deleteQuestion(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  questionId: number,
): Promise<ManagedQuiz> {
  const row = await getManagedQuestion(ctx.db, principal, quizId, questionId);
  await ctx.db.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
  if (row.imageKey) await ctx.storage.delete(row.imageKey).catch(() => undefined);
  await touchQuiz(ctx.db, quizId, ctx.now());
  return getManagedQuizAfterChange(ctx, principal, quizId);
}

/** Puts the questions in the given order; the list must name each question of the quiz once. */
export async function reorderQuestions(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  questionIds: number[],
): Promise<ManagedQuiz> {
  await getManagedQuizRow(ctx.db, principal, quizId);
  await ctx.db.transaction(async (tx) => {
    const rows = await listQuestionRows(tx, quizId);
    const known = new Set(rows.map((r) => r.id));
    const same =
      questionIds.length === rows.length &&
      new Set(questionIds).size === questionIds.length &&
      questionIds.every((id) => known.has(id));
    if (!same) throw new AppError('QUIZ_ORDER_MISMATCH');
    for (const [position, id] of questionIds.entries()) {
      await tx.update(quizQuestions).set({ position }).where(eq(quizQuestions.id, id));
    }
    await touchQuiz(tx, quizId, ctx.now());
  });
  return getManagedQuizAfterChange(ctx, principal, quizId);
}

export { getManagedQuestion, getManagedQuizAfterChange };
