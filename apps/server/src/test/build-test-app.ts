import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '#app/app.ts';
import { loadConfig } from '#app/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { guardSuccessMessages } from './success-message-guard.ts';

let workerDatabase: Promise<DatabaseHandle> | undefined;

/** PGlite in memory by default; a fresh database on TEST_DATABASE_URL's server when that is set. */
async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined);
    await database.migrate();
    return database;
  }
  const name = `pustaka_t_${process.env.TEST_RUN_ID ?? 'local'}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}"`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return database;
}

async function truncateAll(database: DatabaseHandle): Promise<void> {
  const tables = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = Array.isArray(tables) ? tables : (tables as { rows: { tablename: string }[] }).rows;
  if (rows.length === 0) return;
  const list = rows.map((r: { tablename: string }) => `"${r.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}

/** A clock tests can move: `clock.advance(ms)` instead of waiting. */
export class TestClock {
  private current = new Date('2026-06-01T08:00:00.000Z').getTime();
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

/** A start's background work, finished before a test goes on; a task that fails fails the test. */
export async function runStartTasks(ctx: AppContext): Promise<void> {
  const failures: unknown[] = [];
  await ctx.startTasks.run((error) => failures.push(error));
  if (failures.length > 0) throw failures[0];
}

/** The real app on this worker's database, emptied first. Call in beforeAll; close in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}, options: { fetch?: typeof fetch } = {}) {
  workerDatabase ??= openWorkerDatabase();
  const database = await workerDatabase;
  await truncateAll(database);
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pustaka-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://pustaka.test', ...env },
    { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
  );
  const { app, ctx, readiness } = await buildApp(config, {
    database,
    now: clock.now,
    logger: false,
    fetch: options.fetch,
  });
  guardSuccessMessages(app);
  await app.ready();
  await runStartTasks(ctx);
  return { app, ctx, clock, dataDir, readiness };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
