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

function f1(candidate: Map<string, number>, declared: Map<string, number>, declaredSize: number): number {
  let common = 0;
  for (const [token, count] of candidate) common += Math.min(count, declared.get(token) ?? 0);
  const size = sizeOf(candidate);
  if (common === 0 || size === 0) return 0;
  const precision = common / size;
  const recall = common / declaredSize;
  return (2 * precision * recall) / (precision + recall);
}

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
  const pickedF1 = f1(bagOf(textOf(picked)), declared, declaredSize);
  if (pickedF1 >= GOOD_ENOUGH_F1) return null;
  const candidates = [...scores]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CANDIDATES_CHECKED)
    .map(([el]) => el);
  let best: Element | null = null;
  let bestF1 = pickedF1 + REQUIRED_GAIN;
  for (const el of candidates) {
    const score = f1(bagOf(textOf(el)), declared, declaredSize);
    if (score > bestF1) {
      best = el;
      bestF1 = score;
    }
  }
  return best;
}
