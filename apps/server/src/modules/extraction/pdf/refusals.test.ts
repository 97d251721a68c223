import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePdf } from '#platform/media/fixtures.ts';
import { extractPdf, readPdfInfo } from './index.ts';

/** A PDF that opens only with a password ("kunci-baca"), made with qpdf --encrypt, AES-256. */
const encrypted = new Uint8Array(readFileSync(new URL('./fixtures/encrypted.pdf', import.meta.url)));

describe('PDFs the extractor refuses', () => {
  it('refuses a file that is not a PDF', async () => {
    const html = new TextEncoder().encode('<!doctype html><title>Bukan PDF</title><p>Halo</p>');
    await expect(extractPdf(html)).rejects.toMatchObject({ code: 'NOT_A_PDF', status: 422 });
    await expect(readPdfInfo(new Uint8Array(0))).rejects.toMatchObject({ code: 'NOT_A_PDF' });
  });

  it('refuses a PDF locked with a password, and says so cheaply', async () => {
    await expect(extractPdf(encrypted)).rejects.toMatchObject({ code: 'PDF_ENCRYPTED', status: 422 });
    await expect(readPdfInfo(encrypted)).resolves.toEqual({ pageCount: 0, encrypted: true });
  });

  it('refuses a PDF cut short or damaged', async () => {
    const whole = new Uint8Array(await makePdf({ pages: 2 }));
    const truncated = whole.subarray(0, 400);
    await expect(extractPdf(truncated)).rejects.toMatchObject({ code: 'PDF_DAMAGED', status: 422 });

    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    garbage.set(new TextEncoder().encode('%PDF-1.7\n'));
    await expect(extractPdf(garbage)).rejects.toMatchObject({ code: 'PDF_DAMAGED' });
  });

  it('refuses more pages than allowed, after counting them cheaply', async () => {
    const pdf = new Uint8Array(await makePdf({ pages: 3 }));
    await expect(readPdfInfo(pdf)).resolves.toEqual({ pageCount: 3, encrypted: false });
    await expect(extractPdf(pdf, { maxPages: 2 })).rejects.toMatchObject({
      code: 'PDF_TOO_MANY_PAGES',
      status: 413,
      params: { pages: 3, max: 2 },
    });
    await expect(extractPdf(pdf, { maxPages: 3, ocr: false })).resolves.toMatchObject({
      metadata: { pageCount: 3 },
    });
  });

  it('leaves the caller’s bytes as they were', async () => {
    const pdf = new Uint8Array(await makePdf({ pages: 1 }));
    const copy = pdf.slice();
    await extractPdf(pdf, { ocr: false });
    expect(pdf).toEqual(copy);
  });
});
