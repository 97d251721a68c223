import { describe, expect, it } from 'vitest';
import { extractPdf, isOcrAvailable } from './index.ts';
import { ocrParagraphs } from './ocr.ts';
import { lines, pdfWithPages, scannedPdf } from './test-pdfs.ts';

const SCANNED = [
  'Selamat pagi anak-anak Indonesia',
  'Perpustakaan desa buka setiap hari',
  'Membaca membuka jendela dunia',
];

describe('scanned pages', () => {
  it('reads a page without a text layer with OCR when Tesseract is here, and marks it when not', async () => {
    const pdf = await scannedPdf(SCANNED);

    const result = await extractPdf(pdf, { maxPages: 5 });

    const [page] = result.pages;
    expect(page!.hasTextLayer).toBe(false);
    if (await isOcrAvailable()) {
      expect(page!.ocr).toBe('used');
      for (const word of ['Selamat', 'anak-anak', 'Indonesia', 'Perpustakaan', 'jendela', 'dunia']) {
        expect(page!.text).toContain(word);
      }
    } else {
      expect(page!.ocr).toBe('unavailable');
      expect(page!.text).toBe('');
    }
  }, 60_000);

  it('marks scanned pages unread when the caller turns OCR off, and reads the text pages around them', async () => {
    const text = await pdfWithPages([lines(['Halaman ini punya lapisan teks.'], 56, 100)]);
    const { PDFDocument } = await import('pdf-lib');
    const merged = await PDFDocument.load(text);
    const scan = await PDFDocument.load(await scannedPdf(SCANNED));
    const [copied] = await merged.copyPages(scan, [0]);
    merged.addPage(copied!);

    const result = await extractPdf(await merged.save(), { ocr: false });

    expect(result.pages.map((p) => [p.hasTextLayer, p.ocr])).toEqual([
      [true, 'not-needed'],
      [false, 'unavailable'],
    ]);
    expect(result.text).toBe('Halaman ini punya lapisan teks.');
  });

  it('turns Tesseract’s output into paragraphs of lines', () => {
    expect(ocrParagraphs('Baris satu\nbaris dua\n\n\nParagraf baru\n\f')).toEqual([
      ['Baris satu', 'baris dua'],
      ['Paragraf baru'],
    ]);
  });
});
