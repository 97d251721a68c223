// AI slides speed, one process, after a warm-up, the median of a few runs each:
//   1. the built-in generator making a 12-slide deck from a 50-page PDF ebook (reading the PDF with the
//      extraction service's extractor, the outline, then the 12 slides)            goal < 2 s
//   2. the built-in generator making a 12-slide deck from a bare topic                   goal < 200 ms
//   3. PPTX export of a 30-slide deck, 10 of them with pictures                          goal < 1 s
//   4. PDF export of the same deck                                                       goal < 3 s
//   npm run bench:slides            (BENCH_RUNS=5 by default)
import sharp from 'sharp';
import { extractPdf } from '../apps/server/src/modules/extraction/pdf/index.ts';
import { BuiltinSlideGenerator } from '../apps/server/src/modules/slides/generator/builtin-generator.ts';
import { deckToPdf } from '../apps/server/src/modules/slides/render/deck-pdf.ts';
import { deckToPptx } from '../apps/server/src/modules/slides/render/deck-pptx.ts';
import { pdfToSourceText } from '../apps/server/src/modules/slides/sources.ts';
import { makeEbookPdf } from '../apps/server/src/modules/slides/test-ebook.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const generator = new BuiltinSlideGenerator();

async function timed(label, goalMs, work) {
  await work(); // warm-up: module loading, fonts, pdf.js workers
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const verdict = median < goalMs ? 'ok' : 'OVER GOAL';
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(1).padStart(8)} ms  (min ${times[0].toFixed(1)}, max ${times.at(-1).toFixed(1)})  goal < ${goalMs} ms  ${verdict}`,
  );
  return median;
}

async function deckFrom(brief) {
  const outline = await generator.outline(brief);
  const slides = [];
  for (let i = 0; i < outline.items.length; i++)
    slides.push((await generator.slide(brief, outline.items, i)).content);
  return { outline: outline.items, slides };
}

const pdf = await makeEbookPdf({ pages: 50, chapters: 10, title: 'Panduan Keuangan Keluarga' });
console.log(`Ebook: 50 pages, ${(pdf.length / 1024).toFixed(0)} KB; ${RUNS} runs after a warm-up.\n`);
let sample;
await timed('built-in, 12 slides from a 50-page PDF ebook (read + write)', 2000, async () => {
  const extraction = await extractPdf(new Uint8Array(pdf), { ocr: false });
  const source = pdfToSourceText(extraction);
  sample = await deckFrom({
    topic: 'Keuangan keluarga',
    audience: 'orang tua muda',
    language: 'id',
    slideCount: 12,
    tone: 'educational',
    source: { title: source.title, markdown: source.markdown },
  });
});
const extraction = await extractPdf(new Uint8Array(pdf), { ocr: false });
const source = pdfToSourceText(extraction);
const brief = {
  topic: 'Keuangan keluarga',
  audience: '',
  language: 'id',
  slideCount: 12,
  tone: 'educational',
  source,
};
await timed('  of which: reading the PDF (extraction service)', 2000, () =>
  extractPdf(new Uint8Array(pdf), { ocr: false }),
);
await timed('  of which: outline + 12 slides from its text', 2000, () => deckFrom(brief));
await timed('built-in, 12 slides from a topic', 200, () =>
  deckFrom({
    topic: 'Menabung untuk pelajar SMA',
    audience: 'siswa',
    language: 'id',
    slideCount: 12,
    tone: 'casual',
    source: undefined,
  }),
);
console.log(`\nOutline from the ebook: ${sample.outline.map((item) => item.title).join(' | ')}\n`);

// 30 slides: the ebook deck's slides repeated, every third one a picture slide.
const picture = await sharp({ create: { width: 1600, height: 1400, channels: 3, background: '#3a7bd5' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="1600" height="1400"><circle cx="800" cy="700" r="500" fill="#f59e0b"/></svg>',
      ),
    },
  ])
  .jpeg({ quality: 85 })
  .toBuffer();
const images = new Map();
const slides = Array.from({ length: 30 }, (_, i) => {
  const base = sample.slides[i % sample.slides.length];
  if (i % 3 !== 2) return base;
  images.set(i, { data: picture, contentType: 'image/jpeg' });
  return {
    ...base,
    layout: 'image-text',
    title: base.title || 'Gambar',
    image: { asset_id: i, alt: 'Gambar' },
  };
});
const deck = {
  title: 'Panduan Keuangan Keluarga',
  author: 'Pustaka',
  theme: { name: 'samudra', brand_color: null },
  slides,
};
let pptxBytes = 0;
let pdfBytes = 0;
await timed('PPTX export, 30 slides, 10 with pictures', 1000, async () => {
  pptxBytes = (await deckToPptx(deck, images)).length;
});
await timed('PDF export, 30 slides, 10 with pictures', 3000, async () => {
  pdfBytes = (await deckToPdf(deck, images)).length;
});
console.log(`\nPPTX ${(pptxBytes / 1024).toFixed(0)} KB, PDF ${(pdfBytes / 1024).toFixed(0)} KB.`);
