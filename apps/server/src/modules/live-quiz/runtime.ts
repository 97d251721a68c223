import type { LiveGameMode, LiveHostCommand, LivePlayerRef } from '@pustaka/contract';
import type { Database } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { AnswerDesk } from './answer-desk.ts';
import type { Conn, RuntimeDeps } from './conn.ts';
import { LobbyControl } from './lobby-control.ts';
import { distributionOf, type LiveQuestion } from './questions.ts';
import { RoomCounts } from './room-counts.ts';
import {
  clockFrame,
  endedFrame,
  leaderboardFrame,
  lobbyFrame,
  podiumFrame,
  questionFrame,
  type RevealData,
  remainingMsOf,
  revealFrame,
  withYou,
  yourPart,
} from './screens.ts';
import { rankStandings, type Standing, type Standings } from './standings.ts';
import {
  answerGroups,
  applyScores,
  findGame,
  type GameRow,
  type GameStateWire,
  loadStandings,
  type PlayerRow,
  stateWireOf,
  updateGame,
  voidAnswers,
  withStateWire,
} from './store.ts';
import { type GamePatch, transitionFor } from './transitions.ts';

/** Answers that reached the server before the deadline are written within this; then the question closes. */
export const CLOSE_GRACE_MS = 300;
const CLOCK_EVERY_MS = 5_000;

export type { RevealData };
/**
 * What one process tells the others of a game (and applies itself first). A change of state carries the
 * changed fields, so a process applies every stage in order even when the game has already moved on.
 */
export type LiveEvent =
  | { g: number; k: 'state'; rev: number; state?: GameStateWire; reveal?: RevealData }
  | { g: number; k: 'joined'; players: (LivePlayerRef & { key: string })[] }
  | { g: number; k: 'kicked'; id: number }
  | { g: number; k: 'released'; ids: number[] }
  | { g: number; k: 'lock'; locked: boolean };

/**
 * One game as this process serves it: the sockets connected here, the game row as last seen, the roster,
 * and the answers of the open question being written. The database is the authority; every change of
 * state is a guarded update of the game row (by revision) and then an event that every process applies.
 */
export class GameRuntime {
  game: GameRow;
  readonly questions: LiveQuestion[];
  readonly players = new Map<number, Conn>();
  readonly hosts = new Set<Conn>();
  /** Score and streak of the players connected here (the streak feeds the next answer's bonus). */
  private readonly mine = new Map<number, { score: number; streak: number }>();
  private readonly answers: AnswerDesk;
  private serial: Promise<unknown> = Promise.resolve();
  private standings: { revision: number; value: Standings } | undefined;
  private reveal: RevealData | undefined;
  private closing = false;
  private readonly counts: RoomCounts;
  /** The roster, removing players, the lock and the seats. */
  readonly lobby: LobbyControl;
  private lastClock = 0;
  idleSince: number;

  constructor(
    private readonly deps: RuntimeDeps,
    game: GameRow,
    roster: readonly { id: number; nickname: string; nicknameKey: string; kicked: boolean }[],
  ) {
    this.game = game;
    this.questions = game.questions;
    this.answers = new AnswerDesk(deps, game.id);
    this.counts = new RoomCounts(this, deps);
    this.lobby = new LobbyControl(this, deps, this.counts);
    for (const p of roster) this.lobby.add(p.id, p.nickname, p.nicknameKey, p.kicked);
    this.idleSince = Date.now();
  }

  private get db(): Database {
    return this.deps.db;
  }

  get mode(): LiveGameMode {
    return this.game.mode as LiveGameMode;
  }

  activeCount(): number {
    return this.lobby.activeCount();
  }

