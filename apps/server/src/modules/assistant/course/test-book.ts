import { PDFDocument, StandardFonts } from 'pdf-lib';

const TOPICS = [
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
  'Zakat',
  'Belanja Cerdas',
];
const CITIES = ['Medan', 'Padang', 'Bandung', 'Surabaya', 'Makassar', 'Kupang', 'Ambon', 'Pontianak'];

/** Sentences a reader (and the question writer) can learn from: definitions, numbers with units, names, years. */
function sentenceOf(topic: string, n: number): string {
  const city = CITIES[n % CITIES.length];
  switch (n % 4) {
    case 0:
      return `${topic} adalah cara keluarga di ${city} mengatur uang agar tujuan tahun ${2000 + (n % 25)} tercapai.`;
    case 1:
      return `Menurut survei ke-${n}, ${10 + (n % 60)} persen keluarga di ${city} mencatat ${topic.toLowerCase()} setiap bulan.`;
    case 2:
      return `Pada tahun ${1990 + (n % 30)}, koperasi di ${city} mulai mengajarkan ${topic.toLowerCase()} kepada ${20 + (n % 70)} anggota.`;
    default:
      return `Karena biaya hidup naik ${2 + (n % 9)} persen, keluarga di ${city} menyisihkan ${100 + (n % 9) * 50} ribu rupiah untuk ${topic.toLowerCase()}.`;
  }
}

/**
 * A book-like PDF for the course tests and the benchmark: `chapters` chapters over `pages` A4 pages, each
 * opening with a large bold heading ("Bab 3: Dana Darurat"), then paragraphs of differing sentences.
 */
export async function makeBookPdf(options: {
  pages: number;
  chapters: number;
  title?: string;
}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? 'Keuangan Keluarga Indonesia');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const perChapter = Math.max(1, Math.floor(options.pages / options.chapters));
  let n = 0;
  for (let page = 0; page < options.pages; page++) {
    const chapter = Math.min(options.chapters - 1, Math.floor(page / perChapter));
    const topic = TOPICS[chapter % TOPICS.length] as string;
    const sheet = doc.addPage([595.28, 841.89]);
    let y = 780;
    if (page % perChapter === 0 && page / perChapter < options.chapters) {
      sheet.drawText(`Bab ${chapter + 1}: ${topic}`, { x: 60, y, size: 22, font: bold });
      y -= 44;
    }
    while (y > 90) {
      let text = '';
      while (text.length < 300) text += `${sentenceOf(topic, n++)} `;
      let line = '';
      for (const word of text.trim().split(' ')) {
        if (regular.widthOfTextAtSize(`${line} ${word}`, 11) > 470) {
          sheet.drawText(line, { x: 60, y, size: 11, font: regular });
          y -= 15;
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      if (line) {
        sheet.drawText(line, { x: 60, y, size: 11, font: regular });
        y -= 15;
      }
      y -= 12;
    }
    sheet.drawText(String(page + 1), { x: 290, y: 40, size: 9, font: regular });
  }
  return Buffer.from(await doc.save());
}
