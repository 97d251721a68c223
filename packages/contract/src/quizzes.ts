import { z } from 'zod';
import { bilingual } from './messages.ts';

export const QUIZ_QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
  'ordering',
] as const;
export const QuizQuestionTypeSchema = z.enum(QUIZ_QUESTION_TYPES);
export type QuizQuestionType = z.infer<typeof QuizQuestionTypeSchema>;

/** A quiz's settings as a trainer edits them. Limits the engine judges (time) are checked there, for a specific code. */
export const QuizSettingsInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, bilingual('Judul minimal 3 karakter', 'The title needs at least 3 characters'))
      .max(160),
    description: z.string().trim().max(5_000).optional(),
    pass_mark_percent: z.number().int().min(0).max(100).optional(),
    attempts_allowed: z.number().int().min(1).max(100).nullable().optional(),
    shuffle_questions: z.boolean().optional(),
    shuffle_options: z.boolean().optional(),
    show_answers: z.boolean().optional(),
    time_limit_seconds: z.number().int().nullable().optional(),
    public_play: z.boolean().optional(),
  })
  .strict();
export type QuizSettingsInput = z.infer<typeof QuizSettingsInputSchema>;
export const QuizSettingsUpdateSchema = QuizSettingsInputSchema.partial().strict();
export type QuizSettingsUpdate = z.infer<typeof QuizSettingsUpdateSchema>;

/**
 * A question as a trainer writes it. Sizes are only loosely bounded here: the engine refuses empty,
 * over-long, duplicate and out-of-range parts with a specific code.
 */
export const QuizQuestionInputSchema = z
  .object({
    type: QuizQuestionTypeSchema,
    text: z.string().max(20_000),
    options: z.array(z.string().max(5_000)).max(5_000).optional(),
    correct_indexes: z.array(z.number().int()).max(5_000).optional(),
    correct_answer: z.boolean().optional(),
    accepted_answers: z.array(z.string().max(5_000)).max(5_000).optional(),
    points: z.number().int().min(-1_000_000).max(1_000_000).default(1),
    time_limit_seconds: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable().default(null),
  })
  .strict();
export type QuizQuestionInput = z.input<typeof QuizQuestionInputSchema>;

export const QuizQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: QuizQuestionTypeSchema,
  text: z.string(),
  image_url: z.string().nullable(),
  options: z.array(z.string()),
  correct_indexes: z.array(z.number().int()),
  correct_answer: z.boolean().nullable(),
  accepted_answers: z.array(z.string()),
  points: z.number().int(),
  time_limit_seconds: z.number().int().nullable(),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  pass_mark_percent: z.number().int(),
  attempts_allowed: z.number().int().nullable(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_answers: z.boolean(),
  time_limit_seconds: z.number().int().nullable(),
  public_play: z.boolean(),
  question_count: z.number().int(),
  session_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuizSummary = z.infer<typeof QuizSummarySchema>;

export const ManagedQuizSchema = QuizSummarySchema.extend({ questions: z.array(QuizQuestionSchema) });
export type ManagedQuiz = z.infer<typeof ManagedQuizSchema>;

export const QuizReorderSchema = z
  .object({ question_ids: z.array(z.number().int()).min(1).max(1_000) })
  .strict();

/** An answer by the indexes shown on the player's screen. */
export const QuizPlayerAnswerSchema = z.union([
  z.number().int(),
  z.array(z.number().int()).max(100),
  z.boolean(),
  z.string().max(500),
]);
export type QuizPlayerAnswer = z.infer<typeof QuizPlayerAnswerSchema>;

/** `answer: null` passes the question (what a player's screen sends when its time runs out). */
export const QuizAnswerInputSchema = z
  .object({ question_index: z.number().int().min(0).max(10_000), answer: QuizPlayerAnswerSchema.nullable() })
  .strict();

export const QuizGuestStartSchema = z
  .object({
    nickname: z
      .string()
      .trim()
      .min(2, bilingual('Nama panggilan minimal 2 karakter', 'The nickname needs at least 2 characters'))
      .max(40, bilingual('Nama panggilan maksimal 40 karakter', 'The nickname is at most 40 characters'))
      .regex(
        /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}' ._-]*$/u,
        bilingual(
          'Nama panggilan hanya boleh berisi huruf, angka, spasi, titik, garis bawah dan tanda hubung',
          'A nickname may hold only letters, digits, spaces, periods, underscores and hyphens',
        ),
      ),
  })
  .strict();

export const QuizOverviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  question_count: z.number().int(),
  max_score: z.number().int(),
  pass_mark_percent: z.number().int(),
  attempts_allowed: z.number().int().nullable(),
  time_limit_seconds: z.number().int().nullable(),
  show_answers: z.boolean(),
});
export type QuizOverview = z.infer<typeof QuizOverviewSchema>;

