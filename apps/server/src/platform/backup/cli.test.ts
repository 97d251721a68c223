import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lockFileOf } from '#db/pglite-lock.ts';
import { main } from './cli.ts';

/** `npm run backup` / `npm run restore` say what is wrong and exit 1, without writing anything. */

const scratch = mkdtempSync(path.join(tmpdir(), 'pustaka-cli-'));
let server: ChildProcess;
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

beforeAll(() => {
  server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
});

afterAll(() => {
  server.kill();
  Object.assign(process.env, saved);
  if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  rmSync(scratch, { recursive: true, force: true });
});

async function run(argv: string[]): Promise<{ code: number; said: string }> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const code = await main(argv);
    return { code, said: errors.mock.calls.flat().join('\n') };
  } finally {
    errors.mockRestore();
  }
}

describe('backup and restore commands', () => {
  it('refuse to back up an embedded database while the server holds it', async () => {
    const dataDir = path.join(scratch, 'running');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(lockFileOf(path.join(dataDir, 'pglite')), String(server.pid));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    const archive = path.join(scratch, 'refused.pustaka');
    const { code, said } = await run(['backup', '--out', archive]);
    expect(code).toBe(1);
    expect(said).toContain(`in use by process ${server.pid}`);
    expect(said).toContain('stop the server');
    expect(existsSync(archive)).toBe(false);
  });

  it('refuse a file that is not a backup, and a restore without a file', async () => {
    const notBackup = path.join(scratch, 'catatan.txt');
    writeFileSync(notBackup, 'bukan cadangan\n');
    const wrongFile = await run(['restore', notBackup, '--to', path.join(scratch, 'baru')]);
    expect(wrongFile).toEqual({ code: 1, said: expect.stringContaining('not a Pustaka backup') });
    expect(existsSync(path.join(scratch, 'baru'))).toBe(false);
    const noFile = await run(['restore', '--to', path.join(scratch, 'baru')]);
    expect(noFile).toEqual({ code: 1, said: expect.stringContaining('usage: npm run restore') });
    const unknownOption = await run(['restore', notBackup, '--menimpa']);
    expect(unknownOption.code).toBe(1);
  });
});
