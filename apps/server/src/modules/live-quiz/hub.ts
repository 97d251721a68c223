import type { IncomingMessage } from 'node:http';
import {
  LIVE_QUIZ_CLOSE,
  LIVE_QUIZ_LIMITS,
  type LiveClientMessage,
  LiveClientMessageSchema,
  LiveHostCommandSchema,
} from '@pustaka/contract';
import { type WebSocket, WebSocket as WebSocketClass } from 'ws';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError, ERRORS, type ErrorCode, type Language } from '#platform/errors.ts';
import { Admission } from './admission.ts';
import type { Conn, RuntimeDeps } from './conn.ts';
import { isHostToken } from './games.ts';
import { checkNickname, nicknameKey } from './nicknames.ts';
import { GameRuntime, type LiveEvent } from './runtime.ts';
import { insertPlayer, reclaimSeat } from './seats.ts';
import { findGame, findPlayerByResume, type GameRow, listPlayers, newToken, sha256 } from './store.ts';

const TOPIC = 'live-quiz';
const TICK_MS = 25;
const HEARTBEAT_MS = 15_000;
/** A socket that has not joined anything by then is closed. */
const JOIN_WITHIN_MS = 60_000;
/** A runtime without sockets here is dropped after this (the database keeps the game). */
const IDLE_RUNTIME_MS = 60_000;
/** Past this many bytes queued for a socket, frames that can be missed (counts, clock) are skipped. */
const SOFT_BUFFER_BYTES = 64 * 1024;
/** Past this, the socket is too far behind: it is dropped and its screen resumes with a fresh snapshot. */
const HARD_BUFFER_BYTES = 1024 * 1024;
/** Over-limit messages tolerated (each answered with LIVE_RATE_LIMITED) before the socket is closed. */
const RATE_STRIKES = 10;
/** Players named in one "joined" event (a nickname and its key take up to about 200 bytes). */
const JOINED_PER_EVENT = 30;

export type LiveQuizHubOptions = {
  authenticate: (token: string) => Promise<Principal>;
  recordResults: (game: GameRow) => Promise<void>;
  log: (error: unknown, message: string) => void;
};

/**
 * The live games this process serves: one runtime per game with sockets here, the fan-out of game events
 * to the other processes (PostgreSQL LISTEN/NOTIFY through the app's event bus), the clock that closes
 * questions, heartbeats, and the protocol of each socket.
 */
