import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadDejaVuSans, woffToSfnt } from './dejavu-sans.ts';

describe('the DejaVu Sans the PDFs embed', () => {
  it('is the WOFF unpacked to a TrueType file with the same glyphs and metrics', async () => {
    const { fontkit, regular } = await loadDejaVuSans();
    const woff = await readFile(
      createRequire(import.meta.url).resolve(
        '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
      ),
    );
    expect(regular.readUInt32BE(0)).toBe(0x00010000);
    const fromWoff = fontkit.create(woff);
    const unpacked = fontkit.create(regular);
    expect(unpacked.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(unpacked.unitsPerEm).toBe(fromWoff.unitsPerEm);
    const text = 'Pendidikan Anak — ĂŞ ñ ü';
    expect(unpacked.layout(text).advanceWidth).toBe(fromWoff.layout(text).advanceWidth);
    expect(unpacked.glyphForCodePoint(0x61).path.toSVG()).toBe(fromWoff.glyphForCodePoint(0x61).path.toSVG());
  });

  it('leaves a font that is not WOFF as it is', () => {
    const plain = Buffer.from([0, 1, 0, 0, 0, 0]);
    expect(woffToSfnt(plain)).toBe(plain);
  });
});
