import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup is one file: a first line naming the format, a second line holding the manifest (JSON), then the
 * bytes of every entry in the manifest's order, back to back. The manifest comes first so a restore can check
 * what it holds before writing anything, and `head -n 2 backup.pustaka` shows it to an operator.
 */
export const ARCHIVE_MAGIC = 'PUSTAKA-BACKUP 1';

export type ArchiveEntry = { path: string; size: number; sha256: string };

export type Manifest = {
  format: 1;
  app: { version: string };
  /** How far the schema was migrated: the count of migrations applied and the newest one's tag. */
  migrations: { applied: number; latest: string | undefined };
  createdAt: string;
  database: { driver: 'pglite' | 'postgres'; entry: string };
  /** The files of DATA_DIR (beside the database), with their paths relative to it. */
  fileCount: number;
  entries: ArchiveEntry[];
};

const MAGIC_LINE = Buffer.from(`${ARCHIVE_MAGIC}\n`);

export class BackupError extends Error {}

/** A digest of the bytes that pass through, and their count. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

export async function digestOf(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** A path an entry may have: relative, forward slashes, never leaving the folder it is restored into. */
export function assertEntryPath(entryPath: string): void {
  const parts = entryPath.split('/');
  if (
    entryPath.length === 0 ||
    entryPath.includes('\\') ||
    entryPath.includes('\0') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new BackupError(`unsafe path in backup: ${JSON.stringify(entryPath)}`);
  }
}

/**
 * Writes the archive: every source is read twice, once for the manifest's checksums and once to copy it; a
 * source that changed in between fails the backup rather than storing bytes that do not match the manifest.
 * The archive appears under its name only once complete.
 */
export async function writeArchive(
  target: string,
  manifest: Omit<Manifest, 'entries'>,
  sources: { path: string; file: string }[],
): Promise<Manifest> {
  const entries: ArchiveEntry[] = [];
  for (const source of sources) {
    assertEntryPath(source.path);
    entries.push({ path: source.path, ...(await digestOf(source.file)) });
  }
  const complete: Manifest = { ...manifest, entries };
  const partial = `${target}.partial`;
  const out = createWriteStream(partial);
  try {
    await write(out, `${ARCHIVE_MAGIC}\n${JSON.stringify(complete)}\n`);
    for (const [i, source] of sources.entries()) {
      const digest = hashing();
      await pipeline(createReadStream(source.file), digest.stream, out, { end: false });
      const copied = digest.result();
      const expected = entries[i] as ArchiveEntry;
      if (copied.size !== expected.size || copied.sha256 !== expected.sha256) {
        throw new BackupError(`${source.path} changed while it was being copied; run the backup again`);
      }
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    renameSync(partial, target);
    return complete;
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
}

/** The manifest of an archive and where its first entry's bytes start. */
export function readManifest(archive: string): { manifest: Manifest; dataStart: number } {
  const fd = openSync(archive, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(64 * 1024);
    let position = 0;
    let first = -1;
    let second = -1;
    while (second === -1) {
      const read = readSync(fd, chunk, 0, chunk.length, position);
      if (read === 0) throw new BackupError('not a Pustaka backup: the manifest is incomplete');
      chunks.push(Buffer.from(chunk.subarray(0, read)));
      position += read;
      const head = Buffer.concat(chunks);
      const prefix = head.subarray(0, MAGIC_LINE.length);
      if (!MAGIC_LINE.subarray(0, prefix.length).equals(prefix)) {
        throw new BackupError('not a Pustaka backup (or a format this version cannot read)');
      }
      first = head.indexOf(10);
      if (first !== -1) second = head.indexOf(10, first + 1);
    }
    const head = Buffer.concat(chunks);
    const manifest = JSON.parse(head.subarray(first + 1, second).toString('utf8')) as Manifest;
    for (const entry of manifest.entries) assertEntryPath(entry.path);
    return { manifest, dataStart: second + 1 };
  } catch (error) {
    if (error instanceof SyntaxError) throw new BackupError("the backup's manifest is damaged");
    throw error;
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies every entry out of the archive to where `destination` says (undefined skips it), checking each
 * one's size and checksum against the manifest; the first that differs fails the restore.
 */
export async function extractEntries(
  archive: string,
  destination: (entry: ArchiveEntry) => string | undefined,
): Promise<Manifest> {
  const { manifest, dataStart } = readManifest(archive);
  let offset = dataStart;
  for (const entry of manifest.entries) {
    const target = destination(entry);
    const start = offset;
    offset += entry.size;
    if (target === undefined) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const digest = hashing();
    const source = entry.size === 0 ? [] : createReadStream(archive, { start, end: start + entry.size - 1 });
    // DATA_DIR holds secrets (the auth secret, private files): readable by the server's user only.
    await pipeline(source, digest.stream, createWriteStream(target, { mode: 0o600 }));
    const copied = digest.result();
    if (copied.size !== entry.size || copied.sha256 !== entry.sha256) {
      throw new BackupError(`${entry.path} does not match its checksum: the backup is damaged or truncated`);
    }
  }
  return manifest;
}
