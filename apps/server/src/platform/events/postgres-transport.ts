import type { DatabaseHandle } from '#db/client.ts';
import type { EventTransport } from './event-transport.ts';

/**
 * LISTEN/NOTIFY on the app's database. With a PostgreSQL server every process hears every other; embedded
 * PGlite belongs to one process, which then hears itself. The database belongs to the app, which closes it.
 */
export class PostgresTransport implements EventTransport {
  private readonly listening = new Set<() => Promise<void>>();

  constructor(private readonly database: DatabaseHandle) {}

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.database.listen(channel, onMessage);
    const stop = async () => {
      if (this.listening.delete(stop)) await unlisten();
    };
    this.listening.add(stop);
    return stop;
  }

  notify(channel: string, payload: string): Promise<void> {
    return this.database.notify(channel, payload);
  }

  async close(): Promise<void> {
    await Promise.all([...this.listening].map((stop) => stop()));
  }
}
