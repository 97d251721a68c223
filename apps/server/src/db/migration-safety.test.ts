import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { breakingChanges, LAST_GRANDFATHERED_MIGRATION, migrationNumber } from './migration-safety.ts';

describe('migration safety', () => {
  it('finds no unmarked breaking statement in any migration after the grandfathered ones', () => {
    const offending = readdirSync(migrationsFolder)
      .filter((file) => (migrationNumber(file) ?? 0) > LAST_GRANDFATHERED_MIGRATION)
      .flatMap((file) =>
        breakingChanges(readFileSync(path.join(migrationsFolder, file), 'utf8')).map(
          (change) =>
            `${file}: ${change} (add "-- breaking: <reason>" if this release may break old processes)`,
        ),
      );
    expect(offending).toEqual([]);
  });

  it('lets additive statements through', () => {
    const additive = [
      'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);',
      'ALTER TABLE "users" ADD COLUMN "nickname" text;',
      'ALTER TABLE "users" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;',
      'CREATE INDEX "notes_body" ON "notes" USING btree ("body");',
      'ALTER TABLE "users" ALTER COLUMN "nickname" DROP NOT NULL;',
    ].join('\n--> statement-breakpoint\n');
    expect(breakingChanges(additive)).toEqual([]);
  });

  it.each([
    ['ALTER TABLE "users" DROP COLUMN "nickname";', 'DROP COLUMN'],
    ['DROP TABLE "notes" CASCADE;', 'DROP TABLE'],
    ['ALTER TABLE "users" RENAME COLUMN "nickname" TO "alias";', 'RENAME'],
    ['ALTER TABLE "notes" RENAME TO "memos";', 'RENAME'],
    ['ALTER TABLE "users" ALTER COLUMN "nickname" SET NOT NULL;', 'SET NOT NULL'],
    ['ALTER TABLE "users" ALTER COLUMN "score" SET DATA TYPE bigint;', 'ALTER COLUMN ... TYPE'],
    ['ALTER TABLE "users" ADD COLUMN "score" integer NOT NULL;', 'ADD COLUMN ... NOT NULL without DEFAULT'],
  ])('flags %s unless the migration is marked breaking', (statement, what) => {
    expect(
      breakingChanges(`CREATE TABLE "x" ("id" serial);\n--> statement-breakpoint\n${statement}`),
    ).toEqual([`${what}: ${statement.replace(/;$/, '')}`]);
    expect(breakingChanges(`-- breaking: no process of the previous release reads it\n${statement}`)).toEqual(
      [],
    );
  });

  it('does not take a bare marker without a reason', () => {
    expect(breakingChanges('-- breaking:\nALTER TABLE "users" DROP COLUMN "nickname";')).toHaveLength(1);
  });

  it('numbers migration files and ignores the rest', () => {
    expect(migrationNumber('0037_notes.sql')).toBe(37);
    expect(migrationNumber('_journal.json')).toBeUndefined();
  });
});
