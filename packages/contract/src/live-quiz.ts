import { z } from 'zod';

/**
 * The live quiz game: HTTP shapes for the host page and integrations, and the WebSocket messages a
 * client sends (what the server sends is in live-quiz-events.ts). The server owns the clock, the scores and the state; a client only shows them.
 *
 * One WebSocket per screen at `LIVE_QUIZ_WS_PATH`. Every frame is one JSON object with a `type`.
 * A player's first message is `join` (PIN + nickname) or `resume` (the token from `welcome`);
 * the host's first message is `host` (the game id and the host token from the create response).
 *
 * The upgrade is refused before any frame: 403 when a browser's `Origin` is not one of the app's own
 * origins (requests without `Origin`, from clients other than browsers, are let through), 429 when the
 * address already holds as many open sockets as the server allows.
 */

/** The WebSocket endpoint (same origin as the API). */
export const LIVE_QUIZ_WS_PATH = '/api/v2/live/ws';
/** The short address players open; the PIN goes in `?pin=` (the QR code and share link point here). */
export const LIVE_QUIZ_JOIN_PATH = '/play';
/** `https://host/play?pin=123456` for a given origin and PIN. */
export function liveQuizJoinUrl(origin: string, pin: string): string {
  return `${origin.replace(/\/$/, '')}${LIVE_QUIZ_JOIN_PATH}?pin=${encodeURIComponent(pin)}`;
}

export const LIVE_QUIZ_LIMITS = {
  /** Nickname length after trimming. */
  nicknameMin: 1,
  nicknameMax: 20,
  /** Largest frame a client may send, in bytes; a larger one closes the socket (code 1009). */
  maxFrameBytes: 4_096,
  /** Messages a socket may send per second (burst of `rateBurst`); more → `LIVE_RATE_LIMITED`, then close. */
  ratePerSecond: 10,
  rateBurst: 20,
  /** Default and bounds of a game's player cap. */
  defaultPlayerCap: 5_000,
  maxPlayerCap: 10_000,
  /** A question without its own time limit gets the game's default (seconds). */
  defaultQuestionSeconds: 20,
  minQuestionSeconds: 5,
  maxQuestionSeconds: 240,
  /** Most points a question gives in classic mode before the streak bonus. */
  maxPoints: 1_000,
  /**
   * A player who never answered and whose sockets have all been closed this long holds no seat: the lobby
   * drops them and their place goes to the next to join. Long enough for a reload, a network switch or the
   * client's reconnection back-off (at most 10 s); a phone locked longer joins again under its nickname.
   */
  seatGraceMs: 25_000,
  /** Entries in the leaderboard and the podium. */
  leaderboardSize: 5,
  podiumSize: 3,
} as const;

/** WebSocket close codes the server uses (4000–4999 are the application's). */
export const LIVE_QUIZ_CLOSE = {
  /** Normal end (game ended, host left). */
  normal: 1000,
  /** The server is stopping: resume at once, through another process. */
  goingAway: 1001,
  /** A frame over `maxFrameBytes`. */
  tooLarge: 1009,
  /** Too many messages. */
  rateLimited: 4008,
  /** Removed by the host. */
  kicked: 4003,
  /** No pong to the heartbeat in time. */
  heartbeat: 4002,
  /** The socket could not keep up with the game (back-pressure). */
  tooSlow: 4009,
  /** The first message was not a valid join/resume/host. */
  notJoined: 4001,
} as const;

export const LIVE_GAME_MODES = ['classic', 'accuracy'] as const;
export const LiveGameModeSchema = z.enum(LIVE_GAME_MODES);
export type LiveGameMode = z.infer<typeof LiveGameModeSchema>;

/**
 * lobby → question → reveal → leaderboard → question … → podium → ended.
 * `paused` is a flag on a question (its clock stops), not a state.
 */
export const LIVE_GAME_STATES = ['lobby', 'question', 'reveal', 'leaderboard', 'podium', 'ended'] as const;
export const LiveGameStateSchema = z.enum(LIVE_GAME_STATES);
export type LiveGameState = z.infer<typeof LiveGameStateSchema>;

