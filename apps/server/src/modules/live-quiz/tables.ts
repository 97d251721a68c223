import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quizzes } from '#modules/quizzes/tables.ts';
import { users } from '#modules/users/tables.ts';
import type { LiveQuestion } from './questions.ts';

/**
 * One hosted game. Its questions are a copy taken at creation, so editing the quiz during a game changes
 * nothing of it and a restarted process rebuilds the game from this row alone. The clock of the open
 * question is `opened_at`/`deadline` (server time); while paused, `paused_remaining_ms` holds what is left.
 */
export const liveGames = pgTable(
  'live_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pin: text('pin').notNull(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** Set when the game was started from a course content's quiz; its results go to that course. */
    contentId: integer('content_id'),
    courseId: integer('course_id'),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mode: text('mode').notNull(),
    playerCap: integer('player_cap').notNull(),
    questionSeconds: integer('question_seconds').notNull(),
    questions: jsonb('questions').$type<LiveQuestion[]>().notNull(),
    state: text('state').notNull().default('lobby'),
    questionIndex: integer('question_index').notNull().default(-1),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }),
    deadline: timestamp('deadline', { withTimezone: true, precision: 3 }),
    pausedRemainingMs: integer('paused_remaining_ms'),
    /** Question indexes the host skipped: nobody scored them. */
    skipped: jsonb('skipped').$type<number[]>().notNull().default([]),
    /** Grows with every change of state, so processes apply the game's events in order. */
    revision: integer('revision').notNull().default(0),
    resultsRecorded: boolean('results_recorded').notNull().default(false),
    /** Set by the host: nobody new may join (players already in come back as before). */
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_games_open_pin_idx').on(t.pin).where(sql`${t.state} <> 'ended'`),
    index('live_games_pin_idx').on(t.pin, t.id),
    index('live_games_quiz_idx').on(t.quizId, t.id),
    check('live_games_mode_check', sql`${t.mode} in ('classic', 'accuracy')`),
    check(
      'live_games_state_check',
      sql`${t.state} in ('lobby', 'question', 'reveal', 'leaderboard', 'podium', 'ended')`,
    ),
    check('live_games_cap_check', sql`${t.playerCap} between 1 and 100000`),
  ],
);

/** A player of a game. The resume token is stored as its SHA-256 only. */
export const livePlayers = pgTable(
  'live_players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => liveGames.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    /** The nickname with case, accents and spacing folded: unique in a game. */
    nicknameKey: text('nickname_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resumeHash: text('resume_hash').notNull(),
    score: integer('score').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    answeredCount: integer('answered_count').notNull().default(0),
    kickedAt: timestamp('kicked_at', { withTimezone: true }),
    /**
     * The last moment a socket of this player was known open (refreshed while connected, written on close):
     * a player who never answered and has been gone longer than the seat's grace time holds no seat.
     */
    seenAt: timestamp('seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_players_nickname_idx').on(t.gameId, t.nicknameKey),
    uniqueIndex('live_players_resume_idx').on(t.resumeHash),
  ],
);

/**
 * One answer of a player to one question: at most one (the primary key), written before the player is
 * told it counts. `time_ms` is from the question's opening to the answer's arrival, by the server's clock.
 */
export const liveAnswers = pgTable(
  'live_answers',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => livePlayers.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    questionIndex: integer('question_index').notNull(),
    /** Option ids (or the typed text of a short answer), as the quiz engine stores answers. */
    answer: jsonb('answer').$type<string[]>().notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    timeMs: integer('time_ms').notNull(),
    clientId: text('client_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.questionIndex] }),
    index('live_answers_game_idx').on(t.gameId, t.questionIndex),
  ],
);
