// Our own annotated web corpus: realistic pages of many site shapes, each written with its expected main
// text, in the layout of mozilla/readability's test pages (<name>/source.html and <name>/expected.html) so
// that the same evaluation reads both. Deterministic: the same folder comes out on every machine.
//   node bench/eval/make-web-corpus.mjs [out-dir]     (default ~/.cache/pustaka/web-corpus)
// Shapes: Indonesian and English news templates, WordPress and Blogger blogs, a Medium-like post, a docs
// page, a product page, a forum thread, government and university announcements, a recipe, a listicle, a
// very short article, an article in <div>s without <p>, an article split across sibling blocks, and pages
// carrying comments, related links, share bars, cookie banners, newsletter boxes, author boxes,
// breadcrumbs, tables, figures, code, pagination and lazy-loaded images around the text.
// The expected text is the article as a reader sees it: the title (the page title, kept out here as
// elsewhere), bylines, dates and every piece of furniture are left out; headings, lists, tables, figure
// captions and code inside the article are in.
// The pieces live in web-corpus/: sentences.mjs (the text pool), article.mjs (the random stream and the
// article blocks), furniture.mjs (what a site puts around the article) and the shapes in news-templates.mjs,
// site-templates.mjs and article-templates.mjs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { context } from './web-corpus/article.mjs';
import { ARTICLE_TEMPLATES } from './web-corpus/article-templates.mjs';
import { NEWS_TEMPLATES } from './web-corpus/news-templates.mjs';
import { SITE_TEMPLATES } from './web-corpus/site-templates.mjs';

/** The site shapes, in the order their seeds are handed out: the same order makes the same pages. */
const TEMPLATES = { ...NEWS_TEMPLATES, ...SITE_TEMPLATES, ...ARTICLE_TEMPLATES };

/** Each shape twice or more: in both languages and with semantic and hashed class names. */
const VARIANTS = [
  ['id', 'semantic'],
  ['en', 'hashed'],
  ['id', 'mixed'],
];

export function makeWebCorpus(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let seed = 20260304;
  const names = [];
  for (const [shape, template] of Object.entries(TEMPLATES)) {
    for (const [lang, naming] of VARIANTS) {
      const c = context(seed++, lang, naming);
      const { html, expected } = template(c);
      const name = `${shape}-${lang}-${naming}`;
      mkdirSync(path.join(outDir, name));
      writeFileSync(path.join(outDir, name, 'source.html'), html);
      writeFileSync(path.join(outDir, name, 'expected.html'), `<div>${expected}</div>\n`);
      names.push(name);
    }
  }
  return names;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? path.join(homedir(), '.cache/pustaka/web-corpus'));
  const names = makeWebCorpus(out);
  console.log(`${names.length} pages written to ${out}`);
}
