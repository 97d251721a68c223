import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireTestRedis, uniqueRedisPrefix } from '#test/test-redis.ts';
import { EventBus } from './event-bus.ts';
import type { TransportLog } from './event-transport.ts';
import { RedisTransport } from './redis-transport.ts';

/** Against the machine's real Redis (TEST_REDIS_URL); each test on channels of its own prefix. */

type Line = { level: 'warn' | 'info'; message: string; details: object };
function recordingLog(): TransportLog & { lines: Line[] } {
  const lines: Line[] = [];
  return {
    lines,
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    info: (details, message) => lines.push({ level: 'info', message, details }),
  };
}

/** Waits until the check passes (messages cross a socket, so they arrive a moment later). */
async function eventually(check: () => unknown, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * A port where nothing speaks Redis: every connection is closed as soon as it is made. It stays bound for
 * the test, so no other server of a parallel test can take it meanwhile.
 */
async function refusingPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('Redis transport', () => {
  let url: string;
  let admin: Redis;
  const open: RedisTransport[] = [];
  const transport = (prefix: string, log: TransportLog = recordingLog()) => {
    const created = new RedisTransport(url, prefix, log);
    open.push(created);
    return created;
  };
  /** This prefix's connections as Redis lists them. */
  const clientsOf = async (prefix: string) =>
    ((await admin.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}events-`))
      .map((line) => ({
        id: /\bid=(\d+)/.exec(line)?.[1] ?? '',
        name: /\bname=(\S+)/.exec(line)?.[1] ?? '',
      }));

  beforeAll(async () => {
    url = await requireTestRedis();
    admin = new Redis(url);
  });
  afterAll(async () => {
    await Promise.all(open.map((t) => t.close()));
    await admin?.quit();
  });

  it('carries a message to every process listening on the channel, the sender included', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [transport(prefix), transport(prefix)];
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    await a.listen('news', (payload) => heardByA.push(payload));
    await b.listen('news', (payload) => heardByB.push(payload));
    const large = 'x'.repeat(100_000);
    await a.notify('news', 'satu');
    await a.notify('news', large);
    await b.notify('news', 'dua');
    await eventually(() => expect(heardByB).toEqual(['satu', large, 'dua']));
    await eventually(() => expect(heardByA).toEqual(['satu', large, 'dua']));
  });

  it('keeps channels and deployments apart', async () => {
    const prefix = uniqueRedisPrefix();
    const a = transport(prefix);
    const elsewhere = transport(uniqueRedisPrefix());
    const onNews: string[] = [];
    const onOther: string[] = [];
    const otherDeployment: string[] = [];
    await a.listen('news', (payload) => onNews.push(payload));
    await a.listen('other', (payload) => onOther.push(payload));
    await elsewhere.listen('news', (payload) => otherDeployment.push(payload));
    await a.notify('news', 'only news');
    await a.notify('other', 'last');
    await eventually(() => expect(onOther).toEqual(['last']));
    // One connection delivers in order: once 'last' arrived, 'only news' had arrived everywhere it could.
    expect(onNews).toEqual(['only news']);
    expect(otherDeployment).toEqual([]);
  });

  it('stops delivering to a listener that stopped, and keeps the channel for the others', async () => {
    const prefix = uniqueRedisPrefix();
    const a = transport(prefix);
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await a.listen('news', (payload) => first.push(payload));
    const stopSecond = await a.listen('news', (payload) => second.push(payload));
    await a.notify('news', 'both');
    await eventually(() => expect(first).toEqual(['both']));
    await stopFirst();
    await a.notify('news', 'second only');
    await eventually(() => expect(second).toEqual(['both', 'second only']));
    expect(first).toEqual(['both']);
    await stopSecond();
    const channels = (await admin.pubsub('CHANNELS', `${prefix}*`)) as string[];
    expect(channels).toEqual([]);
  });

  it('reconnects after losing its connections, hears again and says so once each way', async () => {
    const prefix = uniqueRedisPrefix();
    const log = recordingLog();
    const a = transport(prefix, log);
    const heard: string[] = [];
    await a.listen('news', (payload) => heard.push(payload));
    await a.notify('news', 'before');
    await eventually(() => expect(heard).toEqual(['before']));

    const clients = await clientsOf(prefix);
    expect(clients.map((c) => c.name).sort()).toEqual([
      `${prefix}events-publisher`,
      `${prefix}events-subscriber`,
    ]);
    for (const client of clients) await admin.client('KILL', 'ID', client.id);

    // Back on its own: a message from elsewhere reaches the new subscription, and publishing works again.
    await eventually(async () => {
      await admin.publish(`${prefix}news`, 'after');
      expect(heard).toContain('after');
    }, 10_000);
    await a.notify('news', 'from a again');
    await eventually(() => expect(heard).toContain('from a again'));
    await eventually(() =>
      expect(log.lines.map((l) => `${l.level} ${(l.details as { role: string }).role}`).sort()).toEqual([
        'info publisher',
        'info subscriber',
        'warn publisher',
        'warn subscriber',
      ]),
    );
  });

  it('fails a start without Redis within seconds, logs it once and closes without hanging', async () => {
    const log = recordingLog();
    const refusing = await refusingPort();
    const port = refusing.port;
    const down = new RedisTransport(`redis://:secret@127.0.0.1:${port}`, uniqueRedisPrefix(), log);
    const bus = new EventBus(down);
    const closing = vi.spyOn(down, 'close');
    const started = Date.now();
    const failures = await Promise.all([
      bus.start().catch((error: Error) => error.message),
      down.notify('news', 'lost').catch((error: Error) => error.message),
    ]);
    expect(failures).toEqual([
      expect.stringMatching(
        new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} did not take the subscription: .*max retries`, 'i'),
      ),
      expect.stringMatching(new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} did not take the event: `, 'i')),
    ]);
    expect(failures.join(' ')).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(log.lines.map((l) => l.level)).toEqual(['warn', 'warn']);
    // A bus that could not start closes its transport, which would otherwise keep reconnecting.
    expect(closing).toHaveBeenCalledOnce();
    await refusing.close();
  });

  it('closes both of its connections', async () => {
    const prefix = uniqueRedisPrefix();
    const a = new RedisTransport(url, prefix, recordingLog());
    await a.listen('news', () => undefined);
    await a.notify('news', 'hello');
    expect((await clientsOf(prefix)).map((c) => c.name).sort()).toEqual([
      `${prefix}events-publisher`,
      `${prefix}events-subscriber`,
    ]);
    await a.close();
    await eventually(async () => expect(await clientsOf(prefix)).toEqual([]));
  });

  it('carries the event bus: local handlers first, the other process hears it as not local', async () => {
    const prefix = uniqueRedisPrefix();
    const here = new EventBus(transport(prefix));
    const there = new EventBus(transport(prefix));
    await here.start();
    await there.start();
    const seenHere: string[] = [];
    const seenThere: string[] = [];
    here.on('user-changed', (payload, origin) => {
      seenHere.push(`${payload} ${origin.local ? 'local' : 'remote'}`);
    });
    there.on('user-changed', (payload, origin) => {
      seenThere.push(`${payload} ${origin.local ? 'local' : 'remote'}`);
    });
    await here.publish('user-changed', '7');
    // Local handlers have run by the time publish returns.
    expect(seenHere).toEqual(['7 local']);
    await eventually(() => expect(seenThere).toEqual(['7 remote']));
    await there.publish('user-changed', '8');
    await eventually(() => expect(seenHere).toEqual(['7 local', '8 remote']));
    // The publisher does not hear its own event a second time from Redis.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenHere).toEqual(['7 local', '8 remote']);
    expect(seenThere).toEqual(['7 remote', '8 local']);
    await here.stop();
    await there.stop();
    await eventually(async () => expect(await clientsOf(prefix)).toEqual([]));
  });
});
