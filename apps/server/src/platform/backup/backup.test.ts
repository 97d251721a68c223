import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { loadConfig } from '#app/config.ts';
import { openDatabase } from '#db/client.ts';
import { createPaidOrder } from '#test/commerce-factories.ts';
import { api, createCatalogueCast, type TestUser } from '#test/factories.ts';
import { BackupError, readManifest } from './archive.ts';
import { createBackup, dataFiles } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * A backup restored into a new data folder (and, on PostgreSQL, a new database) gives an app that serves the
 * same catalogue, the same buyer library and the same files.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.env.TEST_RUN_ID ?? 'local'}_${process.env.VITEST_POOL_ID ?? '0'}`;
const databases = { original: `pustaka_backup_${suffix}`, restored: `pustaka_restored_${suffix}` };
const scratch = mkdtempSync(path.join(tmpdir(), 'pustaka-backup-test-'));

function databaseUrl(name: string): string | undefined {
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statements: string[]): Promise<void> {
  if (!serverUrl) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    for (const statement of statements) await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

const dropBoth = Object.values(databases).map((name) => `drop database if exists "${name}" with (force)`);

/** The app as the server starts it on a data folder (and database), migrated. */
async function startApp(dataDir: string, url: string | undefined) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://pustaka.test',
      CATALOGUE_MEMORY_INDEX: 'false',
      ...(url && { DATABASE_URL: url }),
    },
    { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
  );
  const database = await openDatabase(config);
  await database.migrate();
  const { app, ctx } = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Started = Awaited<ReturnType<typeof startApp>>;

/** What a visitor and the buyer see, and the bytes of every file beside the database. */
async function observe(started: Started, dataDir: string, buyer: TestUser) {
  const catalogue = await api(started.app, { method: 'GET', url: '/api/v2/public/books?sort=newest' });
  const library = await api(started.app, { method: 'GET', url: '/api/v2/owned-books', token: buyer.token });
  expect(catalogue.statusCode).toBe(200);
  expect(library.statusCode).toBe(200);
  const files = dataFiles(dataDir)
    .filter((file) => file.startsWith('files/'))
    .map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dataDir, file)))
        .digest('hex'),
    ]);
  return { catalogue: catalogue.json().data, library: library.json().data, files };
}

beforeAll(() =>
  onServer([
    ...dropBoth,
    `create database "${databases.original}"`,
    `create database "${databases.restored}"`,
  ]),
);

afterAll(async () => {
  await onServer(dropBoth);
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into a new data folder an app with the same catalogue, buyer library and files', async () => {
    const originalDir = path.join(scratch, 'data');
    const restoredDir = path.join(scratch, 'restored');
    const archive = path.join(scratch, 'pustaka.backup');
    const original = await startApp(originalDir, databaseUrl(databases.original));
    let before: Awaited<ReturnType<typeof observe>>;
    let buyer: TestUser;
    try {
      const cast = await createCatalogueCast(original);
      buyer = cast.member;
      const bought = await cast.publish(cast.publisher, { name: 'Buku Yang Dibeli' });
      await cast.publish(cast.otherPublisher, { name: 'Buku Lain Di Katalog' });
      await createPaidOrder(original.ctx, { buyer, product: bought });
      before = await observe(original, originalDir, buyer);
      expect(before.catalogue.items ?? before.catalogue).toHaveLength(2);
      expect(JSON.stringify(before.library)).toContain('Buku Yang Dibeli');
      expect(before.files.length).toBeGreaterThanOrEqual(4);
    } finally {
      await original.close();
    }

    const manifest = await createBackup(
      { dataDir: originalDir, databaseUrl: databaseUrl(databases.original) },
      archive,
    );
    expect(manifest.fileCount).toBe(dataFiles(originalDir).length);
    expect(manifest.migrations.applied).toBeGreaterThan(30);
    expect(readManifest(archive).manifest).toEqual(manifest);

    await restoreBackup(archive, { dataDir: restoredDir, databaseUrl: databaseUrl(databases.restored) });
    const restored = await startApp(restoredDir, databaseUrl(databases.restored));
    try {
      // The buyer's old token still works: their session came back with the database.
      expect(await observe(restored, restoredDir, buyer)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a non-empty folder unless forced, and a damaged backup changes nothing', async () => {
    const sourceDir = path.join(scratch, 'small');
    mkdirSync(path.join(sourceDir, 'files'), { recursive: true });
    writeFileSync(path.join(sourceDir, 'files', 'catatan.txt'), 'isi berkas');
    // A database to copy (an empty one is enough here).
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: sourceDir,
        ...(serverUrl && { DATABASE_URL: databaseUrl(databases.original) }),
      },
      { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
    );
    await (await openDatabase(config)).close();
    const archive = path.join(scratch, 'small.backup');
    await createBackup({ dataDir: sourceDir, databaseUrl: databaseUrl(databases.original) }, archive);

    const occupied = path.join(scratch, 'occupied');
    mkdirSync(occupied);
    writeFileSync(path.join(occupied, 'lama.txt'), 'jangan dihapus');
    const target = { dataDir: occupied, databaseUrl: databaseUrl(databases.restored), force: false };
    await expect(restoreBackup(archive, target)).rejects.toThrow(/not empty/);
    expect(readFileSync(path.join(occupied, 'lama.txt'), 'utf8')).toBe('jangan dihapus');

    // One byte changed inside the file's bytes: the checksum catches it and the folder stays as it was.
    const damaged = path.join(scratch, 'damaged.backup');
    const bytes = readFileSync(archive);
    const at = bytes.lastIndexOf(Buffer.from('isi berkas'));
    bytes[at] = 'I'.charCodeAt(0);
    writeFileSync(damaged, bytes);
    const forced = { ...target, force: true };
    await expect(restoreBackup(damaged, forced)).rejects.toThrow(BackupError);
    await expect(restoreBackup(damaged, forced)).rejects.toThrow(/checksum/);
    expect(readFileSync(path.join(occupied, 'lama.txt'), 'utf8')).toBe('jangan dihapus');

    await restoreBackup(archive, forced);
    expect(existsSync(path.join(occupied, 'lama.txt'))).toBe(false);
    expect(readFileSync(path.join(occupied, 'files', 'catatan.txt'), 'utf8')).toBe('isi berkas');
  }, 60_000);
});
