import { collapseSpaces, type Element, findAll, removeNode, textOf } from './dom.ts';
import { isBylineText, isFurnitureLine, isWidgetLine } from './furniture-lines.ts';
import {
  isNoticeBox,
  isPaywallPrompt,
  isRepeatedPanel,
  repeatedLines,
  wrapsEmbeddedPost,
} from './furniture-text.ts';
import { classWeight, hasOnlyWeakFurnitureWords, hintsOf, isEmbeddedPost } from './hints.ts';
import { removeRelatedTeasers } from './related-teasers.ts';
import { holdsProse, INLINE_TAGS, type StatsCache } from './text-stats.ts';

/** Containers that may be boilerplate inside the article: share bars, related lists, ad slots, forms. */
const CONDITIONAL_TAGS = new Set([
  'div',
  'section',
  'ul',
  'ol',
  'table',
  'form',
  'aside',
  'header',
  'dl',
  'figure',
  'center',
]);

/** Bylines and datelines repeat the metadata the response already carries; they are not article text. */
const BYLINE_WORDS =
  /(^|[^a-z])(byline|author|authors|dateline|post-?date|posted-?on|post-?meta|entry-?meta|article-?meta|meta-?info|timestamp|published|penulis)([^a-z]|$)/i;
const MAX_BYLINE_CHARS = 200;

const SHARE_WORDS = /(^|[^a-z])(share|sharing|social|sosmed|tweet|whatsapp|facebook|follow)([^a-z]|$)/i;

/** A paragraph score this high means several real paragraphs, whatever the element is called. */
const PROSE_SCORE = 20;

/** Prose with this many commas is text however many links or images sit near it. */
const PROSE_COMMAS = 10;

interface Counts {
  paragraphs: number;
  images: number;
  listItems: number;
  inputs: number;
  headingChars: number;
  tables: number;
  /** Block elements holding text but no other block: lines of text, however short. */
  textLeaves: number;
}

/** Counts of every element, each computed once from its children's. */
class CountsCache {
  private readonly counts = new Map<Element, Counts>();

  constructor(private readonly stats: StatsCache) {}

  of(el: Element): Counts {
    const cached = this.counts.get(el);
    if (cached) return cached;
    const counts: Counts = {
      paragraphs: 0,
      images: 0,
      listItems: 0,
      inputs: 0,
      headingChars: 0,
      tables: 0,
      textLeaves: 0,
    };
    let hasBlock = false;
    for (const child of el.children) {
      if (child.type !== 'element') continue;
      if (!INLINE_TAGS.has(child.tag)) hasBlock = true;
      const inner = this.of(child);
      counts.paragraphs += inner.paragraphs + (child.tag === 'p' ? 1 : 0);
      counts.images += inner.images + (child.tag === 'img' ? 1 : 0);
      counts.listItems += inner.listItems + (child.tag === 'li' ? 1 : 0);
      counts.inputs += inner.inputs + (child.tag === 'input' ? 1 : 0);
      counts.headingChars += /^h[1-6]$/.test(child.tag) ? this.stats.of(child).chars : inner.headingChars;
      counts.tables += inner.tables + (child.tag === 'table' ? 1 : 0);
      counts.textLeaves += inner.textLeaves;
    }
    if (!hasBlock && !INLINE_TAGS.has(el.tag) && this.stats.of(el).chars > 0) counts.textLeaves = 1;
    this.counts.set(el, counts);
    return counts;
  }
}

/** A table of data (headers, a caption, or a real grid) is content; a table used for layout is not. */
function isDataTable(table: Element): boolean {
  if (table.attrs.role === 'presentation') return false;
  const parts = findAll(table, (el) => ['th', 'thead', 'caption', 'tr', 'table'].includes(el.tag));
  if (parts.some((el) => el.tag === 'table')) return false;
  if (parts.some((el) => el.tag === 'th' || el.tag === 'thead' || el.tag === 'caption')) return true;
  const rows = parts.filter((el) => el.tag === 'tr');
  const columns = Math.max(0, ...rows.map((row) => row.children.filter((c) => c.type === 'element').length));
  return rows.length >= 3 && columns >= 2;
}

/**
 * Many short lines and no sentences or tables: a video player's controls, a chart's labels.
 */
const FRAGMENT_LEAVES = 6;
const FRAGMENT_CHARS = 20;

function looksLikeBoilerplate(
  el: Element,
  stats: StatsCache,
  countsCache: CountsCache,
  scores: ReadonlyMap<Element, number>,
): boolean {
  const weight = classWeight(el);
  const { chars, commas } = stats.of(el);
  const hints = hintsOf(el);
  if (SHARE_WORDS.test(hints) && chars < 500) return true;
  if (el.tag === 'table' && isDataTable(el)) return false;
  // Ids made from headings ("sharing-with-a-team") give sections a bad name; their prose outweighs it.
  if (weight < 0 && (scores.get(el) ?? 0) < PROSE_SCORE) {
    // "elementor-widget-container" wraps the article as often as a sidebar's box.
    if (!(hasOnlyWeakFurnitureWords(el) && holdsProse(el, stats))) return true;
  }
  if (commas >= PROSE_COMMAS) return false;
  const counts = countsCache.of(el);
  const isList = el.tag === 'ul' || el.tag === 'ol';
  const linkDensity = stats.linkDensity(el);
  const headingShare = chars === 0 ? 0 : counts.headingChars / chars;
  if (el.tag === 'figure' || insideFigure(el)) return false;
  // Several real paragraphs of its own: the lists or images inside it are judged one by one instead.
  if ((scores.get(el) ?? 0) >= PROSE_SCORE && linkDensity < 0.5) return false;
  if (counts.images > 1 && counts.paragraphs / counts.images < 0.5 && !carriesProse(el, stats, counts.images))
    return true;
  if (!isList && counts.listItems > counts.paragraphs + 10 && linkDensity > 0.3) return true;
  if (counts.inputs > Math.floor(counts.paragraphs / 3)) return true;
  if (!isList && headingShare < 0.9 && chars < MIN_BLOCK_CHARS && counts.images === 0 && linkDensity > 0)
    return true;
  if (!isList && weight < 25 && linkDensity > 0.2 + Math.min(chars / 5000, 0.2)) return true;
  if (weight >= 25 && linkDensity > 0.5) return true;
  if (isList && linkDensity > 0.6) return true;
  return (
    !isList &&
    counts.paragraphs === 0 &&
    counts.tables === 0 &&
    counts.textLeaves >= FRAGMENT_LEAVES &&
    chars / counts.textLeaves < FRAGMENT_CHARS &&
    commas < 3
  );
}

