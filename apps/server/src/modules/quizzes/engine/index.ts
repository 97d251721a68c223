// The quiz engine: question types, validation, layout (shuffle and index mapping), scoring and timing.
// Plain functions without HTTP or a database, shared by self-paced quizzes and the live game.
export {
  correctPlayerAnswer,
  shownOptions,
  shownQuestionOrder,
  toPlayerAnswer,
  toStoredAnswer,
} from './layout.ts';
export { NETWORK_GRACE_MS, QUIZ_LIMITS } from './limits.ts';
export { normaliseAnswer } from './normalise.ts';
export {
  basePoints,
  hasPassed,
  isCorrect,
  maxScore,
  type ScoredAnswer,
  type ScoreInput,
  type ScoringRule,
  SELF_PACED_RULES,
  scoreAnswer,
} from './scoring.ts';
export { newSeed, seededShuffle, seedFor } from './shuffle.ts';
export { isInTime, questionDeadline, quizDeadline, remainingMs } from './timing.ts';
export * from './types.ts';
export {
  type BuiltQuestion,
  buildQuestion,
  draftOf,
  isValidQuizTimeLimit,
  type QuestionDraft,
  type QuestionProblem,
} from './validate.ts';
