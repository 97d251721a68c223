import { type Element, textOf, walk } from './dom.ts';
import type { StatsCache } from './text-stats.ts';

/** Below this, a marked-up article body is a teaser or an empty template slot, not the article. */
const MIN_DECLARED_BODY_CHARS = 250;

/**
 * The element the page itself marks as the article's body (schema.org itemprop=articleBody), when
 * there is one with real text: publishers add it for search engines, and it is rarely wrong.
 */
export function markedArticleBody(body: Element, stats: StatsCache): Element | null {
  let best: Element | null = null;
  walk(body, (el) => {
    if (!el.attrs.itemprop?.split(/\s+/).includes('articleBody')) return true;
    const chars = stats.of(el).chars;
    if (chars >= MIN_DECLARED_BODY_CHARS && (!best || chars > stats.of(best).chars)) best = el;
    return false;
  });
  return best;
}

/** Fewer tokens than this in the JSON-LD body and it is a summary, not the article. */
const MIN_DECLARED_TOKENS = 80;
/** The scorer's choice is kept when it already covers the declared text this well. */
const GOOD_ENOUGH_F1 = 0.8;
/** Another element must match the declared text this much better to replace the scorer's choice. */
const REQUIRED_GAIN = 0.2;
const CANDIDATES_CHECKED = 40;

function bagOf(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const token of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (token) bag.set(token, (bag.get(token) ?? 0) + 1);
  }
  return bag;
}

function sizeOf(bag: Map<string, number>): number {
  let size = 0;
  for (const count of bag.values()) size += count;
  return size;
}

function overlap(
  candidate: Map<string, number>,
  declared: Map<string, number>,
  declaredSize: number,
): { f1: number; recall: number; size: number } {
  let common = 0;
  for (const [token, count] of candidate) common += Math.min(count, declared.get(token) ?? 0);
  const size = sizeOf(candidate);
  if (common === 0 || size === 0) return { f1: 0, recall: 0, size };
  const precision = common / size;
  const recall = common / declaredSize;
  return { f1: (2 * precision * recall) / (precision + recall), recall, size };
}

/** "…", "...", "[…]" or "Read more" at the end: the CMS cut the article to a teaser. */
const CUT_SHORT =
  /(?:…|\.{3}|\[…\]|\[\.\.\.\]|read more|selengkapnya|weiterlesen|leer más|lire la suite|leia mais)\W*$/i;
/** The scorer's choice holds this share of a teaser's words: it is the article the teaser starts. */
const HOLDS_TEASER = 0.8;
/** Declared text this much shorter than the scorer's choice is a summary of it, not the whole article. */
const SUMMARY_SHARE = 0.5;

/**
 * When the page states its article text in JSON-LD and the scorer's choice does not hold it, the
 * scored element whose words match that text best, if it matches clearly better. The stated text is
 * only a guide: it lacks structure and is sometimes cut short, so the page's own element is returned.
 */
export function betterMatchForDeclaredText(
  picked: Element,
  scores: ReadonlyMap<Element, number>,
  declaredText: string,
): Element | null {
  const declared = bagOf(declaredText);
  const declaredSize = sizeOf(declared);
  if (declaredSize < MIN_DECLARED_TOKENS) return null;
  const fromPicked = overlap(bagOf(textOf(picked)), declared, declaredSize);
  if (fromPicked.f1 >= GOOD_ENOUGH_F1) return null;
  // A teaser matches a summary box or a lead paragraph better than the article it was cut from; when the
  // scorer's choice already holds it, the choice is the article.
  const teaser = CUT_SHORT.test(declaredText.trim()) || declaredSize < fromPicked.size * SUMMARY_SHARE;
  if (teaser && fromPicked.recall >= HOLDS_TEASER) return null;
  const pickedF1 = fromPicked.f1;
  const candidates = [...scores]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CANDIDATES_CHECKED)
    .map(([el]) => el);
  let best: Element | null = null;
  let bestF1 = pickedF1 + REQUIRED_GAIN;
  for (const el of candidates) {
    const score = overlap(bagOf(textOf(el)), declared, declaredSize).f1;
    if (score > bestF1) {
      best = el;
      bestF1 = score;
    }
  }
  return best;
}
