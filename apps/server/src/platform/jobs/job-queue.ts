import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, selectRows } from '#db/client.ts';
import { jobs } from './tables.ts';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempts: number },
) => Promise<void>;

export type EnqueueOptions = {
  /** When the job may run; now when omitted. */
  runAt?: Date;
  /** A second enqueue with the same key is ignored while the first exists (idempotent scheduling). */
  uniqueKey?: string;
  maxAttempts?: number;
  /**
   * Inserted already claimed by this process, for `runClaimed()` once the transaction commits: what `runNow()`
   * does without its claim statement. Only where the queue runs by itself; a job its caller never runs
   * (the process stopped first) is taken by a worker once its lock lapses, like any claimed job.
   */
  claim?: boolean;
};

/** What running a job needs of its row. */
export type ClaimedJob = Pick<
  typeof jobs.$inferSelect,
  'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts'
>;

export type JobEntry = { kind: string; payload: Record<string, unknown>; options?: EnqueueOptions };

/**
 * The jobs a claiming insert claimed, from its rows (`id, kind, payload, attempts, max_attempts`, as the driver
 * or `json_agg` gives them): only claimed jobs start with an attempt counted.
 */
export function claimedJobs(rows: Array<Record<string, unknown>>): ClaimedJob[] {
  return rows
    .filter((row) => Number(row.attempts) === 1)
    .map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      payload: row.payload,
      attempts: 1,
      maxAttempts: Number(row.max_attempts),
    }));
}