export const LivePinSchema = z.string().regex(/^\d{6}$/);

/** Nickname as typed: trimmed, 1–20 characters (uniqueness and the word list are checked by the server). */
export const LiveNicknameSchema = z
  .string()
  .trim()
  .min(LIVE_QUIZ_LIMITS.nicknameMin)
  .max(LIVE_QUIZ_LIMITS.nicknameMax);

/**
 * An answer as in self-paced quizzes: single choice an index into the options shown, multiple choice and
 * ordering a list of such indexes, true/false a boolean (`true` for "true"), short answer the text.
 */
export const LiveAnswerValueSchema = z.union([
  z.number().int(),
  z.array(z.number().int()).max(12),
  z.boolean(),
  z.string().max(300),
]);
export type LiveAnswerValue = z.infer<typeof LiveAnswerValueSchema>;

// ---------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------

/**
 * `POST /api/v2/publisher/lms/quizzes/{id}/live` (a trainer's quiz) or
 * `POST /api/v2/publisher/lms/contents/{id}/quiz/live` (a course content's quiz) → 201 `LiveGame`.
 */
export const LiveGameCreateSchema = z
  .object({
    mode: LiveGameModeSchema.default('classic'),
    player_cap: z.number().int().min(1).max(LIVE_QUIZ_LIMITS.maxPlayerCap).optional(),
    /** For questions without their own limit. */
    question_seconds: z
      .number()
      .int()
      .min(LIVE_QUIZ_LIMITS.minQuestionSeconds)
      .max(LIVE_QUIZ_LIMITS.maxQuestionSeconds)
      .optional(),
    shuffle_options: z.boolean().optional(),
  })
  .strict();
export type LiveGameCreate = z.input<typeof LiveGameCreateSchema>;

