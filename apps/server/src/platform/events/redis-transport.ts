import { Redis } from 'ioredis';
import type { EventTransport, TransportLog } from './event-transport.ts';

/**
 * How many reconnection attempts a command waits through before it fails. ioredis backs off from 50 ms, so
 * five attempts are about two seconds: a restart of Redis is ridden out, while during an outage a publish
 * fails instead of holding its request, and a start without Redis fails instead of waiting for ever.
 */
const RETRIES_PER_COMMAND = 5;
/** A command that a connected peer leaves unanswered (not Redis, or Redis stuck) fails after this. */
const COMMAND_TIMEOUT_MS = 5_000;
/** How long closing waits for Redis to answer QUIT before dropping the connection. */
const CLOSE_TIMEOUT_MS = 2_000;

type Subscription = { handlers: Set<(payload: string) => void>; subscribed: Promise<unknown> };

/**
 * Redis pub/sub: a connection in subscriber mode can send nothing but (un)subscribe commands, so the
 * transport keeps two, one to hear and one to publish. Both reconnect by themselves (ioredis), and the
 * subscriber subscribes again to its channels when it is back; what was published in between is not heard.
 * Channel names carry the configured prefix, since pub/sub channels are shared by everyone on the server.
 */
export class RedisTransport implements EventTransport {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscriptions = new Map<string, Subscription>();
  /** Host and port only: the address may hold a password. */
  private readonly address: string;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: TransportLog,
  ) {
    this.address = new URL(url).host;
    this.publisher = this.connect(url, 'publisher');
    this.subscriber = this.connect(url, 'subscriber');
    this.subscriber.on('message', (channel: string, payload: string) => {
      for (const handler of this.subscriptions.get(channel)?.handlers ?? []) {
        // A throwing handler must not reach the client's reply parser, which would drop the connection.
        try {
          handler(payload);
        } catch (error) {
          this.log.warn({ err: error, channel }, 'event handler failed');
        }
      }
    });
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const name = this.prefix + channel;
    let subscription = this.subscriptions.get(name);
    if (!subscription) {
      const subscribed = this.subscriber.subscribe(name).catch((error: Error) => {
        throw new Error(`Redis at ${this.address} did not take the subscription: ${error.message}`, {
          cause: error,
        });
      });
      const created: Subscription = { handlers: new Set(), subscribed };
      created.subscribed.catch(() => {
        if (this.subscriptions.get(name) === created) this.subscriptions.delete(name);
      });
      this.subscriptions.set(name, created);
      subscription = created;
    }
    await subscription.subscribed;
    const { handlers } = subscription;
    const handler = (payload: string) => onMessage(payload);
    handlers.add(handler);
    return async () => {
      if (!handlers.delete(handler) || handlers.size > 0) return;
      if (this.subscriptions.get(name) === subscription) this.subscriptions.delete(name);
      // Failing here (Redis is down) leaves the channel subscribed; its messages then find no handler.
      await this.subscriber.unsubscribe(name).catch(() => undefined);
    };
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, payload).catch((error: Error) => {
      throw new Error(`Redis at ${this.address} did not take the event: ${error.message}`, { cause: error });
    });
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    await Promise.all([end(this.publisher), end(this.subscriber)]);
  }

  private connect(url: string, role: 'publisher' | 'subscriber'): Redis {
    const client = new Redis(url, {
      maxRetriesPerRequest: RETRIES_PER_COMMAND,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Names the connection in CLIENT LIST, so an operator sees whose it is.
      connectionName: `${this.prefix}events-${role}`,
    });
    // Without an 'error' listener the client prints every failed attempt. A connection can also be closed
    // without an error (a restart, CLIENT KILL), so the loss is told when a reconnection is scheduled: one
    // line when the connection is lost and one when it is back. ioredis keeps reconnecting either way.
    let lastError: Error | undefined;
    let down = false;
    client.on('error', (error: Error) => {
      lastError = error;
    });
    client.on('reconnecting', () => {
      if (down) return;
      down = true;
      this.log.warn({ err: lastError, role }, 'Redis connection for events lost; reconnecting');
    });
    client.on('ready', () => {
      lastError = undefined;
      if (!down) return;
      down = false;
      this.log.info({ role }, 'Redis connection for events restored; events sent meanwhile were missed');
    });
    return client;
  }
}

/** Closes a connection for good: QUIT when it is up, else stop reconnecting. Resolves once it is closed. */
function end(client: Redis): Promise<void> {
  if (client.status === 'end') return Promise.resolve();
  if (client.status === 'reconnecting') {
    // Between two reconnection attempts there is no socket, only a timer, which this clears: closed now.
    client.disconnect();
    return Promise.resolve();
  }
  const ended = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      client.disconnect();
      resolve();
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    client.once('end', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (client.status === 'ready') client.quit().catch(() => client.disconnect());
  else client.disconnect();
  return ended;
}
