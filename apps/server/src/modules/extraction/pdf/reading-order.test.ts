import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
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

  it('keeps a paragraph whole beside the labels of a figure, and reads the labels after it', async () => {
    const paragraph = [
      'Grafik di samping menunjukkan suhu rata-rata',
      'setiap bulan di kota Bandung selama tahun lalu.',
      'Suhu paling tinggi tercatat pada bulan Oktober',
      'dan paling rendah pada bulan Juli ketika angin',
      'kemarau bertiup dari arah tenggara setiap hari.',
    ];
    const labels: Placed[] = [
      { text: '30 °C', x: 400, y: 120, size: 8 },
      { text: '20 °C', x: 400, y: 148, size: 8 },
      { text: 'Gambar 1. Suhu bulanan', x: 400, y: 176, size: 8 },
    ];

    const text = await read([
      [...lines(paragraph, 56, 120), ...labels, ...lines(['Paragraf berikutnya.'], 56, 200)],
    ]);

    expect(text).toBe(
      [paragraph.join(' '), '30 °C', '20 °C', 'Gambar 1. Suhu bulanan', 'Paragraf berikutnya.'].join('\n\n'),
    );
  });

  it('sets a heading a little larger than the body apart from the paragraph under it', async () => {
    const text = await read([
      [
        { text: 'Latar Belakang', x: 56, y: 100, size: 12 },
        ...lines(
          ['Membaca bersama anak setiap malam membangun', 'kebiasaan yang bertahan sampai dewasa.'],
          56,
          116,
        ),
        { text: 'Tujuan Penelitian', x: 56, y: 160, size: 11 },
        ...lines(
          ['Penelitian ini mengukur berapa lama kebiasaan', 'itu bertahan setelah program selesai.'],
          56,
          175,
        ),
      ],
    ]);

    expect(text).toBe(
      [
        'Latar Belakang',
        'Membaca bersama anak setiap malam membangun kebiasaan yang bertahan sampai dewasa.',
        'Tujuan Penelitian',
        'Penelitian ini mengukur berapa lama kebiasaan itu bertahan setelah program selesai.',
      ].join('\n\n'),
    );
  });

  it('reads a page of scattered labels in the order it was drawn, and says so', async () => {
    // A flow chart: boxes drawn step by step, three or four to a row, lined up with nothing.
    const steps: Placed[] = [
      { text: 'Mulai', x: 60, y: 100 },
      { text: 'Baca berkas', x: 240, y: 100 },
      { text: 'Periksa format', x: 430, y: 101 },
      { text: 'Format benar?', x: 300, y: 160 },
      { text: 'Tolak berkas', x: 90, y: 160 },
      { text: 'Simpan salinan', x: 470, y: 160 },
      { text: 'Kirim kabar', x: 150, y: 220 },
      { text: 'Selesai', x: 380, y: 220 },
      { text: 'Catat di log', x: 520, y: 220 },
    ];
    const pdf = await pdfWithPages([steps]);

    const { text, pages } = await extractPdf(pdf, { ocr: false });

    expect(pages[0]).toMatchObject({ layout: 'drawn-order' });
    expect(pages[0]!.layoutConfidence).toBeLessThan(0.6);
    expect(text.replace(/\s+/g, ' ')).toBe(steps.map((s) => s.text).join(' '));
  });

  it('keeps the analysed layout of a table, whose cells line up', async () => {
    const cells = [
      ['Kota', 'Penduduk', 'Luas', 'Provinsi'],
      ['Bandung', '2,5 juta', '167 km²', 'Jawa Barat'],
      ['Makassar', '1,4 juta', '199 km²', 'Sulawesi Selatan'],
    ].flatMap((row, r) => row.map((text, c) => ({ text, x: 56 + c * 120, y: 120 + r * 18 })));

    const { pages } = await extractPdf(await pdfWithPages([cells]), { ocr: false });

    expect(pages[0]).toMatchObject({ layout: 'analysed', layoutConfidence: 1 });
    expect(pages[0]!.text.split('\n')[1]).toBe('Bandung\t2,5 juta\t167 km²\tJawa Barat');
  });

  it('reads two columns under a centred block of authors that crosses the gutter', async () => {
    const left = [
      'Kolom kiri membahas cara sekolah',
      'menyusun jadwal membaca bersama',
      'yang melibatkan guru dan orang tua',
      'setiap pekan sepanjang semester.',
    ];
    const right = [
      'Kolom kanan membahas hasil survei',
      'tentang buku yang paling sering',
      'dipinjam oleh siswa kelas lima',
      'dan enam di perpustakaan sekolah.',
    ];
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const width = (text: string) => font.widthOfTextAtSize(text, 11);
    // Centred on the text area, from the left column's edge to the right column's longest line's end.
    const middle = (56 + 310 + Math.max(...right.map(width))) / 2;
    const header: Placed[] = [
      'Ani Wijaya dan Budi Santoso',
      'Universitas Pendidikan Nusantara',
      'Jalan Merdeka 10, Bandung',
      'ani@contoh.ac.id',
    ].map((text, i) => ({ text, x: middle - width(text) / 2, y: 90 + i * 14 }));
    const body = lines(left, 56, 170).flatMap((line, i) => [line, lines(right, 310, 170)[i]!]);

    const text = await read([[...header, ...body]]);

    expect(text).toContain(`${left.join(' ')}\n\n${right.join(' ')}`);
  });

  it('reads text set up the margin after the body, not inside a line it crosses', async () => {
    const body = ['Baris pertama paragraf yang cukup panjang', 'dan baris kedua yang menutup paragraf ini.'];

    const text = await read([
      [...lines(body, 80, 120), { text: 'Salinan untuk arsip', x: 40, y: 160, size: 8, rotate: 90 }],
    ]);

    expect(text).toBe(`${body.join(' ')}\n\nSalinan untuk arsip`);
  });
});
