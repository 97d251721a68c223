import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  LIVE_QUIZ_JOIN_PATH,
  LIVE_QUIZ_LIMITS,
  LIVE_QUIZ_WS_PATH,
  type LiveGame,
  type LiveGameCreate,
  LiveGameCreateSchema,
  type LiveGameMode,
  type LiveGameState,
  type LiveGameSummary,
  type LivePinLookup,
  type LiveStatus,
} from '@pustaka/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { getContentQuizForHost, recordLiveQuizResults } from '#modules/lms/index.ts';
import { getQuizForLiveGame, quizEngine } from '#modules/quizzes/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { Admission } from './admission.ts';
import { toLiveQuestions } from './questions.ts';
import { seatCount } from './seats.ts';
import { answeredCount, findGame, type GameRow, insertGame } from './store.ts';
import { liveGames, livePlayers } from './tables.ts';

/**
 * The host's token of a game, derived from the app's secret: the create response and the host page after
 * a reload get the same one, and any process can check it without storing it.
 */
export function hostToken(secret: string, gameId: number): string {
  return createHmac('sha256', secret).update(`live-quiz-host:${gameId}`).digest('base64url');
}

export function isHostToken(secret: string, gameId: number, token: string): boolean {
  const expected = Buffer.from(hostToken(secret, gameId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The players holding seats now (those whose seats came free are left out even before a sweep). */
function playerCount(ctx: AppContext, gameId: number): Promise<number> {
  return seatCount(ctx.db, gameId, ctx.now());
}

function toSummary(game: GameRow, players: number): LiveGameSummary {
  return {
    id: game.id,
    pin: game.pin,
    quiz_id: game.quizId,
    content_id: game.contentId,
    course_id: game.courseId,
    title: game.title,
    mode: game.mode as LiveGameMode,
    state: game.state as LiveGameState,
    player_cap: game.playerCap,
    question_seconds: game.questionSeconds,
    question_count: game.questions.length,
    player_count: players,
    locked: game.locked,
    join_path: `${LIVE_QUIZ_JOIN_PATH}?pin=${game.pin}`,
    ws_path: LIVE_QUIZ_WS_PATH,
    created_at: game.createdAt.toISOString(),
    started_at: game.startedAt?.toISOString() ?? null,
    ended_at: game.endedAt?.toISOString() ?? null,
  };
}

async function toLiveGame(ctx: AppContext, game: GameRow): Promise<LiveGame> {
  return {
    ...toSummary(game, await playerCount(ctx, game.id)),
    host_token: hostToken(ctx.config.authSecret, game.id),
  };
}

/** A game its caller hosts (or any, for an admin); another trainer's is NOT_FOUND. */
export async function getHostedGame(db: DbOrTx, principal: Principal, gameId: number): Promise<GameRow> {
  const game = await findGame(db, gameId);
  if (!game || (game.hostId !== principal.userId && !principal.roles.includes('admin'))) {
    throw new AppError('NOT_FOUND');
  }
  return game;
}

/** Creates a game in its lobby from a quiz the caller manages, or from the quiz of a course content they teach. */
export async function createLiveGame(
  ctx: AppContext,
  principal: Principal,
  source: { quizId: number } | { contentId: number },
  input: LiveGameCreate,
): Promise<LiveGame> {
  const options = LiveGameCreateSchema.parse(input);
  const cap =
    options.player_cap ?? Math.min(LIVE_QUIZ_LIMITS.defaultPlayerCap, ctx.config.liveQuiz.maxPlayers);
  if (cap > ctx.config.liveQuiz.maxPlayers) {
    throw new AppError('LIVE_PLAYER_CAP_INVALID', { params: { max: ctx.config.liveQuiz.maxPlayers } });
  }
  const from =
    'contentId' in source
      ? await getContentQuizForHost(ctx, principal, source.contentId)
      : { quizId: source.quizId, contentId: null, courseId: null };
  const quiz = await getQuizForLiveGame(ctx.db, principal, from.quizId);
  if (quiz.questions.length === 0) throw new AppError('LIVE_QUIZ_EMPTY');
  const seconds = options.question_seconds ?? LIVE_QUIZ_LIMITS.defaultQuestionSeconds;
  const game = await insertGame(ctx.db, {
    quizId: quiz.id,
    contentId: from.contentId,
    courseId: from.courseId,
    hostId: principal.userId,
    title: quiz.title,
    mode: options.mode,
    playerCap: cap,
    questionSeconds: seconds,
    questions: toLiveQuestions(quiz.questions, {
      seed: quizEngine.newSeed(),
      shuffle: options.shuffle_options ?? quiz.shuffleOptions,
      defaultSeconds: seconds,
      minSeconds: LIVE_QUIZ_LIMITS.minQuestionSeconds,
      maxSeconds: LIVE_QUIZ_LIMITS.maxQuestionSeconds,
    }),
    createdAt: ctx.now(),
  });
  return toLiveGame(ctx, game);
}

export async function getHostGame(ctx: AppContext, principal: Principal, gameId: number): Promise<LiveGame> {
  return toLiveGame(ctx, await getHostedGame(ctx.db, principal, gameId));
}

/** A quiz's live games, newest first (the caller must manage the quiz). */
export async function listQuizGames(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  page: { page: number; pageSize: number },
) {
  await getQuizForLiveGame(ctx.db, principal, quizId);
  const where = eq(liveGames.quizId, quizId);
  const rows = await ctx.db
    .select()
    .from(liveGames)
    .where(where)
    .orderBy(desc(liveGames.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(liveGames).where(where);
  const items = await Promise.all(rows.map(async (game) => toSummary(game, await playerCount(ctx, game.id))));
  return { items, page: page.page, pageSize: page.pageSize, total: total?.n ?? 0 };
}

export async function getLiveStatus(
  ctx: AppContext,
  principal: Principal,
  gameId: number,
): Promise<LiveStatus> {
  const game = await getHostedGame(ctx.db, principal, gameId);
  const now = ctx.now().getTime();
  const open = game.state === 'question';
  const remaining = !open
    ? 0
    : (game.pausedRemainingMs ?? Math.max(0, (game.deadline?.getTime() ?? now) - now));
  return {
    id: game.id,
    pin: game.pin,
    state: game.state as LiveGameState,
    paused: open && game.pausedRemainingMs !== null,
    question_index: game.questionIndex,
    question_count: game.questions.length,
    player_count: await playerCount(ctx, game.id),
    answered_count: game.questionIndex >= 0 ? await answeredCount(ctx.db, game.id, game.questionIndex) : 0,
    remaining_ms: remaining,
    server_time: now,
  };
}

/**
 * What the join page shows for a PIN before the nickname: only of a running game, and limited per address
 * (see Admission), so the PIN space cannot be read off.
 */
export async function lookupPin(ctx: AppContext, pin: string, address: string): Promise<LivePinLookup> {
  const game = await new Admission(ctx).lookUp(address, pin);
  const players = await playerCount(ctx, game.id);
  return {
    pin: game.pin,
    title: game.title,
    state: game.state as LiveGameState,
    player_count: players,
    question_count: game.questions.length,
    locked: game.locked,
    joinable: !game.locked && players < game.playerCap,
  };
}

/**
 * Once a game from a course content reaches its podium, its logged-in players' results go to the course:
 * the percentage of right answers among the questions that were played (skipped ones left out).
 */
export async function recordGameResults(ctx: AppContext, game: GameRow): Promise<void> {
  if (game.contentId === null || game.resultsRecorded) return;
  const [claimed] = await ctx.db
    .update(liveGames)
    .set({ resultsRecorded: true })
    .where(and(eq(liveGames.id, game.id), eq(liveGames.resultsRecorded, false)))
    .returning({ id: liveGames.id });
  if (!claimed) return;
  const played = Math.max(
    0,
    game.questionIndex + 1 - game.skipped.filter((i) => i <= game.questionIndex).length,
  );
  const players = await ctx.db
    .select({ userId: livePlayers.userId, correct: livePlayers.correctCount })
    .from(livePlayers)
    .where(and(eq(livePlayers.gameId, game.id), isNull(livePlayers.kickedAt)));
  const results = players.flatMap((p) =>
    p.userId === null
      ? []
      : [{ userId: p.userId, percent: played === 0 ? 0 : Math.round((p.correct * 100) / played) }],
  );
  await recordLiveQuizResults(ctx, game.contentId, results);
}
