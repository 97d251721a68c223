/**
 * Real, openable sample files made from scratch: the tests check uploads with them and the demo seed fills
 * the catalogue with them, so no binary file needs to live in the repository. The encoders are loaded only
 * when a function here is called, so a server that never seeds never loads them.
 */

export type OutlineSpec = { title: string; page: number | null; items: OutlineSpec[] };

const PARAGRAPHS = [
  'Membaca adalah jendela dunia. Setiap halaman yang kita buka membawa kita lebih dekat pada pemahaman baru tentang diri sendiri dan lingkungan sekitar, dari desa di lereng gunung hingga kota besar yang tidak pernah tidur.',
  'Dalam bab ini kita akan membahas langkah-langkah dasar yang perlu dipahami sebelum melangkah lebih jauh. Setiap konsep dijelaskan dengan contoh sederhana yang dekat dengan kehidupan sehari-hari, sehingga mudah diingat dan diterapkan.',
  'Pengalaman para pelaku usaha kecil di berbagai daerah menunjukkan bahwa ketekunan dan kemauan belajar sering kali lebih menentukan keberhasilan daripada modal besar. Mereka memulai dari hal kecil, mencatat setiap kemajuan, dan memperbaiki kesalahan satu per satu.',
  'Sebelum melanjutkan, cobalah merangkum isi bagian sebelumnya dengan kata-kata Anda sendiri. Cara ini terbukti membantu memindahkan pengetahuan dari ingatan jangka pendek ke ingatan jangka panjang, terutama bila dilakukan secara rutin.',
  'Teknologi digital membuka kesempatan yang dulu sulit dibayangkan. Seorang guru di Kupang kini dapat berbagi materi dengan murid di Medan, dan seorang penulis di Yogyakarta dapat menerbitkan karyanya tanpa harus menunggu bertahun-tahun.',
  'Perlu diingat bahwa tidak ada jalan pintas dalam belajar. Latihan yang teratur, meskipun hanya lima belas menit setiap hari, akan memberikan hasil yang jauh lebih baik daripada belajar berjam-jam sekali dalam sebulan.',
  'Tabel dan gambar pada halaman berikutnya merangkum perbandingan beberapa pendekatan yang umum digunakan. Perhatikan kelebihan dan kekurangan masing-masing, lalu pilih yang paling sesuai dengan kebutuhan dan sumber daya Anda.',
  'Di akhir bagian ini tersedia beberapa pertanyaan latihan. Jawablah dengan jujur tanpa melihat kunci jawaban terlebih dahulu, karena kesalahan yang kita temukan sendiri adalah guru yang paling berharga.',
];

/**
 * A book-like PDF: A5 pages with a running head, the outline's headings where their sections start,
 * wrapped Indonesian paragraphs and a page number, plus a real outline (bookmarks) with 1-based pages.
 */
