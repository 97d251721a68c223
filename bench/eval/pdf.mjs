// Scores the PDF extractor against the corpus of make-pdf-corpus.mjs, next to pdf-parse and plain pdf.js
// (the text items of each page joined, a line break where pdf.js marks a line end) in the same run.
// similarity = 1 − Levenshtein distance / length of the longer text, on the whole document; the second
// figure ignores whitespace. Both texts are NFKC-normalised first, so a footnote reference counts the same
// whether written "¹" or "1". The expected text leaves running headers and footers out and puts each page's
// footnotes after its body. Usage: node bench/eval/pdf.mjs <corpus-dir> (made there when it is empty).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { loadPdfExtractor } from './load-pdf-extractor.mjs';
import { makePdfCorpus } from './make-pdf-corpus.mjs';

export function similarity(actual, expected) {
  const a = actual.normalize('NFKC').trim();
  const b = expected.normalize('NFKC').trim();
  const longer = Math.max(a.length, b.length);
  return longer ? 1 - distance(a, b) / longer : 1;
}

export function similarityIgnoringWhitespace(actual, expected) {
  return similarity(
    actual.normalize('NFKC').replace(/\s+/g, ''),
    expected.normalize('NFKC').replace(/\s+/g, ''),
  );
}

/**
 * The extractors compared, by name; `only` loads just one (the benchmark runs each in a process of its own,
 * so none pays for another's start-up or polyfills). pdf-parse brings its own pdf.js, and each pdf.js
 * refuses the other's worker, which it finds in globalThis.pdfjsWorker: the server's is loaded first (it
 * sets its worker there), pdf-parse's next with the slot empty, and each copy is given its own worker while
 * it works.
 */
export async function extractors(only) {
  const wanted = (name) => !only || only === name;
  const runners = {};
  let ownWorker;
  if (wanted('pustaka') || wanted('pdf.js')) {
    const { extractPdf, readPdfInfo } = await loadPdfExtractor();
    runners.pustaka = async (data) => (await extractPdf(data, { ocr: false })).text;
    // A header alone is refused, but only after the server has loaded pdf.js its own way.
    await readPdfInfo(new TextEncoder().encode('%PDF-1.7\n')).catch(() => {});
    ownWorker = globalThis.pdfjsWorker;
  }
  if (wanted('pdf.js')) {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    runners['pdf.js'] = (data) => pdfjsText(pdfjs, data);
  }
  if (wanted('pdf-parse')) {
    globalThis.pdfjsWorker = undefined;
    const { PDFParse } = await import('pdf-parse');
    const nested = createRequire(createRequire(import.meta.url).resolve('pdf-parse'));
    const parseWorker = await import(nested.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'));
    runners['pdf-parse'] = async (data) => {
      globalThis.pdfjsWorker = parseWorker;
      const parser = new PDFParse({ data, verbosity: 0 });
      try {
        const result = await parser.getText();
        return result.pages.map((page) => page.text).join('\n\n');
      } finally {
        await parser.destroy();
        globalThis.pdfjsWorker = ownWorker;
      }
    };
  }
  return runners;
}

/** Plain pdf.js: each page's text items joined, with a line break where pdf.js marks the end of a line. */
async function pdfjsText(pdfjs, data) {
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join(''));
    page.cleanup();
  }
  await doc.destroy();
  return pages.join('\n\n');
}

export async function evaluatePdf(dir, { log = console.log } = {}) {
  if (!existsSync(dir) || !readdirSync(dir).some((f) => f.endsWith('.pdf'))) await makePdfCorpus(dir);
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.pdf') && existsSync(path.join(dir, f.replace(/\.pdf$/, '.txt'))))
    .map((f) => f.replace(/\.pdf$/, ''))
    .sort();
  const runners = await extractors();
  const scores = Object.fromEntries(Object.keys(runners).map((k) => [k, { exact: [], compact: [], ms: 0 }]));
  log(`PDF extraction: ${names.length} documents in ${dir}`);
  log(
    `${'document'.padEnd(26)}${Object.keys(runners)
      .map((k) => k.padStart(20))
      .join('')}`,
  );
  for (const name of names) {
    const bytes = readFileSync(path.join(dir, `${name}.pdf`));
    const expected = readFileSync(path.join(dir, `${name}.txt`), 'utf8');
    const cells = [];
    for (const [label, run] of Object.entries(runners)) {
      const started = performance.now();
      const text = await run(new Uint8Array(bytes));
      scores[label].ms += performance.now() - started;
      const exact = similarity(text, expected);
      const compact = similarityIgnoringWhitespace(text, expected);
      scores[label].exact.push(exact);
      scores[label].compact.push(compact);
      cells.push(`${pct(exact)} / ${pct(compact)}`.padStart(20));
    }
    log(`${name.padEnd(26)}${cells.join('')}`);
  }
  const summary = Object.fromEntries(
    Object.entries(scores).map(([label, s]) => [
      label,
      { similarity: mean(s.exact), ignoringWhitespace: mean(s.compact), ms: Math.round(s.ms) },
    ]),
  );
  log(
    `${'mean'.padEnd(26)}${Object.values(summary)
      .map((s) => `${pct(s.similarity)} / ${pct(s.ignoringWhitespace)}`.padStart(20))
      .join('')}`,
  );
  log(
    '(similarity / ignoring whitespace; time to extract the corpus:',
    Object.entries(summary)
      .map(([k, s]) => `${k} ${s.ms} ms`)
      .join(', '),
    ')',
  );
  return { documents: names.length, summary };
}

/** The PDF part of `npm run eval:extraction -- --pdf <folder>`. */
export function run(dir) {
  return evaluatePdf(dir);
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const pct = (value) => `${(value * 100).toFixed(1)}%`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run eval:extraction:pdf -- <corpus-dir>');
    process.exit(1);
  }
  await evaluatePdf(path.resolve(dir));
}
