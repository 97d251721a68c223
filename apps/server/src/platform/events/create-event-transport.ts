import type { Config } from '#app/config.ts';
import type { DatabaseHandle } from '#db/client.ts';
import type { EventTransport, TransportLog } from './event-transport.ts';
import { PostgresTransport } from './postgres-transport.ts';

/**
 * Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on the app's database. The Redis client is loaded
 * only then, so a start without Redis does not pay for importing it.
 */
export async function createEventTransport(
  redis: Config['redis'],
  database: DatabaseHandle,
  log: TransportLog,
): Promise<EventTransport> {
  if (!redis) return new PostgresTransport(database);
  const { RedisTransport } = await import('./redis-transport.ts');
  return new RedisTransport(redis.url, redis.prefix, log);
}
