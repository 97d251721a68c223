import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#db/client.ts';
import { selectRows } from '#db/client.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { liveAnswers, liveGames, livePlayers } from './tables.ts';

export type GameRow = typeof liveGames.$inferSelect;
export type PlayerRow = typeof livePlayers.$inferSelect;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(24).toString('base64url');

/** The fields of a game row that change while it runs, as an event carries them to the other processes. */
export type GameStateWire = {
  state: string;
  questionIndex: number;
  openedAt: number | null;
  deadline: number | null;
  pausedRemainingMs: number | null;
  skipped: number[];
  revision: number;
  startedAt: number | null;
  endedAt: number | null;
};

const timeOf = (date: Date | null) => (date ? date.getTime() : null);
const dateOf = (time: number | null) => (time === null ? null : new Date(time));

export function stateWireOf(row: GameRow): GameStateWire {
  return {
    state: row.state,
    questionIndex: row.questionIndex,
    openedAt: timeOf(row.openedAt),
    deadline: timeOf(row.deadline),
    pausedRemainingMs: row.pausedRemainingMs,
    skipped: row.skipped,
    revision: row.revision,
    startedAt: timeOf(row.startedAt),
    endedAt: timeOf(row.endedAt),
  };
}

/** The row this process knows with another process's change applied (the quiz and settings never change). */
export function withStateWire(row: GameRow, wire: GameStateWire): GameRow {
  return {
    ...row,
    state: wire.state,
    questionIndex: wire.questionIndex,
    openedAt: dateOf(wire.openedAt),
    deadline: dateOf(wire.deadline),
    pausedRemainingMs: wire.pausedRemainingMs,
    skipped: wire.skipped,
    revision: wire.revision,
    startedAt: dateOf(wire.startedAt),
    endedAt: dateOf(wire.endedAt),
  };
}

export async function findGame(db: DbOrTx, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(liveGames).where(eq(liveGames.id, id));
  return row;
}

/**
 * The running game of a PIN. A game on its podium or ended is not found: to someone trying PINs, an old PIN
 * says no more than one never used (its players have their resume tokens; its host the report).
 */
export async function findOpenGameByPin(db: DbOrTx, pin: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(liveGames)
    .where(and(eq(liveGames.pin, pin), notInArray(liveGames.state, ['podium', 'ended'])))
    .orderBy(desc(liveGames.id))
    .limit(1);
  return row;
}

/** Inserts a game under a fresh 6-digit PIN no running game has (another is drawn on a clash). */
export async function insertGame(
  db: Database,
  values: Omit<typeof liveGames.$inferInsert, 'pin'>,
): Promise<GameRow> {
  for (let attempt = 0; ; attempt += 1) {
    const pin = String(randomInt(100_000, 1_000_000));
    try {
      const [row] = await db
        .insert(liveGames)
        .values({ ...values, pin })
        .returning();
      return row as GameRow;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 20) throw error;
    }
  }
}

export async function findPlayerByResume(db: DbOrTx, token: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(livePlayers)
    .where(eq(livePlayers.resumeHash, sha256(token)));
  return row;
}

export function listPlayers(db: DbOrTx, gameId: number) {
  return db
    .select({ id: livePlayers.id, nickname: livePlayers.nickname, kickedAt: livePlayers.kickedAt })
    .from(livePlayers)
    .where(eq(livePlayers.gameId, gameId))
    .orderBy(livePlayers.id);
}

export async function findAnswer(db: DbOrTx, playerId: number, questionIndex: number) {
  const [row] = await db
    .select({ clientId: liveAnswers.clientId, timeMs: liveAnswers.timeMs })
    .from(liveAnswers)
    .where(and(eq(liveAnswers.playerId, playerId), eq(liveAnswers.questionIndex, questionIndex)));
  return row;
}

export type AnswerWrite = {
  playerId: number;
  answer: string[];
  correct: boolean;
  points: number;
  timeMs: number;
  clientId: string;
  receivedAt: number;
};

/**
 * Writes a batch of answers to one question in one statement (the group commit of the live game). The
 * game row is read `for share`, so a batch and the closing of the question never interleave: the batch
 * lands before the close (and counts) or finds the question closed (`open: false`, nothing written).
 * An answer already stored for its player is left as it was (`inserted` lacks its player).
 */
