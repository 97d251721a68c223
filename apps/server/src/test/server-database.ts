import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';

/** The suite's own database: its address once the suite has started (empty without TEST_DATABASE_URL). */
export type SuiteDatabase = { url: string };

/**
 * A database of its own on TEST_DATABASE_URL's server, for a suite that needs more than the worker's shared
 * one (several connections racing, a lock held from outside the app): made afresh before the suite and
 * dropped after it. Without TEST_DATABASE_URL nothing is made; such suites skip themselves.
 * Call at the top of the file: hooks the file adds later run after the database is made and before it is
 * dropped.
 */
export function suiteDatabase(label: string): SuiteDatabase {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `pustaka_${label}_${process.env.TEST_RUN_ID ?? 'local'}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const database: SuiteDatabase = { url: '' };
  const onServer = async (...statements: string[]) => {
    const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
    try {
      for (const statement of statements) await admin.unsafe(statement);
    } finally {
      await admin.end();
    }
  };
  beforeAll(async () => {
    if (!serverUrl) return;
    await onServer(`drop database if exists "${name}" with (force)`, `create database "${name}"`);
    const address = new URL(serverUrl);
    address.pathname = `/${name}`;
    database.url = address.toString();
  });
  afterAll(async () => {
    if (serverUrl) await onServer(`drop database if exists "${name}" with (force)`);
  });
  return database;
}
