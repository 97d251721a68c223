// The web extraction corpus: folders holding source.html and expected.html, the layout of
// mozilla/readability's test/test-pages. Given the cache root or the test-pages folder itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CORPUS_HINT = `Export mozilla/readability's test pages into a cache folder outside the repository, e.g.
  git clone --depth 1 https://github.com/mozilla/readability /tmp/readability
  mkdir -p /work/cache/readability && cp -r /tmp/readability/test /work/cache/readability/
then pass that folder (or its test/test-pages) as the argument, or set EXTRACTION_WEB_CORPUS.`;

export function resolveCorpusDir(dir) {
  const candidates = ['', 'test/test-pages', 'test-pages', 'readability/test/test-pages'];
  for (const candidate of candidates.map((sub) => path.join(dir, sub))) {
    if (
      existsSync(candidate) &&
      readdirSync(candidate).some((n) => existsSync(path.join(candidate, n, 'source.html')))
    ) {
      return candidate;
    }
  }
  return null;
}

/** Pages sorted by name; the address is the one readability's own tests use, so relative links resolve alike. */
export function loadCorpus(dir) {
  return readdirSync(dir)
    .sort()
    .filter((name) => existsSync(path.join(dir, name, 'source.html')))
    .map((name) => ({
      name,
      url: 'http://fakehost/test/page.html',
      source: readFileSync(path.join(dir, name, 'source.html'), 'utf8'),
      expected: existsSync(path.join(dir, name, 'expected.html'))
        ? readFileSync(path.join(dir, name, 'expected.html'), 'utf8')
        : null,
    }));
}

/** Every fifth page is held out of tuning, so the figure on it says how well the rules generalise. */
export const isHeldOut = (index) => index % 5 === 4;
