import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '#test/server-database.ts';
import { migrationsFolder, openPostgres } from './client.ts';

/** Several processes starting at once on a fresh PostgreSQL database: one migrates, the others wait for it. */

const serverUrl = process.env.TEST_DATABASE_URL;
const suite = suiteDatabase('migrate');

describe.skipIf(!serverUrl)('migrate with several processes', () => {
  it('applies every migration exactly once when three instances start together', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(suite.url)));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const check = postgres(suite.url, { max: 1, onnotice: () => {} });
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