/** Retry waits grow with each attempt: 30 s, 1 min, 2 min, ... capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

const LOCK_MS = 5 * 60_000;
const CONCURRENCY = 4;

/**
 * The durable job queue. Modules register a handler per kind and enqueue inside their own transaction,
 * so a job exists exactly when the change that needs it was committed. `runDue()` is what the timer
 * calls; tests call it directly with a moved clock instead of waiting.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private askedAgain = false;
  /** Jobs runNow() is running, so stop() waits for them as it waits for the workers. */
  private readonly runningNow = new Set<Promise<void>>();
  /** Jobs this process has claimed and not yet finished, so a stopping process can hand them back. */
  private readonly held = new Set<number>();
  /** Jobs this process has run, by kind and outcome (`done`, `retry`, `failed`), for the metrics. */
  private readonly ranHere = new Map<string, number>();
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly onError: (error: unknown, kind: string) => void = () => {},
  ) {}

  /** True once start() runs the queue on its own timer. */
  get started(): boolean {
    return this.timer !== undefined;
  }

  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
    this.handlers.set(kind, handler);
  }

  async enqueue(
    tx: DbOrTx,
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await this.enqueueAll(tx, [{ kind, payload, options }]);
  }

  /**
   * Several jobs in one statement: each is ignored on its own when its unique key already exists. Answers the
   * jobs inserted with `claim` (none when their key existed).
   */
  async enqueueAll(tx: DbOrTx, entries: JobEntry[]): Promise<ClaimedJob[]> {
    if (entries.length === 0) return [];
    return claimedJobs(await selectRows(tx, this.insertStatement(entries)));
  }

  /**
   * The insert of `entries`, built and not sent, for a caller that sends it with its own writes as one
   * statement (a clause of `runTogether`, or of a `WITH` whose other clauses `onlyIf` may name: the jobs are
   * then inserted only when it holds, when a sibling clause changed a row, say). Its rows are read with
   * `claimedJobs`. Claims only where the queue runs by itself.
   */
  insertStatement(entries: JobEntry[], onlyIf?: SQL): SQL {
    const now = this.now();
    const claiming = this.started && entries.some(({ options }) => options?.claim);
    const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString();
    const rows = entries.map(({ kind, payload, options = {} }) => {
      const claimed = claiming && options.claim === true;
      return sql`(${kind}::text, ${JSON.stringify(payload)}::jsonb, ${options.uniqueKey ?? null}::text,
        ${(options.runAt ?? now).toISOString()}::timestamptz, ${claimed ? 1 : 0}::int,
        ${options.maxAttempts ?? 8}::int, ${claimed ? lockedUntil : null}::timestamptz)`;
    });
    return sql`insert into ${jobs} (kind, payload, unique_key, run_at, attempts, max_attempts, locked_until)
      select * from (values ${sql.join(rows, sql`, `)}) as entry ${onlyIf ? sql`where ${onlyIf}` : sql``}
      on conflict (unique_key) do nothing
      returning id, kind, payload, attempts, max_attempts`;
  }

  /**
   * Runs the jobs that are due (at most `limit`) and returns how many ran. Overlapping calls share one run.
   * When the queue runs by itself, a run that stopped at its limit, or was asked for again while it ran (new
   * work may have come after its workers looked), goes on at once instead of leaving due work to the next tick.
   */
  runDue(limit = 50): Promise<number> {
    if (this.running) {
      this.askedAgain = true;
      return this.running;
    }
    this.askedAgain = false;
    this.running = this.drain(limit).finally(() => {
      this.running = undefined;
    });
    this.running.then(
      (ran) => {
        if (this.started && (this.askedAgain || ran >= limit)) {
          setImmediate(() => this.runDue(limit).catch((error) => this.onError(error, 'queue')));
        }
      },
      () => undefined,
    );
    return this.running;
  }

  /** When a job of `kind` last finished well, in any process; undefined when none has. */
  async lastDone(kind: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: sql<Date | null>`max(${jobs.finishedAt})`.mapWith(jobs.finishedAt) })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'done')));
    return row?.at ?? undefined;
  }

  /**
   * Claims and runs one job by its unique key, now, if it is due and no worker holds it; answers whether it
   * ran. For light work someone is waiting on (a gateway's notification of a payment), which should not wait
   * for one of the few workers; a failure is retried by the workers like any other.
   */
  async runNow(uniqueKey: string): Promise<boolean> {
    const job = await this.claim(eq(jobs.uniqueKey, uniqueKey));
    if (!job) return false;
    await this.executeNow(job);
    return true;
  }

  /** Runs a job `enqueueAll` inserted with `claim`, once its transaction has committed. */
  async runClaimed(job: ClaimedJob): Promise<void> {
    if (this.started) await this.executeNow(job);
  }

  private async executeNow(job: ClaimedJob): Promise<void> {
    const run = this.execute(job);
    this.runningNow.add(run);
    try {
      await run;
    } finally {
      this.runningNow.delete(run);
    }
  }

  start(intervalMs = 2_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runDue().catch((error) => this.onError(error, 'queue'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops claiming; answers once the jobs this process is running have finished. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([this.running, ...this.runningNow]);
  }

  /** Jobs this process has claimed and not finished: its share of the queue depth, for the metrics. */
  get heldCount(): number {
    return this.held.size;
  }

  /** Jobs this process has run since it started, as `[kind, outcome, count]`. */
  get ranCounts(): Array<[kind: string, outcome: string, count: number]> {
    return [...this.ranHere].map(([key, count]) => {
      const [kind = '', outcome = ''] = key.split('\n');
      return [kind, outcome, count];
    });
  }

  private countRun(kind: string, outcome: 'done' | 'retry' | 'failed'): void {
    const key = `${kind}\n${outcome}`;
    this.ranHere.set(key, (this.ranHere.get(key) ?? 0) + 1);
  }

  /**
   * Hands back the jobs this process still holds (a stop that ran out of time): their lock lapses now, so
   * another process takes them at once instead of after the lock's minutes. Answers how many.
   */
  async releaseHeld(): Promise<number> {
    const ids = [...this.held];
    if (ids.length === 0) return 0;
    const released = await this.db
      .update(jobs)
      .set({ lockedUntil: this.now() })
      .where(and(inArray(jobs.id, ids), eq(jobs.status, 'queued')))
      .returning({ id: jobs.id });
    return released.length;
  }

  /**
   * A few workers take due jobs side by side: a notification waiting on a slow peer must not hold up the
   * others. Each job is still claimed by exactly one worker.
   */
  private async drain(limit: number): Promise<number> {
    let ran = 0;
    const worker = async () => {
      while (ran < limit && !this.stopping) {
        const job = await this.claim();
        if (!job) return;
        ran += 1;
        await this.execute(job);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return ran;
  }

  /**
   * Takes the oldest due job that no live worker holds; SKIP LOCKED keeps two processes off one job. One
   * statement (the row is locked by the subquery and marked by the update around it): a claim is a single
   * round trip, not a transaction of four.
   */
  private async claim(only?: SQL) {
    const now = this.now();
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          only,
          eq(jobs.status, 'queued'),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(sql`${jobs.id} = (${due})`)
      .returning();
    return job;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    this.held.add(job.id);
    try {
      await this.settle(job);
    } finally {
      this.held.delete(job.id);
    }
  }

  private async settle(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload as Record<string, unknown>, { id: job.id, attempts: job.attempts });
      await this.db
        .update(jobs)
        .set({ status: 'done', finishedAt: this.now(), lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
      this.countRun(job.kind, 'done');
    } catch (error) {
      this.onError(error, job.kind);
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = job.attempts >= job.maxAttempts;
      await this.db
        .update(jobs)
        .set({
          status: exhausted ? 'failed' : 'queued',
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          runAt: new Date(this.now().getTime() + retryDelayMs(job.attempts)),
          finishedAt: exhausted ? this.now() : null,
        })
        .where(eq(jobs.id, job.id));
      this.countRun(job.kind, exhausted ? 'failed' : 'retry');
    }
  }
}
