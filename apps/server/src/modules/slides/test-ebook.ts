import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * An ebook-like PDF for tests and the benchmark: chapters with large bold headings, each a few pages of
 * paragraphs whose sentences differ, in Indonesian. `pages` is the page count it reaches.
 */
export async function makeEbookPdf(options: {
  pages: number;
  chapters: number;
  title?: string;
}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? 'Panduan Keuangan Keluarga');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const topics = [
    'Anggaran',
    'Tabungan',
    'Dana Darurat',
    'Utang',
    'Investasi',
    'Asuransi',
    'Pensiun',
    'Pajak',
    'Pendidikan Anak',
    'Usaha Kecil',
    'Properti',
    'Warisan',
    'Zakat dan Sedekah',
    'Belanja Cerdas',
  ];
  const perChapter = Math.max(1, Math.floor(options.pages / options.chapters));
  let sentence = 0;
  const nextSentence = (topic: string) => {
    sentence += 1;
    const verbs = ['membantu', 'melindungi', 'mengatur', 'menumbuhkan', 'menjaga'];
    const objects = [
      'penghasilan bulanan',
      'rencana keluarga',
      'arus kas',
      'tujuan jangka panjang',
      'kebiasaan belanja',
    ];
    return `${topic} yang disiplin ${verbs[sentence % 5]} ${objects[(sentence * 3) % 5]} sebesar ${10 + (sentence % 40)} persen menurut catatan ke-${sentence}.`;
  };
  for (let page = 0; page < options.pages; page++) {
    const chapter = Math.min(options.chapters - 1, Math.floor(page / perChapter));
    const topic = topics[chapter % topics.length] ?? 'Keuangan';
    const sheet = doc.addPage([595.28, 841.89]);
    let y = 780;
    if (page % perChapter === 0 && chapter < options.chapters) {
      sheet.drawText(`Bab ${chapter + 1}: ${topic}`, { x: 60, y, size: 22, font: bold });
      y -= 44;
    }
    while (y > 80) {
      // A paragraph: four lines of about 80 characters, then a gap.
      let text = '';
      while (text.length < 320) text += `${nextSentence(topic)} `;
      const words = text.trim().split(' ');
      let line = '';
      for (const word of words) {
        if (regular.widthOfTextAtSize(`${line} ${word}`, 11) > 470) {
          sheet.drawText(line, { x: 60, y, size: 11, font: regular });
          y -= 15;
          line = word;
          if (y <= 80) break;
        } else line = line ? `${line} ${word}` : word;
      }
      if (y > 80 && line) {
        sheet.drawText(line, { x: 60, y, size: 11, font: regular });
        y -= 15;
      }
      y -= 12;
    }
    sheet.drawText(String(page + 1), { x: 290, y: 40, size: 9, font: regular });
  }
  return Buffer.from(await doc.save());
}

/** A PDF of blank pages: nothing for extraction or OCR to read. */
export async function makeEmptyPdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595.28, 841.89]);
  return Buffer.from(await doc.save());
}
