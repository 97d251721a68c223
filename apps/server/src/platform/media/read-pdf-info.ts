import { type FileHandle, open } from 'node:fs/promises';
import type { OutlineItem } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { unreadable } from './unreadable.ts';

export type PdfInfo = { pageCount: number; outline: OutlineItem[] };

/** An outline is stored and sent with the product; a hostile file could declare millions of entries. */
const MAX_OUTLINE_ENTRIES = 2_000;
const MAX_OUTLINE_DEPTH = 8;
const MAX_TITLE_LENGTH = 300;
/** pdf.js asks for the parts it needs in chunks of this size instead of reading the whole file. */
const CHUNK_BYTES = 64 * 1024;
const TIMEOUT_MS = 60_000;

export type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;
type RawOutline = Awaited<ReturnType<PdfDocument['getOutline']>>;

let pdfjsModule: Promise<Pdfjs> | undefined;
/** pdf.js is large; it is loaded the first time a PDF is read, not when the server starts. */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsModule ??= importKeepingBuiltIns(async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    // pdf.js runs its worker in this thread when it finds it here, instead of importing it on first use.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  });
  return pdfjsModule;
}

/** The built-in objects whose members pdf.js's polyfills replace (see importKeepingBuiltIns). */
function builtIns(): object[] {
  const iterator = (globalThis as { Iterator?: { prototype: object } }).Iterator;
  return [
    globalThis,
    Array.prototype,
    JSON,
    Promise,
    Number,
    Math,
    Map.prototype,
    Set.prototype,
    WeakMap.prototype,
    Uint8Array,
    Uint8Array.prototype,
    ArrayBuffer.prototype,
    ...(iterator ? [iterator.prototype] : []),
  ];
}

/**
 * pdf.js's Node build carries core-js polyfills that replace built-ins for the whole process even where Node
 * has them, for edge cases of the specification: once the first PDF was read, Array.prototype.push was about
 * seven and JSON.stringify five times slower in every request of the server. The members that existed
 * before the import are put back; what Node lacks (Promise.withResolvers on Node 20, ...) stays added.
 */
async function importKeepingBuiltIns<T>(load: () => Promise<T>): Promise<T> {
  const before = builtIns().map((target) => ({
    target,
    members: new Map(
      Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)]),
    ),
  }));
  try {
    return await load();
  } finally {
    for (const { target, members } of before) {
      for (const [key, original] of members) {
        const now = Object.getOwnPropertyDescriptor(target, key);
        const same =
          now?.value === original?.value && now?.get === original?.get && now?.set === original?.set;
        if (original && !same) Object.defineProperty(target, key, original);
      }
    }
  }
}

/**
 * Page count and outline (bookmarks, with 1-based page numbers) of a PDF. The file is read in ranges: for a
 * 200 MB book pdf.js asks for a few hundred kilobytes (cross-reference table, page tree, outline), and the
 * file-sized buffer it reserves stays untouched, so the system never backs it with memory. Throws AppError
 * UNPROCESSABLE_FILE when the file is not a PDF pdf.js can open (damaged, or locked with a password).
 */
export async function readPdfInfo(path: string): Promise<PdfInfo> {
  const pdfjs = await loadPdfjs();
  const handle = await open(path, 'r');
  let task: ReturnType<Pdfjs['getDocument']> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const { size } = await handle.stat();
    if (size === 0) throw unreadable('PDF_UNREADABLE');
    task = pdfjs.getDocument({
      range: new (fileRangeTransport(pdfjs))(handle, size),
      length: size,
      rangeChunkSize: CHUNK_BYTES,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unreadable('PDF_UNREADABLE')), TIMEOUT_MS);
    });
    const doc = await Promise.race([task.promise, timeout]).catch((error: unknown) => {
      if ((error as { name?: string }).name === 'PasswordException') throw unreadable('PDF_ENCRYPTED');
      throw error instanceof AppError ? error : unreadable('PDF_UNREADABLE');
    });
    if (doc.numPages < 1) throw unreadable('NO_PAGES');
    const raw = await Promise.race([doc.getOutline(), timeout]).catch(() => null);
    const budget = { left: MAX_OUTLINE_ENTRIES };
    const outline = raw ? await resolveOutline(doc, raw, 1, budget) : [];
    return { pageCount: doc.numPages, outline };
  } finally {
    clearTimeout(timer);
    await task?.destroy().catch(() => {});
    await handle.close();
  }
}

/** A pdf.js data source that answers each range request with a positional read of the open file. */
function fileRangeTransport(pdfjs: Pdfjs) {
  return class FileRangeTransport extends pdfjs.PDFDataRangeTransport {
    constructor(
      private readonly handle: FileHandle,
      length: number,
    ) {
      super(length, new Uint8Array(0));
    }

    override requestDataRange(begin: number, end: number): void {
      const chunk = new Uint8Array(end - begin);
      this.handle.read(chunk, 0, chunk.length, begin).then(
        ({ bytesRead }) => this.onDataRange(begin, chunk.subarray(0, bytesRead)),
        // A failed read leaves pdf.js waiting; the timeout in readPdfInfo ends the wait.
        () => {},
      );
    }
  };
}

/** The outline of an open document, bounded like readPdfInfo's; empty when it has none or it is unreadable. */
export async function readOutline(doc: PdfDocument): Promise<OutlineItem[]> {
  const raw = await doc.getOutline().catch(() => null);
  return raw ? resolveOutline(doc, raw, 1, { left: MAX_OUTLINE_ENTRIES }) : [];
}

async function resolveOutline(
  doc: PdfDocument,
  items: NonNullable<RawOutline>,
  depth: number,
  budget: { left: number },
): Promise<OutlineItem[]> {
  const result: OutlineItem[] = [];
  for (const item of items) {
    if (budget.left <= 0) break;
    budget.left--;
    result.push({
      title: cleanTitle(item.title),
      page: await pageOf(doc, item.dest),
      items: depth < MAX_OUTLINE_DEPTH ? await resolveOutline(doc, item.items ?? [], depth + 1, budget) : [],
    });
  }
  return result;
}

/** The 1-based page an outline entry opens, or null when it points elsewhere (a web link, a broken name). */
async function pageOf(doc: PdfDocument, dest: string | unknown[] | null): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    const target = Array.isArray(explicit) ? explicit[0] : undefined;
    if (target && typeof target === 'object' && 'num' in target && 'gen' in target) {
      return (await doc.getPageIndex(target as { num: number; gen: number })) + 1;
    }
    // Some writers name the page by its 0-based index instead of a reference.
    if (Number.isInteger(target) && (target as number) >= 0 && (target as number) < doc.numPages) {
      return (target as number) + 1;
    }
    return null;
  } catch {
    return null;
  }
}

/** Titles end up in JSON stored by PostgreSQL, which cannot hold NUL; other control characters are noise. */
function cleanTitle(title: string): string {
  const cleaned = title
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, MAX_TITLE_LENGTH);
}
