// Extraction speed. The web section runs here: pages per second of extractWebPage over HTML already in
// memory, one process, after a warm-up, next to Readability with jsdom on the same pages in the same run.
// Then the sections that exist as files of their own (bench/extraction-pdf.mjs, bench/extraction-http.mjs)
// run, each in its own process so that one's heap does not slow the next.
//   npm run bench:extraction -- [--web <folder with test-pages>]     (or EXTRACTION_WEB_CORPUS)
// Without a corpus the web section measures the pages in bench/fixtures/web/, which are small and few:
// the figures that count come from the corpus.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractWebPage } from '../apps/server/src/modules/extraction/web/index.ts';
import { readabilityParse } from './eval/web.mjs';
import { CORPUS_HINT, loadCorpus, resolveCorpusDir } from './eval/web-corpus.mjs';
import { root } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const args = process.argv.slice(2);
const webFlag = args.indexOf('--web');
const corpusArg = webFlag >= 0 ? args[webFlag + 1] : (process.env.EXTRACTION_WEB_CORPUS ?? null);

function loadPages() {
  if (corpusArg) {
    const dir = resolveCorpusDir(corpusArg);
    if (!dir) {
      console.error(`No web corpus at ${corpusArg}.\n${CORPUS_HINT}`);
      process.exit(2);
    }
    return { label: dir, pages: loadCorpus(dir) };
  }
  console.log(`No web corpus given (--web <folder> or EXTRACTION_WEB_CORPUS): using the in-repo fixture pages.
${CORPUS_HINT}\n`);
  const dir = path.join(root, 'bench/fixtures/web');
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => ({
      name,
      url: `https://contoh.example/${name}`,
      source: readFileSync(path.join(dir, name), 'utf8'),
    }));
  return { label: dir, pages };
}

/** Runs `extract` over the pages in turn for about `seconds`, after one warm-up pass. */
function measure(pages, extract, seconds) {
  for (const page of pages) extract(page);
  const durations = [];
  const started = performance.now();
  let done = 0;
  let bytes = 0;
  while (performance.now() - started < seconds * 1000 || done < pages.length) {
    const page = pages[done % pages.length];
    const t0 = performance.now();
    extract(page);
    durations.push(performance.now() - t0);
    bytes += page.source.length;
    done++;
  }
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    pagesPerSecond: done / elapsed,
    megabytesPerSecond: bytes / 1e6 / elapsed,
    medianMs: durations[Math.floor(durations.length / 2)],
    p95Ms: durations[Math.floor(durations.length * 0.95)],
    pages: done,
  };
}

const { label, pages } = loadPages();
const totalBytes = pages.reduce((sum, p) => sum + p.source.length, 0);
console.log(
  `Web extraction: ${pages.length} pages (${(totalBytes / pages.length / 1024).toFixed(0)} KiB on average) from ${label}`,
);
console.log(`about ${SECONDS} s per extractor after a warm-up pass (BENCH_SECONDS to change)\n`);
const results = [
  ['extractWebPage', measure(pages, (p) => extractWebPage(p.source, { url: p.url }), SECONDS)],
  ['Readability+jsdom', measure(pages, (p) => readabilityParse(p.source, p.url), SECONDS)],
];
console.log('extractor            pages/s   MB/s   median ms   p95 ms   pages run');
for (const [name, r] of results) {
  console.log(
    `${name.padEnd(19)} ${r.pagesPerSecond.toFixed(1).padStart(8)} ${r.megabytesPerSecond.toFixed(2).padStart(6)} ${r.medianMs.toFixed(2).padStart(11)} ${r.p95Ms.toFixed(2).padStart(8)} ${String(r.pages).padStart(11)}`,
  );
}
const [ours, readability] = results.map(([, r]) => r.pagesPerSecond);
console.log(`\nextractWebPage is ${(ours / readability).toFixed(1)}× Readability+jsdom on this machine now.`);

for (const section of ['extraction-pdf.mjs', 'extraction-http.mjs']) {
  const file = path.join(root, 'bench', section);
  if (!existsSync(file)) continue;
  console.log(`\n--- ${section}`);
  // The web corpus is this section's: the others take their own folders, and would read it as one.
  const rest = args.filter((arg, i) => arg !== '--web' && args[i - 1] !== '--web');
  spawnSync(process.execPath, [...process.execArgv, file, ...rest], { stdio: 'inherit' });
}
