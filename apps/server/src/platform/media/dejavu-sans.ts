import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

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
    readFile(resolve(FILES.regular)),
    readFile(resolve(FILES.bold)),
  ]).then(([fontkit, regular, bold]) => ({ fontkit, regular, bold }));
  return loaded;
}
