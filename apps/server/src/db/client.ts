import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '#app/config.ts';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, giveBackPglite, type StartedPglite } from './pglite-early.ts';
import { lockDataFolder } from './pglite-lock.ts';
import { type PgliteClient, RemotePglite } from './pglite-remote.ts';

// No schema is handed to drizzle: the app writes its queries with the query builder and never uses the
// relational `db.query` API, so the database's type needs no table, and this file, which nearly every module
// imports, does not import every module's tables (a type circle through the whole server).
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT>;
/** Service functions that other modules call accept either, so they can join the caller's transaction. */
export type DbOrTx = Database | Transaction;

/** The rows of a raw query: the PostgreSQL driver returns them as the result, PGlite's inside `rows`. */
export async function selectRows<Row extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows;
}

/**
 * Statements that need neither each other's answers nor each other's changes, sent as one: all but the last
 * run as data-modifying WITH clauses of the last, and the rows are the last one's. PostgreSQL runs every one
 * of them exactly once, atomically, on one snapshot: none may change a row another changes, or read what
 * another writes. One statement to build, send, parse and run instead of several, which counts most while a
 * transaction holds row locks. None at all sends nothing.
 */
export async function runTogether<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  statements: readonly SQLWrapper[],
): Promise<Row[]> {
  if (statements.length === 0) return [];
  // A query builder put into `sql` is wrapped in parentheses, which a statement of its own may not have.
  const [last, ...before] = [...statements].reverse().map((statement) => statement.getSQL());
  const clauses = before.reverse().map((statement, i) => sql`${sql.raw(`s${i}`)} as (${statement})`);
  const query = clauses.length > 0 ? sql`with ${sql.join(clauses, sql`, `)} ${last}` : (last as SQL);
  return selectRows<Row>(db, query);
}

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** LISTEN on a channel: the fan-out every process hears (cache invalidation, live features). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * True when this process is the database's only client and hears a notification before the statement
   * (or commit) that sent it returns, as with embedded PGlite: a listener then knows of every change by the
   * time anyone could ask about it. With a PostgreSQL server, notifications arrive later, from anywhere.
   */
  hearsEveryChangeAtOnce: boolean;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * The bytes of a `COPY … TO STDOUT` as they stream in, where the driver can stream them (a PostgreSQL
   * server): how the in-memory catalogue reads a large table without a row object each.
   */
  copyOut?: (statement: string) => AsyncIterable<Buffer>;
  /**
   * What the database is doing for this process now, for the operator's metrics: statements in flight, and,
   * with a PostgreSQL server, the pools' size and the connections transactions hold.
   */
  load(): { queriesInFlight: number; poolSize?: number; connectionsReserved?: number };
  close(): Promise<void>;
};

/** Counts the calls of `object[method]` that have not settled yet into `counter.inFlight`. */
function countInFlight<T extends object>(
  object: T,
  methods: (keyof T)[],
  counter: { inFlight: number },
): void {
  for (const method of methods) {
    const original = (object[method] as (...args: unknown[]) => Promise<unknown>).bind(object);
    Object.assign(object, {
      [method]: async (...args: unknown[]) => {
        counter.inFlight += 1;
        try {
          return await original(...args);
        } finally {
          counter.inFlight -= 1;
        }
      },
    });
  }
}

/** Migrations sit beside this file in the source tree and beside main.js in the build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Whether the journal's last migration is applied already. drizzle applies each migration newer than the
 * newest it has recorded, so then it has nothing to do; finding that out costs two small queries instead of
 * drizzle's run (its schema and table created if missing, every migration file read and hashed, an empty
 * transaction). A migration run commits its migrations and their records together, so a start that finds the
 * last one recorded finds all of them applied.
 */