export async function makePdf(options: {
  pages: number;
  outline?: OutlineSpec[];
  title?: string;
  author?: string;
}): Promise<Buffer> {
  const { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb } = await import('pdf-lib');
  const { pages, outline = [], title = 'Buku Contoh Pustaka', author = 'Pustaka' } = options;
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError('pages must be a positive integer');

  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setLanguage('id-ID');
  doc.setProducer('Pustaka');
  // A fixed date keeps the bytes of a generated book the same from run to run.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const body = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  type Font = typeof body;
  // The standard fonts speak WinAnsi only; anything else (emoji, CJK) would make pdf-lib throw.
  const printable = (font: Font, text: string) => {
    const known = new Set(font.getCharacterSet());
    return [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
  };
  /** Greedy line breaking; the first line may be narrower (a paragraph's indent). */
  const wrap = (font: Font, text: string, size: number, width: number, firstWidth = width) => {
    const lines: string[] = [];
    let line = '';
    for (const word of printable(font, text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > (lines.length === 0 ? firstWidth : width)) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line) lines.push(line);
    return lines;
  };

  const headings = new Map<number, { title: string; level: number }[]>();
  const collect = (items: OutlineSpec[], level: number) => {
    for (const item of items) {
      if (item.page !== null) {
        if (!Number.isInteger(item.page) || item.page < 1 || item.page > pages) {
          throw new RangeError(`Outline entry "${item.title}" points at page ${item.page} of ${pages}`);
        }
        headings.set(item.page, [...(headings.get(item.page) ?? []), { title: item.title, level }]);
      }
      collect(item.items, level + 1);
    }
  };
  collect(outline, 0);

  const [width, height] = [419.53, 595.28];
  const margin = { x: 54, top: 64, bottom: 64 };
  const textWidth = width - margin.x * 2;
  const ink = rgb(0.13, 0.13, 0.13);
  const grey = rgb(0.45, 0.45, 0.45);
  let paragraph = 0;
  for (let number = 1; number <= pages; number++) {
    const page = doc.addPage([width, height]);
    page.drawText(printable(italic, title), {
      x: margin.x,
      y: height - 36,
      size: 8,
      font: italic,
      color: grey,
    });
    page.drawLine({
      start: { x: margin.x, y: height - 42 },
      end: { x: width - margin.x, y: height - 42 },
      thickness: 0.4,
      color: grey,
    });
    let y = height - margin.top;
    for (const heading of headings.get(number) ?? []) {
      const size = heading.level === 0 ? 17 : 13;
      y -= heading.level === 0 ? 10 : 4;
      for (const line of wrap(bold, heading.title, size, textWidth)) {
        page.drawText(line, { x: margin.x, y, size, font: bold, color: ink });
        y -= size * 1.35;
      }
      y -= 8;
    }
    const size = 10.5;
    const leading = 15;
    const indent = 14;
    for (;;) {
      const text = PARAGRAPHS[paragraph % PARAGRAPHS.length]!;
      const lines = wrap(body, text, size, textWidth, textWidth - indent);
      // A paragraph that does not fit whole goes to the next page, as in a typeset book.
      if (y - lines.length * leading < margin.bottom) break;
      paragraph++;
      for (const [index, line] of lines.entries()) {
        const x = margin.x + (index === 0 ? indent : 0);
        const width = textWidth - (index === 0 ? indent : 0);
        if (index === lines.length - 1) {
          page.drawText(line, { x, y, size, font: body, color: ink });
        } else {
          // Justified: the space left on the line is shared out between its words.
          const words = line.split(' ');
          const gap =
            (width - words.reduce((sum, word) => sum + body.widthOfTextAtSize(word, size), 0)) /
            Math.max(1, words.length - 1);
          let cursor = x;
          for (const word of words) {
            page.drawText(word, { x: cursor, y, size, font: body, color: ink });
            cursor += body.widthOfTextAtSize(word, size) + gap;
          }
        }
        y -= leading;
      }
      y -= 6;
    }
    const label = String(number);
    page.drawText(label, {
      x: (width - body.widthOfTextAtSize(label, 9)) / 2,
      y: 34,
      size: 9,
      font: body,
      color: grey,
    });
  }

  if (outline.length > 0) {
    // pdf-lib has no outline API, so the /Outlines tree (PDF 1.7, section 12.3.3) is built from its objects:
    // siblings are linked by Prev/Next, each parent names its First and Last child and a Count of the
    // entries visible below it (positive: shown expanded).
    const context = doc.context;
    const pageRefs = doc.getPages().map((p) => p.ref);
    type Ref = ReturnType<typeof context.nextRef>;
    const link = (items: OutlineSpec[], parent: Ref): { first: Ref; last: Ref; count: number } => {
      const refs = items.map(() => context.nextRef());
      let count = 0;
      items.forEach((item, index) => {
        const children = item.items.length > 0 ? link(item.items, refs[index]!) : undefined;
        const entry = context.obj({
          Title: PDFHexString.fromText(item.title),
          Parent: parent,
          ...(index > 0 ? { Prev: refs[index - 1]! } : {}),
          ...(index < refs.length - 1 ? { Next: refs[index + 1]! } : {}),
          ...(children ? { First: children.first, Last: children.last, Count: children.count } : {}),
          ...(item.page !== null ? { Dest: [pageRefs[item.page - 1]!, 'XYZ', null, null, null] } : {}),
        });
        context.assign(refs[index]!, entry);
        count += 1 + (children?.count ?? 0);
      });
      return { first: refs[0]!, last: refs.at(-1)!, count };
    };
    const root = context.nextRef();
    const tree = link(outline, root);
    context.assign(
      root,
      context.obj({ Type: 'Outlines', First: tree.first, Last: tree.last, Count: tree.count }),
    );
    doc.catalog.set(PDFName.of('Outlines'), root);
    doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  }
  return Buffer.from(await doc.save());
}

/**
 * A mono 128 kbit/s MP3 at 44.1 kHz: a calm pentatonic phrase of sine tones, each with a soft attack and
 * release so it sounds like music rather than a test tone.
 */
export async function makeMp3(options: { seconds: number; frequency?: number }): Promise<Buffer> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const { seconds, frequency } = options;
  if (!(seconds > 0)) throw new RangeError('seconds must be positive');
  const rate = 44_100;
  const samples = new Int16Array(Math.round(seconds * rate));
  const notes = frequency ? [frequency] : [261.63, 293.66, 329.63, 392.0, 440.0, 392.0, 329.63, 293.66];
  const noteLength = Math.round(rate / 2);
  for (let i = 0; i < samples.length; i++) {
    const inNote = i % noteLength;
    const note = notes[Math.floor(i / noteLength) % notes.length]!;
    const envelope = Math.min(1, inNote / 800, (noteLength - inNote) / 2000);
    samples[i] = Math.round(Math.sin((2 * Math.PI * note * i) / rate) * 9000 * envelope);
  }
  const encoder = new Mp3Encoder(1, rate, 128);
  const chunks: Buffer[] = [];
  for (let i = 0; i < samples.length; i += 1152) {
    const frame = encoder.encodeBuffer(samples.subarray(i, i + 1152));
    if (frame.length > 0) chunks.push(Buffer.from(frame));
  }
  chunks.push(Buffer.from(encoder.flush()));
  return Buffer.concat(chunks);
}

