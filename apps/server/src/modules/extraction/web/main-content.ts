import { betterMatchForDeclaredText, markedArticleBody } from './declared-body.ts';
import { attr, createElement, type Element, findFirst, type Node, removeNode, walk } from './dom.ts';
import { markFormHolder, wrapsEmbeddedPost } from './furniture-text.ts';
import { classWeight, hasOnlyWeakFurnitureWords, isHidden, isUnlikelyContent } from './hints.ts';
import { hasBlockChild, holdsProse, INLINE_TAGS, type StatsCache } from './text-stats.ts';

/** Elements that are never part of an article's text, whatever their class says. */
const FURNITURE_TAGS = new Set([
  'nav',
  'aside',
  'footer',
  'form',
  'input',
  'dialog',
  'menu',
  'fieldset',
  'link',
  'meta',
]);

/** A run of inline text shorter than this is a label, a button or a date, not a paragraph. */
const MIN_PARAGRAPH_CHARS = 25;

/**
 * Drops hidden elements and page furniture before scoring, so that menus and comment threads with
 * many commas cannot win. Headers go too unless they hold most of the page (some sites wrap it all).
 */
export function removeFurniture(body: Element, stats: StatsCache): void {
  const doomed: Element[] = [];
  const bodyChars = stats.of(body).chars;
  walk(body, (el) => {
    if (isHidden(el) || FURNITURE_TAGS.has(el.tag) || isUnlikelyContent(el)) {
      const spared =
        !isHidden(el) &&
        !FURNITURE_TAGS.has(el.tag) &&
        (wrapsEmbeddedPost(el, stats) || (hasOnlyWeakFurnitureWords(el) && holdsProse(el, stats)));
      if (!holdsMostOf(el, bodyChars, stats) && !spared) {
        doomed.push(el);
        return false;
      }
    } else if (el.tag === 'header' && !holdsMostOf(el, bodyChars, stats)) {
      doomed.push(el);
      return false;
    }
    return true;
  });
  for (const el of doomed) {
    if (el.tag === 'form' || el.tag === 'input') markFormHolder(el);
    // Every ancestor's measures included the removed text; scoring must not see it.
    stats.forget(el.parent);
    removeNode(el);
  }
}

/** Below this a page has no article to protect, and a footer may well be most of its text. */
const MIN_WRAPPER_CHARS = 500;

/**
 * Asp.net pages wrap the whole page in one form, and a page wrapper with a misleading class still holds
 * the article's landmark: such elements stay.
 */
function holdsMostOf(el: Element, bodyChars: number, stats: StatsCache): boolean {
  const landmark = findFirst(
    el,
    (inner) => inner.tag === 'article' || inner.attrs.itemprop === 'articleBody',
  );
  const chars = stats.of(el).chars;
  return landmark !== null || (chars >= MIN_WRAPPER_CHARS && chars > bodyChars * 0.6);
}

const TAG_PRIOR: Record<string, number> = {
  div: 5,
  article: 10,
  main: 5,
  section: 3,
  pre: 3,
  td: 3,
  blockquote: 3,
  address: -3,
  ol: -3,
  ul: -3,
  dl: -3,
  dd: -3,
  dt: -3,
  li: -3,
  form: -3,
  h1: -5,
  h2: -5,
  h3: -5,
  h4: -5,
  h5: -5,
  h6: -5,
  th: -5,
};

class Scores {
  readonly map = new Map<Element, number>();

  add(el: Element, amount: number): void {
    let score = this.map.get(el);
    if (score === undefined) {
      score =
        (TAG_PRIOR[el.tag] ?? 0) + classWeight(el) + (el.attrs.itemprop?.includes('articleBody') ? 50 : 0);
    }
    this.map.set(el, score + amount);
  }
}

/** The loose text of an element that also has blocks: its text nodes and inline children. */
function looseText(el: Element): { chars: number; commas: number; linkChars: number } {
  let chars = 0;
  let commas = 0;
  let linkChars = 0;
  const visit = (node: Node, inLink: boolean): void => {
    if (node.type === 'text') {
      const length = node.text.replace(/\s+/g, ' ').trim().length;
      chars += length;
      if (inLink) linkChars += length;
      commas += node.text.match(/[,，、،]/g)?.length ?? 0;
    } else if (INLINE_TAGS.has(node.tag)) {
      for (const child of node.children) visit(child, inLink || node.tag === 'a');
    }
  };
  for (const child of el.children) visit(child, false);
  return { chars, commas, linkChars };
}

const PARAGRAPH_TAGS = new Set(['p', 'pre']);

/**
 * Wrappers that are one paragraph when they have no blocks inside, and the container of their own loose
 * text otherwise (a layout table's cell holding a whole article). List items are not among them: a list
 * of teasers is how link lists and news streams look, and articles use paragraphs.
 */
const WRAPPER_TAGS = new Set(['div', 'section', 'article', 'main', 'center', 'font', 'td', 'blockquote']);