async function migrationsApplied(db: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const last = journal.entries.at(-1)?.when;
  if (last === undefined) return false;
  const [table] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const [newest] = await selectRows<{ createdAt: string | null }>(
    db,
    sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  return newest?.createdAt != null && Number(newest.createdAt) >= last;
}

/**
 * Starts the embedded database's thread. `early` is the one main.js began to open before the server's modules
 * loaded; it is taken when it is the same folder with the same settings, and given back otherwise.
 */
async function startPglite(
  dataDir: string | undefined,
  sharedBuffersMb: number,
  early: StartedPglite | undefined,
): Promise<StartedPglite> {
  const { options } = early?.client ?? {};
  if (early && options?.dataDir === dataDir && options?.sharedBuffersMb === sharedBuffersMb) return early;
  if (early) await giveBackPglite(early);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataFolder(dataDir) : () => {};
  return { client: new RemotePglite({ dataDir, sharedBuffersMb }), unlock };
}

async function migrateEmbedded(db: Database, folder: string): Promise<void> {
  if (await migrationsApplied(db, folder)) return;
  await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
}

/** The app's handle: its queries go through `client`; migrations straight to the database thread. */
function pgliteHandle(
  { client: direct, unlock }: StartedPglite,
  client: PgliteClient,
  folder: string,
): DatabaseHandle {
  const counter = { inFlight: 0 };
  countInFlight(client, ['query', 'exec', 'transaction'], counter);
  const db = drizzlePglite({ client: client as PGlite }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    hearsEveryChangeAtOnce: true,
    migrate: () =>
      migrateEmbedded(drizzlePglite({ client: direct.asPglite() }) as unknown as Database, folder),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    load: () => ({ queriesInFlight: counter.inFlight }),
    close: async () => {
      await direct.close();
      unlock();
    },
  };
}

/** Opens the embedded database in its own thread; the caller migrates it. */
export async function openPglite(
  dataDir: string | undefined,
  folder = migrationsFolder,
  sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  early?: StartedPglite,
): Promise<DatabaseHandle> {
  const start = await startPglite(dataDir, sharedBuffersMb, early);
  try {
    await start.client.waitReady;
  } catch (error) {
    await giveBackPglite(start);
    throw error;
  }
  return pgliteHandle(start, start.client, folder);
}

/**
 * A database the caller may build on before it is ready: the handle comes back at once and `opened` settles
 * once the database is open and migrated, or fails with the reason it could not be. Until then the embedded
 * database's handle holds its queries back (they run after the migrations); PostgreSQL's is handed over
 * opened and migrated, as opening it takes no time of this process.
 */
export async function openDatabaseInBackground(
  config: Config,
  early?: StartedPglite,
): Promise<{ database: DatabaseHandle; opened: Promise<void> }> {
  if (config.database.driver === 'postgres') {
    if (early) await giveBackPglite(early);
    const database = await openDatabase(config);
    await database.migrate();
    return { database, opened: Promise.resolve() };
  }
  const { dataDir, sharedBuffersMb } = config.database;
  const start = await startPglite(dataDir, sharedBuffersMb, early);
  const direct = drizzlePglite({ client: start.client.asPglite() }) as unknown as Database;
  const opened = start.client.waitReady
    .then(() => migrateEmbedded(direct, migrationsFolder))
    .catch(async (error: unknown) => {
      await giveBackPglite(start);
      throw error;
    });
  return { database: pgliteHandle(start, start.client.heldUntil(opened), migrationsFolder), opened };
}

type PostgresClient = ReturnType<typeof postgres>;

/** The session-level advisory lock every process takes to migrate (any constant will do). */
export const MIGRATION_LOCK = 7_370_001;

/**
 * Statements with more parameters than this stay unnamed: they are the batches of group commits and bulk
 * inserts, one text per row count, each costly to keep, and few enough that their second round trip is
 * spread over their rows. Kept, they would fill each connection with hundreds of large plans.
 */
const PREPARED_MAX_PARAMETERS = 64;

/**
 * The client as the app uses it: every transaction on a reserved connection of `transactions`, a pool of its
 * own (see `beginOnReservedConnection`), and, unless `prepare` is false, every statement prepared by name on its connection. drizzle asks for unnamed
 * statements; an unnamed statement with parameters costs two round trips with postgres.js (it learns the
 * parameters' types first) and is parsed and planned by PostgreSQL every time; a prepared one costs one round
 * trip from its second use on a connection. Each connection keeps its statements until it is replaced
 * (postgres.js replaces a connection after 30 to 60 minutes); outside a transaction, postgres.js prepares a
 * statement again when a migration changed what it reads. DATABASE_PREPARED_STATEMENTS=false turns preparing
 * off for a pooler that cannot keep named statements.
 */
function appClient(
  client: PostgresClient,
  transactions: PostgresClient,
  prepare: boolean,
  counter: { inFlight: number; reserved: number },
): PostgresClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return countedUnsafe(unsafeOf(target, prepare), counter);
      if (property === 'begin') {
        return async (...args: unknown[]) => {
          counter.reserved += 1;
          try {
            return await beginOnReservedConnection(transactions, prepare, args);
          } finally {
            counter.reserved -= 1;
          }
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

type Unsafe = (query: string, parameters?: unknown[], options?: Record<string, unknown>) => Promise<unknown>;

/**
 * The statement as postgres.js gives it, counted in flight from when it is awaited until it settles. Its query
 * object runs only once awaited, and drizzle may first switch it to `.values()`: so the count hooks the await.
 */
function countedUnsafe(unsafe: Unsafe, counter: { inFlight: number }): Unsafe {
  return (query, parameters, options) => {
    const pending = unsafe(query, parameters, options);
    const then = pending.then.bind(pending);
    let counted = false;
    // biome-ignore lint/suspicious/noThenProperty: the query object is already a thenable; its await is hooked.
    pending.then = ((onFulfilled, onRejected) => {
      if (counted) return then(onFulfilled, onRejected);
      counted = true;
      counter.inFlight += 1;
      const settled = () => {
        counter.inFlight -= 1;
      };
      return then(
        (value) => {
          settled();
          return onFulfilled ? onFulfilled(value) : value;
        },
        (error: unknown) => {
          settled();
          if (onRejected) return onRejected(error);
          throw error;
        },
      );
    }) as typeof pending.then;
    return pending;
  };
}
type Connection = { unsafe: Unsafe; release(): void };

function unsafeOf(target: { unsafe: PostgresClient['unsafe'] }, prepare: boolean): Unsafe {
  return (query, parameters, options) =>
    target.unsafe(query, parameters as never, {
      ...options,
      prepare: prepare && (parameters?.length ?? 0) <= PREPARED_MAX_PARAMETERS,
    });
}

/**
 * A transaction on a connection taken out of the pool before `BEGIN` is sent (`sql.reserve`), instead of
 * postgres.js's `sql.begin`. In postgres.js 3.4.9, `sql.begin` pipelines its `BEGIN` onto a busy connection and
 * reserves that connection only when the write says more may follow: a `BEGIN` that filled the connection's
 * pipeline (100 statements) or met a full socket left the connection in the pool with a transaction open
 * (porsager/postgres#823, #1189; fixes not released). Other requests' statements then ran inside that
 * transaction, and the driver threw UNSAFE_TRANSACTION. A reserved connection carries nothing else until it is
 * released, which happens only once `COMMIT` or `ROLLBACK` was answered; a connection that broke meanwhile is
 * not released (postgres.js has already closed it and opens it again when needed).
 */
async function beginOnReservedConnection(pool: PostgresClient, prepare: boolean, args: unknown[]) {
  const work = args.pop() as (sql: unknown) => unknown;
  const mode = typeof args[0] === 'string' ? args[0].replace(/[^a-z ]/gi, '') : '';
  const connection = (await pool.reserve()) as unknown as Connection;
  let answered = true;
  const ended = (error: unknown) => {
    answered = error instanceof postgres.PostgresError;
  };
  try {
    await connection.unsafe(`begin ${mode}`).catch((error: unknown) => {
      ended(error);
      throw error;
    });
    let result: unknown;
    try {
      result = await work(transactionClient(connection, prepare));
    } catch (error) {
      await connection.unsafe('rollback').catch(ended);
      throw error;
    }
    await connection.unsafe('commit').catch((error: unknown) => {
      // A failed COMMIT ends the transaction too (PostgreSQL rolls it back) when the server answered.
      ended(error);
      throw error;
    });
    return result;
  } finally {
    if (answered) connection.release();
  }
}

/** What drizzle's transaction uses of the client: statements, and savepoints for nested transactions. */
function transactionClient(connection: Connection, prepare: boolean) {
  let savepoints = 0;
  const client = {
    unsafe: unsafeOf(connection as unknown as { unsafe: PostgresClient['unsafe'] }, prepare),
    savepoint: async (...args: unknown[]) => {
      const work = args.pop() as (sql: unknown) => unknown;
      const name = `s${savepoints++}`;
      await connection.unsafe(`savepoint ${name}`);
      try {
        const result = await work(client);
        await connection.unsafe(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await connection.unsafe(`rollback to savepoint ${name}`);
        throw error;
      }
    },
  };
  return client;
}

export async function openPostgres(
  url: string,
  { preparedStatements = true, migrations = migrationsFolder } = {},
): Promise<DatabaseHandle> {
  const options = { max: 10, onnotice: () => {}, connection: { application_name: 'pustaka' } };
  const client = postgres(url, options);
  // Transactions wait for a connection free of other statements; in a pool of their own they wait only for
  // each other, never for a connection that single statements keep busy.
  const transactions = postgres(url, options);
  const counter = { inFlight: 0, reserved: 0 };
  const db = drizzlePostgres({
    client: appClient(client, transactions, preparedStatements, counter),
  }) as unknown as Database;
  // drizzle reads dates and times as strings on the client it is given; rows read in transactions alike.
  Object.assign(transactions.options.parsers, client.options.parsers);
  Object.assign(transactions.options.serializers, client.options.serializers);
  return {
    db,
    driver: 'postgres',
    hearsEveryChangeAtOnce: false,
    migrate: async () => {
      // Nothing to apply: no lock to wait for. Otherwise every process takes the lock and asks again.
      if (await migrationsApplied(db, migrations)) return;
      // A one-connection client: the migrator runs DDL in a transaction on one session, the session that
      // holds the lock. Processes starting together queue on the lock: the first applies the migrations,
      // the others then find nothing left to apply (without it they race to create drizzle's own table).
      const migrator = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder: migrations });
      } finally {
        // Ending the session releases the lock too, also when unlocking failed.
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
        await migrator.end();
      }
    },
    listen: async (channel, onPayload) => {
      const subscription = await client.listen(channel, onPayload);
      return () => subscription.unlisten();
    },
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
    copyOut: async function* (statement) {
      // A connection of its own, closed afterwards: postgres.js pauses a connection's socket when the
      // stream's reader falls behind and resumes it only when the reader asks for more, so a copy that ends
      // while paused would leave a pooled connection that never reads again.
      const copier = postgres(url, { ...options, max: 1 });
      counter.inFlight += 1;
      try {
        yield* (await copier.unsafe(statement).readable()) as AsyncIterable<Buffer>;
      } finally {
        counter.inFlight -= 1;
        await copier.end({ timeout: 1 });
      }
    },
    load: () => ({
      queriesInFlight: counter.inFlight,
      poolSize: options.max * 2,
      connectionsReserved: counter.reserved,
    }),
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), transactions.end({ timeout: 5 })]);
    },
  };
}

export async function openDatabase(config: Config, early?: StartedPglite): Promise<DatabaseHandle> {
  if (config.database.driver === 'pglite') {
    return openPglite(config.database.dataDir, migrationsFolder, config.database.sharedBuffersMb, early);
  }
  if (early) await giveBackPglite(early);
  return openPostgres(config.database.url, { preparedStatements: config.database.preparedStatements });
}