export async function insertAnswers(
  db: DbOrTx,
  gameId: number,
  questionIndex: number,
  batch: readonly AnswerWrite[],
): Promise<{ open: boolean; inserted: Set<number> }> {
  const rows = batch.map((a) => ({
    player_id: a.playerId,
    answer: a.answer,
    correct: a.correct,
    points: a.points,
    time_ms: a.timeMs,
    client_id: a.clientId,
    received_at: new Date(a.receivedAt).toISOString(),
  }));
  const inserted = await selectRows<{ player_id: number }>(
    db,
    sql`with open_game as (
          select id from ${liveGames}
          where id = ${gameId} and state = 'question' and question_index = ${questionIndex}
          for share
        )
        insert into ${liveAnswers}
          (player_id, game_id, question_index, answer, correct, points, time_ms, client_id, received_at)
        select x.player_id, ${gameId}, ${questionIndex}, x.answer, x.correct, x.points, x.time_ms, x.client_id, x.received_at
        from open_game, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          player_id int, answer jsonb, correct boolean, points int, time_ms int, client_id text, received_at timestamptz
        )
        join ${livePlayers} p on p.id = x.player_id and p.game_id = ${gameId} and p.kicked_at is null
        on conflict (player_id, question_index) do nothing
        returning player_id`,
  );
  const ids = new Set(inserted.map((row) => Number(row.player_id)));
  if (ids.size === batch.length) return { open: true, inserted: ids };
  const [game] = await db
    .select({ state: liveGames.state, questionIndex: liveGames.questionIndex })
    .from(liveGames)
    .where(eq(liveGames.id, gameId));
  return { open: game?.state === 'question' && game.questionIndex === questionIndex, inserted: ids };
}

export async function answeredCount(db: DbOrTx, gameId: number, questionIndex: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveAnswers)
    .where(and(eq(liveAnswers.gameId, gameId), eq(liveAnswers.questionIndex, questionIndex)));
  return row?.n ?? 0;
}

/** How the answers to a question group (for its distribution). */
export async function answerGroups(db: DbOrTx, gameId: number, questionIndex: number) {
  const rows = await db
    .select({
      answer: liveAnswers.answer,
      correct: liveAnswers.correct,
      count: sql<number>`count(*)::int`,
    })
    .from(liveAnswers)
    .where(and(eq(liveAnswers.gameId, gameId), eq(liveAnswers.questionIndex, questionIndex)))
    .groupBy(liveAnswers.answer, liveAnswers.correct);
  return rows;
}

/**
 * Adds a closed question's points to the players' scores and moves their streaks, in the transaction that
 * closes it: a right answer extends the streak, a wrong or missing one ends it.
 */
export async function applyScores(tx: DbOrTx, gameId: number, questionIndex: number): Promise<void> {
  await tx.execute(sql`
    update ${livePlayers} p set
      score = p.score + coalesce(a.points, 0),
      streak = case when a.correct then p.streak + 1 else 0 end,
      correct_count = p.correct_count + case when a.correct then 1 else 0 end,
      answered_count = p.answered_count + case when a.player_id is null then 0 else 1 end
    from ${livePlayers} q
    left join ${liveAnswers} a on a.player_id = q.id and a.question_index = ${questionIndex}
    where p.id = q.id and p.game_id = ${gameId} and p.kicked_at is null`);
}

/** A skipped question scores nothing: its stored answers keep their choice but lose their points. */
export async function voidAnswers(tx: DbOrTx, gameId: number, questionIndex: number): Promise<void> {
  await tx
    .update(liveAnswers)
    .set({ points: 0 })
    .where(and(eq(liveAnswers.gameId, gameId), eq(liveAnswers.questionIndex, questionIndex)));
}

export type StandingRow = {
  id: number;
  nickname: string;
  userId: number | null;
  score: number;
  streak: number;
  correctCount: number;
  kicked: boolean;
  /** This question's answer, when there is one. */
  points: number | null;
  correct: boolean | null;
};

/** Every player's score and streak with their answer to one question (-1: none). */
export async function loadStandings(
  db: DbOrTx,
  gameId: number,
  questionIndex: number,
): Promise<StandingRow[]> {
  const rows = await selectRows<{
    id: number;
    nickname: string;
    user_id: number | null;
    score: number;
    streak: number;
    correct_count: number;
    kicked: boolean;
    points: number | null;
    correct: boolean | null;
  }>(
    db,
    sql`select p.id, p.nickname, p.user_id, p.score, p.streak, p.correct_count,
               p.kicked_at is not null as kicked, a.points, a.correct
        from ${livePlayers} p
        left join ${liveAnswers} a on a.player_id = p.id and a.question_index = ${questionIndex}
        where p.game_id = ${gameId}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    nickname: r.nickname,
    userId: r.user_id === null ? null : Number(r.user_id),
    score: Number(r.score),
    streak: Number(r.streak),
    correctCount: Number(r.correct_count),
    kicked: Boolean(r.kicked),
    points: r.points === null ? null : Number(r.points),
    correct: r.correct === null ? null : Boolean(r.correct),
  }));
}

/**
 * Moves a game from the revision its caller saw to the next, or returns undefined when another process
 * (or command) moved it first.
 */
export async function updateGame(
  db: DbOrTx,
  game: GameRow,
  patch: Partial<typeof liveGames.$inferInsert>,
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(liveGames)
    .set({ ...patch, revision: game.revision + 1 })
    .where(and(eq(liveGames.id, game.id), eq(liveGames.revision, game.revision)))
    .returning();
  return row;
}

export async function kickPlayer(db: DbOrTx, gameId: number, playerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(livePlayers)
    .set({ kickedAt: now })
    .where(and(eq(livePlayers.id, playerId), eq(livePlayers.gameId, gameId), isNull(livePlayers.kickedAt)))
    .returning({ id: livePlayers.id });
  return rows.length > 0;
}
