import { type Transferable, Worker } from 'node:worker_threads';
import { AppError, ERRORS, type ErrorCode } from '#platform/errors.ts';
import type { TaskReply, TaskRequest } from './serve-tasks.ts';

export type WorkerPoolOptions = {
  /** The worker's entry file (see serve-tasks.ts): TypeScript through a loader in tests, bundled JS in production. */
  entry: URL;
  /** Workers at most; each runs one job at a time. */
  size: number;
  /** Jobs that may wait for a free worker; one more is refused with WORKERS_BUSY. */
  maxQueued: number;
  /** A worker's V8 heap; a job that needs more is killed (WORKER_MEMORY_LIMIT). */
  heapMb: number;
  /** How long a job asked to stop may take to stop before its worker is terminated. */
  graceMs?: number;
};

export type RunOptions = {
  /** From the moment a worker takes the job; past it the job is stopped and WORKER_TIME_LIMIT thrown. */
  timeoutMs: number;
  /** Buffers handed over instead of copied (the caller must not use them afterwards). */
  transfer?: Transferable[];
};

type Job = {
  id: number;
  task: string;
  input: unknown;
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timers: NodeJS.Timeout[];
  timedOut: boolean;
};

type Slot = { worker: Worker; job: Job | undefined; failure: Error | undefined };

const DEFAULT_GRACE_MS = 1_000;
/** How long a client is told to wait when every worker is busy and the queue is full. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A bounded pool of worker threads for work whose cost grows with what a user sends (parsing, layout,
 * rendering), so the serving thread only ever waits on a message. Each job has a time limit and each worker
 * a heap limit; a job past either is killed with its worker, answers a 422 or 413, and the next job gets a
 * fresh worker. Workers start when work arrives and do not keep the process alive while idle.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private sequence = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Runs one job of `task` in a worker and answers its result, or the AppError the task threw. */
  run<T>(task: string, input: unknown, options: RunOptions): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    if (this.queue.length >= this.options.maxQueued && !this.idleSlotOrRoom()) {
      return Promise.reject(new AppError('WORKERS_BUSY', { params: { seconds: BUSY_RETRY_SECONDS } }));
    }
    this.sequence += 1;
    const id = this.sequence;
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        id,
        task,
        input,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
        timers: [],
        timedOut: false,
      });
      this.dispatch();
    });
  }

  /** Workers running a job now, and jobs waiting for one; for the operator's metrics. */
  get load(): { busy: number; queued: number } {
    return { busy: this.slots.filter((slot) => slot.job).length, queued: this.queue.length };
  }

  /** Workers alive now (busy or idle); for tests and health figures. */
  get workerCount(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the worker pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlotOrRoom(): boolean {
    return this.slots.length < this.options.size || this.slots.some((slot) => !slot.job);
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const slot = this.slots.find((candidate) => !candidate.job) ?? this.spawn();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      this.start(slot, job);
    }
  }

  private spawn(): Slot | undefined {
    if (this.slots.length >= this.options.size) return undefined;
    const worker = new Worker(this.options.entry, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.heapMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(this.options.heapMb / 8))),
      },
    });
    const slot: Slot = { worker, job: undefined, failure: undefined };
    worker.on('message', (reply: TaskReply) => this.settle(slot, reply));
    worker.on('error', (error) => {
      slot.failure = error;
    });
    worker.on('exit', () => this.retire(slot));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    const request: TaskRequest = { type: 'run', id: job.id, task: job.task, input: job.input };
    slot.worker.postMessage(request, job.options.transfer ?? []);
    // First the job is asked to stop (it can end cleanly, stopping its child processes); a job whose thread
    // is stuck in a loop never reads that message, and is terminated after the grace period.
    job.timers.push(
      setTimeout(() => {
        job.timedOut = true;
        slot.worker.postMessage({ type: 'abort', id: job.id } satisfies TaskRequest);
        job.timers.push(
          setTimeout(() => void slot.worker.terminate(), this.options.graceMs ?? DEFAULT_GRACE_MS),
        );
      }, job.options.timeoutMs),
    );
  }

  private settle(slot: Slot, reply: TaskReply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    this.finish(slot, job);
    if (job.timedOut) job.reject(timeLimit(job));
    else if (reply.ok) job.resolve(reply.value);
    else job.reject(rebuildError(reply.error));
    this.dispatch();
  }

  /** A worker that exited (terminated on a limit, out of memory, crashed) leaves; the next job spawns another. */
  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    const job = slot.job;
    if (job) {
      this.finish(slot, job);
      job.reject(exitError(job, slot.failure, this.options.heapMb));
    }
    this.dispatch();
  }

  private finish(slot: Slot, job: Job): void {
    for (const timer of job.timers) clearTimeout(timer);
    slot.job = undefined;
    slot.worker.unref();
  }
}

const timeLimit = (job: Job) =>
  new AppError('WORKER_TIME_LIMIT', {
    params: { seconds: Math.round((job.options.timeoutMs / 1000) * 10) / 10 },
    details: { limit_ms: job.options.timeoutMs },
  });

function exitError(job: Job, failure: Error | undefined, heapMb: number): Error {
  if (job.timedOut) return timeLimit(job);
  if ((failure as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new AppError('WORKER_MEMORY_LIMIT', { details: { limit_mb: heapMb } });
  }
  return new Error(`a worker stopped while running ${job.task}`, { cause: failure });
}

/** An AppError crosses the thread as its code and arguments; anything else as a plain error (a 500). */
function rebuildError(error: Extract<TaskReply, { ok: false }>['error']): Error {
  if (error.code && error.code in ERRORS) {
    return new AppError(error.code as ErrorCode, {
      params: error.params,
      details: error.details,
      ...(error.texts && { message: error.texts }),
    });
  }
  return new Error(error.message);
}