const SLIDE_POINTS = [
  ['Mengapa topik ini penting', 'Contoh dari kehidupan sehari-hari', 'Tujuan yang ingin dicapai'],
  ['Konsep dasar', 'Istilah yang sering dipakai', 'Kesalahan yang umum terjadi'],
  ['Langkah demi langkah', 'Alat yang dibutuhkan', 'Tips dari praktisi'],
  ['Studi kasus', 'Hasil dan pembelajaran', 'Pertanyaan untuk diskusi'],
];

/**
 * A 16:9 PowerPoint deck: a title slide, then slides with a heading and bullet points. `hidden` names slides
 * (from 1) hidden in the slide show, as a presenter hides spare ones.
 */
export async function makePptx(options: {
  slides: number;
  title?: string;
  hidden?: number[];
}): Promise<Buffer> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const { slides, title = 'Materi Presentasi Pustaka', hidden = [] } = options;
  if (!Number.isInteger(slides) || slides < 1) throw new RangeError('slides must be a positive integer');
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_16x9';
  pres.title = title;
  pres.author = 'Pustaka';
  for (let number = 1; number <= slides; number++) {
    const slide = pres.addSlide();
    slide.hidden = hidden.includes(number);
    slide.background = { color: number === 1 ? '0F766E' : 'FFFFFF' };
    if (number === 1) {
      slide.addText(title, { x: 0.6, y: 1.8, w: 8.8, h: 1.2, fontSize: 36, bold: true, color: 'FFFFFF' });
      slide.addText(`${slides} slide`, { x: 0.6, y: 3.0, w: 8.8, h: 0.6, fontSize: 18, color: 'CCFBF1' });
      continue;
    }
    const points = SLIDE_POINTS[(number - 2) % SLIDE_POINTS.length]!;
    slide.addText(`${number - 1}. ${points[0]}`, {
      x: 0.6,
      y: 0.4,
      w: 8.8,
      h: 0.9,
      fontSize: 28,
      bold: true,
      color: '0F766E',
    });
    slide.addText(
      points.map((text) => ({ text, options: { bullet: true } })),
      { x: 0.8, y: 1.5, w: 8.4, h: 3.2, fontSize: 20, color: '222222', valign: 'top' },
    );
    slide.addText(String(number), {
      x: 9.0,
      y: 5.1,
      w: 0.6,
      h: 0.4,
      fontSize: 10,
      color: '888888',
      align: 'right',
    });
  }
  return (await pres.write({ outputType: 'nodebuffer' })) as Buffer;
}

