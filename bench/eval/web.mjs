// Web extraction quality: token-level precision, recall and F1 of the main text against the expected
// text, for extractWebPage and for Readability.js (with jsdom) on the same pages in the same run.

import { existsSync, readdirSync } from 'node:fs';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { extractWebPage } from '../../apps/server/src/modules/extraction/web/index.ts';
import { makeWebCorpus } from './make-web-corpus.mjs';
import { CORPUS_HINT, isHeldOut, loadCorpus, resolveCorpusDir } from './web-corpus.mjs';

const INLINE = new Set(
  'a abbr b bdi bdo big br cite code data del dfn em font i img ins kbd label mark nobr q s samp small span strike strong sub sup time tt u var wbr'.split(
    ' ',
  ),
);

/**
 * The text content of an HTML fragment with a space at every block boundary, so that "</p><p>" never
 * glues two words together; the expected pages and Readability's output are read the same way.
 */
function htmlToText(html) {
  const fragment = JSDOM.fragment(html);
  let out = '';
  const visit = (node) => {
    if (node.nodeType === 3) out += node.data;
    else if (node.nodeType === 1 || node.nodeType === 11) {
      const block = node.nodeType === 1 && !INLINE.has(node.localName);
      if (block) out += ' ';
      for (const child of node.childNodes) visit(child);
      if (block) out += ' ';
    }
  };
  visit(fragment);
  return out;
}

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

/** jsdom reports every stylesheet it cannot parse; that is noise here, not a finding. */
const quietConsole = new VirtualConsole();

/** What a Readability user runs: jsdom builds the document, Readability picks the article. */
export function readabilityParse(html, url) {
  try {
    const dom = new JSDOM(html, { url, virtualConsole: quietConsole });
    const article = new Readability(dom.window.document).parse();
    dom.window.close();
    return article;
  } catch {
    return null;
  }
}

export function readabilityText(html, url) {
  const article = readabilityParse(html, url);
  return article?.content ? htmlToText(article.content) : '';
}

function mean(rows, key, part) {
  const list = rows.filter((r) => r.heldOut === part).map((r) => r[key]);
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
  return run(corpusArg, { ...options, label: 'our annotated corpus' });
}

export async function run(corpusArg, { verbose = false, label = "mozilla/readability's test pages" } = {}) {
  const dir = corpusArg ? resolveCorpusDir(corpusArg) : null;
  if (!dir) {
    console.error(`web: no corpus at ${corpusArg ?? '(none given)'}.\n${CORPUS_HINT}`);
    process.exitCode = 1;
    return;
  }
  const pages = loadCorpus(dir).filter((p) => p.expected !== null);
  const rows = pages.map((page, index) => {
    const expectedText = htmlToText(page.expected);
    const ours = extractWebPage(page.source, { url: page.url }).text;
    return {
      name: page.name,
      heldOut: isHeldOut(index),
      ours: score(ours, expectedText),
      readability: score(readabilityText(page.source, page.url), expectedText),
    };
  });
  console.log(`\nWeb main text, ${label}: ${pages.length} pages from ${dir}`);
  console.log(TOKENISATION);
  console.log('part       pages  extractor            precision  recall  F1');
  for (const [label, part] of [
    ['tuning', false],
    ['held-out', true],
  ]) {
    for (const [name, key] of [
      ['extractWebPage', 'ours'],
      ['Readability+jsdom', 'readability'],
    ]) {
      const m = mean(rows, key, part);
      console.log(
        `${label.padEnd(10)} ${String(m.pages).padStart(5)}  ${name.padEnd(19)}  ${pct(m.precision).padStart(9)}  ${pct(m.recall).padStart(6)}  ${pct(m.f1)}`,
      );
    }
  }
  if (verbose) {
    console.log('\nworst pages (F1 ours / Readability, precision, recall):');
    for (const r of [...rows].sort((a, b) => a.ours.f1 - b.ours.f1).slice(0, 40)) {
      console.log(
        `${r.heldOut ? '[held-out] ' : ''}${r.name.padEnd(40)} ${pct(r.ours.f1)} / ${pct(r.readability.f1)}  p=${pct(r.ours.precision)} r=${pct(r.ours.recall)}`,
      );
    }
  }
  return rows;
}
