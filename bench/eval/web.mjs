// Web extraction quality: token-level precision, recall and F1 of the main text against the expected
// text, for extractWebPage and for Readability.js (on jsdom and on linkedom) on the same pages in the
// same run. Used for mozilla/readability's test pages (a regression check: their expected text is
// Readability's own output) and for our annotated corpus.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { extractWebPage } from '../../apps/server/src/modules/extraction/web/index.ts';
import { BASELINES, baselines, htmlToText, readabilityParse } from './baselines.mjs';
import { makeWebCorpus } from './make-web-corpus.mjs';
import { CORPUS_HINT, isHeldOut, loadCorpus, resolveCorpusDir } from './web-corpus.mjs';

export { readabilityParse };

export const TOKENISATION =
  'tokens: the text content, lowercased, split on every character that is not a Unicode letter or digit; ' +
  'scores compare the two token multisets (a token counts as often as it occurs in both), per page, then averaged';

export function tokens(text) {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function score(extractedText, expectedText) {
  const got = tokens(extractedText);
  const want = new Map();
  for (const t of tokens(expectedText)) want.set(t, (want.get(t) ?? 0) + 1);
  const wantTotal = [...want.values()].reduce((a, b) => a + b, 0);
  let common = 0;
  for (const t of got) {
    const left = want.get(t);
    if (left) {
      common++;
      want.set(t, left - 1);
    }
  }
  if (got.length === 0 && wantTotal === 0) return { precision: 1, recall: 1, f1: 1 };
  const precision = got.length ? common / got.length : 0;
  const recall = wantTotal ? common / wantTotal : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

export function readabilityText(html, url) {
  return BASELINES[0].text(html, url);
}

function mean(rows, name, heldOut) {
  const list = rows.filter((r) => r.heldOut === heldOut).map((r) => r.scores[name]);
  const avg = (field) => list.reduce((sum, s) => sum + s[field], 0) / (list.length || 1);
  return { pages: list.length, precision: avg('precision'), recall: avg('recall'), f1: avg('f1') };
}

const pct = (n) => n.toFixed(3);

/** Our annotated corpus: written by make-web-corpus.mjs into the folder when it is empty, then scored alike. */
export async function runOwn(corpusArg, options = {}) {
  if (!existsSync(corpusArg) || readdirSync(corpusArg).length === 0) {
    console.log(`Writing our annotated web corpus into ${corpusArg} ...`);
    makeWebCorpus(corpusArg);
  }
  return run(corpusArg, { ...options, label: 'our annotated corpus', required: true });
}

/**
 * Scores every page of a corpus laid out like mozilla/readability's test pages. Every fifth page is held
 * out of tuning; `verbose` lists the worst tuning pages only, so held-out failures are never looked at.
 */
export async function run(
  corpusArg,
  { verbose = false, oursOnly = false, label = "mozilla/readability's test pages", required = true } = {},
) {
  const dir = corpusArg ? resolveCorpusDir(corpusArg) : null;
  if (!dir) {
    if (required) {
      console.error(`web: no corpus at ${corpusArg ?? '(none given)'}.\n${CORPUS_HINT}`);
      process.exitCode = 1;
    }
    return;
  }
  const extractors = [
    { name: 'extractWebPage', text: (html, url) => extractWebPage(html, { url }).text },
    ...(oursOnly ? [] : baselines(path.join(dir, '.baseline-texts'))),
  ];
  const pages = loadCorpus(dir).filter((p) => p.expected !== null);
  const rows = pages.map((page, index) => {
    const expectedText = htmlToText(page.expected);
    const scores = {};
    for (const extractor of extractors) {
      scores[extractor.name] = score(extractor.text(page.source, page.url), expectedText);
    }
    return { name: page.name, heldOut: isHeldOut(index), scores };
  });
  console.log(`\nWeb main text, ${label}: ${pages.length} pages from ${dir}`);
  console.log(TOKENISATION);
  console.log('part       pages  extractor              precision  recall  F1');
  for (const [partLabel, heldOut] of [
    ['tuning', false],
    ['held-out', true],
  ]) {
    for (const { name } of extractors) {
      const m = mean(rows, name, heldOut);
      console.log(
        `${partLabel.padEnd(10)} ${String(m.pages).padStart(5)}  ${name.padEnd(21)}  ${pct(m.precision).padStart(9)}  ${pct(m.recall).padStart(6)}  ${pct(m.f1)}`,
      );
    }
  }
  if (verbose) {
    console.log('\nworst tuning pages (F1 ours, precision, recall):');
    const tuning = rows.filter((r) => !r.heldOut);
    for (const r of tuning
      .sort((a, b) => a.scores.extractWebPage.f1 - b.scores.extractWebPage.f1)
      .slice(0, 30)) {
      const s = r.scores.extractWebPage;
      console.log(`${r.name.padEnd(40)} ${pct(s.f1)}  p=${pct(s.precision)} r=${pct(s.recall)}`);
    }
  }
  return rows;
}