/**
 * Every paragraph gives points to its container, half to the container's parent and less further up,
 * so the element that holds most prose-like text (long, with commas, few links) collects the most.
 */
function scoreParagraphs(body: Element, stats: StatsCache): Scores {
  const scores = new Scores();
  walk(body, (el) => {
    if (INLINE_TAGS.has(el.tag)) return true;
    const isParagraph = PARAGRAPH_TAGS.has(el.tag) || (WRAPPER_TAGS.has(el.tag) && !hasBlockChild(el));
    // A div with both blocks and loose text holds paragraphs of its own: the div is their container.
    const measured = isParagraph ? stats.of(el) : looseText(el);
    if (measured.chars < MIN_PARAGRAPH_CHARS) return true;
    if (measured.linkChars / measured.chars > 0.5) return true;
    const points = 1 + measured.commas + Math.min(Math.floor(measured.chars / 100), 3);
    let container: Element | null = isParagraph ? el.parent : el;
    for (let level = 0; container && level < 5; level++, container = container.parent) {
      if (container.tag === '#root') break;
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      scores.add(container, points / divider);
    }
    return !isParagraph;
  });
  for (const [el, score] of scores.map) scores.map.set(el, score * (1 - stats.linkDensity(el)));
  return scores;
}

function ancestors(el: Element): Element[] {
  const list: Element[] = [];
  for (let p = el.parent; p; p = p.parent) list.push(p);
  return list;
}

/**
 * The best-scoring element, moved up when the runners-up are its cousins (the article is split into
 * several scored blocks) or when its parent scores about as well (the text is spread across wrappers).
 */
/** Less text than this is a line or two: a label, a teaser, a date box. */
const MIN_CANDIDATE_CHARS = 200;
/** A winner with less text than this is likely one fragment of a page whose text is spread thin. */
const SHORT_WINNER_CHARS = 500;
/** How much more text than a short winner its parent must hold to be taken for the article instead. */
const ENCLOSING_SHARE = 3;

function pickTopCandidate(body: Element, scores: Scores, stats: StatsCache): Element | null {
  // A heading is never the article, even when a paragraph sits inside it and its class says "entry-title".
  const eligible = [...scores.map].filter(([el]) => !/^h[1-6]$/.test(el.tag));
  // A class word can lift a box of a line or two ("articleMeta", "recipe-detail") over the article; such
  // a box competes only on a page where nothing holds more text.
  const substantial = eligible.filter(([el]) => stats.of(el).chars >= MIN_CANDIDATE_CHARS);
  const ranked = (substantial.length > 0 ? substantial : eligible).sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best) return null;
  let [top, topScore] = best;
  const rivals = ranked
    .slice(1, 5)
    .filter(([, s]) => s >= topScore * 0.75)
    .map(([el]) => ancestors(el));
  if (rivals.length >= 3) {
    for (const ancestor of ancestors(top)) {
      if (ancestor === body || ancestor.tag === '#root') break;
      if (rivals.filter((list) => list.includes(ancestor)).length >= 3) {
        top = ancestor;
        break;
      }
    }
  }
  topScore = scores.map.get(top) ?? topScore;
  let last = topScore;
  for (let parent = top.parent; parent && parent !== body && parent.tag !== '#root'; parent = parent.parent) {
    const parentScore = scores.map.get(parent);
    if (parentScore === undefined) continue;
    if (parentScore < topScore / 3) break;
    if (parentScore > last) {
      top = parent;
      break;
    }
    last = parentScore;
  }
  while (
    top.parent &&
    top.parent !== body &&
    top.parent.tag !== '#root' &&
    elementChildren(top.parent).length === 1
  ) {
    top = top.parent;
  }
  // Landing and product pages spread their text over many small blocks; the scored ancestors of a
  // short winner that still read like prose (few links) hold the rest of it.
  for (
    let parent = top.parent;
    stats.of(top).chars < SHORT_WINNER_CHARS && parent && parent !== body && parent.tag !== '#root';
    parent = parent.parent
  ) {
    const parentScore = scores.map.get(parent);
    if (parentScore === undefined || parentScore < topScore / 3 || stats.linkDensity(parent) > 0.3) break;
    top = parent;
  }
  return enclosingArticle(top, body, stats);
}

/**
 * A class word can make one note or box inside the article outscore the article ("admonition-content"):
 * an ancestor a few levels up that holds several times the short winner's text, nearly none of it in
 * links, is the article.
 */
function enclosingArticle(top: Element, body: Element, stats: StatsCache): Element {
  const chars = stats.of(top).chars;
  if (chars >= SHORT_WINNER_CHARS) return top;
  let parent = top.parent;
  for (let level = 0; level < 3 && parent && parent !== body && parent.tag !== '#root'; level++) {
    if (stats.linkDensity(parent) > 0.3) break;
    if (stats.of(parent).chars >= chars * ENCLOSING_SHARE && stats.linkDensity(parent) < 0.1) return parent;
    parent = parent.parent;
  }
  return top;
}

