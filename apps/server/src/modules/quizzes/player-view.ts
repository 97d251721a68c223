import type {
  PlayerQuestion,
  PlayerSession,
  QuizForPlayer,
  QuizOverview,
  QuizResult,
} from '@pustaka/contract';
import {
  correctPlayerAnswer,
  hasPassed,
  type PlayerAnswer,
  type Question,
  questionDeadline,
  remainingMs,
  shownOptions,
  toPlayerAnswer,
} from './engine/index.ts';
import { type QuestionRow, type QuizRow, questionImageUrl, toQuestion } from './quiz-rows.ts';
import type { quizAnswers, quizSessions } from './tables.ts';

export type SessionRow = typeof quizSessions.$inferSelect;
export type AnswerRow = Pick<
  typeof quizAnswers.$inferSelect,
  'questionId' | 'questionIndex' | 'answer' | 'correct' | 'points' | 'answeredAt'
>;

/** The seed of the layout a quiz shows outside a session (the one-shot form answers by it). */
export const canonicalSeed = (quizId: number) => (quizId * 2_654_435_761) >>> 0;

export function quizOverview(quiz: QuizRow, questions: QuestionRow[]): QuizOverview {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    question_count: questions.length,
    max_score: questions.reduce((sum, q) => sum + q.points, 0),
    pass_mark_percent: quiz.passMarkPercent,
    attempts_allowed: quiz.attemptsAllowed,
    time_limit_seconds: quiz.timeLimitSeconds,
    show_answers: quiz.showAnswers,
  };
}

function playerQuestion(
  index: number,
  row: QuestionRow,
  seed: number,
  shuffleOptions: boolean,
): PlayerQuestion {
  const question = toQuestion(row);
  return {
    index,
    type: question.type,
    text: question.text,
    image_url: questionImageUrl(row.imageKey),
    options: shownOptions(question, seed, shuffleOptions).map((o) => o.text),
    points: question.points,
    time_limit_seconds: question.timeLimitSeconds,
  };
}

/** A quiz as a player sees it before starting: its questions in the canonical layout, without answers. */
export function quizForPlayer(quiz: QuizRow, questions: QuestionRow[]): QuizForPlayer {
  const seed = canonicalSeed(quiz.id);
  return {
    ...quizOverview(quiz, questions),
    questions: questions.map((row, i) => playerQuestion(i, row, seed, quiz.shuffleOptions)),
  };
}

/** When the question a player sees next opened: at the latest answer, or the session's start. */
export function openedAt(session: SessionRow, answers: AnswerRow[]): Date {
  return answers.reduce((latest, a) => (a.answeredAt > latest ? a.answeredAt : latest), session.startedAt);
}

/**
 * A session as its player sees it: the questions in the session's order with the answers already
 * given, the time left by the server's clock, and, once completed, the result (with what was right only
 * when `answersRevealed` allows it).
 */
export function playerSessionView(
  quiz: QuizRow,
  session: SessionRow,
  questionsById: Map<number, QuestionRow>,
  answers: AnswerRow[],
  now: Date,
): PlayerSession {
  const seed = Number(session.seed);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const rows = session.questionIds.map((id) => questionsById.get(id));
  const present = rows.filter((row): row is QuestionRow => row !== undefined);
  const engineOf = (row: QuestionRow): Question => toQuestion(row);
  const questions = rows.flatMap((row, index) => {
    if (!row) return [];
    const given = byQuestion.get(row.id);
    const shown = shownOptions(engineOf(row), seed, quiz.shuffleOptions);
    return [
      {
        ...playerQuestion(index, row, seed, quiz.shuffleOptions),
        answered: given !== undefined,
        answer: given?.answer ? (toPlayerAnswer(engineOf(row), shown, given.answer) as PlayerAnswer) : null,
      },
    ];
  });
  const completed = session.completedAt !== null;
  const next = completed ? undefined : questions.find((q) => !q.answered);
  const nextRow = next ? rows[next.index] : undefined;
  const nextDeadline = nextRow
    ? questionDeadline(openedAt(session, answers), nextRow.timeLimitSeconds, session.deadline)
    : null;
  return {
    id: session.id,
    quiz: quizOverview(quiz, present),
    nickname: session.guestNickname,
    attempt_number: session.attemptNumber,
    started_at: session.startedAt.toISOString(),
    deadline: session.deadline?.toISOString() ?? null,
    remaining_ms: completed ? null : remainingMs(now, session.deadline),
    questions,
    current: next
      ? {
          index: next.index,
          deadline: nextDeadline?.toISOString() ?? null,
          remaining_ms: remainingMs(now, nextDeadline),
        }
      : null,
    completed_at: session.completedAt?.toISOString() ?? null,
    result: completed ? resultOf(quiz, session, rows, byQuestion) : null,
  };
}

/**
 * Whether a finished attempt may show what was right: only on a quiz that shows answers, and only once
 * the player passed or this was their last allowed attempt. Before that, which questions were right
 * (their points too) would tell the answers for the next attempt: a true/false marked wrong is the other
 * one. With unlimited attempts there is no last one, so only a pass reveals them.
 */
export function answersRevealed(quiz: QuizRow, session: SessionRow, passed: boolean): boolean {
  if (!quiz.showAnswers) return false;
  const lastAttempt = quiz.attemptsAllowed !== null && session.attemptNumber >= quiz.attemptsAllowed;
  return passed || lastAttempt;
}

function resultOf(
  quiz: QuizRow,
  session: SessionRow,
  rows: (QuestionRow | undefined)[],
  byQuestion: Map<number, AnswerRow>,
): QuizResult {
  const seed = Number(session.seed);
  const max = session.maxScore;
  const passed = session.passed ?? hasPassed(session.score, max, quiz.passMarkPercent);
  const revealed = answersRevealed(quiz, session, passed);
  return {
    score: session.score,
    max_score: max,
    percent: max === 0 ? 100 : Math.floor((session.score * 100) / max),
    passed,
    answers_revealed: revealed,
    questions: rows.flatMap((row, index) => {
      if (!row) return [];
      const question = toQuestion(row);
      const shown = shownOptions(question, seed, quiz.shuffleOptions);
      const given = byQuestion.get(row.id);
      return [
        {
          index,
          correct: revealed ? (given?.correct ?? false) : null,
          points: revealed ? (given?.points ?? 0) : null,
          answer: given?.answer ? (toPlayerAnswer(question, shown, given.answer) as PlayerAnswer) : null,
          correct_answer: revealed ? correctPlayerAnswer(question, shown) : null,
        },
      ];
    }),
  };
}
