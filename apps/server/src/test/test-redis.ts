import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, by default this machine's. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The address a local test server binds to, by the host TEST_REDIS_URL names. */
const LOOPBACK: Record<string, string> = { '127.0.0.1': '127.0.0.1', localhost: '127.0.0.1', '[::1]': '::1' };

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

let checked: Promise<string> | undefined;

/**
 * TEST_REDIS_URL once it answers. A local Redis that is down is started (as `npm run test:pg` starts
 * PostgreSQL); one that cannot be reached fails the suite, so the Redis tests never pass by not running.
 */
export function requireTestRedis(): Promise<string> {
  checked ??= (async () => {
    if (await answers(TEST_REDIS_URL)) return TEST_REDIS_URL;
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const bind = LOOPBACK[hostname];
    if (bind) {
      // No snapshots: a test server keeps nothing worth saving.
      const settings = ['--save', '', '--appendonly', 'no', '--dir', tmpdir()];
      const where = ['--bind', bind, '--port', port || '6379'];
      spawnSync('redis-server', [...where, '--daemonize', 'yes', ...settings], { stdio: 'ignore' });
      for (let i = 0; i < 20; i++) {
        if (await answers(TEST_REDIS_URL)) return TEST_REDIS_URL;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    throw new Error(
      `Redis at ${TEST_REDIS_URL} does not answer${bind ? ' and could not be started' : ''}; the Redis tests ` +
        'need it (apt-get install redis-server, or set TEST_REDIS_URL).',
    );
  })();
  return checked;
}

/** A channel prefix no other test run shares, so runs on one Redis never hear each other. */
export function uniqueRedisPrefix(): string {
  return `pustaka-test:${randomUUID()}:`;
}
