import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePptx } from '#platform/media/fixtures.ts';
import { readPdfInfo } from '#platform/media/index.ts';
import { ConversionFailedError, ConverterMissingError, convertToPdf, findExecutable } from './soffice.ts';

/** LibreOffice headless, as installed here (Debian's libreoffice-impress-nogui, which CI installs too). */

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pustaka-soffice-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const workDir = async (name: string) => {
  const folder = path.join(dir, name);
  await mkdir(folder, { recursive: true });
  return folder;
};

describe('convertToPdf', () => {
  it('draws every slide of a PowerPoint deck as one PDF page, with a profile of its own', async () => {
    const folder = await workDir('deck');
    const input = path.join(folder, 'deck.pptx');
    await writeFile(input, await makePptx({ slides: 5, title: 'Materi Uji' }));
    const pdf = await convertToPdf({ sofficePath: 'soffice', input, workDir: folder, timeoutMs: 90_000 });
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readPdfInfo(pdf)).pageCount).toBe(5);
    // The run's own profile lives in its folder: LibreOffice refuses a second process on a shared one.
    expect(await readdir(path.join(folder, 'profile'))).not.toHaveLength(0);
  }, 120_000);

  it('says LibreOffice is missing when the configured path names nothing that runs', async () => {
    const folder = await workDir('missing');
    const input = path.join(folder, 'deck.pptx');
    await writeFile(input, 'not used');
    for (const sofficePath of ['/nonexistent/soffice', 'soffice-that-is-not-installed', input]) {
      await expect(
        convertToPdf({ sofficePath, input, workDir: folder, timeoutMs: 5_000 }),
      ).rejects.toBeInstanceOf(ConverterMissingError);
    }
  });

  it('kills the whole conversion at the timeout, the processes it started included', async () => {
    const folder = await workDir('slow');
    const input = path.join(folder, 'deck.pptx');
    await writeFile(input, 'not used');
    // Stands in for soffice's launcher script: it starts a child that would run long after it.
    const script = path.join(folder, 'slow-soffice');
    const pidFile = path.join(folder, 'child.pid');
    await writeFile(script, `#!/bin/sh\nsleep 60 &\necho $! > "${pidFile}"\nwait\n`);
    await chmod(script, 0o755);
    const started = Date.now();
    const error = await convertToPdf({ sofficePath: script, input, workDir: folder, timeoutMs: 400 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConversionFailedError);
    expect((error as ConversionFailedError).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    const child = Number((await readFile(pidFile, 'utf8')).trim());
    await expect.poll(() => isRunning(child), { timeout: 2_000 }).toBe(false);
  });

  it('fails when LibreOffice ends without a PDF', async () => {
    const folder = await workDir('no-output');
    const input = path.join(folder, 'deck.pptx');
    await writeFile(input, 'not used');
    const script = path.join(folder, 'quiet-soffice');
    await writeFile(script, '#!/bin/sh\necho "Error: source file could not be loaded"\nexit 0\n');
    await chmod(script, 0o755);
    await expect(
      convertToPdf({ sofficePath: script, input, workDir: folder, timeoutMs: 5_000 }),
    ).rejects.toThrow(/made no PDF: Error: source file could not be loaded/);
  });
});

describe('findExecutable', () => {
  it('looks a bare name up on PATH and takes a path as given', async () => {
    const found = await findExecutable('soffice');
    expect(found && path.isAbsolute(found)).toBe(true);
    expect(await findExecutable(found as string)).toBe(found);
    expect(await findExecutable('soffice', '/nonexistent')).toBeUndefined();
    expect(await findExecutable(dir)).toBeUndefined();
  });
});

/** Whether a process still runs; a killed one whose parent has not collected it yet (a zombie) does not. */
async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
