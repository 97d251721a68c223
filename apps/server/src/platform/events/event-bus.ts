import { randomUUID } from 'node:crypto';
import type { EventTransport } from './event-transport.ts';

/** `local` is true in the process that published the event, false in the processes that heard of it. */
type Handler = (payload: string, origin: { local: boolean }) => void | Promise<void>;

const CHANNEL = 'pustaka_events';

/**
 * In-process events that every other process of the app also hears, through the transport (PostgreSQL
 * LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set). Used for things like dropping cached sessions when
 * a user changes, so no process serves stale access.
 */
export class EventBus {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly origin = randomUUID();
  private unlisten: (() => Promise<void>) | undefined;

  /** The bus owns the transport: stop() closes it. */
  constructor(private readonly transport: EventTransport) {}

  async start(): Promise<void> {
    try {
      this.unlisten = await this.transport.listen(CHANNEL, (raw) => {
        const message = safeParse(raw);
        if (message && message.origin !== this.origin) {
          this.dispatch(message.topic, message.payload, false).catch(() => undefined);
        }
      });
    } catch (error) {
      // A transport that keeps reconnecting in the background would keep a failed start's process alive.
      await this.transport.close();
      throw error;
    }
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    await this.transport.close();
  }

  on(topic: string, handler: Handler): void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  /** Runs local handlers first (so this process never races itself), then tells the others. */
  async publish(topic: string, payload: string): Promise<void> {
    await this.dispatch(topic, payload, true);
    await this.transport.notify(CHANNEL, JSON.stringify({ origin: this.origin, topic, payload }));
  }

  private async dispatch(topic: string, payload: string, local: boolean): Promise<void> {
    await Promise.all([...(this.handlers.get(topic) ?? [])].map((handler) => handler(payload, { local })));
  }
}

function safeParse(raw: string): { origin: string; topic: string; payload: string } | undefined {
  try {
    const value = JSON.parse(raw);
    return typeof value?.topic === 'string' && typeof value?.payload === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
