import { z } from 'zod';
import { LiveGameModeSchema, LiveGameStateSchema } from './live-quiz.ts';
import { QuizQuestionTypeSchema } from './quizzes.ts';

// ---------------------------------------------------------------------------------------------------
// The live quiz WebSocket, server → client: every frame the server sends (the client's frames and the
// HTTP shapes are in live-quiz.ts).
// ---------------------------------------------------------------------------------------------------

export const LivePlayerRefSchema = z.object({ id: z.number().int(), nickname: z.string() });
export type LivePlayerRef = z.infer<typeof LivePlayerRefSchema>;

const GameInfoSchema = z.object({
  id: z.number().int(),
  pin: z.string(),
  title: z.string(),
  mode: LiveGameModeSchema,
  question_count: z.number().int(),
  state: LiveGameStateSchema,
});

/** To a player after `join` or `resume`. Keep `resume_token` (e.g. sessionStorage) for reconnecting. */
export const LiveWelcomeEventSchema = z.object({
  type: z.literal('welcome'),
  player: LivePlayerRefSchema,
  resume_token: z.string(),
  score: z.number().int(),
  streak: z.number().int(),
  game: GameInfoSchema,
  server_time: z.number().int(),
});

/** To the host after `host`. */
export const LiveHostWelcomeEventSchema = z.object({
  type: z.literal('host_welcome'),
  game: GameInfoSchema.extend({ player_cap: z.number().int(), locked: z.boolean() }),
  server_time: z.number().int(),
});

/**
 * The lobby snapshot (on attach and after a resume in the lobby). The host gets every player; a
 * player gets the count and the latest arrivals (at most 30).
 */
export const LiveLobbyEventSchema = z.object({
  type: z.literal('lobby'),
  count: z.number().int(),
  players: z.array(LivePlayerRefSchema),
});

/** Changes since the last `players` (batched, a few per second at most). Players get `count` only (empty lists). */
export const LivePlayersEventSchema = z.object({
  type: z.literal('players'),
  count: z.number().int(),
  joined: z.array(LivePlayerRefSchema),
  left: z.array(z.number().int()),
});

/**
 * A question opens. No correct answer in it. `deadline` and `opened_at` are server epoch ms; a
 * client shows `deadline - (Date.now() + offset)` with `offset = server_time - Date.now()` at receipt.
 * After a resume mid-question, `answered` tells whether this player's answer is already stored.
 */
export const LiveQuestionEventSchema = z.object({
  type: z.literal('question'),
  index: z.number().int(),
  count: z.number().int(),
  question_type: QuizQuestionTypeSchema,
  text: z.string(),
  image_url: z.string().nullable(),
  /**
   * In the order of the screen; choice and ordering answers are indexes into this list. True/false shows
   * ["true","false"] but is answered with a boolean (see LiveAnswerValueSchema).
   */
  options: z.array(z.string()),
  time_limit_ms: z.number().int(),
  opened_at: z.number().int(),
  deadline: z.number().int(),
  remaining_ms: z.number().int(),
  paused: z.boolean(),
  answered: z.boolean(),
  server_time: z.number().int(),
});
export type LiveQuestionEvent = z.infer<typeof LiveQuestionEventSchema>;

/** The clock of the open question: on pause, resume, and every few seconds (resync). */
export const LiveClockEventSchema = z.object({
  type: z.literal('clock'),
  question_index: z.number().int(),
  paused: z.boolean(),
  remaining_ms: z.number().int(),
  deadline: z.number().int(),
  server_time: z.number().int(),
});

/** The answer is stored (written to the database) and counts. */
export const LiveAckEventSchema = z.object({
  type: z.literal('ack'),
  id: z.string(),
  question_index: z.number().int(),
  /** True when this answer had already been stored (a resend): it was not counted again. */
  duplicate: z.boolean(),
  /** Time from the question's opening to the answer's arrival, by the server's clock. */
  time_ms: z.number().int(),
});

/** How many players answered the open question (to the host; batched). */
export const LiveAnswerCountEventSchema = z.object({
  type: z.literal('answer_count'),
  question_index: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
});

/** This player's outcome of a question. */
export const LiveYouSchema = z.object({
  answered: z.boolean(),
  correct: z.boolean(),
  points: z.number().int(),
  score: z.number().int(),
  streak: z.number().int(),
  rank: z.number().int(),
});

/**
 * The question closed. `correct` is in screen indexes: single choice / true-false a one-element list,
 * multiple choice every right index, ordering the indexes in the right order; short answer: `accepted`.
 * `distribution[i]` counts players who chose option i (ordering and short answer: [right, wrong]).
 * `you` is absent for the host. `skipped` is always false: a skipped question opens the next one without a reveal.
 */
