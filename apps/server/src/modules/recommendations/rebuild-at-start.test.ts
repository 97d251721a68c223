import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { REBUILD_JOB, rebuildAtStartWhenStale } from './index.ts';
import { lastRebuildGeneration } from './store.ts';

let t: TestApp;
const MINUTE = 60_000;

async function startRebuilds(): Promise<string[]> {
  const rows = await selectRows<{ unique_key: string }>(
    t.ctx.db,
    sql`select unique_key from jobs where unique_key like ${`${REBUILD_JOB}:start:%`} order by id`,
  );
  return rows.map((row) => row.unique_key);
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('the rebuild at start', () => {
  it('runs on a catalogue that never had one, and again only when the last is older than an hour', async () => {
    // The app's own start asked for one: nothing was ever rebuilt here.
    expect(await startRebuilds()).toHaveLength(1);
    await t.ctx.jobs.runDue();
    expect(await t.ctx.jobs.lastDone(REBUILD_JOB)).toEqual(t.clock.now());

    // Past the hour since the last finished rebuild, a restart asks for one.
    t.clock.advance(61 * MINUTE);
    await rebuildAtStartWhenStale(t.ctx);
    expect(await startRebuilds()).toHaveLength(2);
    await t.ctx.jobs.runDue();

    // A restart 59 minutes after that one, in the next hour: the lists are fresh, nothing is redone.
    t.clock.advance(59 * MINUTE);
    await rebuildAtStartWhenStale(t.ctx);
    expect(await startRebuilds()).toHaveLength(2);
  });

  it('skips a rebuild that was due before the last one began, and runs one due after', async () => {
    await t.ctx.jobs.runDue();
    const began = await lastRebuildGeneration(t.ctx.db);
    expect(began).toBeDefined();
    const beganMs = began?.getTime() ?? 0;
    // The hour's job, due a minute before that rebuild began, comes up after it: nothing to add.
    t.clock.advance(MINUTE);
    await t.ctx.jobs.enqueue(t.ctx.db, REBUILD_JOB, { due: beganMs - MINUTE }, { uniqueKey: 'early' });
    await t.ctx.jobs.runDue();
    expect(await lastRebuildGeneration(t.ctx.db)).toEqual(began);
    // A catalogue change after it began asks for one that does run.
    await t.ctx.jobs.enqueue(t.ctx.db, REBUILD_JOB, { due: beganMs + 1 }, { uniqueKey: 'late' });
    await t.ctx.jobs.runDue();
    expect(await lastRebuildGeneration(t.ctx.db)).toEqual(t.clock.now());
  });
});