export class LiveQuizHub {
  private readonly runtimes = new Map<number, Promise<GameRuntime>>();
  private readonly conns = new Set<Conn>();
  private readonly joinedToPublish = new Map<number, { id: number; nickname: string; key: string }[]>();
  private timers: NodeJS.Timeout[] = [];
  private readonly deps: RuntimeDeps;
  private readonly admission: Admission;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: LiveQuizHubOptions,
  ) {
    this.deps = {
      db: ctx.db,
      now: () => ctx.now().getTime(),
      send: (conn, data, essential) => this.send(conn, data, essential),
      close: (conn, code, reason) => this.close(conn, code, reason),
      publish: (event) => this.publish(event),
      recordResults: (game) => options.recordResults(game),
      log: options.log,
    };
    this.admission = new Admission(ctx);
  }

  start(): void {
    this.ctx.events.on(TOPIC, async (payload, origin) => {
      if (origin.local) return;
      const event = JSON.parse(payload) as LiveEvent;
      const runtime = this.runtimes.get(event.g);
      if (runtime) await (await runtime).onEvent(event);
    });
    const tick = setInterval(() => this.tick(), TICK_MS);
    const heartbeat = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    tick.unref();
    heartbeat.unref();
    this.timers = [tick, heartbeat];
  }

  /** Games with a runtime in this process, and sockets open to it; for the operator's metrics. */
  get load(): { games: number; sockets: number } {
    return { games: this.runtimes.size, sockets: this.conns.size };
  }

  /**
   * Every socket is told the server is going away, the code on which clients resume the game through another
   * process (a socket that does not close in time is cut); then the games' pending writes are finished.
   */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const conn of this.conns) this.close(conn, LIVE_QUIZ_CLOSE.goingAway, 'server going away');
    for (const runtime of this.runtimes.values()) await (await runtime).drain().catch(() => undefined);
  }

  /** The runtime of a game, loaded from the database on first use in this process. */
  runtime(gameId: number): Promise<GameRuntime> {
    let runtime = this.runtimes.get(gameId);
    if (!runtime) {
      runtime = (async () => {
        const game = await findGame(this.ctx.db, gameId);
        if (!game) throw new AppError('LIVE_PIN_NOT_FOUND');
        const roster = await listPlayers(this.ctx.db, gameId);
        return new GameRuntime(
          this.deps,
          game,
          roster.map((p) => ({ ...p, nicknameKey: nicknameKey(p.nickname), kicked: p.kickedAt !== null })),
        );
      })();
      runtime.catch(() => this.runtimes.delete(gameId));
      this.runtimes.set(gameId, runtime);
    }
    return runtime;
  }

  /** Runtimes loaded in this process (tests drive their clocks). */
  async loaded(): Promise<GameRuntime[]> {
    return Promise.all(this.runtimes.values());
  }

  private async publish(event: LiveEvent): Promise<void> {
    await this.ctx.events.publish(TOPIC, JSON.stringify(event));
  }

  tick(): void {
    const now = this.deps.now();
    for (const [gameId, pending] of this.runtimes) {
      pending.then(
        (runtime) => {
          runtime.tick(now);
          if (!runtime.hasConnections() && Date.now() - runtime.idleSince > IDLE_RUNTIME_MS) {
            this.runtimes.delete(gameId);
          }
        },
        () => undefined,
      );
    }
    for (const [gameId, players] of this.joinedToPublish) {
      this.joinedToPublish.delete(gameId);
      // A few dozen players an event keeps each under PostgreSQL's 8,000-byte limit on a notification.
      for (let i = 0; i < players.length; i += JOINED_PER_EVENT) {
        this.publish({ g: gameId, k: 'joined', players: players.slice(i, i + JOINED_PER_EVENT) }).catch(
          (error) => this.options.log(error, 'live quiz join not published'),
        );
      }
    }
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const conn of this.conns) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      if (conn.role === 'none' && now - conn.openedAt > JOIN_WITHIN_MS) {
        this.close(conn, LIVE_QUIZ_CLOSE.notJoined, 'join first');
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }

  // ------------------------------------------------------------------ sockets

  send(conn: Conn, data: string, essential: boolean): void {
    if (conn.closed || conn.ws.readyState !== WebSocketClass.OPEN) return;
    const buffered = conn.ws.bufferedAmount;
    if (buffered > HARD_BUFFER_BYTES) {
      conn.closed = true;
      conn.ws.terminate();
      return;
    }
    if (!essential && buffered > SOFT_BUFFER_BYTES) return;
    conn.ws.send(data);
  }

  close(conn: Conn, code: number, reason: string): void {
    if (conn.closed) return;
    conn.closed = true;
    conn.ws.close(code, reason);
    setTimeout(() => conn.ws.terminate(), 2_000).unref();
  }

  private sendError(conn: Conn, code: ErrorCode, error?: AppError, ref?: string): void {
    let message = (error?.texts ?? ERRORS[code])[conn.language];
    for (const [key, value] of Object.entries(error?.params ?? {}))
      message = message.replace(`{${key}}`, String(value));
    this.send(conn, JSON.stringify({ type: 'error', code, message, ...(ref && { ref }) }), true);
  }

  /** A socket the gate let in; `address` is its client's (after trusted proxies). */
  connect(ws: WebSocket, request: IncomingMessage, address: string): void {
    const conn: Conn = {
      ws,
      address,
      language: languageOf(request),
      role: 'none',
      alive: true,
      openedAt: Date.now(),
      tokens: LIVE_QUIZ_LIMITS.rateBurst,
      refilledAt: Date.now(),
      strikes: 0,
      chain: Promise.resolve(),
      closed: false,
    };
    this.conns.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => this.receive(conn, data as Buffer, isBinary));
    ws.on('close', () => {
      conn.closed = true;
      this.conns.delete(conn);
      conn.runtime?.detach(conn);
    });
    ws.on('error', () => undefined);
  }

  /** Takes a token of the socket's bucket; false when the socket sends faster than allowed. */
  private allow(conn: Conn): boolean {
    const now = Date.now();
    const refill = ((now - conn.refilledAt) / 1000) * LIVE_QUIZ_LIMITS.ratePerSecond;
    conn.tokens = Math.min(LIVE_QUIZ_LIMITS.rateBurst, conn.tokens + refill);
    conn.refilledAt = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  private receive(conn: Conn, data: Buffer, isBinary: boolean): void {
    if (conn.closed) return;
    const receivedAt = this.deps.now();
    if (!this.allow(conn)) {
      conn.strikes += 1;
      if (conn.strikes === 1) this.sendError(conn, 'LIVE_RATE_LIMITED');
      if (conn.strikes > RATE_STRIKES) this.close(conn, LIVE_QUIZ_CLOSE.rateLimited, 'rate limited');
      return;
    }
    if (data.length > LIVE_QUIZ_LIMITS.maxFrameBytes) {
      this.sendError(conn, 'LIVE_FRAME_TOO_LARGE');
      this.close(conn, LIVE_QUIZ_CLOSE.tooLarge, 'frame too large');
      return;
    }
    let message: LiveClientMessage;
    try {
      if (isBinary) throw new Error('binary');
      const parsed = LiveClientMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!parsed.success) throw new Error('schema');
      message = parsed.data;
    } catch {
      this.sendError(conn, 'LIVE_MESSAGE_INVALID');
      return;
    }
    conn.chain = conn.chain.then(() =>
      this.handle(conn, message, receivedAt).catch((error) => {
        const ref = message.type === 'answer' ? message.id : undefined;
        if (error instanceof AppError) {
          this.sendError(conn, error.code, error, ref);
          if (error.code === 'LIVE_KICKED') this.close(conn, LIVE_QUIZ_CLOSE.kicked, 'kicked');
        } else {
          this.options.log(error, 'live quiz message failed');
          this.sendError(conn, 'SERVICE_UNAVAILABLE', undefined, ref);
        }
      }),
    );
  }

  private async handle(conn: Conn, message: LiveClientMessage, receivedAt: number): Promise<void> {
    if (message.type === 'ping') {
      this.send(conn, JSON.stringify({ type: 'pong', t: message.t, server_time: this.deps.now() }), true);
      return;
    }
    if (message.type === 'join' || message.type === 'host' || 'resume_token' in message) {
      if (conn.role !== 'none') throw new AppError('LIVE_ALREADY_JOINED');
      if (message.type === 'join') return this.join(conn, message);
      if ('resume_token' in message) return this.resume(conn, message.resume_token);
      return this.attachHost(conn, message.game_id, message.host_token);
    }
    if (conn.role === 'none' || !conn.runtime) throw new AppError('LIVE_NOT_JOINED');
    if (message.type === 'answer') {
      if (conn.role !== 'player') throw new AppError('LIVE_COMMAND_INVALID');
      return conn.runtime.answer(conn, message, receivedAt);
    }
    if (conn.role !== 'host') throw new AppError('LIVE_HOST_FORBIDDEN');
    return conn.runtime.command(LiveHostCommandSchema.parse(message));
  }

  /**
   * A new player: the PIN is looked up (limited per address), the join counted (per address and per game),
   * then the seat taken in the database, which decides ended, locked, full and taken nicknames for every
   * process at once (the roster here may still hold players whose seats have come free).
   */
  private async join(conn: Conn, message: Extract<LiveClientMessage, { type: 'join' }>): Promise<void> {
    const found = await this.admission.lookUp(conn.address, message.pin);
    const nickname = checkNickname(message.nickname);
    const key = nicknameKey(nickname);
    const runtime = await this.runtime(found.id);
    if (runtime.game.locked) throw new AppError('LIVE_GAME_LOCKED');
    await this.admission.admitJoin(conn.address, found);
    const userId = message.auth_token ? await this.userOf(message.auth_token) : null;
    const token = newToken();
    const { player, released } = await insertPlayer(this.ctx.db, found.id, {
      nickname,
      nicknameKey: key,
      userId,
      resumeHash: sha256(token),
      now: this.ctx.now(),
    });
    if (released.length > 0) {
      runtime.lobby.release(released);
      runtime.lobby
        .announceReleased(released)
        .catch((error) => this.options.log(error, 'live quiz released seats not published'));
    }
    runtime.lobby.add(player.id, player.nickname, key);
    const pending = this.joinedToPublish.get(found.id) ?? [];
    pending.push({ id: player.id, nickname: player.nickname, key });
    this.joinedToPublish.set(found.id, pending);
    await runtime.attachPlayer(conn, player, token);
  }

  /** A logged-in learner's account, or null for a token that does not authenticate (they play as a guest). */
  private async userOf(token: string): Promise<number | null> {
    try {
      return (await this.options.authenticate(token)).userId;
    } catch {
      return null;
    }
  }

  private async resume(conn: Conn, token: string): Promise<void> {
    const found = await findPlayerByResume(this.ctx.db, token);
    if (!found) throw new AppError('LIVE_RESUME_INVALID');
    if (found.kickedAt) throw new AppError('LIVE_KICKED');
    // Seen now, unless a sweep deleted the player a moment ago (their seat had come free).
    const player = await reclaimSeat(this.ctx.db, found.id, this.ctx.now());
    if (!player) throw new AppError('LIVE_RESUME_INVALID');
    const runtime = await this.runtime(player.gameId);
    await runtime.attachPlayer(conn, player, token);
  }

  private async attachHost(conn: Conn, gameId: number, token: string): Promise<void> {
    const game = await findGame(this.ctx.db, gameId);
    if (!game || !isHostToken(this.ctx.config.authSecret, gameId, token))
      throw new AppError('LIVE_HOST_FORBIDDEN');
    const runtime = await this.runtime(gameId);
    await runtime.attachHost(conn);
  }
}

function languageOf(request: IncomingMessage): Language {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const asked = url.searchParams.get('lang') ?? request.headers['accept-language'] ?? '';
  return asked.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}
