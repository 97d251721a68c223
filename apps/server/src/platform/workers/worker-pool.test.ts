import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#platform/errors.ts';
import { WorkerPool } from './worker-pool.ts';

const entry = new URL('./test-worker-tsx.mjs', import.meta.url);
let pool: WorkerPool;

const makePool = (options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) => {
  pool = new WorkerPool({ entry, size: 1, maxQueued: 4, heapMb: 64, graceMs: 200, ...options });
  return pool;
};

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

/** The error a job ends with; a job that succeeds fails the test. */
const failure = (job: Promise<unknown>): Promise<AppError> =>
  job.then(
    () => {
      throw new Error('the job was expected to fail');
    },
    (error) => error as AppError,
  );

afterEach(async () => {
  await pool?.close();
});

describe('WorkerPool', () => {
  it('runs a job in a worker and passes an AppError through with its code and details', async () => {
    makePool();
    await expect(pool.run('echo', { text: 'halo' }, { timeoutMs: 10_000 })).resolves.toBe('halo!');
    const refused = await failure(pool.run('refuse', {}, { timeoutMs: 10_000 }));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'NO_MAIN_TEXT', status: 422, details: { reason: 'empty' } });
  });

  it('kills a job stuck past its time limit, answers WORKER_TIME_LIMIT, and the next job gets a new worker', async () => {
    makePool();
    await pool.run('echo', { text: 'hangat' }, { timeoutMs: 10_000 });
    const started = performance.now();
    const stuck = await failure(pool.run('spin', {}, { timeoutMs: 300 }));
    expect(codeOf(stuck)).toBe('WORKER_TIME_LIMIT');
    expect(stuck.status).toBe(422);
    // The limit plus the grace period, with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(5_000);
    await expect(pool.run('echo', { text: 'lagi' }, { timeoutMs: 10_000 })).resolves.toBe('lagi!');
  });

  it('a job that stops when asked answers WORKER_TIME_LIMIT too, and keeps its worker', async () => {
    makePool();
    await pool.run('echo', { text: 'a' }, { timeoutMs: 10_000 });
    const stopped = await failure(pool.run('wait', {}, { timeoutMs: 100 }));
    expect(codeOf(stopped)).toBe('WORKER_TIME_LIMIT');
    expect(pool.workerCount).toBe(1);
  });

  it('kills a job past the heap limit with WORKER_MEMORY_LIMIT (413) and recovers', async () => {
    makePool({ heapMb: 48 });
    const hog = await failure(pool.run('hog', {}, { timeoutMs: 30_000 }));
    expect(codeOf(hog)).toBe('WORKER_MEMORY_LIMIT');
    expect(hog.status).toBe(413);
    await expect(pool.run('echo', { text: 'pulih' }, { timeoutMs: 10_000 })).resolves.toBe('pulih!');
  });

  it('answers a stack overflow as WORKER_MEMORY_LIMIT, not a server error', async () => {
    makePool();
    const deep = await failure(pool.run('recurse', {}, { timeoutMs: 10_000 }));
    expect(codeOf(deep)).toBe('WORKER_MEMORY_LIMIT');
  });

  it('refuses with WORKERS_BUSY (429) once every worker is busy and the queue is full', async () => {
    makePool({ maxQueued: 1 });
    const running = failure(pool.run('wait', {}, { timeoutMs: 2_000 }));
    const queued = pool.run('echo', { text: 'antre' }, { timeoutMs: 10_000 });
    const refused = await failure(pool.run('echo', { text: 'ditolak' }, { timeoutMs: 10_000 }));
    expect(codeOf(refused)).toBe('WORKERS_BUSY');
    expect(refused.status).toBe(429);
    expect(codeOf(await running)).toBe('WORKER_TIME_LIMIT');
    await expect(queued).resolves.toBe('antre!');
  });
});