/** A question as a player sees it: no right answer. */
export const PlayerQuestionSchema = z.object({
  index: z.number().int(),
  type: QuizQuestionTypeSchema,
  text: z.string(),
  image_url: z.string().nullable(),
  options: z.array(z.string()),
  points: z.number().int(),
  time_limit_seconds: z.number().int().nullable(),
});
export type PlayerQuestion = z.infer<typeof PlayerQuestionSchema>;

export const QuizForPlayerSchema = QuizOverviewSchema.extend({ questions: z.array(PlayerQuestionSchema) });
export type QuizForPlayer = z.infer<typeof QuizForPlayerSchema>;

/**
 * A finished attempt. Which questions were right, their points and the right answers are revealed only
 * when the quiz shows answers and the player passed or used their last attempt (`answers_revealed`);
 * before that they are null, so an attempt cannot be played to learn the answers for the next.
 */
export const QuizResultSchema = z.object({
  score: z.number().int(),
  max_score: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  answers_revealed: z.boolean(),
  questions: z.array(
    z.object({
      index: z.number().int(),
      correct: z.boolean().nullable(),
      points: z.number().int().nullable(),
      answer: QuizPlayerAnswerSchema.nullable(),
      correct_answer: z.union([QuizPlayerAnswerSchema, z.array(z.string())]).nullable(),
    }),
  ),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const PlayerSessionSchema = z.object({
  id: z.string(),
  quiz: QuizOverviewSchema,
  nickname: z.string().nullable(),
  attempt_number: z.number().int(),
  started_at: z.string(),
  deadline: z.string().nullable(),
  remaining_ms: z.number().int().nullable(),
  questions: z.array(
    PlayerQuestionSchema.extend({ answered: z.boolean(), answer: QuizPlayerAnswerSchema.nullable() }),
  ),
  /** The next unanswered question and the time left for it, by the server's clock. */
  current: z
    .object({
      index: z.number().int(),
      deadline: z.string().nullable(),
      remaining_ms: z.number().int().nullable(),
    })
    .nullable(),
  completed_at: z.string().nullable(),
  result: QuizResultSchema.nullable(),
});
export type PlayerSession = z.infer<typeof PlayerSessionSchema>;

/**
 * A guest's new session: `guest_token` proves the session; `browser_token` (signed by the server) is sent
 * back in `X-Quiz-Browser` on the browser's next starts, which count against the quiz's attempt limit.
 */
export const GuestSessionSchema = PlayerSessionSchema.extend({
  guest_token: z.string(),
  browser_token: z.string(),
});
export type GuestSession = z.infer<typeof GuestSessionSchema>;

export const QuizAnswerRecordedSchema = z.object({
  question_index: z.number().int(),
  answered_at: z.string(),
});

export const QuizQuestionStatsSchema = z.object({
  question_id: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  type: QuizQuestionTypeSchema,
  answers: z.number().int(),
  correct: z.number().int(),
  share_correct: z.number(),
  /** How often each option was picked (choice types), or the most common texts (short answer). */
  distribution: z.array(z.object({ label: z.string(), count: z.number().int(), correct: z.boolean() })),
});
export type QuizQuestionStats = z.infer<typeof QuizQuestionStatsSchema>;

export const QuizStatsSchema = z.object({
  sessions: z.number().int(),
  completed: z.number().int(),
  average_percent: z.number(),
  pass_rate: z.number(),
  questions: z.array(QuizQuestionStatsSchema),
});
export type QuizStats = z.infer<typeof QuizStatsSchema>;

export const QuizCsvRowProblemSchema = z.object({ row: z.number().int(), problems: z.array(z.string()) });
export type QuizCsvRowProblem = z.infer<typeof QuizCsvRowProblemSchema>;

const SessionIdSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A course quiz's answer names its session in the body (the route names the content). */
export const ContentQuizAnswerInputSchema = QuizAnswerInputSchema.extend({
  session_id: SessionIdSchema,
}).strict();
export type ContentQuizAnswerInput = z.infer<typeof ContentQuizAnswerInputSchema>;
export const ContentQuizSessionInputSchema = z.object({ session_id: SessionIdSchema }).strict();

/** The one-shot form: every answer at once by the canonical layout; null leaves a question unanswered. */
export const QuizSubmitInputSchema = z
  .object({ answers: z.array(QuizPlayerAnswerSchema.nullable()).min(1).max(1_000) })
  .strict();
export type QuizSubmitInput = z.infer<typeof QuizSubmitInputSchema>;
