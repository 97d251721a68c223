import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client.ts';

/** `local` is true in the process that published the event, false in the processes that heard of it. */
type Handler = (payload: string, origin: { local: boolean }) => void | Promise<void>;

const CHANNEL = 'pustaka_events';

/**
 * In-process events that every other process of the app also hears, through PostgreSQL LISTEN/NOTIFY.
 * Used for things like dropping cached sessions when a user changes, so no process serves stale access.
 */
export class EventBus {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly origin = randomUUID();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (raw) => {
      const message = safeParse(raw);
      if (message && message.origin !== this.origin) {
        this.dispatch(message.topic, message.payload, false).catch(() => undefined);
      }
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  on(topic: string, handler: Handler): void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  /** Runs local handlers first (so this process never races itself), then tells the others. */
  async publish(topic: string, payload: string): Promise<void> {
    await this.dispatch(topic, payload, true);
    await this.database.notify(CHANNEL, JSON.stringify({ origin: this.origin, topic, payload }));
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