/** A block, or an inline element wrapped around blocks (spans around whole sections are not rare). */
function isBlockLike(el: Element): boolean {
  return !INLINE_TAGS.has(el.tag) || findFirst(el, (inner) => !INLINE_TAGS.has(inner.tag)) !== null;
}

function elementChildren(el: Element): Element[] {
  return el.children.filter((c): c is Element => c.type === 'element');
}

/** A sibling paragraph outside the best element still belongs to the article when it reads like prose. */
function siblingBelongs(
  sibling: Element,
  top: Element,
  topScore: number,
  scores: Scores,
  stats: StatsCache,
): boolean {
  const bonus = attr(top, 'class') && attr(top, 'class') === attr(sibling, 'class') ? topScore * 0.2 : 0;
  const threshold = Math.max(10, topScore * 0.2);
  const score = scores.map.get(sibling);
  if (score !== undefined && score + bonus >= threshold) return true;
  // Articles split by figures or ads continue in a sibling wrapper whose own paragraphs sit deeper;
  // teaser groups look alike but link every headline.
  if (
    score === undefined &&
    stats.linkDensity(sibling) < 0.1 &&
    bestScoreWithin(sibling, scores) >= Math.max(threshold, bestScoreWithin(top, scores) * CONTINUATION_SHARE)
  ) {
    return true;
  }
  if (sibling.tag !== 'p' && (INLINE_TAGS.has(sibling.tag) || hasBlockChild(sibling))) {
    // A wrapper holding nothing but a paragraph or two is a continuation too small to score well.
    const { chars } = stats.of(sibling);
    return chars > 80 && stats.linkDensity(sibling) < 0.1 && paragraphChars(sibling, stats) >= chars * 0.7;
  }
  const { chars } = stats.of(sibling);
  const linkShare = stats.linkDensity(sibling);
  if (chars > 80) return linkShare < 0.25;
  return chars > 0 && linkShare === 0 && /[.!?。]["'”’)]?(\s|$)/.test(nodeText(sibling));
}

function paragraphChars(el: Element, stats: StatsCache): number {
  let total = 0;
  walk(el, (inner) => {
    if (inner.tag !== 'p') return true;
    total += stats.of(inner).chars;
    return false;
  });
  return total;
}

/** A continuation's best paragraph block scores at least this share of the article's best one. */
const CONTINUATION_SHARE = 0.33;

function bestScoreWithin(el: Element, scores: Scores): number {
  let best = scores.map.get(el) ?? Number.NEGATIVE_INFINITY;
  walk(el, (inner) => {
    const score = scores.map.get(inner);
    if (score !== undefined && score > best) best = score;
    return true;
  });
  return best;
}

function nodeText(el: Element): string {
  let out = '';
  for (const child of el.children) out += child.type === 'text' ? child.text : nodeText(child);
  return out;
}

export interface MainContent {
  /** The article's element and the siblings that continue it, moved under a fresh container. */
  container: Element;
  /** How prose-like each scored element is; cleaning spares high scorers whatever their class says. */
  scores: ReadonlyMap<Element, number>;
}

/**
 * The article's element, the siblings that continue it, and the scores. `declaredText` is the article
 * text the page's JSON-LD states, if any.
 */
export function findMainContent(
  body: Element,
  stats: StatsCache,
  declaredText: string | null,
): MainContent | null {
  const scores = scoreParagraphs(body, stats);
  const picked = pickTopCandidate(body, scores, stats);
  const matched =
    picked && declaredText ? betterMatchForDeclaredText(picked, scores.map, declaredText) : null;
  // The page's own word for where its article is needs no siblings added.
  const declared = markedArticleBody(body, stats) ?? matched;
  // A page too short to hold a paragraph may still have a few words of text: then they are its content.
  const top = declared ?? picked ?? (stats.of(body).chars > 0 ? body : null);
  if (!top) return null;
  const topScore = scores.map.get(top) ?? Math.max(0, bestScoreWithin(top, scores));
  const container = createElement('div');
  const parent = top.parent;
  const siblings =
    parent && parent.tag !== '#root' && top.tag !== 'body' && top !== declared
      ? elementChildren(parent)
      : [top];
  const accepted = siblings.map((s) => s === top || siblingBelongs(s, top, topScore, scores, stats));
  const first = accepted.indexOf(true);
  const last = accepted.lastIndexOf(true);
  siblings.forEach((sibling, n) => {
    // Headings, figures and quotes between two parts of the article belong to it; if one is an ad,
    // cleaning takes it out.
    if (accepted[n] || (n > first && n < last && isBlockLike(sibling))) container.children.push(sibling);
  });
  for (const child of container.children) child.parent = container;
  return { container, scores: scores.map };
}
