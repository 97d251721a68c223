import { createInflate } from 'node:zlib';
import { AppError } from '#platform/errors.ts';

/** How far before `stream` a stream's dictionary is looked for. */
const DICTIONARY_WINDOW = 2048;
const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/** Inflates `data`, counting the bytes out and keeping none; stops once `budget` is passed. */
async function inflatedSize(data: Uint8Array, budget: number, signal: AbortSignal): Promise<number> {
  const inflate = createInflate();
  let size = 0;
  const done = new Promise<number>((resolve) => {
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget || signal.aborted) inflate.destroy();
    });
    // A stream that does not inflate is pdf.js's problem (it skips or repairs it), not a size.
    inflate.on('error', () => resolve(size));
    inflate.on('close', () => resolve(size));
    inflate.on('end', () => resolve(size));
  });
  inflate.end(data);
  return done;
}

/**
 * Refuses a PDF whose Flate streams, images aside, unpack past `limit` in all: content streams, fonts and
 * object streams are what pdf.js decodes to read text, and a 300 KB file can hold one that unpacks to
 * 300 MB. Images are decoded only to render a page for OCR, which has limits of its own. The scan reads
 * the raw bytes (`/Length` when it is a plain number, else the next `endstream`) and keeps no output.
 */
export async function assertDecodedSize(data: Uint8Array, limit: number, signal: AbortSignal): Promise<void> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let total = 0;
  let at = bytes.indexOf(STREAM);
  while (at >= 0) {
    signal.throwIfAborted();
    const isKeyword = at < 3 || bytes.subarray(at - 3, at).toString('latin1') !== 'end';
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    if (!isKeyword || start === at + STREAM.length) {
      at = bytes.indexOf(STREAM, at + STREAM.length);
      continue;
    }
    const dictionary = bytes.subarray(Math.max(0, at - DICTIONARY_WINDOW), at).toString('latin1');
    const own = dictionary.slice(dictionary.lastIndexOf(' obj') + 1);
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(own);
    const declaredEnd = declared ? start + Number(declared[1]) : -1;
    const end =
      declaredEnd > start && declaredEnd <= bytes.length ? declaredEnd : bytes.indexOf(END_STREAM, start);
    if (end < 0) break;
    if (/\/FlateDecode/.test(own) && !/\/Subtype\s*\/Image/.test(own)) {
      total += await inflatedSize(bytes.subarray(start, end), limit - total, signal);
      if (total > limit) {
        throw new AppError('PDF_DECODED_TOO_LARGE', {
          params: { limit: `${Math.round(limit / 1024 / 1024)} MB` },
          details: { limit_bytes: limit },
        });
      }
    }
    at = bytes.indexOf(STREAM, end);
  }
}