  /** Runs one change at a time: commands, closes and other processes' events never interleave. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.serial.then(work, work);
    this.serial = next.catch(() => undefined);
    return next;
  }

  hasConnections(): boolean {
    return this.players.size > 0 || this.hosts.size > 0;
  }

  // ------------------------------------------------------------------ attaching sockets

  /**
   * A player's socket joins (or comes back to) the game: `welcome`, then at once the snapshot of the stage
   * it names. Both are worked out in the game's turn, so no change of stage can come between, and the
   * socket is only added to the screens once they are ready, so no other frame reaches it before them.
   */
  attachPlayer(conn: Conn, player: PlayerRow, resumeToken: string): Promise<void> {
    return this.exclusive(async () => {
      conn.playerId = player.id;
      const game = this.game;
      if (game.state === 'question') {
        const stillOpen = () => this.game.questionIndex === game.questionIndex;
        await this.answers.restore(player.id, game.questionIndex, stillOpen);
      }
      const snapshot = await this.snapshotOf(conn, 'player');
      if (this.lobby.roster.get(player.id)?.kicked) throw new AppError('LIVE_KICKED');
      if (conn.closed) return;
      // From here nothing waits: the welcome and the snapshot leave before any other frame can.
      const previous = this.players.get(player.id);
      if (previous && previous !== conn) this.deps.close(previous, 1000, 'replaced');
      conn.role = 'player';
      conn.runtime = this;
      this.players.set(player.id, conn);
      this.mine.set(player.id, { score: player.score, streak: player.streak });
      this.lobby.playerAttached(player.id, player.answeredCount > 0 || this.answers.has(player.id));
      this.deps.send(
        conn,
        JSON.stringify({
          type: 'welcome',
          player: { id: player.id, nickname: player.nickname },
          resume_token: resumeToken,
          score: player.score,
          streak: player.streak,
          game: this.gameInfo(),
          server_time: this.deps.now(),
        }),
        true,
      );
      this.sendSnapshot(conn, snapshot);
    });
  }

  /** A host screen attaches: `host_welcome`, then the snapshot, in the same way as a player's. */
  attachHost(conn: Conn): Promise<void> {
    return this.exclusive(async () => {
      const snapshot = await this.snapshotOf(conn, 'host');
      if (conn.closed) return;
      conn.role = 'host';
      conn.runtime = this;
      this.hosts.add(conn);
      this.deps.send(
        conn,
        JSON.stringify({
          type: 'host_welcome',
          game: { ...this.gameInfo(), player_cap: this.game.playerCap, locked: this.game.locked },
          server_time: this.deps.now(),
        }),
        true,
      );
      this.sendSnapshot(conn, snapshot);
    });
  }

  detach(conn: Conn): void {
    if (conn.role === 'host') this.hosts.delete(conn);
    if (conn.role === 'player' && conn.playerId !== undefined && this.players.get(conn.playerId) === conn) {
      this.players.delete(conn.playerId);
      this.mine.delete(conn.playerId);
      this.lobby.playerDetached(conn.playerId);
    }
    if (!this.hasConnections()) this.idleSince = Date.now();
  }

  private gameInfo() {
    const g = this.game;
    return {
      id: g.id,
      pin: g.pin,
      title: g.title,
      mode: this.mode,
      question_count: this.questions.length,
      state: g.state,
    };
  }

  /**
   * What a screen that arrives (or comes back) now must see: the frame of the game's current stage (an
   * ended game's podium, then `ended`). A player's `conn.playerId` picks their own part.
   */
  private async snapshotOf(conn: Conn, role: 'player' | 'host'): Promise<{ frame: string; ended: boolean }> {
    const g = this.game;
    switch (g.state) {
      case 'lobby':
        return { frame: lobbyFrame(this.lobby.activePlayers(), role === 'host'), ended: false };
      case 'question': {
        const answered = conn.playerId !== undefined && this.answers.has(conn.playerId);
        return { frame: questionFrame(g, this.deps.now(), answered), ended: false };
      }
      case 'reveal':
        await this.ensureStandings();
        return { frame: this.personal(conn, this.revealFrame(), yourPart.reveal), ended: false };
      case 'leaderboard':
        await this.ensureStandings();
        return {
          frame: this.personal(conn, leaderboardFrame(g, this.standings?.value), yourPart.leaderboard),
          ended: false,
        };
      default:
        // The podium, and an ended game's last screen.
        await this.ensureStandings();
        return {
          frame: this.personal(conn, podiumFrame(this.standings?.value), yourPart.podium),
          ended: g.state === 'ended',
        };
    }
  }

  private sendSnapshot(conn: Conn, snapshot: { frame: string; ended: boolean }): void {
    this.deps.send(conn, snapshot.frame, true);
    if (snapshot.ended) this.sendEnded([conn]);
  }

  // ------------------------------------------------------------------ frames

  private revealFrame(): string {
    return revealFrame(this.game, this.reveal, this.standings?.value.ordered.length ?? this.activeCount());
  }

  /** A frame for everyone with the socket's own player part added. */
  private personal(conn: Conn, frame: string, part: (s: Standing) => object): string {
    const s = conn.playerId !== undefined ? this.standings?.value.byId.get(conn.playerId) : undefined;
    return withYou(frame, s && part(s));
  }

