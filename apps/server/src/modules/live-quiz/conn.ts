import type { WebSocket } from 'ws';
import type { Database } from '#db/client.ts';
import type { Language } from '#platform/errors.ts';
import type { GameRuntime, LiveEvent } from './runtime.ts';
import type { GameRow } from './store.ts';

/** One WebSocket and what it has become: nothing yet, a player of a game, or a game's host screen. */
export type Conn = {
  ws: WebSocket;
  /** The client's address (after trusted proxies): the key of its join and PIN limits. */
  address: string;
  language: Language;
  role: 'none' | 'player' | 'host';
  runtime?: GameRuntime;
  playerId?: number;
  /** Heartbeat: set by every pong, cleared by every ping. */
  alive: boolean;
  openedAt: number;
  /** Token bucket of the rate limit (real time, not the app clock). */
  tokens: number;
  refilledAt: number;
  strikes: number;
  /** Messages of one socket are handled in order. */
  chain: Promise<void>;
  closed: boolean;
};

/** What a game runtime needs from its process. */
export type RuntimeDeps = {
  db: Database;
  /** The app clock, in epoch milliseconds. */
  now: () => number;
  /** Sends one frame; a frame that is not essential is dropped for a socket that is behind. */
  send: (conn: Conn, data: string, essential: boolean) => void;
  close: (conn: Conn, code: number, reason: string) => void;
  publish: (event: LiveEvent) => Promise<void>;
  recordResults: (game: GameRow) => Promise<void>;
  log: (error: unknown, message: string) => void;
};
