import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * An embedded PGlite database belongs to one process: a second one opening the same folder (another server,
 * a backup) would write over the first one's pages. The folder's owner leaves its process id in
 * `<folder>.lock` beside it; a lock whose process is gone is stale and taken over.
 */
export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the database folder ${dataDir} is in use by process ${pid}: stop that process first`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; the returned function gives it back. */
export function lockDataFolder(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const mine = String(process.pid);
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, mine);
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    // The same process opening its folder again is its own business (tests reopen a folder they closed).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataFolderInUseError(dataDir, holder);
    }
    rmSync(file, { force: true });
    return lockDataFolder(dataDir);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === mine) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to give back.
    }
  };
}
