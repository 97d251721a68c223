import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { JobQueue } from './job-queue.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.app.close();
});

/** A queue of its own on the test database, as a second process would have, counting what it runs. */
function countingQueue(kind: string) {
  const queue = new JobQueue(t.ctx.db, t.clock.now);
  const ran: number[] = [];
  queue.handle(kind, async (payload) => {
    ran.push(Number(payload.n));
  });
  return { queue, ran };
}

async function enqueueMany(queue: JobQueue, kind: string, count: number) {
  await t.ctx.db.transaction(async (tx) => {
    for (let n = 0; n < count; n++) await queue.enqueue(tx, kind, { n });
  });
}

describe('JobQueue', () => {
  it('when it runs by itself, goes on past a run that stopped at its limit instead of waiting for the next tick', async () => {
    const { queue, ran } = countingQueue('test.limit');
    await enqueueMany(queue, 'test.limit', 12);
    // The tick would come only after the test: what runs, runs because the first run went on.
    queue.start(600_000);
    try {
      expect(await queue.runDue(2)).toBeLessThan(12);
      await vi.waitFor(() => expect(ran).toHaveLength(12), { timeout: 10_000 });
    } finally {
      await queue.stop();
    }
  });

  it('runs one job by its key at once, and only once', async () => {
    const { queue, ran } = countingQueue('test.now');
    await t.ctx.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test.now', { n: 1 }, { uniqueKey: 'test.now:1' });
      await queue.enqueue(tx, 'test.now', { n: 2 }, { uniqueKey: 'test.now:2' });
    });
    expect(await queue.runNow('test.now:2')).toBe(true);
    expect(await queue.runNow('test.now:2')).toBe(false);
    expect(ran).toEqual([2]);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual([2, 1]);
  });

  it('inserts a job already claimed for its own process: no other worker takes it, and it runs once', async () => {
    const { queue, ran } = countingQueue('test.claimed');
    const other = countingQueue('test.claimed');
    queue.start(600_000);
    try {
      const claimed = await queue.enqueueAll(t.ctx.db, [
        { kind: 'test.claimed', payload: { n: 1 }, options: { uniqueKey: 'test.claimed:1', claim: true } },
        { kind: 'test.claimed', payload: { n: 2 }, options: { uniqueKey: 'test.claimed:2' } },
      ]);
      expect(claimed.map((job) => job.payload)).toEqual([{ n: 1 }]);
      // Only the unclaimed job is due for anyone else.
      expect(await other.queue.runDue()).toBe(1);
      expect(other.ran).toEqual([2]);
      await queue.runClaimed(claimed[0] as NonNullable<(typeof claimed)[0]>);
      expect(ran).toEqual([1]);
      // Its key exists now: a second insert claims nothing.
      const again = await queue.enqueueAll(t.ctx.db, [
        { kind: 'test.claimed', payload: { n: 1 }, options: { uniqueKey: 'test.claimed:1', claim: true } },
      ]);
      expect(again).toEqual([]);
    } finally {
      await queue.stop();
    }
    // A queue that does not run by itself claims nothing: its caller would not run the job.
    const idle = countingQueue('test.claimed');
    expect(
      await idle.queue.enqueueAll(t.ctx.db, [
        { kind: 'test.claimed', payload: { n: 3 }, options: { uniqueKey: 'test.claimed:3', claim: true } },
      ]),
    ).toEqual([]);
    expect(await idle.queue.runDue()).toBe(1);
    expect(idle.ran).toEqual([3]);
  });

  it('runs each job once when two processes drain the same jobs at the same time', async () => {
    const first = countingQueue('test.shared');
    const second = countingQueue('test.shared');
    await enqueueMany(first.queue, 'test.shared', 40);
    await Promise.all([first.queue.runDue(100), second.queue.runDue(100)]);
    const all = [...first.ran, ...second.ran].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('inserts jobs with a sibling clause of one statement only when that clause changed a row', async () => {
    const { queue, ran } = countingQueue('test.guarded');
    const insertGuarded = (n: number) =>
      selectRows(
        t.ctx.db,
        sql`with moved as (select 1 from (values (${n}::int)) as v(n) where n > 1)
          ${queue.insertStatement([{ kind: 'test.guarded', payload: { n } }], sql`exists (select 1 from moved)`)}`,
      );
    expect(await insertGuarded(1)).toEqual([]);
    const [inserted] = await insertGuarded(2);
    expect(inserted).toMatchObject({ kind: 'test.guarded', payload: { n: 2 }, attempts: 0 });
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual([2]);
  });

  it('enqueues several jobs in one statement, skipping each whose key already exists', async () => {
    const { queue, ran } = countingQueue('test.batch');
    await queue.enqueue(t.ctx.db, 'test.batch', { n: 1 }, { uniqueKey: 'test.batch:1' });
    await queue.enqueueAll(t.ctx.db, [
      { kind: 'test.batch', payload: { n: 10 }, options: { uniqueKey: 'test.batch:1' } },
      { kind: 'test.batch', payload: { n: 2 }, options: { uniqueKey: 'test.batch:2' } },
      { kind: 'test.batch', payload: { n: 3 } },
      {
        kind: 'test.batch',
        payload: { n: 4 },
        options: { runAt: new Date(t.clock.now().getTime() + 60_000) },
      },
    ]);
    expect(await queue.runDue()).toBe(3);
    expect(ran.sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });
});
