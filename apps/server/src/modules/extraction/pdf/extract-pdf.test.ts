import { describe, expect, it } from 'vitest';
import { makePdf } from '#platform/media/fixtures.ts';
import { extractPdf } from './index.ts';
import { lines, type Placed, pdfWithPages } from './test-pdfs.ts';

const LEFT = [
  'Pendidikan yang baik dimulai dari rumah',
  'dan sekolah yang saling mendukung setiap',
  'hari dengan kegiatan membaca bersama',
  'keluarga dan teman sebaya di kampung.',
];
const RIGHT = [
  'Kolom kanan membahas peran pemerintah',
  'daerah dalam menyediakan perpustakaan',
  'desa yang mudah dijangkau oleh warga',
  'dari berbagai usia dan latar belakang.',
];

describe('extractPdf reading order', () => {
  it('reads two columns left column first, though the page draws them row by row', async () => {
    const left = lines(LEFT, 56, 120);
    const right = lines(RIGHT, 310, 120);
    const interleaved = left.flatMap((line, i) => [line, right[i]!]);
    const pdf = await pdfWithPages([
      [{ text: 'Perpustakaan Desa', x: 220, y: 80, size: 18, bold: true }, ...interleaved],
    ]);

    const { text, pages } = await extractPdf(pdf, { ocr: false });

    expect(text).toBe(`Perpustakaan Desa\n\n${LEFT.join(' ')}\n\n${RIGHT.join(' ')}`);
    expect(pages[0]).toMatchObject({ number: 1, hasTextLayer: true, ocr: 'not-needed' });
  });

  it('reads three columns one after another', async () => {
    const columns = [
      ['Kolom pertama berisi kabar', 'tentang sekolah baru yang', 'dibuka pekan lalu di desa.'],
      ['Kolom kedua bercerita soal', 'pasar pagi yang ramai oleh', 'pedagang sayur dan buah.'],
      ['Kolom ketiga mengajak warga', 'ikut kerja bakti membersihkan', 'saluran air hari Minggu.'],
    ];
    const placed = columns.map((texts, c) => lines(texts, 56 + c * 180, 120, 10));
    const pdf = await pdfWithPages([placed[0]!.flatMap((line, i) => [line, placed[1]![i]!, placed[2]![i]!])]);

    const { text } = await extractPdf(pdf, { ocr: false });

    expect(text).toBe(columns.map((texts) => texts.join(' ')).join('\n\n'));
  });

  it('leaves out running headers and footers with their page numbers', async () => {
    const bodies = [
      ['Halaman pertama bercerita tentang sungai.', 'Airnya jernih dan dingin.'],
      ['Halaman kedua bercerita tentang gunung.', 'Puncaknya tertutup kabut.'],
      ['Halaman ketiga bercerita tentang laut.', 'Ombaknya tinggi di musim hujan.'],
    ];
    const pages: Placed[][] = bodies.map((body, i) => [
      { text: 'Jurnal Uji Coba Nusantara', x: 56, y: 40, size: 9 },
      { text: `Halaman ${i + 1} dari 3`, x: 470, y: 40, size: 9 },
      ...lines(body, 56, 120),
      { text: `- ${i + 1} -`, x: 290, y: 810, size: 9 },
    ]);

    const result = await extractPdf(await pdfWithPages(pages), { ocr: false });

    expect(result.pages.map((p) => p.text)).toEqual(bodies.map((body) => body.join(' ')));
    expect(result.text).not.toMatch(/Jurnal|dari 3|- \d -/);
  });

  it('joins words broken at a line end and keeps the hyphens of reduplicated words', async () => {
    const pdf = await pdfWithPages([
      lines(
        [
          'Mereka bekerja ber-',
          'sama membangun rumah-',
          'rumah dan membaca bersama anak-',
          'anak setiap hari di perpustaka-',
          'an desa yang sayur-',
          'mayur hijaunya.',
        ],
        56,
        100,
      ),
    ]);

    const { text } = await extractPdf(pdf, { ocr: false });

    expect(text).toBe(
      'Mereka bekerja bersama membangun rumah-rumah dan membaca bersama anak-anak setiap hari di perpustakaan desa yang sayur-mayur hijaunya.',
    );
  });

  it('makes a paragraph broken by a page break whole in the document, each page keeping its part', async () => {
    const pdf = await pdfWithPages([
      lines(
        ['Paragraf ini dimulai di halaman pertama', 'dan berlanjut ke halaman berikutnya di perpus-'],
        56,
        100,
      ),
      lines(['takaan desa yang ramai.', 'Paragraf baru di halaman kedua.'], 56, 100).map((line, i) =>
        i ? { ...line, y: line.y + 10 } : line,
      ),
    ]);

    const { pages, text } = await extractPdf(pdf, { ocr: false });

    expect(pages.map((p) => p.text)).toEqual([
      'Paragraf ini dimulai di halaman pertama dan berlanjut ke halaman berikutnya di perpus-',
      'takaan desa yang ramai.\n\nParagraf baru di halaman kedua.',
    ]);
    expect(text).toBe(
      'Paragraf ini dimulai di halaman pertama dan berlanjut ke halaman berikutnya di perpustakaan desa yang ramai.\n\nParagraf baru di halaman kedua.',
    );
  });

  it('keeps headings, paragraphs and lists, and puts footnotes after the body', async () => {
    const pdf = await pdfWithPages([
      [
        { text: 'Bab Satu', x: 56, y: 80, size: 18, bold: true },
        ...lines(['Paragraf pertama berisi dua baris yang', 'cukup panjang untuk dibaca.'], 56, 120),
        { text: '1', x: 199, y: 134 - 4, size: 7 },
        ...lines(['Paragraf kedua dimulai setelah jarak', 'yang lebih lebar dari spasi baris.'], 56, 170),
        { text: '•', x: 70, y: 220 },
        { text: 'Butir pertama daftar', x: 85, y: 220 },
        { text: '•', x: 70, y: 234 },
        { text: 'Butir kedua daftar', x: 85, y: 234 },
        { text: '1.', x: 70, y: 262 },
        { text: 'Langkah pertama', x: 85, y: 262 },
        { text: '2.', x: 70, y: 276 },
        { text: 'Langkah kedua', x: 85, y: 276 },
        ...lines(['Paragraf penutup yang pendek.', 'Masih ada satu baris lagi di sini.'], 56, 310),
        { text: '1 Catatan kaki tentang sumber data.', x: 56, y: 780, size: 8 },
      ],
    ]);

    const { text, markdown } = await extractPdf(pdf, { ocr: false });

    expect(text).toBe(
      [
        'Bab Satu',
        'Paragraf pertama berisi dua baris yang cukup panjang untuk dibaca.¹',
        'Paragraf kedua dimulai setelah jarak yang lebih lebar dari spasi baris.',
        '• Butir pertama daftar\n• Butir kedua daftar',
        '1. Langkah pertama\n2. Langkah kedua',
        'Paragraf penutup yang pendek. Masih ada satu baris lagi di sini.',
        '1 Catatan kaki tentang sumber data.',
      ].join('\n\n'),
    );
    expect(markdown).toContain('# Bab Satu\n\n');
    expect(markdown).toContain('untuk dibaca.[^1]');
    expect(markdown).toContain('- Butir pertama daftar\n- Butir kedua daftar');
    expect(markdown).toContain('1. Langkah pertama\n2. Langkah kedua');
    expect(markdown).toContain('[^1]: Catatan kaki tentang sumber data.');
  });

  it('reads a table row by row with its cells apart', async () => {
    const rows = [
      ['Nama', 'Kota', 'Nilai'],
      ['Budi', 'Bandung', '90'],
      ['Siti', 'Makassar', '85'],
      ['Made', 'Denpasar', '88'],
    ];
    const cells = rows.flatMap((row, r) =>
      row.map((text, c) => ({ text, x: 56 + c * 150, y: 120 + r * 20 })),
    );
    const pdf = await pdfWithPages([[...lines(['Daftar nilai peserta:'], 56, 90), ...cells]]);

    const { text, markdown } = await extractPdf(pdf, { ocr: false });

    expect(text).toBe(`Daftar nilai peserta:\n\n${rows.map((row) => row.join('\t')).join('\n')}`);
    expect(markdown).toContain('| Nama | Kota | Nilai |\n| --- | --- | --- |\n| Budi | Bandung | 90 |');
  });
});

