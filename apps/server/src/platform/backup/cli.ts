import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataFolderInUseError } from '#db/pglite-lock.ts';
import { BackupError, type Manifest } from './archive.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup` and `npm run restore` (see README, "Backups"). Both read DATA_DIR and DATABASE_URL as the
 * server does; the embedded database can only be copied while the server is stopped.
 */

function describe(manifest: Manifest): string {
  const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0);
  return [
    `  created    ${manifest.createdAt} by Pustaka ${manifest.app.version}`,
    `  database   ${manifest.database.driver}, ${manifest.migrations.applied} migrations (latest ${manifest.migrations.latest ?? 'none'})`,
    `  files      ${manifest.fileCount}`,
    `  size       ${(bytes / 1024 / 1024).toFixed(1)} MB`,
  ].join('\n');
}

function timestamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function backup(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string', short: 'o' } } });
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const archive = path.resolve(
    values.out ?? path.join('backups', `pustaka-${timestamp(new Date())}.pustaka`),
  );
  mkdirSync(path.dirname(archive), { recursive: true });
  const manifest = await createBackup({ dataDir, databaseUrl: process.env.DATABASE_URL }, archive);
  console.log(`Backup written to ${archive}\n${describe(manifest)}`);
  if (process.env.S3_BUCKET) {
    console.log(
      `  note       files in the S3 bucket ${process.env.S3_BUCKET} are not in it: sync the bucket (README)`,
    );
  }
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    throw new BackupError(
      'usage: npm run restore -- <backup file> --to <new data folder> [--database-url <url>] [--force]',
    );
  }
  const manifest = await restoreBackup(path.resolve(archive), {
    dataDir: values.to,
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    force: values.force,
  });
  const where = values.to ? ` into ${path.resolve(values.to)}` : '';
  console.log(`Restored${where}; every checksum matched\n${describe(manifest)}`);
  if (values.to) console.log(`Start the server with DATA_DIR=${path.resolve(values.to)}`);
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'backup') await backup(args);
    else if (command === 'restore') await restore(args);
    else throw new BackupError('usage: cli.ts backup|restore ...');
    return 0;
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(
        `Backup refused: ${error.message} (the embedded database serves one process: stop the server, back up, then start it again)`,
      );
      return 1;
    }
    if (
      error instanceof BackupError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
    ) {
      console.error(`${command === 'restore' ? 'Restore' : 'Backup'} failed: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
