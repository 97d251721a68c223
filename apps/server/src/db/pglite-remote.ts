import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

// The serving thread's side of the embedded database, which runs in a thread of its own (pglite-thread.ts).
// It offers the part of PGlite's client that drizzle and the app use (query, exec, transaction, listen,
// close) and sends each call as a message. Answers and notifications come back on one channel, in the order
// the database thread sent them, so a listener still hears a change before the statement that made it returns.

export type PgliteThreadOptions = { dataDir: string | undefined; sharedBuffersMb: number };

/**
 * Where the database thread's code is: beside this file in the sources (through a small loader for
 * TypeScript), and beside the chunk holding this code in the bundle, where build.mjs writes it as its own entry.
 */
function threadEntry(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./pglite-thread-tsx.mjs', import.meta.url)
    : new URL('./pglite-thread.js', import.meta.url);
}

/** How a query's rows come back. Parsers cannot cross threads: the types they cover come back as text. */
export type RemoteQueryOptions = { rowMode?: 'array' | 'object'; keepText?: number[] };

type Call =
  | { op: 'query'; sql: string; params?: unknown[]; options?: RemoteQueryOptions }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' };

export type PgliteRequest = Call & { call: number; tx?: number };

export type PgliteReply =
  | { reply: number; result: unknown }
  | { reply: number; error: Record<string, unknown> }
  | { notify: number; payload: string }
  | { ready: true }
  | { ready: false; error: Record<string, unknown> };

type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
};

/** An error of the database thread, with the fields a database error carries (`code`, `constraint` ...). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

/** The caller's parsers, applied on this side to the text the database thread kept for their types. */
function applyParsers(result: Results, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return result;
  const parsed = result.fields
    .map((field, index) => ({
      index,
      name: field.name,
      typeId: field.dataTypeID,
      parse: parsers[field.dataTypeID],
    }))
    .filter((column) => column.parse !== undefined);
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, typeId, parse } of parsed) {
      const key = options?.rowMode === 'array' ? index : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse?.(value as string, typeId);
    }
  }
  return result;
}

/** What the app and drizzle call on an embedded database's client. */
export type PgliteClient = Pick<RemotePglite, 'query' | 'exec' | 'transaction' | 'listen'>;

export class RemotePglite {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private sequence = 0;
  private stopped: Error | undefined;

  constructor(readonly options: PgliteThreadOptions) {
    this.worker = new Worker(threadEntry(), { workerData: options });
    let ready!: () => void;
    let failed!: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.waitReady.then(
      () => {
        if (this.pending.size === 0) this.worker.unref();
      },
      () => {},
    );
    this.worker.on('message', (message: PgliteReply) => {
      if ('notify' in message) {
        this.listeners.get(message.notify)?.(message.payload);
      } else if ('ready' in message) {
        if (message.ready) ready();
        else failed(rebuildError(message.error));
      } else {
        const waiting = this.pending.get(message.reply);
        if ('error' in message) waiting?.reject(rebuildError(message.error));
        else waiting?.resolve(message.result);
      }
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      failed(error);
      for (const waiting of [...this.pending.values()]) waiting.reject(error);
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.send({ op: 'exec', sql })) as Results[];
  }

  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ op: 'begin' })) as number;
    let closed = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn<R>(id, sql, params, options),
      sql: () => Promise.reject(new Error('tagged templates are not offered across the database thread')),
      exec: async (sql: string) => (await this.send({ op: 'exec', sql }, id)) as Results[],
      rollback: async () => {
        closed = true;
        await this.send({ op: 'end', transaction: id, commit: false });
      },
      listen: () => Promise.reject(new Error('listen on the client itself, not inside a transaction')),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.send({ op: 'end', transaction: id, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.send({ op: 'end', transaction: id, commit: true });
    }
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = ++this.sequence;
    this.listeners.set(listener, onPayload);
    await this.send({ op: 'listen', channel, listener });
    return async () => {
      this.listeners.delete(listener);
      await this.send({ op: 'unlisten', listener });
    };
  }

  async close(): Promise<void> {
    if (!this.stopped) {
      await this.send({ op: 'close' });
      this.stopped = new Error('the database is closed');
    }
    await this.worker.terminate();
  }

  /**
   * A client whose calls wait until `opened` settles, then go on (or fail with its error): the app can be
   * built while the database opens and migrates, and none of its queries runs before the migrations.
   */
  heldUntil(opened: Promise<void>): PgliteClient {
    let gate: Promise<void> | undefined = opened.then(() => {
      gate = undefined;
    });
    gate.catch(() => {});
    const held =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (gate) await gate;
        return call(...args);
      };
    return {
      query: held((sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query(sql, params, options),
      ),
      exec: held((sql: string) => this.exec(sql)),
      transaction: held(<T>(callback: (tx: Transaction) => Promise<T>) => this.transaction(callback)),
      listen: held((channel: string, onPayload: (payload: string) => void) =>
        this.listen(channel, onPayload),
      ),
    } as PgliteClient;
  }

  /** This object where drizzle expects PGlite's client: it uses only what is offered here. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private async queryIn<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const remote: RemoteQueryOptions | undefined = options && {
      rowMode: options.rowMode,
      keepText: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    };
    const result = (await this.send({ op: 'query', sql, params, options: remote }, tx)) as Results<T>;
    return applyParsers(result as Results, options) as Results<T>;
  }

  private send(call: Call, tx?: number): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.sequence;
    return new Promise((resolve, reject) => {
      // Only a call waiting for its answer keeps the process alive; an idle database thread does not.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, {
        resolve: (value) => this.settled(id, () => resolve(value)),
        reject: (error) => this.settled(id, () => reject(error)),
      });
      this.worker.postMessage({ ...call, call: id, tx } satisfies PgliteRequest);
    });
  }

  private settled(id: number, then: () => void) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    then();
  }
}
