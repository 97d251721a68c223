import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { BackupError, extractEntries, type Manifest, readManifest } from './archive.ts';
import { DATA_PREFIX, PGLITE_FOLDER, runTool } from './backup.ts';
import { knownMigrations, type MigrationLevel, migrationLevel } from './migration-level.ts';

export type RestoreTarget = {
  /** The new DATA_DIR; needed unless the backup holds only a PostgreSQL dump and no files. */
  dataDir?: string;
  /** The PostgreSQL database to restore a PostgreSQL backup into. */
  databaseUrl?: string;
  /** Replace a non-empty data folder or database instead of refusing. */
  force?: boolean;
};

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

async function userTableCount(url: string): Promise<number> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ count: number }[]>`
      select count(*)::int as count from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`;
    return row?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** Checks everything that can be checked before a byte is written; throws what is wrong. */
async function checkTarget(manifest: Manifest, target: RestoreTarget): Promise<void> {
  const known = knownMigrations().length;
  if (manifest.migrations.applied > known) {
    throw new BackupError(
      `the backup's database has ${manifest.migrations.applied} migrations applied and this version knows ${known}: restore it with the version that made it (${manifest.app.version}) or newer`,
    );
  }
  const needsFolder = manifest.database.driver === 'pglite' || manifest.fileCount > 0;
  if (needsFolder && !target.dataDir)
    throw new BackupError('name the new data folder to restore into (--to)');
  if (target.dataDir && !isEmptyFolder(target.dataDir) && !target.force) {
    throw new BackupError(
      `${target.dataDir} is not empty; restore into a new folder, or add --force to replace it`,
    );
  }
  if (manifest.database.driver === 'postgres') {
    if (!target.databaseUrl)
      throw new BackupError('a PostgreSQL backup needs DATABASE_URL (or --database-url)');
    if ((await userTableCount(target.databaseUrl)) > 0 && !target.force) {
      throw new BackupError(
        'the target database is not empty; restore into an empty database, or add --force',
      );
    }
  }
}

/** Rebuilds the embedded database folder from PGlite's dump and reads back how far it is migrated. */
async function loadPglite(dump: string, compressed: boolean, folder: string): Promise<MigrationLevel> {
  const client = new PGlite(folder, {
    loadDataDir: new Blob([readFileSync(dump)], {
      type: compressed ? 'application/x-gzip' : 'application/x-tar',
    }),
  });
  try {
    await client.waitReady;
    return await migrationLevel(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

async function loadPostgres(dump: string, url: string, replace: boolean): Promise<MigrationLevel> {
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    dump,
  ]);
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await migrationLevel((text) => client.unsafe(text));
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into a new data folder (and, for a PostgreSQL backup, an empty database). Everything is
 * written to a folder beside the target and checked against the manifest first; the target is put in place
 * only when every checksum matched and the database opened at the migration level the backup recorded.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<Manifest> {
  const { manifest } = readManifest(archive);
  await checkTarget(manifest, target);
  const dataDir = target.dataDir ? path.resolve(target.dataDir) : undefined;
  // Beside the target, so it can be renamed into place; a temporary folder when only a database is restored.
  const staging = dataDir
    ? `${dataDir}.restoring-${process.pid}`
    : mkdtempSync(path.join(tmpdir(), 'pustaka-restore-'));
  const dump = path.join(staging, '.database-dump');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await extractEntries(archive, (entry) => {
      if (entry.path === manifest.database.entry) return dump;
      if (entry.path.startsWith(DATA_PREFIX)) return path.join(staging, entry.path.slice(DATA_PREFIX.length));
      return undefined;
    });
    const level =
      manifest.database.driver === 'pglite'
        ? await loadPglite(dump, manifest.database.entry.endsWith('.gz'), path.join(staging, PGLITE_FOLDER))
        : await loadPostgres(dump, target.databaseUrl as string, target.force === true);
    if (level.applied !== manifest.migrations.applied) {
      throw new BackupError(
        `the restored database has ${level.applied} migrations applied, the backup recorded ${manifest.migrations.applied}`,
      );
    }
    rmSync(dump);
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(staging, dataDir);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
