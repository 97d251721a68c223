import { LIVE_QUIZ_LIMITS } from '@pustaka/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import type { GameRow, PlayerRow } from './store.ts';
import { liveAnswers, liveGames, livePlayers } from './tables.ts';

/**
 * Who holds a seat of a game. A player holds one while a socket of theirs is open, for the grace time after
 * the last one closed, and for good once they answered (their score is part of the game). Whether a socket
 * is open is read from `seen_at`, which the process holding it refreshes every SEEN_EVERY_MS and writes on
 * close; so a process that dies stops refreshing and its players' seats come free as well.
 *
 * A player whose seat came free is deleted (never answered: nothing of the game is lost), which frees the
 * nickname too. Every join deletes the game's expired players under the game's lock before it counts, so
 * two processes never both give away the last seat, and the hosts' processes sweep now and then so the
 * lobby shows who left.
 */
export const SEAT_GRACE_MS = LIVE_QUIZ_LIMITS.seatGraceMs;
/** A third of the grace: two refreshes may be late before a connected player could lose their seat. */
export const SEEN_EVERY_MS = 8_000;

const neverAnswered = sql`not exists (select 1 from ${liveAnswers} a where a.player_id = ${livePlayers.id})`;

/** The condition of a player whose seat has come free at `now` (gone past the grace, never answered). */
function expired(gameId: number, now: Date) {
  return and(
    eq(livePlayers.gameId, gameId),
    isNull(livePlayers.kickedAt),
    sql`${livePlayers.seenAt} < ${new Date(now.getTime() - SEAT_GRACE_MS).toISOString()}::timestamptz`,
    neverAnswered,
  );
}

/** Deletes the game's players whose seats have come free; returns their ids (for the lobbies). */
export async function releaseExpiredSeats(db: DbOrTx, gameId: number, now: Date): Promise<number[]> {
  const rows = await db.delete(livePlayers).where(expired(gameId, now)).returning({ id: livePlayers.id });
  return rows.map((row) => row.id);
}

/** The seats taken at `now`: players not removed, minus those whose seats have come free. */
export async function seatCount(db: DbOrTx, gameId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(*) filter (where not (${livePlayers.seenAt} < ${new Date(now.getTime() - SEAT_GRACE_MS).toISOString()}::timestamptz and ${neverAnswered}))::int`,
    })
    .from(livePlayers)
    .where(and(eq(livePlayers.gameId, gameId), isNull(livePlayers.kickedAt)));
  return row?.n ?? 0;
}

/** Marks players as seen now (their sockets are open here, or one just closed). */
export async function touchPlayers(db: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(livePlayers)
    .set({ seenAt: now })
    .where(inArray(livePlayers.id, [...ids]));
}

/**
 * A returning player takes their seat back: seen now, if the row is still there (a sweep may have deleted it
 * a moment before; then the resume token is void and they join again).
 */
export async function reclaimSeat(db: DbOrTx, playerId: number, now: Date): Promise<PlayerRow | undefined> {
  const [row] = await db
    .update(livePlayers)
    .set({ seenAt: now })
    .where(eq(livePlayers.id, playerId))
    .returning();
  return row;
}

/**
 * Adds a player under the game's lock, so two processes cannot both take the last seat: refused when the
 * game has ended, is locked, is full, or has the nickname already. The seats that came free are deleted
 * first (returned as `released`, for the lobbies).
 */
export async function insertPlayer(
  db: Database,
  gameId: number,
  player: { nickname: string; nicknameKey: string; userId: number | null; resumeHash: string; now: Date },
): Promise<{ game: GameRow; player: PlayerRow; released: number[] }> {
  try {
    return await db.transaction(async (tx) => {
      const [game] = await tx.select().from(liveGames).where(eq(liveGames.id, gameId)).for('update');
      if (!game || game.state === 'ended' || game.state === 'podium')
        throw new AppError('LIVE_PIN_NOT_FOUND');
      if (game.locked) throw new AppError('LIVE_GAME_LOCKED');
      const released = await releaseExpiredSeats(tx, gameId, player.now);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(livePlayers)
        .where(and(eq(livePlayers.gameId, gameId), isNull(livePlayers.kickedAt)));
      if ((count?.n ?? 0) >= game.playerCap) {
        throw new AppError('LIVE_GAME_FULL', { params: { cap: game.playerCap } });
      }
      const [row] = await tx
        .insert(livePlayers)
        .values({
          gameId,
          nickname: player.nickname,
          nicknameKey: player.nicknameKey,
          userId: player.userId,
          resumeHash: player.resumeHash,
          joinedAt: player.now,
          seenAt: player.now,
        })
        .returning();
      return { game, player: row as PlayerRow, released };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('LIVE_NICKNAME_TAKEN');
    throw error;
  }
}
