// Web extraction on adbar/trafilatura's evaluation pages: ~1000 public pages in many languages, each
// annotated with snippets the main text must contain and snippets it must not (tests/evaldata.json).
// Scored as trafilatura scores itself: whitespace-normalised substring matches, counted over the corpus.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHtml, extractWebPage } from '../../apps/server/src/modules/extraction/web/index.ts';
import { baselines } from './baselines.mjs';

export const SNIPPETS_HINT = `Export adbar/trafilatura's evaluation pages into a cache folder outside the repository, e.g.
  git clone --depth 1 https://github.com/adbar/trafilatura /tmp/trafilatura
  mkdir -p /work/cache/trafilatura && cp -r /tmp/trafilatura/tests /work/cache/trafilatura/
then pass the cache folder with --web (or --trafilatura), or set EXTRACTION_TRAFILATURA_CORPUS.`;

/** The folder holding evaldata.json and the cache/ and eval/ folders of pages, given it or a parent. */
export function resolveSnippetCorpus(dir) {
  for (const candidate of [dir, path.join(dir, 'tests'), path.join(dir, 'trafilatura', 'tests')]) {
    if (existsSync(path.join(candidate, 'evaldata.json'))) return candidate;
  }
  return null;
}

/**
 * 30 % of the pages, chosen by a hash of the file name, are held out of tuning: the split does not move
 * when the annotation file gains or loses pages.
 */
export function isSnippetHeldOut(file) {
  return createHash('sha1').update(file).digest().readUInt16BE(0) / 65536 < 0.3;
}

export function loadSnippetCorpus(dir) {
  const annotations = JSON.parse(readFileSync(path.join(dir, 'evaldata.json'), 'utf8'));
  const pages = [];
  for (const url of Object.keys(annotations).sort()) {
    const item = annotations[url];
    const file = ['cache', 'eval'].map((sub) => path.join(dir, sub, item.file)).find((f) => existsSync(f));
    if (!file) continue;
    pages.push({
      url,
      file: item.file,
      heldOut: isSnippetHeldOut(item.file),
      html: decodeHtml(readFileSync(file), null),
      with: item.with,
      without: item.without,
    });
  }
  return pages;
}

const norm = (text) => text.replace(/\s+/g, ' ').trim();

/** True positives (wanted snippets found), false positives (unwanted found), and the misses of each. */
export function countSnippets(page, text) {
  const found = norm(text);
  const tp = page.with.filter((s) => found.includes(norm(s))).length;
  const fp = page.without.filter((s) => found.includes(norm(s))).length;
  return { tp, fp, fn: page.with.length - tp, tn: page.without.length - fp };
}

function totals(rows, name, heldOut) {
  const sum = { pages: 0, tp: 0, fp: 0, fn: 0, tn: 0, ms: 0 };
  for (const row of rows) {
    if (row.heldOut !== heldOut) continue;
    sum.pages++;
    for (const key of ['tp', 'fp', 'fn', 'tn']) sum[key] += row.counts[name][key];
    sum.ms += row.ms[name];
  }
  return sum;
}

const ratio = (a, b) => (b ? a / b : 0);
const f3 = (n) => n.toFixed(3);

export async function run(corpusArg, { verbose = false, oursOnly = false, required = true } = {}) {
  const dir = corpusArg ? resolveSnippetCorpus(corpusArg) : null;
  if (!dir) {
    if (required) {
      console.error(
        `web (trafilatura pages): no corpus at ${corpusArg ?? '(none given)'}.\n${SNIPPETS_HINT}`,
      );
      process.exitCode = 1;
    }
    return;
  }
  const extractors = [
    { name: 'extractWebPage', text: (html, url) => extractWebPage(html, { url }).text },
    ...(oursOnly ? [] : baselines(path.join(dir, '.baseline-texts'))),
  ];
  const pages = loadSnippetCorpus(dir);
  const rows = pages.map((page) => {
    const counts = {};
    const ms = {};
    const texts = {};
    for (const extractor of extractors) {
      const started = performance.now();
      let text = '';
      try {
        text = extractor.text(page.html, page.url);
      } catch {
        // A crash is a page with no text, as a user of the library would get.
      }
      ms[extractor.name] = performance.now() - started;
      counts[extractor.name] = countSnippets(page, text);
      texts[extractor.name] = text;
    }
    return { page, heldOut: page.heldOut, counts, ms, ours: texts.extractWebPage };
  });
  console.log(`\nWeb main text, adbar/trafilatura's evaluation pages: ${pages.length} pages from ${dir}`);
  console.log(
    'must-contain snippets found (recall), must-not-contain snippets absent, precision = found wanted / all found, F1 of the two; ' +
      'whitespace-normalised substring matches summed over the part, as trafilatura scores itself',
  );
  console.log(
    'part       pages  extractor              contain  absent  precision  F1     ms/page (baselines: read from their cache)',
  );
  for (const [partLabel, heldOut] of [
    ['tuning', false],
    ['held-out', true],
  ]) {
    for (const { name } of extractors) {
      const t = totals(rows, name, heldOut);
      const recall = ratio(t.tp, t.tp + t.fn);
      const absent = ratio(t.tn, t.tn + t.fp);
      const precision = ratio(t.tp, t.tp + t.fp);
      const f1 = ratio(2 * t.tp, 2 * t.tp + t.fp + t.fn);
      console.log(
        `${partLabel.padEnd(10)} ${String(t.pages).padStart(5)}  ${name.padEnd(21)}  ${f3(recall).padStart(7)}  ${f3(absent).padStart(6)}  ${f3(precision).padStart(9)}  ${f3(f1)}  ${extractors.find((e) => e.name === name)?.cached ? '      -' : ratio(t.ms, t.pages).toFixed(1).padStart(7)}`,
      );
    }
  }
  if (verbose) {
    // Only tuning pages: the held-out part's failures are never read, so they cannot steer the rules.
    console.log('\ntuning pages with a missed or an unwanted snippet (ours):');
    for (const row of rows) {
      if (row.heldOut) continue;
      const found = norm(row.ours);
      const missed = row.page.with.filter((s) => !found.includes(norm(s)));
      const unwanted = row.page.without.filter((s) => found.includes(norm(s)));
      if (!missed.length && !unwanted.length) continue;
      console.log(`${row.page.file} (${found.length} chars)`);
      for (const s of missed) console.log(`  missing: ${s.slice(0, 100)}`);
      for (const s of unwanted) console.log(`  unwanted: ${s.slice(0, 100)}`);
    }
  }
  return rows;
}
