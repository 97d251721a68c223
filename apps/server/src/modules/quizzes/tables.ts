import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';
import type { QuestionOption } from './engine/types.ts';

/**
 * A quiz a trainer owns: attached to course contents by the courses module, or played on its own
 * (`public_play`: anyone with the link, guests with a nickname).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    passMarkPercent: integer('pass_mark_percent').notNull().default(60),
    /** Null: as many attempts as a player likes. */
    attemptsAllowed: integer('attempts_allowed'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    showAnswers: boolean('show_answers').notNull().default(true),
    /** The whole quiz, in seconds; null: no limit. */
    timeLimitSeconds: integer('time_limit_seconds'),
    publicPlay: boolean('public_play').notNull().default(false),
    /**
     * Grows with every change to the quiz or its questions: a process that keeps the questions in memory
     * compares it with the row to know they are still current.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_owner_idx').on(t.ownerId, t.id),
    check('quizzes_pass_mark_check', sql`${t.passMarkPercent} between 0 and 100`),
    check(
      'quizzes_attempts_check',
      sql`${t.attemptsAllowed} is null or ${t.attemptsAllowed} between 1 and 100`,
    ),
    check(
      'quizzes_time_limit_check',
      sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} between 30 and 86400`,
    ),
  ],
);

/** One question of a quiz, in `position` order. `correct` never leaves the server before submission. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    imageKey: text('image_key'),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    correct: jsonb('correct').$type<string[]>().notNull(),
    points: integer('points').notNull().default(1),
    timeLimitSeconds: integer('time_limit_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_questions_quiz_idx').on(t.quizId, t.position),
    check(
      'quiz_questions_type_check',
      sql`${t.type} in ('single_choice', 'multiple_choice', 'true_false', 'short_answer', 'ordering')`,
    ),
    check('quiz_questions_points_check', sql`${t.points} between 0 and 1000`),
    check(
      'quiz_questions_time_limit_check',
      sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} between 5 and 3600`,
    ),
  ],
);

/**
 * One attempt at a quiz by a user or a guest (nickname, and a token kept only as its hash). The order
 * of questions is fixed at start; `seed` fixes the order of options, so a reload shows the same screen.
 */
export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestNickname: text('guest_nickname'),
    guestTokenHash: text('guest_token_hash'),
    /**
     * A guest's browser (the hash of the id in the signed token the server gave it): its attempts are
     * numbered per quiz, so the quiz's attempt limit holds for guests too.
     */
    guestBrowserHash: text('guest_browser_hash'),
    /** The course content the quiz was taken in (owned by the courses module); null on its own. */
    contentId: integer('content_id'),
    /** An unsigned 32-bit number: too big for a signed integer column. */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    score: integer('score').notNull().default(0),
    maxScore: integer('max_score').notNull(),
    passed: boolean('passed'),
    attemptNumber: integer('attempt_number').notNull(),
  },
  (t) => [
    check(
      'quiz_sessions_player_check',
      sql`(${t.userId} is not null and ${t.guestNickname} is null) or (${t.userId} is null and ${t.guestNickname} is not null and ${t.guestTokenHash} is not null)`,
    ),
    // Two starts at once cannot both take the last allowed attempt.
    uniqueIndex('quiz_sessions_attempt_idx')
      .on(t.quizId, t.userId, sql`coalesce(${t.contentId}, 0)`, t.attemptNumber)
      .where(sql`${t.userId} is not null`),
    // The same for two starts at once of one guest browser.
    uniqueIndex('quiz_sessions_browser_attempt_idx')
      .on(t.quizId, t.guestBrowserHash, t.attemptNumber)
      .where(sql`${t.guestBrowserHash} is not null`),
    index('quiz_sessions_quiz_idx').on(t.quizId, t.completedAt),
  ],
);

/** One answer of a session, recorded exactly once per question. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** The question's place in this session's order. */
    questionIndex: integer('question_index').notNull(),
    /** Option ids or the short answer's text; null when the question's time ran out unanswered. */
    answer: jsonb('answer').$type<string[] | null>(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('quiz_answers_session_question_idx').on(t.sessionId, t.questionId),
    index('quiz_answers_question_idx').on(t.questionId),
  ],
);
