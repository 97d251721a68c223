import type { Database } from '#db/client.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * A job that runs once per slot of `everyMs`, however many processes run: each schedules the next slot
 * under the slot's key, and the unique key lets only the first in. The job's payload says when its slot
 * began (`due`, ms), for work that may find it was already done since. Returns the function that schedules
 * the next slot (call it once at start).
 */
export function schedulePeriodic(
  jobs: JobQueue,
  db: Database,
  now: () => Date,
  kind: string,
  everyMs: number,
  run: (payload: Record<string, unknown>) => Promise<unknown>,
): () => Promise<void> {
  const scheduleNext = async () => {
    const next = (Math.floor(now().getTime() / everyMs) + 1) * everyMs;
    await jobs.enqueue(
      db,
      kind,
      { due: next },
      { runAt: new Date(next), uniqueKey: `${kind}:${next}`, maxAttempts: 1 },
    );
  };
  jobs.handle(kind, async (payload) => {
    try {
      await run(payload);
    } finally {
      await scheduleNext();
    }
  });
  return scheduleNext;
}
