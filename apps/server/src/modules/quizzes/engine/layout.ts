import { seededShuffle, seedFor } from './shuffle.ts';
import {
  type PlayerAnswer,
  type Question,
  type QuestionOption,
  type StoredAnswer,
  TRUE_FALSE_OPTIONS,
} from './types.ts';

/**
 * The options of a question in the order one session shows them. True/false never moves; an ordering
 * question is always shuffled (its stored order is the answer) and never shown already solved.
 */
export function shownOptions(
  question: Question,
  sessionSeed: number,
  shuffleOptions: boolean,
): QuestionOption[] {
  if (question.type === 'true_false') return TRUE_FALSE_OPTIONS;
  if (question.type === 'short_answer') return [];
  if (question.type !== 'ordering' && !shuffleOptions) return question.options;
  const shown = seededShuffle(question.options, seedFor(sessionSeed, question.id));
  if (
    question.type === 'ordering' &&
    shown.length > 1 &&
    shown.every((o, i) => o.id === question.correct[i])
  ) {
    shown.push(shown.shift() as QuestionOption);
  }
  return shown;
}

/** The question ids of a quiz in the order one session shows them. */
export function shownQuestionOrder(
  questionIds: readonly number[],
  sessionSeed: number,
  shuffle: boolean,
): number[] {
  return shuffle ? seededShuffle(questionIds, sessionSeed) : [...questionIds];
}

/** Why a player's answer does not fit its question. */
export type AnswerProblem = 'QUIZ_ANSWER_INVALID';

const isIndex = (value: unknown, length: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length;

/**
 * Maps an answer given by shown indexes to the stored option ids (or the text of a short answer), or
 * says it does not fit: a wrong shape, an index out of range, a repeated index, an incomplete ordering.
 */
export function toStoredAnswer(
  question: Question,
  shown: QuestionOption[],
  answer: PlayerAnswer,
): StoredAnswer | AnswerProblem {
  switch (question.type) {
    case 'single_choice':
      return isIndex(answer, shown.length) ? [(shown[answer] as QuestionOption).id] : 'QUIZ_ANSWER_INVALID';
    case 'true_false':
      return typeof answer === 'boolean' ? [answer ? 'true' : 'false'] : 'QUIZ_ANSWER_INVALID';
    case 'short_answer':
      return typeof answer === 'string' && answer.trim() !== '' && answer.length <= 500
        ? [answer.trim()]
        : 'QUIZ_ANSWER_INVALID';
    case 'multiple_choice':
    case 'ordering': {
      if (!Array.isArray(answer) || !answer.every((i) => isIndex(i, shown.length)))
        return 'QUIZ_ANSWER_INVALID';
      if (new Set(answer).size !== answer.length) return 'QUIZ_ANSWER_INVALID';
      if (question.type === 'ordering' && answer.length !== shown.length) return 'QUIZ_ANSWER_INVALID';
      const ids = answer.map((i) => (shown[i] as QuestionOption).id);
      // A set of choices has no order: stored sorted, so the same choice is stored the same way.
      return question.type === 'multiple_choice' ? ids.sort() : ids;
    }
  }
}

/** A stored answer shown back by the indexes of this session's screen (results, a reload). */
export function toPlayerAnswer(
  question: Question,
  shown: QuestionOption[],
  stored: StoredAnswer,
): PlayerAnswer {
  if (question.type === 'true_false') return stored[0] === 'true';
  if (question.type === 'short_answer') return stored[0] ?? '';
  const indexes = stored.map((id) => shown.findIndex((o) => o.id === id));
  return question.type === 'single_choice' ? (indexes[0] ?? -1) : indexes;
}

/** The right answer of a question by this session's shown indexes (after submission, when the quiz shows answers). */
export function correctPlayerAnswer(question: Question, shown: QuestionOption[]): PlayerAnswer | string[] {
  if (question.type === 'short_answer') return question.correct;
  return toPlayerAnswer(question, shown, question.correct);
}
