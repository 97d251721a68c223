import { z } from 'zod';
import { LiveGameSummarySchema } from './live-quiz.ts';
import { QuizQuestionTypeSchema } from './quizzes.ts';

// A live game's report for its host: per player, per question, and the CSV's columns.

export const LiveReportAnswerSchema = z.object({
  question_index: z.number().int(),
  /** The answer as the player's screen showed it (option texts joined, or the typed text); null = none. */
  answer: z.string().nullable(),
  correct: z.boolean(),
  points: z.number().int(),
  /** From the question's opening to the answer reaching the server. */
  time_ms: z.number().int(),
});

export const LiveReportPlayerSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** Set when a logged-in learner played. */
  user_id: z.number().int().nullable(),
  rank: z.number().int(),
  score: z.number().int(),
  correct_count: z.number().int(),
  answered_count: z.number().int(),
  kicked: z.boolean(),
  answers: z.array(LiveReportAnswerSchema),
});
export type LiveReportPlayer = z.infer<typeof LiveReportPlayerSchema>;

export const LiveReportQuestionSchema = z.object({
  index: z.number().int(),
  question_id: z.number().int(),
  type: QuizQuestionTypeSchema,
  text: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Correct answers as a percentage of the players who were in the game; 0 when nobody played. */
  percent_correct: z.number().int(),
  average_time_ms: z.number().int().nullable(),
});

/** `GET /api/v2/publisher/lms/quiz-sessions/{id}`: the report after (or during) a game. */
export const LiveSessionDetailsSchema = z.object({
  game: LiveGameSummarySchema,
  players: z.array(LiveReportPlayerSchema),
  questions: z.array(LiveReportQuestionSchema),
  /** Question indexes, hardest (lowest percent correct) first; at most 3. */
  hardest: z.array(z.number().int()),
});
export type LiveSessionDetails = z.infer<typeof LiveSessionDetailsSchema>;

/** `GET /api/v2/publisher/lms/quiz-sessions/{id}/report.csv`: one row per player and question (text/csv). */
export const LIVE_QUIZ_CSV_COLUMNS = [
  'rank',
  'nickname',
  'score',
  'question',
  'answer',
  'correct',
  'points',
  'time_ms',
] as const;
