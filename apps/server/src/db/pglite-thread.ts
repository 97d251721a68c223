import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, PgliteThreadOptions, RemoteQueryOptions } from './pglite-remote.ts';

// The embedded database's own thread: PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls
// it, so in the serving thread every query's planning and execution, and the start's half-second of opening,
// would stop requests. Here it works beside the server on the machine's other core. The serving thread's
// `RemotePglite` sends each call as a message and gets the answer back.

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const options = workerData as PgliteThreadOptions;
// PostgreSQL zeroes its whole buffer pool as it starts: at its usual 128 MB that was a third of a cold start.
const db = new PGlite({
  dataDir: options.dataDir,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb}MB`],
});

/** Parsers that keep a type's text: the serving thread applies the caller's own parser to it. */
function textParsers(typeIds: readonly number[] | undefined) {
  if (!typeIds?.length) return undefined;
  return Object.fromEntries(typeIds.map((id) => [id, (text: string) => text]));
}

function queryOptions(remote: RemoteQueryOptions | undefined) {
  return remote ? { rowMode: remote.rowMode, parsers: textParsers(remote.keepText) } : undefined;
}

/** A database error's fields (SQLSTATE, constraint, detail ...), which callers test, as a plain object. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

/** Open transactions by id: PGlite holds each one's lock until its callback's promise settles. */
const transactions = new Map<
  number,
  { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }
>();
let transactionSequence = 0;
const ROLLBACK = Symbol('rollback');

function begin(): Promise<number> {
  return new Promise((started, failedToStart) => {
    const id = ++transactionSequence;
    let finish!: (commit: boolean) => void;
    const done = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            finish = (yes) => (yes ? commit() : rollback(ROLLBACK));
            transactions.set(id, { tx, finish, done });
            started(id);
          }),
      )
      .then(
        () => undefined,
        (error) => {
          if (error !== ROLLBACK) throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // A BEGIN that fails never reaches the callback.
    done.catch(failedToStart);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  open.finish(commit);
  await open.done;
}

const listeners = new Map<number, () => Promise<void>>();

async function answer(request: PgliteRequest): Promise<unknown> {
  const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
  if (!on) throw new Error(`no open transaction ${request.tx}`);
  switch (request.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await on.query(
        request.sql,
        request.params,
        queryOptions(request.options),
      );
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await on.exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      return begin();
    case 'end':
      return end(request.transaction, request.commit);
    case 'listen': {
      const unlisten = await db.listen(request.channel, (payload) =>
        port?.postMessage({ notify: request.listener, payload } satisfies PgliteReply),
      );
      listeners.set(request.listener, unlisten);
      return undefined;
    }
    case 'unlisten': {
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

port.on('message', (request: PgliteRequest) => {
  answer(request).then(
    (result) => port.postMessage({ reply: request.call, result } satisfies PgliteReply),
    (error) => port.postMessage({ reply: request.call, error: errorFields(error) } satisfies PgliteReply),
  );
});

db.waitReady.then(
  () => port.postMessage({ ready: true } satisfies PgliteReply),
  (error) => port.postMessage({ ready: false, error: errorFields(error) } satisfies PgliteReply),
);
