import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPdf } from './index.ts';
import { lines, type Placed, pdfWithPages } from './test-pdfs.ts';

const read = async (pages: Placed[][]) => (await extractPdf(await pdfWithPages(pages), { ocr: false })).text;

describe('extractPdf on layouts written elsewhere', () => {
  it('reads right-to-left lines from the right, numbers and Latin words in place, table cells from the right', async () => {
    // LibreOffice, Noto Naskh Arabic and Noto Serif Hebrew: the runs of a line stand left to right on the page.
    const pdf = readFileSync(new URL('./fixtures/rtl-arabic-hebrew.pdf', import.meta.url));

    const { text } = await extractPdf(new Uint8Array(pdf), { ocr: false });

    expect(text).toContain(
      'بدأ البرنامج في عام 2024 في عشرين مدرسة، واستخدم المعلمون ملفات PDF لمتابعة التقدم.',
    );
    expect(text).toContain(
      'בשנת 2023 השאילה הספרייה 18000 ספרים, והצוות השתמש במערכת Koha כדי לנהל את האוסף.',
    );
    expect(text).toMatch(/المدرسة\tالطلاب\tالكتب\nالأولى\t120\t340$/);
  });

  it('reads two columns of short numbered items column by column, though the page draws them row by row', async () => {
    // Most items far shorter than the longest: no column is filled by its lines.
    const left = [
      '1. Umur?',
      '2. Kota?',
      '3. Apa alasan Anda berhenti membaca?',
      '4. Pekerjaan?',
      '5. Hobi?',
    ];
    const right = [
      '6. Punya kartu perpustakaan desa?',
      '7. Buku terakhir?',
      '8. Penulis?',
      '9. Klub buku?',
      '10. Anggaran?',
    ];
    const rows = left.flatMap((text, i) => [
      { text, x: 56, y: 140 + i * 18 },
      { text: right[i]!, x: 310, y: 140 + i * 18 },
    ]);

    const text = await read([[{ text: 'Kuesioner Membaca', x: 56, y: 100, size: 16, bold: true }, ...rows]]);

    expect(text).toBe(['Kuesioner Membaca', [...left, ...right].join('\n')].join('\n\n'));
  });
});