export const LiveRevealEventSchema = z.object({
  type: z.literal('reveal'),
  question_index: z.number().int(),
  correct: z.array(z.number().int()),
  accepted: z.array(z.string()),
  distribution: z.array(z.number().int()),
  answered: z.number().int(),
  total: z.number().int(),
  skipped: z.boolean(),
  /** Server epoch ms when the question closed (its deadline passed, everyone answered, or the host moved on). */
  closed_at: z.number().int(),
  you: LiveYouSchema.optional(),
});

export const LiveRankedSchema = z.object({
  rank: z.number().int(),
  player_id: z.number().int(),
  nickname: z.string(),
  score: z.number().int(),
  streak: z.number().int(),
});
export type LiveRanked = z.infer<typeof LiveRankedSchema>;

/** After a reveal: the top 5 and the biggest climbers of this question (`from` = previous rank). */
export const LiveLeaderboardEventSchema = z.object({
  type: z.literal('leaderboard'),
  question_index: z.number().int(),
  top: z.array(LiveRankedSchema),
  movers: z.array(LivePlayerRefSchema.extend({ from: z.number().int(), to: z.number().int() })),
  you: z.object({ rank: z.number().int(), score: z.number().int(), streak: z.number().int() }).optional(),
});

/** The end of the game: the top 3 (and the player's own place). */
export const LivePodiumEventSchema = z.object({
  type: z.literal('podium'),
  top: z.array(LiveRankedSchema),
  total_players: z.number().int(),
  you: z
    .object({ rank: z.number().int(), score: z.number().int(), correct_count: z.number().int() })
    .optional(),
});

/** The game is over; the socket closes after this. */
export const LiveEndedEventSchema = z.object({
  type: z.literal('ended'),
  reason: z.enum(['finished', 'ended_by_host']),
});

/** To the hosts when the game is locked or unlocked (by any host screen, on any process). */
export const LiveLockEventSchema = z.object({ type: z.literal('lock'), locked: z.boolean() });

/** This player was removed by the host; the socket closes (code 4003) and the resume token is void. */
export const LiveKickedEventSchema = z.object({ type: z.literal('kicked') });

export const LivePongEventSchema = z.object({
  type: z.literal('pong'),
  t: z.number().optional(),
  server_time: z.number().int(),
});

/**
 * Sent to that client only; nothing of the game changed. `ref` is the `id` of the answer it refers to.
 * Codes: LIVE_PIN_NOT_FOUND, LIVE_GAME_FULL, LIVE_NICKNAME_INVALID, LIVE_NICKNAME_TAKEN,
 * LIVE_NICKNAME_OFFENSIVE, LIVE_RESUME_INVALID, LIVE_NOT_JOINED, LIVE_ALREADY_JOINED,
 * LIVE_QUESTION_NOT_OPEN, LIVE_ALREADY_ANSWERED, LIVE_ANSWER_INVALID, LIVE_MESSAGE_INVALID,
 * LIVE_FRAME_TOO_LARGE, LIVE_RATE_LIMITED, LIVE_HOST_FORBIDDEN, LIVE_COMMAND_INVALID, LIVE_KICKED,
 * LIVE_GAME_LOCKED, LIVE_JOINS_LIMITED, LIVE_PIN_LOOKUPS_LIMITED. An ended game's PIN is LIVE_PIN_NOT_FOUND.
 * `message` is in the language of the socket's `Accept-Language` (Indonesian by default).
 */
export const LiveErrorEventSchema = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
  ref: z.string().optional(),
});

export const LiveServerEventSchema = z.discriminatedUnion('type', [
  LiveWelcomeEventSchema,
  LiveHostWelcomeEventSchema,
  LiveLobbyEventSchema,
  LivePlayersEventSchema,
  LiveQuestionEventSchema,
  LiveClockEventSchema,
  LiveAckEventSchema,
  LiveAnswerCountEventSchema,
  LiveRevealEventSchema,
  LiveLeaderboardEventSchema,
  LivePodiumEventSchema,
  LiveEndedEventSchema,
  LiveKickedEventSchema,
  LiveLockEventSchema,
  LivePongEventSchema,
  LiveErrorEventSchema,
]);
export type LiveServerEvent = z.infer<typeof LiveServerEventSchema>;
export type LiveServerEventOf<T extends LiveServerEvent['type']> = Extract<LiveServerEvent, { type: T }>;
