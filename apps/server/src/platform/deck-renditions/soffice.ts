import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** LibreOffice is not there: SOFFICE_PATH names nothing that runs. Retrying will not help until it is installed. */
export class ConverterMissingError extends Error {
  constructor(readonly sofficePath: string) {
    super(`LibreOffice (${sofficePath}) was not found or cannot be run`);
    this.name = 'ConverterMissingError';
  }
}

/** LibreOffice ran but made no PDF (a file it cannot read), or took longer than allowed. */
export class ConversionFailedError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ConversionFailedError';
  }
}

/**
 * The executable a configured path means: an absolute or relative path as given, a bare name looked up on
 * PATH as a shell would. Undefined when nothing there may be run.
 */
export async function findExecutable(
  command: string,
  searchPath = process.env.PATH ?? '',
): Promise<string | undefined> {
  const runnable = async (candidate: string) => {
    try {
      await access(candidate, constants.X_OK);
      return (await stat(candidate)).isFile();
    } catch {
      return false;
    }
  };
  if (command.includes('/')) return (await runnable(command)) ? path.resolve(command) : undefined;
  for (const directory of searchPath.split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, command);
    if (await runnable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Converts an Office document to PDF with LibreOffice headless: `<workDir>/<input name>.pdf`, returned.
 * Each run gets its own user profile inside `workDir` (LibreOffice refuses a second process on one profile,
 * and a shared one would let one deck's run leave state for the next) and its own HOME. The whole process
 * group is killed at the timeout: `soffice` is a script that starts `soffice.bin`, which would outlive it.
 */
export async function convertToPdf(options: {
  sofficePath: string;
  input: string;
  workDir: string;
  timeoutMs: number;
  /** Aborting kills the conversion (the server is stopping). */
  signal?: AbortSignal;
}): Promise<string> {
  const { input, workDir, timeoutMs } = options;
  const soffice = await findExecutable(options.sofficePath);
  if (!soffice) throw new ConverterMissingError(options.sofficePath);
  const profile = path.join(workDir, 'profile');
  const outDir = path.join(workDir, 'out');
  await mkdir(outDir, { recursive: true });
  const args = [
    `-env:UserInstallation=${pathToFileURL(profile).href}`,
    '--headless',
    '--invisible',
    '--nologo',
    '--nodefault',
    '--nolockcheck',
    '--norestore',
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    input,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(soffice, args, {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HOME: workDir, TMPDIR: workDir },
    });
    let said = '';
    const keep = (chunk: Buffer) => {
      said = (said + chunk.toString('utf8')).slice(-2000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    const onAbort = () => killGroup();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new ConverterMissingError(options.sofficePath)
          : error,
      );
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      // Whatever it left running (a crashed soffice.bin's helpers) goes with it.
      killGroup();
      if (options.signal?.aborted) {
        reject(new ConversionFailedError('The conversion was stopped'));
      } else if (timedOut) {
        reject(new ConversionFailedError(`LibreOffice took longer than ${timeoutMs} ms`, true));
      } else if (code !== 0) {
        reject(new ConversionFailedError(`LibreOffice ended with ${signal ?? code}: ${said.trim()}`));
      } else {
        resolve(said);
      }
    });
  });
  const pdf = path.join(outDir, `${path.parse(input).name}.pdf`);
  try {
    const made = await stat(pdf);
    if (made.size > 0) return pdf;
  } catch {
    // Reported below: LibreOffice says "Error: source file could not be loaded" and still ends with 0.
  }
  throw new ConversionFailedError(`LibreOffice made no PDF: ${output.trim().slice(0, 500)}`);
}
