// The baselines every web corpus is scored against, in the same run: Readability.js as its users run it,
// on jsdom (a full standards DOM) and on linkedom (a light DOM many scrapers pick for speed).

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parseHTML } from 'linkedom';

const INLINE = new Set(
  'a abbr b bdi bdo big br cite code data del dfn em font i img ins kbd label mark nobr q s samp small span strike strong sub sup time tt u var wbr'.split(
    ' ',
  ),
);

/**
 * The text content of an HTML fragment with a space at every block boundary, so that "</p><p>" never
 * glues two words together; expected pages and Readability's output are read the same way.
 */
export function htmlToText(html) {
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

/** The same with linkedom's document, which has no base address: relative links stay relative. */
export function readabilityLinkedomParse(html) {
  try {
    const { document } = parseHTML(html);
    return new Readability(document).parse();
  } catch {
    return null;
  }
}

/** Each baseline's main text for a page; a crash or no article is an empty text, as a user would get. */
const PLAIN_BASELINES = [
  {
    name: 'Readability+jsdom',
    text: (html, url) => {
      const article = readabilityParse(html, url);
      return article?.content ? htmlToText(article.content) : '';
    },
  },
  {
    name: 'Readability+linkedom',
    text: (html) => {
      const article = readabilityLinkedomParse(html);
      return article?.content ? htmlToText(article.content) : '';
    },
  },
];

const require = createRequire(import.meta.url);
const VERSIONS = ['@mozilla/readability', 'jsdom', 'linkedom']
  .map((name) => `${name}@${require(`${name}/package.json`).version}`)
  .join(' ');

/**
 * The baselines with their texts kept in `<corpus>/.baseline-texts/` (outside the repository, next to the
 * corpus): Readability on jsdom takes seconds a page on a busy machine, and its answer for a page only
 * changes with the page or a library version, both of which are in the key. Pass no folder to recompute.
 */
export function baselines(cacheDir) {
  if (!cacheDir) return PLAIN_BASELINES;
  mkdirSync(cacheDir, { recursive: true });
  return PLAIN_BASELINES.map(({ name, text }) => ({
    name,
    cached: true,
    text: (html, url) => {
      const key = createHash('sha1').update(`${VERSIONS}\n${name}\n${url}\n${html}`).digest('hex');
      const file = path.join(cacheDir, `${key}.txt`);
      if (existsSync(file)) return readFileSync(file, 'utf8');
      const result = text(html, url);
      writeFileSync(file, result);
      return result;
    },
  }));
}

export const BASELINES = PLAIN_BASELINES;
