import type { LivePlayerRef } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '#platform/errors.ts';
import type { Conn, RuntimeDeps } from './conn.ts';
import type { RoomCounts } from './room-counts.ts';
import { releaseExpiredSeats, SEEN_EVERY_MS, touchPlayers } from './seats.ts';
import { type GameRow, kickPlayer } from './store.ts';
import { liveGames } from './tables.ts';

/** Ids of released players named in one event (about 4 KB: under PostgreSQL's 8,000-byte notification). */
const RELEASED_PER_EVENT = 500;

/** What the lobby reads of the game's runtime, and may change: the game row's `locked`. */
export type LobbyRoom = {
  game: GameRow;
  readonly hosts: ReadonlySet<Conn>;
  readonly players: ReadonlyMap<number, Conn>;
};

type RosterEntry = { nickname: string; key: string; kicked: boolean };

/**
 * Who is in a game, as one process sees it, and the host's hold on it: removing a player, locking the game,
 * and keeping seats honest. The players connected here who never answered are marked as seen every few
 * seconds (so their seats hold), and a process with a host screen sweeps out the players whose seats came
 * free, telling every process (and so every host) that they left.
 */
export class LobbyControl {
  readonly roster = new Map<number, RosterEntry>();
  /** Players connected here who have not answered yet: only their seats depend on being seen. */
  private readonly unanswered = new Set<number>();
  private lastSeen = 0;
  private sweeping = false;

  constructor(
    private readonly room: LobbyRoom,
    private readonly deps: RuntimeDeps,
    private readonly counts: RoomCounts,
  ) {}

  add(id: number, nickname: string, key: string, kicked = false): void {
    if (this.roster.has(id)) return;
    this.roster.set(id, { nickname, key, kicked });
    if (!kicked) this.counts.playerJoined({ id, nickname });
  }

  activeCount(): number {
    let n = 0;
    for (const p of this.roster.values()) if (!p.kicked) n += 1;
    return n;
  }

  activePlayers(): LivePlayerRef[] {
    const active: LivePlayerRef[] = [];
    for (const [id, p] of this.roster) if (!p.kicked) active.push({ id, nickname: p.nickname });
    return active;
  }

  // ------------------------------------------------------------------ the host's commands

  async kick(playerId: number): Promise<void> {
    const player = this.roster.get(playerId);
    const game = this.room.game;
    if (!player || player.kicked || game.state === 'ended') throw new AppError('LIVE_COMMAND_INVALID');
    const done = await kickPlayer(this.deps.db, game.id, playerId, new Date(this.deps.now()));
    if (!done) throw new AppError('LIVE_COMMAND_INVALID');
    this.markKicked(playerId);
    await this.deps.publish({ g: game.id, k: 'kicked', id: playerId });
  }

  /** Locks or unlocks the game: a join finds `locked` on the row it locks, on whichever process it lands. */
  async setLocked(locked: boolean): Promise<void> {
    const game = this.room.game;
    if (game.state === 'ended') throw new AppError('LIVE_COMMAND_INVALID');
    await this.deps.db.update(liveGames).set({ locked }).where(eq(liveGames.id, game.id));
    this.applyLock(locked);
    await this.deps.publish({ g: game.id, k: 'lock', locked });
  }

  // ------------------------------------------------------------------ changes, made here or told by others

  markKicked(playerId: number): void {
    const player = this.roster.get(playerId);
    if (!player || player.kicked) return;
    player.kicked = true;
    this.unanswered.delete(playerId);
    this.counts.playerLeft(playerId);
    const conn = this.room.players.get(playerId);
    if (conn) {
      this.deps.send(conn, JSON.stringify({ type: 'kicked' }), true);
      this.deps.close(conn, 4003, 'kicked');
    }
  }

  /** Players whose seats came free: gone from the roster, their nicknames free again. */
  release(ids: readonly number[]): void {
    for (const id of ids) {
      const player = this.roster.get(id);
      if (!player) continue;
      this.roster.delete(id);
      this.unanswered.delete(id);
      if (!player.kicked) this.counts.playerLeft(id);
    }
  }

  /** Tells the other processes of released players, a few hundred an event. */
  async announceReleased(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += RELEASED_PER_EVENT) {
      await this.deps.publish({
        g: this.room.game.id,
        k: 'released',
        ids: ids.slice(i, i + RELEASED_PER_EVENT),
      });
    }
  }

  applyLock(locked: boolean): void {
    if (this.room.game.locked === locked) return;
    this.room.game = { ...this.room.game, locked };
    const data = JSON.stringify({ type: 'lock', locked });
    for (const host of this.room.hosts) this.deps.send(host, data, true);
  }

  // ------------------------------------------------------------------ seats

  playerAttached(playerId: number, answered: boolean): void {
    if (answered) this.unanswered.delete(playerId);
    else this.unanswered.add(playerId);
  }

  playerAnswered(playerId: number): void {
    this.unanswered.delete(playerId);
  }

  /** The grace time counts from the close, not from the last refresh. */
  playerDetached(playerId: number): void {
    if (!this.unanswered.delete(playerId)) return;
    touchPlayers(this.deps.db, [playerId], new Date(this.deps.now())).catch((error) =>
      this.deps.log(error, 'live quiz player not marked as gone'),
    );
  }

  /** Refreshes the seats of the players connected here and, with a host here, sweeps out the expired ones. */
  tick(real: number): void {
    if (this.sweeping || real - this.lastSeen < SEEN_EVERY_MS) return;
    this.lastSeen = real;
    this.sweeping = true;
    this.refreshAndSweep()
      .catch((error) => this.deps.log(error, 'live quiz seats not refreshed'))
      .finally(() => {
        this.sweeping = false;
      });
  }

  private async refreshAndSweep(): Promise<void> {
    const now = new Date(this.deps.now());
    const here = [...this.unanswered].filter((id) => this.room.players.has(id));
    await touchPlayers(this.deps.db, here, now);
    const game = this.room.game;
    if (this.room.hosts.size === 0 || game.state === 'ended' || game.state === 'podium') return;
    const released = await releaseExpiredSeats(this.deps.db, game.id, now);
    if (released.length === 0) return;
    this.release(released);
    await this.announceReleased(released);
  }
}
