import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { lockDataFolder, lockFileOf } from '#db/pglite-lock.ts';
import { APP_VERSION } from '#platform/version.ts';
import { BackupError, type Manifest, writeArchive } from './archive.ts';
import { type MigrationLevel, migrationLevel } from './migration-level.ts';

/** What a backup copies: DATA_DIR's files, and the database (PGlite inside DATA_DIR, or a PostgreSQL server). */
export type BackupSource = { dataDir: string; databaseUrl?: string };

/** Where the embedded database lives in DATA_DIR (as config.ts puts it). */
export const PGLITE_FOLDER = 'pglite';
/** Entries of the archive: the database under `database/`, DATA_DIR's files under `data/`. */
export const DATA_PREFIX = 'data/';

/** Every file under DATA_DIR except the embedded database and its lock, as paths relative to it. */
export function dataFiles(dataDir: string): string[] {
  const skipped = new Set([PGLITE_FOLDER, path.basename(lockFileOf(path.join(dataDir, PGLITE_FOLDER)))]);
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dataDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && skipped.has(entry.name)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (existsSync(dataDir)) walk('');
  return found.sort();
}

/** Runs a PostgreSQL client tool, failing with what it printed. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new BackupError(`${command} could not run (${error.message}); install PostgreSQL's client tools`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * The embedded database as PGlite's own data-folder dump. PGlite serves one process, so the app must be
 * stopped: the folder's lock refuses while it runs.
 */
async function dumpPglite(dataDir: string, into: string): Promise<MigrationLevel> {
  const folder = path.join(dataDir, PGLITE_FOLDER);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new BackupError(`no PGlite database in ${folder}`);
  const unlock = lockDataFolder(folder);
  try {
    const client = new PGlite(folder);
    try {
      await client.waitReady;
      const level = await migrationLevel(
        async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      );
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(into, Buffer.from(await dump.arrayBuffer()));
      return level;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** A PostgreSQL database through pg_dump in its custom format (consistent while the app runs). */
async function dumpPostgres(url: string, into: string): Promise<MigrationLevel> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  let level: MigrationLevel;
  try {
    level = await migrationLevel((text) => client.unsafe(text));
  } finally {
    await client.end();
  }
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${into}`, url]);
  return level;
}

/** Writes one archive holding the database and DATA_DIR's files, with their manifest. */
export async function createBackup(
  source: BackupSource,
  archive: string,
  now: () => Date = () => new Date(),
): Promise<Manifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'pustaka-backup-'));
  try {
    const driver = source.databaseUrl ? 'postgres' : 'pglite';
    const entry = driver === 'postgres' ? 'database/postgres.dump' : 'database/pglite.tar.gz';
    const dump = path.join(work, path.basename(entry));
    const migrations = source.databaseUrl
      ? await dumpPostgres(source.databaseUrl, dump)
      : await dumpPglite(source.dataDir, dump);
    const files = dataFiles(source.dataDir);
    if (files.length > 0 && statSync(archive, { throwIfNoEntry: false })?.isDirectory()) {
      throw new BackupError(`${archive} is a folder; name the backup file`);
    }
    return await writeArchive(
      archive,
      {
        format: 1,
        app: { version: APP_VERSION },
        migrations,
        createdAt: now().toISOString(),
        database: { driver, entry },
        fileCount: files.length,
      },
      [
        { path: entry, file: dump },
        ...files.map((file) => ({ path: `${DATA_PREFIX}${file}`, file: path.join(source.dataDir, file) })),
      ],
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
