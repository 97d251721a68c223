/**
 * The quiz engine's vocabulary: plain data, no HTTP and no database, so the self-paced quizzes and the
 * live game score, validate and time answers the same way.
 */

export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
  'ordering',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** An option as stored: a stable id (never shown as the answer key) and its text. */
export type QuestionOption = { id: string; text: string };

/**
 * A question as the engine sees it. `correct` holds option ids (single, multiple, true/false: the ids
 * `true` or `false`; ordering: every id in the right order) or, for a short answer, the accepted texts.
 */
export type Question = {
  id: number;
  type: QuestionType;
  text: string;
  options: QuestionOption[];
  correct: string[];
  points: number;
  timeLimitSeconds: number | null;
};

/**
 * What a player sends, by the indexes shown on their screen: one index (single choice), a set of indexes
 * (multiple choice), every index in the chosen order (ordering), true or false, or a text (short answer).
 */
export type PlayerAnswer = number | number[] | boolean | string;

/** An answer after mapping shown indexes back to option ids: what is stored and scored. */
export type StoredAnswer = string[];

/** The two option ids of a true/false question, in the order they are shown. */
export const TRUE_FALSE_OPTIONS: QuestionOption[] = [
  { id: 'true', text: 'true' },
  { id: 'false', text: 'false' },
];