/**
 * An H.264 MP4 that plays in browsers: a title card with a progress bar that fills over the video's length.
 * Encoded in WebAssembly, so no ffmpeg is needed on the machine.
 */
export async function makeMp4(options: {
  seconds: number;
  title?: string;
  width?: number;
  height?: number;
  fps?: number;
}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const encoderModule = await import('h264-mp4-encoder');
  const { seconds, title = 'Pelajaran Pustaka', width = 320, height = 180, fps = 10 } = options;
  if (!(seconds > 0)) throw new RangeError('seconds must be positive');
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError('width and height must be even');

  const escaped = title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const card = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="#0f766e"/>
        <text x="50%" y="45%" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
          font-size="${Math.round(height / 9)}" font-weight="bold" fill="#ffffff">${escaped}</text>
        <rect x="${width * 0.1}" y="${height * 0.72}" width="${width * 0.8}" height="${height * 0.04}"
          fill="#134e4a"/>
      </svg>`,
    ),
  )
    .ensureAlpha()
    .raw()
    .toBuffer();

  const createEncoder = (encoderModule.default ?? encoderModule).createH264MP4Encoder;
  const encoder = await createEncoder();
  try {
    encoder.width = width;
    encoder.height = height;
    encoder.frameRate = fps;
    encoder.quantizationParameter = 28;
    encoder.initialize();
    const frames = Math.max(1, Math.round(seconds * fps));
    const bar = { x: Math.round(width * 0.1), y: Math.round(height * 0.72), h: Math.round(height * 0.04) };
    const frame = new Uint8Array(card.length);
    for (let index = 0; index < frames; index++) {
      frame.set(card);
      // The bar is drawn into the raw pixels: rendering the SVG again for every frame would be far slower.
      const filled = Math.round(width * 0.8 * ((index + 1) / frames));
      for (let y = bar.y; y < bar.y + bar.h; y++) {
        for (let x = bar.x; x < bar.x + filled; x++) frame.set([94, 234, 212, 255], (y * width + x) * 4);
      }
      encoder.addFrameRgba(frame);
    }
    encoder.finalize();
    return Buffer.from(encoder.FS.readFile(encoder.outputFilename));
  } finally {
    encoder.delete();
  }
}

/**
 * A WebM container (EBML) with one VP8 video track and one block. There is no VP8 encoder to hand, so the
 * frame bytes are placeholders: what the server reads is the container's duration and frame size.
 */
export function makeWebm(options: { durationMs: number | null; width: number; height: number }): Buffer {
  const element = (id: number, ...children: Buffer[]) => {
    const body = Buffer.concat(children);
    const idBytes = Buffer.from(
      id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
      'hex',
    );
    const size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
    return Buffer.concat([idBytes, size, body]);
  };
  const uint = (id: number, value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return element(id, bytes);
  };
  const float = (id: number, value: number) => {
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleBE(value);
    return element(id, bytes);
  };
  const string = (id: number, value: string) => element(id, Buffer.from(value));
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    string(0x4282, 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    ...(options.durationMs === null ? [] : [float(0x4489, options.durationMs)]),
    string(0x4d80, 'Pustaka'),
    string(0x5741, 'Pustaka'),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      string(0x86, 'V_VP8'),
      element(0xe0, uint(0xb0, options.width), uint(0xba, options.height)),
    ),
  );
  const block = Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), Buffer.alloc(32, 0x11)]);
  const cluster = element(0x1f43b675, uint(0xe7, 0), element(0xa3, block));
  return Buffer.concat([header, element(0x18538067, info, tracks, cluster)]);
}