const MIN_BLOCK_CHARS = 25;

/** Text beside each image of a gallery is a caption; an article written in <div>s or <br> lines has more. */
const PROSE_CHARS_PER_IMAGE = 120;
const SENTENCE_END = /[.!?。！？؟]["'”’)]?(?:\s|$)/g;

/**
 * Whether an element with several images and few <p>s is an article anyway: its text outside links is
 * long and made of sentences, as many at least as it has images.
 */
function carriesProse(el: Element, stats: StatsCache, images: number): boolean {
  const { chars, linkChars } = stats.of(el);
  if (chars - linkChars < images * PROSE_CHARS_PER_IMAGE) return false;
  return (textOf(el).match(SENTENCE_END)?.length ?? 0) >= images;
}

/**
 * Lines news sites drop between and after paragraphs: "Baca juga: <link>", "Read more: <link>",
 * "ADVERTISEMENT", "Follow us on …", "© 2026 … All rights reserved".
 * Only short ones: a paragraph that merely starts with these words and goes on is prose.
 */
const ASIDE_LINE =
  /^\s*(?:(?:baca juga|baca selengkapnya|lihat juga|simak juga|simak video|tonton juga|read more|read also|also read|more from|advertisement|iklan|scroll to continue|lanjutkan membaca|follow us|ikuti kami|ikuti berita|sign up for|subscribe to|download (?:the )?app|unduh aplikasi|copyright|hak cipta)\b|(?:related|recommended)\s*:|©)|all rights reserved/i;
const MAX_ASIDE_CHARS = 200;

function isAsideLine(el: Element, stats: StatsCache): boolean {
  if (INLINE_TAGS.has(el.tag) || stats.of(el).chars > MAX_ASIDE_CHARS) return false;
  return ASIDE_LINE.test(textOf(el));
}

function isByline(el: Element, stats: StatsCache): boolean {
  return el.tag !== 'p' && stats.of(el).chars < MAX_BYLINE_CHARS && BYLINE_WORDS.test(hintsOf(el));
}

function insideFigure(el: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if (p.tag === 'figure') return true;
  return false;
}

/** Token overlap of two short strings, for "is this heading the page title again?". */
function sameTitle(heading: string, title: string): boolean {
  const a = heading
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const b = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  if (a.length === 0 || b.size === 0) return false;
  const shared = a.filter((w) => b.has(w)).length;
  return shared / Math.max(a.length, b.size) >= 0.75;
}

/**
 * The best-scored element inside the content and its ancestors: the prose the content was chosen for is
 * never boilerplate, whatever the links, images or class names around it say.
 */
function holdersOfBestScored(content: Element, scores: ReadonlyMap<Element, number>): Set<Element> {
  let best: Element | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const el of findAll(content, (inner) => scores.has(inner))) {
    const score = scores.get(el)!;
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  const holders = new Set<Element>();
  for (let el = best; el && el !== content; el = el.parent) holders.add(el);
  return holders;
}

/**
 * Removes what is still boilerplate inside the chosen content, top-down so that a removed container's
 * children are never judged; then the heading that only repeats the page title.
 */
export function cleanContent(
  content: Element,
  stats: StatsCache,
  scores: ReadonlyMap<Element, number>,
  title: string | null,
): void {
  removeRelatedTeasers(content, stats);
  const countsCache = new CountsCache(stats);
  const templateLines = repeatedLines(content, stats);
  const holdsBest = holdersOfBestScored(content, scores);
  const judge = (el: Element): void => {
    for (const child of [...el.children]) {
      if (child.type !== 'element') continue;
      // An embedded post is quoted whole, links and all; its wrapper stays and is judged inside.
      if (isEmbeddedPost(child)) continue;
      if (holdsBest.has(child) || wrapsEmbeddedPost(child, stats)) {
        judge(child);
        continue;
      }
      if (
        isByline(child, stats) ||
        isAsideLine(child, stats) ||
        templateLines.has(child) ||
        isRepeatedPanel(child, templateLines, stats) ||
        isBylineText(child, stats) ||
        isFurnitureLine(child, stats) ||
        isWidgetLine(child, stats) ||
        isNoticeBox(child, stats) ||
        isPaywallPrompt(child, stats) ||
        (CONDITIONAL_TAGS.has(child.tag) && looksLikeBoilerplate(child, stats, countsCache, scores))
      ) {
        removeNode(child);
        continue;
      }
      judge(child);
    }
  };
  judge(content);
  stats.forget(content);
  const repeated = findAll(content, (el) => el.tag === 'h1' || el.tag === 'h2').find((heading) =>
    title ? sameTitle(collapseSpaces(textOf(heading)), title) : heading.tag === 'h1',
  );
  if (repeated) removeNode(repeated);
}