  /** Sends one stage to every screen here, each with its own part. */
  private sendStage(frame: string, part: (s: Standing) => object) {
    for (const conn of this.everyone()) this.deps.send(conn, this.personal(conn, frame, part), true);
  }

  remainingMs(): number {
    return remainingMsOf(this.game, this.deps.now());
  }

  private sendEnded(conns: Iterable<Conn>) {
    const data = endedFrame(this.game);
    for (const conn of [...conns]) {
      this.deps.send(conn, data, true);
      this.deps.close(conn, 1000, 'ended');
    }
  }

  private everyone(): Conn[] {
    return [...this.hosts, ...this.players.values()];
  }

  private broadcast(data: string, essential: boolean) {
    for (const conn of this.everyone()) this.deps.send(conn, data, essential);
  }

  /** Reloads the standings when the game moved since they were ranked. */
  private async ensureStandings(): Promise<Standings> {
    const g = this.game;
    if (this.standings?.revision === g.revision) return this.standings.value;
    const rows = await loadStandings(this.db, g.id, g.questionIndex);
    const scored = g.state === 'reveal' || g.state === 'leaderboard';
    const value = rankStandings(rows, scored && !g.skipped.includes(g.questionIndex));
    this.standings = { revision: g.revision, value };
    for (const s of value.ordered)
      if (this.mine.has(s.id)) this.mine.set(s.id, { score: s.score, streak: s.streak });
    return value;
  }

  // ------------------------------------------------------------------ state changes

  /**
   * Applies a game row newer than the one known here and shows the change on every screen connected to
   * this process. Called by the process that made the change and, through the event, by the others.
   */
  private async apply(row: GameRow, reveal?: RevealData): Promise<void> {
    const before = this.game;
    if (row.revision <= before.revision) return;
    this.game = row;
    if (row.state === 'question') {
      if (before.state !== 'question' || before.questionIndex !== row.questionIndex) {
        this.answers.reset();
        this.counts.questionOpened();
        this.broadcast(questionFrame(row, this.deps.now(), false), true);
      } else {
        this.broadcast(clockFrame(row, this.deps.now()), true);
      }
      this.lastClock = Date.now();
      return;
    }
    if (row.state === 'reveal') {
      this.reveal = reveal ?? (await this.revealFromDatabase(row));
      await this.ensureStandings();
      this.sendStage(this.revealFrame(), yourPart.reveal);
      return;
    }
    if (row.state === 'leaderboard') {
      const standings = this.standings;
      // The reveal's ranking holds (nothing scores in between); only the revision moved.
      if (standings && before.state === 'reveal' && before.questionIndex === row.questionIndex) {
        this.standings = { revision: row.revision, value: standings.value };
      }
      await this.ensureStandings();
      this.sendStage(leaderboardFrame(row, this.standings?.value), yourPart.leaderboard);
      return;
    }
    if (row.state === 'podium' || row.state === 'ended') {
      await this.ensureStandings();
      if (before.state !== 'podium') {
        this.sendStage(podiumFrame(this.standings?.value), yourPart.podium);
      }
      if (row.state === 'ended') this.sendEnded(this.everyone());
    }
  }

  private async revealFromDatabase(row: GameRow): Promise<RevealData> {
    const groups = await answerGroups(this.db, row.id, row.questionIndex);
    const live = this.questions[row.questionIndex] as LiveQuestion;
    return {
      distribution: distributionOf(live, groups),
      answered: groups.reduce((sum, g) => sum + g.count, 0),
      closedAt: this.deps.now(),
    };
  }

  /** An event of another process (or a reload): the newer row is read and applied. */
  onEvent(event: LiveEvent): Promise<void> {
    if (event.k !== 'state') {
      if (event.k === 'joined') for (const p of event.players) this.lobby.add(p.id, p.nickname, p.key);
      if (event.k === 'kicked') this.lobby.markKicked(event.id);
      if (event.k === 'released') this.lobby.release(event.ids);
      if (event.k === 'lock') this.lobby.applyLock(event.locked);
      return Promise.resolve();
    }
    return this.exclusive(async () => {
      if (event.rev <= this.game.revision) return;
      if (event.state && event.rev === this.game.revision + 1) {
        return this.apply(withStateWire(this.game, event.state), event.reveal);
      }
      // A change was missed (this process came late): the row as it is now.
      const row = await findGame(this.db, this.game.id);
      if (row) await this.apply(row, row.revision === event.rev ? event.reveal : undefined);
    });
  }

  /** Re-reads the game row (after losing a race to another process). */
  private async reload(): Promise<void> {
    const row = await findGame(this.db, this.game.id);
    if (row) await this.apply(row);
  }

