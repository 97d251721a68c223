import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config.ts';
import { AppError } from '#platform/errors.ts';
import { createStorage } from './create-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { parseRange, RangeNotSatisfiableError, type Storage } from './storage.ts';

const BUCKET = 'pustaka-test';
const BIG_FILE_BYTES = 20 * 1024 * 1024;

type Driver = { storage: Storage; close: () => Promise<void> };

async function localDriver(): Promise<Driver> {
  const root = await mkdtemp(path.join(tmpdir(), 'pustaka-storage-'));
  return { storage: new LocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A real S3-compatible server on a random local port, storing into a temporary directory. It runs in a
 * child process so that its own buffers do not count in the memory this process is measured for. By default
 * parts are the smallest S3 allows, one at a time: 5 MB in memory, against the 20 MB of the whole file.
 */
async function s3Driver(multipart = { partSize: 5 * 1024 * 1024, concurrency: 1 }): Promise<Driver> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pustaka-s3rver-'));
  const child = spawn(process.execPath, ['-e', S3RVER_PEER, directory, BUCKET], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const storage = new S3Storage(
    {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    multipart,
  );
  return {
    storage,
    close: async () => {
      await storage.close();
      const exited = once(child, 'exit');
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Started with `node -e`; prints its port, and ends with its parent (when its standard input closes). */
const S3RVER_PEER = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: [{ name: bucket, configs: [] }] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.stdin.on('end', () => process.exit(0)).resume();
`;

/** Writes `bytes` of random data chunk by chunk and returns its SHA-256, never holding more than one chunk. */
async function writeRandomFile(file: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  for (let written = 0; written < bytes; written += 1024 * 1024) {
    const chunk = randomBytes(Math.min(1024 * 1024, bytes - written));
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return hash.digest('hex');
}

async function sha256Of(body: Readable): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { hash: hash.digest('hex'), bytes };
}

/**
 * The largest growth of Buffer/ArrayBuffer memory seen while `work` runs, sampled every few milliseconds.
 * Garbage counts too, so this is an upper bound on what the work kept alive.
 */
async function peakBufferGrowth(work: () => Promise<void>): Promise<number> {
  const base = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().arrayBuffers - base);
}

describe.each([
  { name: 'LocalStorage', open: localDriver },
  { name: 'S3Storage against s3rver', open: s3Driver },
])('$name', ({ open }) => {
  let driver: Driver;
  let storage: Storage;
  let scratch: string;
  beforeAll(async () => {
    driver = await open();
    storage = driver.storage;
    scratch = await mkdtemp(path.join(tmpdir(), 'pustaka-scratch-'));
  });
  afterAll(async () => {
    await driver.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('reads back what was put, with its type and size', async () => {
    await storage.put('test/halo.txt', Buffer.from('Halo, Pustaka!'), 'text/plain; charset=utf-8');
    const file = await storage.read('test/halo.txt');
    expect(file).toMatchObject({ size: 14, contentType: 'text/plain; charset=utf-8' });
    expect(file?.range).toBeUndefined();
    expect(await text(file!.body)).toBe('Halo, Pustaka!');
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('test/ganti.txt', Buffer.from('lama'), 'text/plain');
    await storage.put('test/ganti.txt', Buffer.from('yang baru'), 'text/markdown');
    const file = await storage.read('test/ganti.txt');
    expect(file).toMatchObject({ size: 9, contentType: 'text/markdown' });
    expect(await text(file!.body)).toBe('yang baru');
  });

  it('streams a 20 MB file from disk in and back out without holding it in memory', async () => {
    const source = path.join(scratch, 'video.bin');
    const expected = await writeRandomFile(source, BIG_FILE_BYTES);
    const growth = await peakBufferGrowth(() => storage.putFile('test/video.mp4', source, 'video/mp4'));
    // Holding the file would take its 20 MB; local disk copies in the kernel, S3 holds one 5 MB part.
    expect(growth).toBeLessThan(BIG_FILE_BYTES / 2);

    const file = await storage.read('test/video.mp4');
    expect(file).toMatchObject({ size: BIG_FILE_BYTES, contentType: 'video/mp4' });
    expect(await sha256Of(file!.body)).toEqual({ hash: expected, bytes: BIG_FILE_BYTES });
  });

  it('streams a small file in with its type', async () => {
    const source = path.join(scratch, 'catatan.txt');
    await writeFile(source, 'Catatan kecil');
    await storage.putFile('test/catatan.txt', source, 'text/plain; charset=utf-8');
    const file = await storage.read('test/catatan.txt');
    expect(file).toMatchObject({ size: 13, contentType: 'text/plain; charset=utf-8' });
    expect(await text(file!.body)).toBe('Catatan kecil');
  });

  it('serves byte ranges: the first byte, a middle slice and an open end', async () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz';
    await storage.put('test/abjad.txt', Buffer.from(alphabet), 'text/plain');

    const first = await storage.read('test/abjad.txt', { start: 0, end: 0 });
    expect(first).toMatchObject({ size: 26, range: { start: 0, end: 0 } });
    expect(await text(first!.body)).toBe('a');

    const middle = await storage.read('test/abjad.txt', { start: 10, end: 14 });
    expect(middle).toMatchObject({ size: 26, contentType: 'text/plain', range: { start: 10, end: 14 } });
    expect(await text(middle!.body)).toBe('klmno');

    const tail = await storage.read('test/abjad.txt', { start: 20 });
    expect(tail).toMatchObject({ size: 26, range: { start: 20, end: 25 } });
    expect(await text(tail!.body)).toBe('uvwxyz');

    // An end past the last byte is cut to the object, as HTTP servers do.
    const beyond = await storage.read('test/abjad.txt', { start: 24, end: 1000 });
    expect(beyond?.range).toEqual({ start: 24, end: 25 });
    expect(await text(beyond!.body)).toBe('yz');
  });

  it('serves a range deep inside a large streamed file', async () => {
    const file = await storage.read('test/video.mp4', {
      start: BIG_FILE_BYTES - 100,
      end: BIG_FILE_BYTES - 1,
    });
    expect(file).toMatchObject({ size: BIG_FILE_BYTES, range: { start: BIG_FILE_BYTES - 100 } });
    expect((await sha256Of(file!.body)).bytes).toBe(100);
  });

  it('refuses a range that starts past the end, naming the size', async () => {
    await storage.put('test/pendek.txt', Buffer.from('abc'), 'text/plain');
    const refused = await storage.read('test/pendek.txt', { start: 3 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RangeNotSatisfiableError);
    expect((refused as RangeNotSatisfiableError).size).toBe(3);
  });

  it('answers undefined and false for a key that does not exist', async () => {
    expect(await storage.read('test/tidak-ada.pdf')).toBeUndefined();
    // A "folder" that only exists because keys below it do is no object either.
    await storage.put('test/folder/isi.txt', Buffer.from('x'), 'text/plain');
    expect(await storage.read('test/folder')).toBeUndefined();
    expect(await storage.exists('test/folder')).toBe(false);
    expect(await storage.read('test/tidak-ada.pdf', { start: 0 })).toBeUndefined();
    expect(await storage.exists('test/tidak-ada.pdf')).toBe(false);
  });

  it('deletes, and deleting again is not an error', async () => {
    await storage.put('test/hapus.txt', Buffer.from('x'), 'text/plain');
    expect(await storage.exists('test/hapus.txt')).toBe(true);
    await storage.delete('test/hapus.txt');
    expect(await storage.exists('test/hapus.txt')).toBe(false);
    expect(await storage.read('test/hapus.txt')).toBeUndefined();
    await expect(storage.delete('test/hapus.txt')).resolves.toBeUndefined();
  });

  it.each([
    '../etc/passwd',
    'test/../../etc/passwd',
    '/etc/passwd',
    'test\\..\\x',
    'test',
    'test/',
    'test/.hidden',
    'test/a.type',
    'test/a.1234.tmp',
  ])('rejects the unsafe key %j in every method, as a refused request', async (key) => {
    const refused = { code: 'STORAGE_KEY_INVALID', status: 400 };
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject(refused);
    await expect(storage.putFile(key, path.join(scratch, 'video.bin'), 'text/plain')).rejects.toMatchObject(
      refused,
    );
    await expect(storage.read(key)).rejects.toMatchObject(refused);
    await expect(storage.exists(key)).rejects.toMatchObject(refused);
    await expect(storage.delete(key)).rejects.toMatchObject(refused);
    await expect(storage.read(key)).rejects.toBeInstanceOf(AppError);
  });
});

describe('S3Storage multipart', () => {
  let driver: Driver;
  let scratch: string;
  beforeAll(async () => {
    driver = await s3Driver({ partSize: 5 * 1024 * 1024, concurrency: 3 });
    scratch = await mkdtemp(path.join(tmpdir(), 'pustaka-scratch-'));
  });
  afterAll(async () => {
    await driver.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('sends parts side by side and the store joins them in order, the short last part included', async () => {
    const source = path.join(scratch, 'kursus.bin');
    const bytes = 4 * 5 * 1024 * 1024 + 12_345;
    const expected = await writeRandomFile(source, bytes);
    await driver.storage.putFile('test/kursus.mp4', source, 'video/mp4');
    const file = await driver.storage.read('test/kursus.mp4');
    expect(await sha256Of(file!.body)).toEqual({ hash: expected, bytes });
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=5-9', { start: 5, end: 9 }],
    [undefined, undefined],
    ['bytes=-500', undefined],
    ['bytes=0-1,4-5', undefined],
    ['bytes=9-5', undefined],
    ['items=0-1', undefined],
    ['bytes=abc', undefined],
  ])('%j → %j', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });
});

describe('storage configuration', () => {
  const base = { DATA_DIR: '/srv/pustaka', AUTH_SECRET: 'x'.repeat(32) };

  it('keeps files on local disk under DATA_DIR by default', async () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ driver: 'local', root: path.resolve('/srv/pustaka/files') });
    expect(await createStorage(config.storage)).toBeInstanceOf(LocalStorage);
  });

  it('uses an S3-compatible store when S3_BUCKET is set, path-style when an endpoint is given', async () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'pustaka-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'pustaka-files',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
    expect(await createStorage(config.storage)).toBeInstanceOf(S3Storage);
  });

  it('uses virtual-hosted names on AWS itself unless told otherwise', () => {
    const aws = loadConfig({ ...base, S3_BUCKET: 'pustaka-files', S3_REGION: 'ap-southeast-3' });
    expect(aws.storage).toMatchObject({ driver: 's3', region: 'ap-southeast-3', forcePathStyle: false });
    const forced = loadConfig({ ...base, S3_BUCKET: 'pustaka-files', S3_FORCE_PATH_STYLE: 'true' });
    expect(forced.storage).toMatchObject({ forcePathStyle: true });
  });

  it('refuses half an S3 configuration', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'pustaka-files', S3_ACCESS_KEY_ID: 'only-the-id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
