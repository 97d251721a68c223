import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '#db/client.ts';

/** The migrations this version of the app carries, by the time drizzle records for each (`created_at`). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

export type MigrationLevel = { applied: number; latest: string | undefined };

/** How far a database was migrated, read from drizzle's own table through `query` (any driver's). */
export async function migrationLevel(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<MigrationLevel> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return { applied: 0, latest: undefined };
  const applied = await query('select created_at from drizzle.__drizzle_migrations');
  const newest = Math.max(0, ...applied.map((row) => Number(row.created_at)));
  const tag = knownMigrations().find((migration) => migration.when === newest)?.tag;
  return {
    applied: applied.length,
    latest: applied.length === 0 ? undefined : (tag ?? `unknown (${newest})`),
  };
}
