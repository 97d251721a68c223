import {
  LIVE_QUIZ_CLOSE,
  type LiveClientMessage,
  type LiveServerEvent,
  LiveServerEventSchema,
} from '@pustaka/contract';
import { backoffDelay } from './backoff';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Close codes after which coming back would only be refused again. */
const FINAL_CLOSE_CODES = new Set<number>([
  LIVE_QUIZ_CLOSE.kicked,
  LIVE_QUIZ_CLOSE.notJoined,
  LIVE_QUIZ_CLOSE.tooLarge,
]);

/** How often the client pings (clock sync and liveness), and how long silence may last before it reconnects. */
export const PING_EVERY_MS = 10_000;
export const SILENCE_LIMIT_MS = 25_000;

export interface LiveSocketOptions {
  /** ws:// or wss:// address of the game endpoint. */
  url: string;
  /**
   * The first message on every (re)connection: `join`, `resume` or `host`. Asked again on each connection,
   * so a resume token received meanwhile is used.
   */
  hello: () => LiveClientMessage;
  onEvent: (event: LiveServerEvent, receivedAt: number) => void;
  onStatus: (status: ConnectionStatus, attempt: number) => void;
  /** A frame that is not JSON or does not match the contract (ignored). */
  onInvalid?: (raw: unknown) => void;
  WebSocketImpl?: typeof WebSocket;
  now?: () => number;
}

/**
 * One game connection that survives drops: it reconnects with growing, jittered waits and opens each new
 * connection with `hello()` (a resume once the server has given a token), pings for clock sync and treats
 * a long silence as a dead connection. Every frame from the server is checked against the contract.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private readonly now: () => number;
  private readonly Impl: typeof WebSocket;

  constructor(private readonly options: LiveSocketOptions) {
    this.now = options.now ?? Date.now;
    this.Impl = options.WebSocketImpl ?? WebSocket;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Sends a message when connected; false when it could not go out (the caller keeps it to resend). */
  send(message: LiveClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== this.Impl.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Ends the connection for good (leaving the page, the game is over, a refused join). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= this.Impl.OPEN) socket.close(LIVE_QUIZ_CLOSE.normal);
    this.options.onStatus('closed', this.attempt);
  }

  /** Drops the current connection and reconnects at once (a phone that woke up, the browser back online). */
  reconnectNow(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    if (this.socket) this.drop(this.socket);
    else this.connect();
  }

  /**
   * Gives up on a connection without waiting for its closing handshake (a dead network never completes one)
   * and tries again.
   */
  private drop(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.stopHeartbeat();
    socket.onclose = null;
    socket.onmessage = null;
    socket.close();
    this.scheduleReconnect();
  }

  private connect(): void {
    if (this.stopped) return;
    this.options.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting', this.attempt);
    let socket: WebSocket;
    try {
      socket = new this.Impl(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.lastHeard = this.now();
      socket.send(JSON.stringify(this.options.hello()));
      this.startHeartbeat(socket);
    };
    socket.onmessage = (message) => {
      if (this.socket !== socket) return;
      this.lastHeard = this.now();
      let raw: unknown;
      try {
        raw = JSON.parse(String(message.data));
      } catch {
        this.options.onInvalid?.(message.data);
        return;
      }
      const parsed = LiveServerEventSchema.safeParse(raw);
      if (!parsed.success) {
        this.options.onInvalid?.(raw);
        return;
      }
      // The server accepted us: the next drop starts the waits from the beginning again.
      if (parsed.data.type === 'welcome' || parsed.data.type === 'host_welcome') {
        this.attempt = 0;
        this.options.onStatus('open', 0);
      }
      this.options.onEvent(parsed.data, this.lastHeard);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (this.stopped) return;
      if (FINAL_CLOSE_CODES.has(event.code) || event.code === LIVE_QUIZ_CLOSE.normal) {
        this.stopped = true;
        this.options.onStatus('closed', this.attempt);
        return;
      }
      this.scheduleReconnect();
    };
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private scheduleReconnect(): void {
    const wait = backoffDelay(this.attempt);
    this.attempt += 1;
    this.options.onStatus('reconnecting', this.attempt);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      if (this.socket !== socket) return;
      if (this.now() - this.lastHeard > SILENCE_LIMIT_MS) {
        // Nothing heard for too long (a Wi-Fi that silently dropped): start over.
        this.drop(socket);
        return;
      }
      if (socket.readyState === this.Impl.OPEN) {
        socket.send(JSON.stringify({ type: 'ping', t: this.now() } satisfies LiveClientMessage));
      }
    }, PING_EVERY_MS);
  }

  private stopHeartbeat(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/** The game endpoint on this page's own origin. */
export function liveSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