  private async commit(row: GameRow | undefined, reveal?: RevealData): Promise<void> {
    if (!row) {
      await this.reload();
      throw new AppError('LIVE_COMMAND_INVALID');
    }
    await this.apply(row, reveal);
    await this.deps.publish({
      g: row.id,
      k: 'state',
      rev: row.revision,
      state: stateWireOf(row),
      ...(reveal && { reveal }),
    });
    if (row.state === 'podium' || row.state === 'ended') await this.deps.recordResults(row);
  }

  /** Closes the open question: scores are added in the same transaction, then everyone sees the reveal. */
  closeQuestion(): Promise<void> {
    return this.exclusive(async () => {
      if (this.closing || this.game.state !== 'question') return;
      this.closing = true;
      try {
        await this.drain();
        const game = this.game;
        if (game.state !== 'question') return;
        let reveal: RevealData | undefined;
        const row = await this.db.transaction(async (tx) => {
          const updated = await updateGame(tx, game, { state: 'reveal', pausedRemainingMs: null });
          if (!updated) return undefined;
          await applyScores(tx, game.id, game.questionIndex);
          const groups = await answerGroups(tx, game.id, game.questionIndex);
          reveal = {
            distribution: distributionOf(this.questions[game.questionIndex] as LiveQuestion, groups),
            answered: groups.reduce((sum, g) => sum + g.count, 0),
            closedAt: this.deps.now(),
          };
          return updated;
        });
        if (row) await this.commit(row, reveal);
        else await this.reload();
      } finally {
        this.closing = false;
      }
    });
  }

  /** A host command; refused with LIVE_COMMAND_INVALID when it does not fit the game's stage. */
  command(command: LiveHostCommand): Promise<void> {
    if (command.type === 'kick') return this.lobby.kick(command.player_id);
    if (command.type === 'lock' || command.type === 'unlock')
      return this.lobby.setLocked(command.type === 'lock');
    if (command.type === 'next' && this.game.state === 'question') return this.closeQuestion();
    return this.exclusive(async () => {
      const g = this.game;
      const step = transitionFor(command, g, this.questions, this.deps.now());
      // Closing takes its own turn (above); a `next` that waited behind another change and now finds a
      // question open was meant for the stage before, so it is refused as it always was.
      if (step.kind === 'close') throw new AppError('LIVE_COMMAND_INVALID');
      if (step.kind === 'drop') return this.commit(await this.dropQuestion(g, step.patch));
      return this.commit(await updateGame(this.db, g, step.patch));
    });
  }

  /** Skipping (or ending during) a question: its answers score nothing and it is marked skipped. */
  private async dropQuestion(g: GameRow, patch: GamePatch) {
    await this.drain();
    return this.db.transaction(async (tx) => {
      const updated = await updateGame(tx, g, { ...patch, skipped: [...g.skipped, g.questionIndex] });
      if (updated) await voidAnswers(tx, g.id, g.questionIndex);
      return updated;
    });
  }

  // ------------------------------------------------------------------ answers

  /** An answer of a player connected here (see AnswerDesk). */
  answer(conn: Conn, message: { id: string; question_index: number; answer: unknown }, receivedAt: number) {
    return this.answers.take(this, conn, message, receivedAt);
  }

  streakOf(playerId: number): number {
    return this.mine.get(playerId)?.streak ?? 0;
  }

  answered(playerId: number): void {
    this.lobby.playerAnswered(playerId);
  }

  /** Waits until every answer taken so far is written. */
  drain(): Promise<void> {
    return this.answers.drain();
  }

  // ------------------------------------------------------------------ the clock

  /**
   * Called every few tens of milliseconds: closes a question past its time (by the app clock, `now`) and
   * sends counts and the clock at their pace (by real time, so a clock moved in tests does not starve them).
   */
  tick(now: number): void {
    const g = this.game;
    const real = Date.now();
    let counting = false;
    if (g.state === 'question' && g.pausedRemainingMs === null && !this.closing) {
      if (now >= (g.deadline?.getTime() ?? 0) + CLOSE_GRACE_MS) {
        this.closeQuestion().catch((error) => this.deps.log(error, 'live quiz question not closed'));
      } else {
        counting = this.hosts.size > 0;
      }
      if (real - this.lastClock >= CLOCK_EVERY_MS) {
        this.lastClock = real;
        this.broadcast(clockFrame(g, this.deps.now()), false);
      }
    }
    this.counts.tick(real, counting);
    this.lobby.tick(real);
  }
}
