// Scores the PDF extractor against a corpus of PDFs with their expected text, next to plain pdf.js (the
// text items of each page in the order pdf.js gives them, a line break where it marks a line end), poppler's
// `pdftotext` (its own reading order) and `pdftotext -layout` (rows as drawn), in the same run.
// The score is 1 − Levenshtein distance / length of the longer text, after NFKC normalisation (a ligature or
// an Arabic presentation form counts as its letters), with bidirectional control marks removed and every run
// of white space made one space: it measures the characters and their order, which is what reading order
// gets right or wrong, and not how each tool breaks lines. A column read in the wrong place costs about
// twice its length; a reversed right-to-left line costs almost all of it.
// Documents are grouped by class (corpus.json beside them: rtl, multi-column, plain...), each class and the
// whole corpus given as a mean. Usage: node bench/eval/pdf.mjs <corpus-dir> (the LibreOffice corpus of
// make-pdf-corpus.mjs is made there when the folder is empty; make-pdf-world-corpus.mjs writes the public one).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { loadPdfExtractor } from './load-pdf-extractor.mjs';
import { makePdfCorpus } from './make-pdf-corpus.mjs';

/** Bidirectional marks and isolates some tools write around right-to-left runs: invisible, not text. */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export function normalise(text) {
  return text.normalize('NFKC').replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
}

export function similarity(actual, expected) {
  const a = normalise(actual);
  const b = normalise(expected);
  const longer = Math.max(a.length, b.length);
  return longer ? 1 - distance(a, b) / longer : 1;
}

/**
 * The extractors compared, by name; `only` loads just one (the benchmark runs each in a process of its own,
 * so none pays for another's start-up or polyfills). pdf-parse brings its own pdf.js, and each pdf.js
 * refuses the other's worker, which it finds in globalThis.pdfjsWorker: the server's is loaded first (it
 * sets its worker there), pdf-parse's next with the slot empty, and each copy is given its own worker while
 * it works.
 */
/** How the extractor's last document was read, page by page: layout analysed or drawn order, and confidence. */
let lastLayout = [];

export async function extractors(only) {
  const wanted = (name) => !only || only === name;
  const runners = {};
  let ownWorker;
  if (wanted('pustaka') || wanted('pdf.js')) {
    const { extractPdf, readPdfInfo } = await loadPdfExtractor();
    runners.pustaka = async (data) => {
      const extraction = await extractPdf(data, { ocr: false });
      lastLayout = extraction.pages.map((p) => ({ layout: p.layout, confidence: p.layoutConfidence }));
      return extraction.text;
    };
    // A header alone is refused, but only after the server has loaded pdf.js its own way.
    await readPdfInfo(new TextEncoder().encode('%PDF-1.7\n')).catch(() => {});
    ownWorker = globalThis.pdfjsWorker;
  }
  if (wanted('pdf.js')) {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    runners['pdf.js'] = (data) => pdfjsText(pdfjs, data);
  }
  for (const [label, args] of [
    ['pdftotext', []],
    ['pdftotext -layout', ['-layout']],
  ]) {
    if (wanted(label)) runners[label] = async (data) => pdftotext(data, args);
  }
  if (only === 'pdf-parse') {
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

/** Poppler's pdftotext, reading the PDF from its standard input. */
function pdftotext(data, args) {
  return execFileSync('pdftotext', [...args, '-enc', 'UTF-8', '-', '-'], {
    input: data,
    maxBuffer: 256 << 20,
    stdio: ['pipe', 'pipe', 'ignore'],
  }).toString('utf8');
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
  const manifest = path.join(dir, 'corpus.json');
  const classes = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
  const classOf = (name) => classes[name] ?? 'plain';
  const runners = await extractors();
  const labels = Object.keys(runners);
  const scores = Object.fromEntries(labels.map((k) => [k, { byName: {}, ms: 0 }]));
  const width = Math.max(26, ...names.map((n) => n.length + 2));
  /** The guard, measured on every document: the lowest page confidence and the pages read in drawn order. */
  const guard = [];
  const row = (title, cells) => `${title.padEnd(width)}${cells.map((c) => c.padStart(19)).join('')}`;
  log(`PDF extraction: ${names.length} documents in ${dir} (similarity, whitespace made one space)`);
  log(`${row('document', [...labels, 'pustaka − pdf.js'])}  layout confidence (pages in drawn order)`);
  for (const name of names) {
    const bytes = readFileSync(path.join(dir, `${name}.pdf`));
    const expected = readFileSync(path.join(dir, `${name}.txt`), 'utf8');
    for (const [label, run] of Object.entries(runners)) {
      const started = performance.now();
      const text = await run(new Uint8Array(bytes)).catch(() => '');
      scores[label].ms += performance.now() - started;
      scores[label].byName[name] = similarity(text, expected);
    }
    const layout = lastLayout;
    const confidence = Math.min(...layout.map((p) => p.confidence));
    const drawn = layout.filter((p) => p.layout === 'drawn-order').length;
    guard.push({ name, confidence, drawn, pages: layout.length });
    log(
      `${row(name, [...labels.map((l) => pct(scores[l].byName[name])), points(name, scores)])}  ${confidence.toFixed(2)} (${drawn}/${layout.length})`,
    );
  }
  const groups = [...new Set(names.map(classOf))]
    .sort()
    .map((c) => [c, names.filter((n) => classOf(n) === c)]);
  const summary = {};
  for (const [title, members] of [...groups.map(([c, m]) => [`class ${c}`, m]), ['all documents', names]]) {
    const means = Object.fromEntries(labels.map((l) => [l, mean(members.map((n) => scores[l].byName[n]))]));
    summary[title] = means;
    const best = Math.max(...labels.filter((l) => l !== 'pustaka').map((l) => means[l]));
    const diff = ((means.pustaka - means['pdf.js']) * 100).toFixed(1);
    log(row(`${title} (${members.length})`, [...labels.map((l) => pct(means[l])), diff]));
    if (means.pustaka !== undefined) summary[title].bestOther = best;
  }
  const below = names.filter((n) => scores.pustaka.byName[n] < scores['pdf.js'].byName[n] - 0.0005);
  log(`documents where pustaka scores below plain pdf.js: ${below.length ? below.join(', ') : 'none'}`);
  log(`time to extract the corpus: ${labels.map((l) => `${l} ${Math.round(scores[l].ms)} ms`).join(', ')}`);
  return { documents: names.length, summary, below, guard };
}

/** The PDF part of `npm run eval:extraction -- --pdf <folder>`. */
export function run(dir) {
  return evaluatePdf(dir);
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const pct = (value) => `${(value * 100).toFixed(1)}%`;
const points = (name, scores) =>
  ((scores.pustaka.byName[name] - scores['pdf.js'].byName[name]) * 100).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run eval:extraction:pdf -- <corpus-dir>');
    process.exit(1);
  }
  await evaluatePdf(path.resolve(dir));
}