/** A game as its host sees it. `host_token` authenticates the host's WebSocket (`host` message). */
export const LiveGameSchema = z.object({
  id: z.number().int(),
  pin: z.string(),
  quiz_id: z.number().int(),
  content_id: z.number().int().nullable(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  mode: LiveGameModeSchema,
  state: LiveGameStateSchema,
  player_cap: z.number().int(),
  question_seconds: z.number().int(),
  question_count: z.number().int(),
  player_count: z.number().int(),
  /** The host locked the lobby: nobody new may join. */
  locked: z.boolean(),
  /** Path of the player's join page with the PIN (prefix the site's origin for the QR code and share link). */
  join_path: z.string(),
  ws_path: z.string(),
  host_token: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type LiveGame = z.infer<typeof LiveGameSchema>;

/** One row of `GET /api/v2/publisher/lms/quizzes/{id}/sessions` (a quiz's live games, newest first; paged). */
export const LiveGameSummarySchema = LiveGameSchema.omit({ host_token: true });
export type LiveGameSummary = z.infer<typeof LiveGameSummarySchema>;

/** `GET /api/v2/publisher/lms/quiz-sessions/{id}/live_status`: a poll-friendly snapshot for the host page and integrations. */
export const LiveStatusSchema = z.object({
  id: z.number().int(),
  pin: z.string(),
  state: LiveGameStateSchema,
  paused: z.boolean(),
  /** -1 in the lobby. */
  question_index: z.number().int(),
  question_count: z.number().int(),
  player_count: z.number().int(),
  /** Answers stored for the current question. */
  answered_count: z.number().int(),
  /** Milliseconds left of the open question (0 when none is open). */
  remaining_ms: z.number().int(),
  server_time: z.number().int(),
});
export type LiveStatus = z.infer<typeof LiveStatusSchema>;

/**
 * `GET /api/v2/live/games/{pin}` (public): what the join page shows before the nickname. Only games still
 * running are found: an ended game's PIN answers 404 `LIVE_PIN_NOT_FOUND` like one never used. Look-ups are
 * limited per address (429 `LIVE_PIN_LOOKUPS_LIMITED`), most tightly the ones that find nothing.
 */
export const LivePinLookupSchema = z.object({
  pin: z.string(),
  title: z.string(),
  state: LiveGameStateSchema,
  player_count: z.number().int(),
  question_count: z.number().int(),
  /** The host locked the lobby: a join would be refused with `LIVE_GAME_LOCKED`. */
  locked: z.boolean(),
  /** False when full or locked (the join would be refused). */
  joinable: z.boolean(),
});
export type LivePinLookup = z.infer<typeof LivePinLookupSchema>;

/** HTTP paths (under `/api/v2`). `{id}` and `{pin}` are placeholders. */
export const LIVE_QUIZ_PATHS = {
  createFromQuiz: '/publisher/lms/quizzes/{id}/live',
  createFromContent: '/publisher/lms/contents/{id}/quiz/live',
  quizSessions: '/publisher/lms/quizzes/{id}/sessions',
  sessionDetails: '/publisher/lms/quiz-sessions/{id}',
  liveStatus: '/publisher/lms/quiz-sessions/{id}/live_status',
  reportCsv: '/publisher/lms/quiz-sessions/{id}/report.csv',
  pinLookup: '/live/games/{pin}',
  /** The game with its host token again (the host page after a reload). */
  hostGame: '/publisher/lms/quiz-sessions/{id}/host',
} as const;

// ---------------------------------------------------------------------------------------------------
// WebSocket: client → server
// ---------------------------------------------------------------------------------------------------

/** A player joins by PIN. `auth_token` (the bearer token of a logged-in learner) links the player to the account. */
export const LiveJoinMessageSchema = z
  .object({
    type: z.literal('join'),
    pin: LivePinSchema,
    nickname: z.string().max(200),
    auth_token: z.string().max(4_000).optional(),
  })
  .strict();

/** After a drop or reload: the token from `welcome` brings back the same player, score and streak. */
export const LiveResumeMessageSchema = z
  .object({ type: z.literal('resume'), resume_token: z.string().min(10).max(200) })
  .strict();

/**
 * An answer to the open question. `id` is the client's own message id: the `ack` echoes it, and a
 * resend after a lost ack gets the same ack (`duplicate: true`) without counting twice.
 */
export const LiveAnswerMessageSchema = z
  .object({
    type: z.literal('answer'),
    id: z.string().min(1).max(64),
    question_index: z.number().int().min(0).max(10_000),
    answer: LiveAnswerValueSchema,
  })
  .strict();

/** Clock sync: the server replies `pong` with its time (`t` is echoed). */
export const LivePingMessageSchema = z.object({ type: z.literal('ping'), t: z.number().optional() }).strict();

/** The host's screen attaches to its game with the token of the create response (or of `GET live_status`'s game). */
export const LiveHostMessageSchema = z
  .object({
    type: z.literal('host'),
    game_id: z.number().int().positive(),
    host_token: z.string().min(10).max(200),
  })
  .strict();

/**
 * Host commands: `start` (lobby → first question), `next` (reveal → leaderboard → next question or
 * podium; also closes an open question early), `pause`/`resume` (the open question's clock),
 * `skip` (the open question is dropped: nobody scores it, straight to the next), `end` (podium now,
 * then ended), `kick` a player, `lock`/`unlock` the game (no new joins; players in it stay and come back).
 */
export const LiveHostCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start') }).strict(),
  z.object({ type: z.literal('next') }).strict(),
  z.object({ type: z.literal('pause') }).strict(),
  z.object({ type: z.literal('resume') }).strict(),
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('end') }).strict(),
  z.object({ type: z.literal('kick'), player_id: z.number().int().positive() }).strict(),
  z.object({ type: z.literal('lock') }).strict(),
  z.object({ type: z.literal('unlock') }).strict(),
]);
export type LiveHostCommand = z.infer<typeof LiveHostCommandSchema>;

/**
 * Every message a client may send. A union, not a discriminated one: `resume` is both the player's return
 * (with `resume_token`) and the host's command to restart the clock (without); the strict objects tell them apart.
 */
export const LiveClientMessageSchema = z.union([
  LiveJoinMessageSchema,
  LiveResumeMessageSchema,
  LiveAnswerMessageSchema,
  LivePingMessageSchema,
  LiveHostMessageSchema,
  ...LiveHostCommandSchema.options,
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;
