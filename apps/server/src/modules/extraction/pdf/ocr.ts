import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

/** Resolution a page is rendered at for Tesseract: its accuracy drops below 250 dpi on body text. */
const DPI = 300;
const RENDER_TIMEOUT_MS = 60_000;
const RECOGNISE_TIMEOUT_MS = 120_000;
const PROBE_TIMEOUT_MS = 10_000;
const LANGUAGES = ['ind', 'eng'];
/** Tesseract prints a page's text; a hostile page cannot make it print more than this. */
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;

function run(command: string, args: string[], timeout: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        timeout,
        signal,
        killSignal: 'SIGKILL',
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: 'utf8',
        // One thread per recognition: pages are read in parallel up to the core count instead.
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

let available: Promise<boolean> | undefined;

/** Whether this machine has Tesseract with Indonesian and English data, and pdftoppm to render pages. */
export function isOcrAvailable(): Promise<boolean> {
  available ??= (async () => {
    try {
      const [languages] = await Promise.all([
        run('tesseract', ['--list-langs'], PROBE_TIMEOUT_MS),
        run('pdftoppm', ['-v'], PROBE_TIMEOUT_MS),
      ]);
      const listed = new Set(languages.split(/\s+/));
      return LANGUAGES.every((language) => listed.has(language));
    } catch {
      return false;
    }
  })();
  return available;
}

/** Recognitions running in this process; more than the cores only makes each one slower. */
const slots = { free: Math.max(1, availableParallelism()), waiting: [] as (() => void)[] };

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

/**
 * Reads pages of one document with OCR. The document is written to a private temporary folder the first
 * time a page needs it; close() removes the folder with every rendered image.
 */
export class OcrReader {
  private folder: Promise<string> | undefined;

  constructor(private readonly data: Uint8Array) {}

  private async documentPath(): Promise<string> {
    this.folder ??= (async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'pustaka-ocr-'));
      await writeFile(path.join(folder, 'document.pdf'), this.data);
      return folder;
    })();
    return path.join(await this.folder, 'document.pdf');
  }

  /** The text Tesseract reads on one page (1-based), rendered alone at 300 dpi in grey. */
  async readPage(page: number, signal?: AbortSignal): Promise<string> {
    const documentPath = await this.documentPath();
    const image = path.join(path.dirname(documentPath), `page-${page}`);
    return withSlot(async () => {
      signal?.throwIfAborted();
      try {
        const pageArgs = [
          '-f',
          String(page),
          '-l',
          String(page),
          '-r',
          String(DPI),
          '-gray',
          '-png',
          '-singlefile',
        ];
        await run('pdftoppm', [...pageArgs, documentPath, image], RENDER_TIMEOUT_MS, signal);
        return await run(
          'tesseract',
          [`${image}.png`, 'stdout', '-l', LANGUAGES.join('+')],
          RECOGNISE_TIMEOUT_MS,
          signal,
        );
      } finally {
        await rm(`${image}.png`, { force: true });
      }
    });
  }

  async close(): Promise<void> {
    const folder = await this.folder?.catch(() => undefined);
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

/** Tesseract's output as paragraphs (it separates them by blank lines), each a list of its lines. */
export function ocrParagraphs(output: string): string[][] {
  return output
    .replace(/\f/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length);
}
