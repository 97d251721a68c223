import { QUIZ_LIMITS } from './limits.ts';
import { normaliseAnswer } from './normalise.ts';
import { type QuestionOption, type QuestionType, TRUE_FALSE_OPTIONS } from './types.ts';

/**
 * A question as a trainer writes it: options by text; the right answer by option indexes (single and
 * multiple choice), as a boolean (true/false), as accepted texts (short answer), or, for ordering, the
 * options themselves listed in the right order.
 */
export type QuestionDraft = {
  type: QuestionType;
  text: string;
  options?: string[];
  correctIndexes?: number[];
  correctAnswer?: boolean;
  acceptedAnswers?: string[];
  points: number;
  timeLimitSeconds: number | null;
};

/** What is wrong with a draft: a machine code the API reports, the field, and a text for people. */
export type QuestionProblem = {
  code:
    | 'QUIZ_QUESTION_TEXT_INVALID'
    | 'QUIZ_OPTIONS_COUNT'
    | 'QUIZ_OPTION_INVALID'
    | 'QUIZ_OPTION_DUPLICATE'
    | 'QUIZ_CORRECT_ANSWER_INVALID'
    | 'QUIZ_POINTS_INVALID'
    | 'QUIZ_TIME_LIMIT_INVALID';
  field: string;
};

export type BuiltQuestion = { options: QuestionOption[]; correct: string[] };

const L = QUIZ_LIMITS;

function checkTimeLimit(seconds: number | null, problems: QuestionProblem[]) {
  if (seconds === null) return;
  if (
    !Number.isInteger(seconds) ||
    seconds < L.questionTimeMinSeconds ||
    seconds > L.questionTimeMaxSeconds
  ) {
    problems.push({ code: 'QUIZ_TIME_LIMIT_INVALID', field: 'time_limit_seconds' });
  }
}

function checkOptions(texts: string[], problems: QuestionProblem[]): boolean {
  if (texts.length < L.optionsMin || texts.length > L.optionsMax) {
    problems.push({ code: 'QUIZ_OPTIONS_COUNT', field: 'options' });
    return false;
  }
  if (texts.some((t) => t.trim() === '' || t.length > L.optionTextMax)) {
    problems.push({ code: 'QUIZ_OPTION_INVALID', field: 'options' });
    return false;
  }
  if (new Set(texts.map(normaliseAnswer)).size !== texts.length) {
    problems.push({ code: 'QUIZ_OPTION_DUPLICATE', field: 'options' });
    return false;
  }
  return true;
}

/**
 * Option ids for the given texts: an option whose text is unchanged keeps its id (so statistics and
 * sessions in progress still match), a new one gets the next free id.
 */
function assignIds(texts: string[], previous: QuestionOption[]): QuestionOption[] {
  const byText = new Map(previous.map((o) => [o.text.trim(), o.id]));
  let next = previous.reduce((max, o) => Math.max(max, Number(o.id.slice(1)) || 0), 0);
  return texts.map((raw) => {
    const text = raw.trim();
    const kept = byText.get(text);
    if (kept) {
      byText.delete(text);
      return { id: kept, text };
    }
    next += 1;
    return { id: `o${next}`, text };
  });
}

/**
 * Checks a draft and turns it into stored options and answer. Returns the problems instead when there
 * are any; an empty list never comes back.
 */
export function buildQuestion(
  draft: QuestionDraft,
  previous: QuestionOption[] = [],
): { ok: true; question: BuiltQuestion } | { ok: false; problems: QuestionProblem[] } {
  const problems: QuestionProblem[] = [];
  if (draft.text.trim() === '' || draft.text.length > L.textMax) {
    problems.push({ code: 'QUIZ_QUESTION_TEXT_INVALID', field: 'text' });
  }
  if (!Number.isInteger(draft.points) || draft.points < 0 || draft.points > L.pointsMax) {
    problems.push({ code: 'QUIZ_POINTS_INVALID', field: 'points' });
  }
  checkTimeLimit(draft.timeLimitSeconds, problems);

  let built: BuiltQuestion | undefined;
  switch (draft.type) {
    case 'true_false':
      if (typeof draft.correctAnswer !== 'boolean') {
        problems.push({ code: 'QUIZ_CORRECT_ANSWER_INVALID', field: 'correct_answer' });
      } else built = { options: TRUE_FALSE_OPTIONS, correct: [String(draft.correctAnswer)] };
      break;
    case 'short_answer': {
      const accepted = (draft.acceptedAnswers ?? []).map((a) => a.trim());
      const valid =
        accepted.length >= 1 &&
        accepted.length <= L.acceptedMax &&
        accepted.every((a) => normaliseAnswer(a) !== '' && a.length <= L.acceptedTextMax);
      if (!valid) problems.push({ code: 'QUIZ_CORRECT_ANSWER_INVALID', field: 'accepted_answers' });
      else if (new Set(accepted.map(normaliseAnswer)).size !== accepted.length) {
        problems.push({ code: 'QUIZ_OPTION_DUPLICATE', field: 'accepted_answers' });
      } else built = { options: [], correct: accepted };
      break;
    }
    case 'ordering': {
      const texts = draft.options ?? [];
      if (checkOptions(texts, problems)) {
        const options = assignIds(texts, previous);
        built = { options, correct: options.map((o) => o.id) };
      }
      break;
    }
    case 'single_choice':
    case 'multiple_choice': {
      const texts = draft.options ?? [];
      if (!checkOptions(texts, problems)) break;
      const indexes = draft.correctIndexes ?? [];
      const inRange = indexes.every((i) => Number.isInteger(i) && i >= 0 && i < texts.length);
      const distinct = new Set(indexes).size === indexes.length;
      const count = draft.type === 'single_choice' ? indexes.length === 1 : indexes.length >= 1;
      if (!inRange || !distinct || !count) {
        problems.push({ code: 'QUIZ_CORRECT_ANSWER_INVALID', field: 'correct_indexes' });
        break;
      }
      const options = assignIds(texts, previous);
      built = { options, correct: indexes.map((i) => (options[i] as QuestionOption).id).sort() };
      break;
    }
    default:
      problems.push({ code: 'QUIZ_QUESTION_TEXT_INVALID', field: 'type' });
  }
  if (problems.length > 0 || !built) return { ok: false, problems };
  return { ok: true, question: built };
}

/** Whether a whole-quiz time limit is acceptable (null means none). */
export function isValidQuizTimeLimit(seconds: number | null): boolean {
  return (
    seconds === null ||
    (Number.isInteger(seconds) && seconds >= L.quizTimeMinSeconds && seconds <= L.quizTimeMaxSeconds)
  );
}

/** A draft back from stored options and answer: what the editor and the CSV export show. */
export function draftOf(question: {
  type: QuestionType;
  options: QuestionOption[];
  correct: string[];
}): Pick<QuestionDraft, 'options' | 'correctIndexes' | 'correctAnswer' | 'acceptedAnswers'> {
  switch (question.type) {
    case 'true_false':
      return { correctAnswer: question.correct[0] === 'true' };
    case 'short_answer':
      return { acceptedAnswers: question.correct };
    case 'ordering': {
      const byId = new Map(question.options.map((o) => [o.id, o.text]));
      return { options: question.correct.map((id) => byId.get(id) ?? '') };
    }
    default:
      return {
        options: question.options.map((o) => o.text),
        correctIndexes: question.correct
          .map((id) => question.options.findIndex((o) => o.id === id))
          .sort((a, b) => a - b),
      };
  }
}