describe('extractPdf document', () => {
  it('gives metadata, the outline by level, and justified pages as paragraphs', async () => {
    const pdf = await makePdf({
      pages: 3,
      title: 'Buku Uji',
      author: 'Ani Wijaya',
      outline: [
        { title: 'Bab Satu', page: 1, items: [{ title: 'Bagian Pertama', page: 2, items: [] }] },
        { title: 'Bab Dua', page: 3, items: [] },
      ],
    });

    const result = await extractPdf(new Uint8Array(pdf), { ocr: false });

    expect(result.metadata).toMatchObject({
      title: 'Buku Uji',
      author: 'Ani Wijaya',
      producer: 'Pustaka',
      createdAt: '2026-01-01T00:00:00.000Z',
      pageCount: 3,
    });
    expect(result.outline).toEqual([
      { title: 'Bab Satu', page: 1, level: 1 },
      { title: 'Bagian Pertama', page: 2, level: 2 },
      { title: 'Bab Dua', page: 3, level: 1 },
    ]);
    // The running head (the title) and the page numbers are gone; justified words are not table cells.
    expect(result.text).not.toContain('Buku Uji');
    expect(result.text).not.toContain('\t');
    expect(result.pages[0]!.markdown).toMatch(/^# Bab Satu\n\nMembaca adalah jendela dunia\. /);
    expect(result.pages[1]!.markdown).toMatch(/^## Bagian Pertama\n\n/);
    expect(result.wordCount).toBeGreaterThan(300);
  });

  it('reports progress page by page, and stops when the caller aborts', async () => {
    const pdf = new Uint8Array(await makePdf({ pages: 4 }));
    const progress: [number, number][] = [];
    await extractPdf(pdf, { ocr: false, onPage: (done, total) => progress.push([done, total]) });
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);

    const controller = new AbortController();
    const stopped = extractPdf(pdf, {
      ocr: false,
      signal: controller.signal,
      onPage: (done) => done === 2 && controller.abort(),
    });
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives every extraction running at once the same text as one alone', async () => {
    const pdfs = await Promise.all([2, 3, 4].map(async (pages) => new Uint8Array(await makePdf({ pages }))));
    const alone = [];
    for (const pdf of pdfs) alone.push((await extractPdf(pdf, { ocr: false })).text);

    const together = await Promise.all(pdfs.map((pdf) => extractPdf(pdf, { ocr: false })));

    expect(together.map((r) => r.text)).toEqual(alone);
  });
});
