import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * DejaVu Sans for the PDFs the server writes (stamped copies, certificates, slide decks): its Latin files
 * from @fontsource (every accent, plus Greek and Cyrillic), with pdf-lib's font engine to embed subsets.
 */
const FILES = {
  regular: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  bold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
};

export type Fontkit = typeof import('@pdf-lib/fontkit');
export type DejaVuSans = { fontkit: Fontkit; regular: Buffer; bold: Buffer };

// Loaded on the first PDF that needs it, not at start: the font engine is a large module most starts never need.
let loaded: Promise<DejaVuSans> | undefined;

export function loadDejaVuSans(): Promise<DejaVuSans> {
  const resolve = createRequire(import.meta.url).resolve;
  loaded ??= Promise.all([
    // A CommonJS module: Node hands its functions over as the default export.
    import('@pdf-lib/fontkit').then(
      (module) => (module as unknown as { default?: Fontkit }).default ?? (module as Fontkit),
    ),
    readFile(resolve(FILES.regular)).then(woffToSfnt),
    readFile(resolve(FILES.bold)).then(woffToSfnt),
  ]).then(([fontkit, regular, bold]) => ({ fontkit, regular, bold }));
  return loaded;
}

/**
 * A WOFF 1.0 font unpacked to the plain TrueType file it wraps. The font engine inflates a WOFF table
 * each time it reads it, so every glyph of a subset inflated the whole glyph table again (seconds for a
 * 30-page deck); unpacked once here, each read is a slice.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  // The sfnt header's binary-search fields, from the largest power of two not above the table count.
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
