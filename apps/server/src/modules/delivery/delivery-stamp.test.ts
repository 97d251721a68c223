import { describe, expect, it } from 'vitest';
import type { DeliveryFile, DeliveryProduct } from '#modules/catalogue/index.ts';
import { downloadName } from './service.ts';
import { stampLine, stampPdf, toStampable } from './stamp-pdf.ts';
import { pdfText } from './test-kit.ts';

/**
 * The stamp a buyer's copy carries, and the names downloads are given.
 */

describe('the stamp', () => {
  it('draws accented Latin, Greek and Cyrillic as written, and what needs shaping or is missing as "?"', () => {
    const all = () => true;
    expect(toStampable('Dédé Ñoño Łukasz Şahin Иван Σοφία', all)).toBe('Dédé Ñoño Łukasz Şahin Иван Σοφία');
    expect(toStampable('Dewi 日本 سارة', all)).toBe('Dewi ?? ????');
    // Decomposed accents are composed first; a character the font lacks is a "?".
    expect(toStampable('Rene\u0301', all)).toBe('René');
    expect(toStampable('Ayu \u{1D400}', (codePoint) => codePoint < 0x1_0000)).toBe('Ayu ?');
    expect(stampLine({ name: 'Sari', email: 's@contoh.id', orderCode: 'PST-1' })).toContain('s@contoh.id');
  });

  it('prints names in the embedded font, readable back from the page', async () => {
    const { makePdf } = await import('#platform/media/fixtures.ts');
    const stamped = await stampPdf(
      new Uint8Array(await makePdf({ pages: 1 })),
      { name: 'Dédé Łukasz Иван', email: 'dede@contoh.id', orderCode: 'PST-ÉÈ-1' },
      new Date('2026-06-01T00:00:00Z'),
    );
    const { pages } = await pdfText(Buffer.from(stamped));
    expect(pages[0]).toContain('Dédé Łukasz Иван');
    expect(pages[0]).toContain('dede@contoh.id');
  });
});

describe('download names', () => {
  const product = { id: 1, name: 'Belajar: A/B "Dasar"\u0007', format: 'MP3' } as DeliveryProduct;
  const file = (role: DeliveryFile['role'], originalName: string, title: string | null = null) =>
    ({ role, originalName, title }) as DeliveryFile;

  it("are the product's name, with the track's title, and the file's own extension", () => {
    expect(downloadName(product, file('main', 'naskah-final-v3.PDF'))).toBe('Belajar A B Dasar.pdf');
    expect(downloadName(product, file('track', 'rekaman.mp3', 'Bab 1'))).toBe(
      'Belajar A B Dasar - Bab 1.mp3',
    );
    expect(downloadName({ ...product, name: '???' }, file('main', 'x'))).toBe('pustaka.bin');
  });
});
