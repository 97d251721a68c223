import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
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
  close(): Promise<void>;
};

/** Migrations sit beside this file in the source tree and beside main.js in the build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openPglite(
  dataDir: string | undefined,
  folder = migrationsFolder,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    hearsEveryChangeAtOnce: true,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return unlisten;
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    close: () => client.close(),
  };
}

type PostgresClient = ReturnType<typeof postgres>;

/**
 * Statements with more parameters than this stay unnamed: they are the batches of group commits and bulk
 * inserts, one text per row count, each costly to keep, and few enough that their second round trip is
 * spread over their rows. Kept, they would fill each connection with hundreds of large plans.
 */
const PREPARED_MAX_PARAMETERS = 64;

/**
 * The client with every statement prepared by name on its connection (drizzle asks for unnamed ones). An
 * unnamed statement with parameters costs two round trips with postgres.js (it learns the parameters' types
 * first) and is parsed and planned by PostgreSQL every time; a prepared one costs one round trip from its
 * second use on a connection. Transactions' and savepoints' clients are wrapped the same way. Each connection
 * keeps its statements until it is replaced (postgres.js replaces a connection after 30 to 60 minutes);
 * outside a transaction, postgres.js prepares a statement again when a migration changed what it reads.
 * DATABASE_PREPARED_STATEMENTS=false turns this off for a pooler that cannot keep named statements.
 */
function preparingStatements(client: PostgresClient): PostgresClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, parameters as never, {
            ...options,
            prepare: (parameters?.length ?? 0) <= PREPARED_MAX_PARAMETERS,
          });
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const callback = args.pop() as (sql: PostgresClient) => unknown;
          const open = Reflect.get(target, property) as (...a: unknown[]) => unknown;
          return open(...args, (sql: PostgresClient) => callback(preparingStatements(sql)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export async function openPostgres(
  url: string,
  { preparedStatements = true, migrations = migrationsFolder } = {},
): Promise<DatabaseHandle> {
  const client = postgres(url, { max: 10, onnotice: () => {}, connection: { application_name: 'pustaka' } });
  const db = drizzlePostgres({
    client: preparedStatements ? preparingStatements(client) : client,
    schema,
  }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    hearsEveryChangeAtOnce: false,
    migrate: async () => {
      // A one-connection client: the migrator runs DDL in a transaction on one session.
      const migrator = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder: migrations });
      } finally {
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
    close: () => client.end({ timeout: 5 }),
  };
}

export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.database.driver === 'postgres'
    ? openPostgres(config.database.url, { preparedStatements: config.database.preparedStatements })
    : openPglite(config.database.dataDir);
}
