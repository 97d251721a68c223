import type { LivePlayerRef } from '@pustaka/contract';
import type { Conn, RuntimeDeps } from './conn.ts';
import { answeredCount, type GameRow } from './store.ts';

const ANSWER_COUNT_EVERY_MS = 250;
const HOST_PLAYERS_EVERY_MS = 200;
const PLAYER_COUNT_EVERY_MS = 1_000;

/** What the counts read of the game's runtime, and the one thing they may ask of it. */
export type Room = {
  readonly game: GameRow;
  readonly hosts: ReadonlySet<Conn>;
  readonly players: ReadonlyMap<number, Conn>;
  activeCount(): number;
  closeQuestion(): Promise<void>;
};

/**
 * The counts the screens follow while a game runs, each at its own pace so a hall of phones is not flooded:
 * arrivals and departures for the hosts (every 200 ms), the number of players for the phones (every second),
 * and the answers so far for the hosts (every 250 ms, read from the database so players on every process
 * count; when everyone has answered, the question closes early).
 */
export class RoomCounts {
  private joined: LivePlayerRef[] = [];
  private left: number[] = [];
  private lastHostPlayers = 0;
  private lastPlayerCount = 0;
  private playerCountChanged = false;
  private answers = { at: 0, value: -1, inFlight: false };

  constructor(
    private readonly room: Room,
    private readonly deps: RuntimeDeps,
  ) {}

  playerJoined(player: LivePlayerRef): void {
    this.joined.push(player);
    this.playerCountChanged = true;
  }

  playerLeft(playerId: number): void {
    this.left.push(playerId);
    this.playerCountChanged = true;
  }

  /** A new question starts its answer count from nothing. */
  questionOpened(): void {
    this.answers = { at: 0, value: -1, inFlight: false };
  }

  /** Sends what is due at real time `real`; `countAnswers` while a question is open and a host watches. */
  tick(real: number, countAnswers: boolean): void {
    if (countAnswers) this.countAnswers(real);
    if (real - this.lastHostPlayers >= HOST_PLAYERS_EVERY_MS && (this.joined.length || this.left.length)) {
      this.lastHostPlayers = real;
      const data = JSON.stringify({
        type: 'players',
        count: this.room.activeCount(),
        joined: this.joined,
        left: this.left,
      });
      this.joined = [];
      this.left = [];
      for (const host of this.room.hosts) this.deps.send(host, data, false);
    }
    if (real - this.lastPlayerCount >= PLAYER_COUNT_EVERY_MS && this.playerCountChanged) {
      this.lastPlayerCount = real;
      this.playerCountChanged = false;
      const data = JSON.stringify({ type: 'players', count: this.room.activeCount(), joined: [], left: [] });
      for (const conn of this.room.players.values()) this.deps.send(conn, data, false);
    }
  }

  private countAnswers(now: number): void {
    const last = this.answers;
    if (last.inFlight || now - last.at < ANSWER_COUNT_EVERY_MS) return;
    last.inFlight = true;
    last.at = now;
    const { questionIndex, id } = this.room.game;
    answeredCount(this.deps.db, id, questionIndex)
      .then((answered) => {
        last.inFlight = false;
        const game = this.room.game;
        if (game.state !== 'question' || game.questionIndex !== questionIndex) return;
        const total = this.room.activeCount();
        if (answered !== last.value) {
          last.value = answered;
          const data = JSON.stringify({
            type: 'answer_count',
            question_index: questionIndex,
            answered,
            total,
          });
          for (const host of this.room.hosts) this.deps.send(host, data, false);
        }
        if (total > 0 && answered >= total && game.pausedRemainingMs === null)
          return this.room.closeQuestion();
      })
      .catch((error) => {
        last.inFlight = false;
        this.deps.log(error, 'live quiz answer count failed');
      });
  }
}
