import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPostgres } from './client.ts';

/** Several processes starting at once on a fresh PostgreSQL database: one migrates, the others wait for it. */

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `pustaka_migrate_${process.env.TEST_RUN_ID ?? 'local'}_${process.env.VITEST_POOL_ID ?? '0'}`;
let url = '';

async function withAdmin(work: (admin: postgres.Sql) => Promise<unknown>): Promise<void> {
  const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  await withAdmin(async (admin) => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  });
  const address = new URL(serverUrl);
  address.pathname = `/${name}`;
  url = address.toString();
});

afterAll(async () => {
  if (!serverUrl) return;
  await withAdmin((admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
});

describe.skipIf(!serverUrl)('migrate with several processes', () => {
  it('applies every migration exactly once when three instances start together', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const check = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [applied] = await check<{ rows: number; distinct: number }[]>`
        select count(*)::int as rows, count(distinct hash)::int as distinct
        from drizzle.__drizzle_migrations`;
      expect(applied).toEqual({ rows: journal.entries.length, distinct: journal.entries.length });
      const [users] = await check<
        { present: boolean }[]
      >`select to_regclass('public.users') is not null as present`;
      expect(users?.present).toBe(true);
    } finally {
      await check.end();
    }
  });
});
