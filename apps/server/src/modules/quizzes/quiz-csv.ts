import type { QuizCsvRowProblem } from '@pustaka/contract';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { csvLine, parseCsv, unguardCell } from '#platform/csv.ts';
import { AppError } from '#platform/errors.ts';
import {
  type BuiltQuestion,
  buildQuestion,
  draftOf,
  QUESTION_TYPES,
  QUIZ_LIMITS,
  type QuestionDraft,
  type QuestionType,
} from './engine/index.ts';
import { appendQuestions } from './questions.ts';
import { getManagedQuizRow, listQuestionRows } from './quiz-rows.ts';
import { touchQuiz } from './quizzes.ts';

/**
 * Questions as CSV, one row a question: `type,text,options,correct,points,time_limit_seconds`. Options
 * and several right answers are separated by `|`; a choice's right answer is its option number (from 1);
 * true/false is `true` or `false`; a short answer lists the accepted texts in `correct`; an ordering
 * question lists its options in the right order and leaves `correct` empty.
 */
export const CSV_HEADER = ['type', 'text', 'options', 'correct', 'points', 'time_limit_seconds'] as const;
export const CSV_MAX_BYTES = 1024 * 1024;

const split = (cell: string) =>
  cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** One CSV row as a draft, or the reasons it cannot be one. */
function draftOfRow(cells: string[]): { draft?: QuestionDraft; problems: string[] } {
  if (cells.length !== CSV_HEADER.length) return { problems: ['COLUMN_COUNT'] };
  const [type, text, options, correct, points, limit] = cells.map((c) => unguardCell(c.trim())) as string[];
  if (!QUESTION_TYPES.includes(type as QuestionType)) return { problems: ['TYPE_UNKNOWN'] };
  const problems: string[] = [];
  const pointsValue = points === '' ? 1 : Number(points);
  const limitValue = limit === '' ? null : Number(limit);
  if (!Number.isFinite(pointsValue)) problems.push('QUIZ_POINTS_INVALID');
  if (limitValue !== null && !Number.isFinite(limitValue)) problems.push('QUIZ_TIME_LIMIT_INVALID');
  const draft: QuestionDraft = {
    type: type as QuestionType,
    text: text ?? '',
    points: pointsValue,
    timeLimitSeconds: limitValue,
  };
  if (type === 'true_false') {
    const value = (correct ?? '').toLowerCase();
    if (['true', 'benar'].includes(value)) draft.correctAnswer = true;
    else if (['false', 'salah'].includes(value)) draft.correctAnswer = false;
  } else if (type === 'short_answer') draft.acceptedAnswers = split(correct ?? '');
  else {
    draft.options = (options ?? '').split('|').map((o) => o.trim());
    if (type !== 'ordering') {
      const numbers = split(correct ?? '');
      if (!numbers.every((n) => /^[0-9]{1,3}$/.test(n))) problems.push('QUIZ_CORRECT_ANSWER_INVALID');
      else draft.correctIndexes = numbers.map((n) => Number(n) - 1);
    }
  }
  return { draft, problems };
}

/**
 * Imports every row of a CSV as new questions at the end of the quiz, or none: any broken row makes
 * QUIZ_CSV_INVALID with each broken row's number and reasons, and nothing is written.
 */
export async function importQuestionsCsv(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  file: Buffer,
): Promise<{ imported: number }> {
  await getManagedQuizRow(ctx.db, principal, quizId);
  const invalid = (rows: QuizCsvRowProblem[]) => new AppError('QUIZ_CSV_INVALID', { details: { rows } });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
  const parsed = parseCsv(text);
  if (parsed.error) throw invalid([{ row: parsed.rows.length + 1, problems: [parsed.error] }]);
  const [header, ...rows] = parsed.rows;
  const headerOk =
    header?.cells.length === CSV_HEADER.length &&
    header.cells.every((cell, i) => cell.trim().toLowerCase() === CSV_HEADER[i]);
  if (!headerOk) throw invalid([{ row: 1, problems: ['HEADER_INVALID'] }]);
  if (rows.length === 0) throw invalid([{ row: 2, problems: ['NO_ROWS'] }]);
  if (rows.length > QUIZ_LIMITS.questionsMax) throw new AppError('QUIZ_TOO_MANY_QUESTIONS');

  const report: QuizCsvRowProblem[] = [];
  const items: { draft: QuestionDraft; built: BuiltQuestion }[] = [];
  for (const { line, cells } of rows) {
    const { draft, problems } = draftOfRow(cells);
    if (draft) {
      const built = buildQuestion(draft);
      if (built.ok && problems.length === 0) items.push({ draft, built: built.question });
      else if (!built.ok) problems.push(...built.problems.map((p) => p.code));
    }
    if (problems.length > 0) report.push({ row: line, problems: [...new Set(problems)] });
  }
  if (report.length > 0) throw invalid(report);
  await ctx.db.transaction(async (tx) => {
    await appendQuestions(tx, quizId, items);
    await touchQuiz(tx, quizId, ctx.now());
  });
  return { imported: items.length };
}

/** A quiz's questions as CSV in the import's format, so an export imports back as the same questions. */
export async function exportQuestionsCsv(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
): Promise<{ title: string; csv: string }> {
  const quiz = await getManagedQuizRow(ctx.db, principal, quizId);
  const rows = await listQuestionRows(ctx.db, quizId);
  let csv = csvLine([...CSV_HEADER]);
  for (const row of rows) {
    const draft = draftOf({ type: row.type as QuestionType, options: row.options, correct: row.correct });
    const correct =
      row.type === 'true_false'
        ? String(draft.correctAnswer)
        : row.type === 'short_answer'
          ? (draft.acceptedAnswers ?? []).join('|')
          : (draft.correctIndexes ?? []).map((i) => i + 1).join('|');
    csv += csvLine([
      row.type,
      row.text,
      (draft.options ?? []).join('|'),
      correct,
      row.points,
      row.timeLimitSeconds ?? '',
    ]);
  }
  return { title: quiz.title, csv };
}
