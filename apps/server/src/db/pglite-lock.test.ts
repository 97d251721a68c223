import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder, lockFileOf } from './pglite-lock.ts';

/** An embedded database folder is held by one process at a time; a lock left by a dead process is taken over. */

const scratch = mkdtempSync(path.join(tmpdir(), 'pustaka-lock-'));
let otherProcess: ChildProcess;

beforeAll(() => {
  otherProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
});

afterAll(() => {
  otherProcess.kill();
  rmSync(scratch, { recursive: true, force: true });
});

describe('lockDataFolder', () => {
  it('refuses a folder another running process holds', () => {
    const folder = path.join(scratch, 'held');
    writeFileSync(lockFileOf(folder), String(otherProcess.pid));
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    expect(readFileSync(lockFileOf(folder), 'utf8')).toBe(String(otherProcess.pid));
  });

  it('takes over the lock of a process that is gone, and gives it back', async () => {
    const folder = path.join(scratch, 'stale');
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(lockFileOf(folder), String(gone.pid));
    const unlock = lockDataFolder(folder);
    expect(readFileSync(lockFileOf(folder), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockFileOf(folder))).toBe(false);
  });
});
