import { type Block, buildBlocks, imageSource } from './blocks.ts';
import { cleanContent } from './clean-content.ts';
import { type Element, findAll, findFirst, parseHtml } from './dom.ts';
import { type ContentImage, collectImages } from './images.ts';
import { detectLanguage, normaliseLanguage } from './language.ts';
import { findMainContent, removeFurniture } from './main-content.ts';
import { judgeMainText, type MainTextVerdict } from './main-text.ts';
import { baseUrlOf, readMetadata } from './metadata.ts';
import { StatsCache, type TextStats } from './text-stats.ts';
import { collectLinks, toHtml, toMarkdown, toText } from './writers.ts';

export type WebPageFormat = 'text' | 'markdown' | 'html';

export interface WebPageExtraction {
  title: string | null;
  author: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  /** Primary language code, such as "id" or "en". */
  language: string | null;
  siteName: string | null;
  /** Absolute URL. */
  leadImage: string | null;
  excerpt: string | null;
  /** Clean main-content HTML: only safe tags, absolute URLs. */
  html: string;
  /** Paragraphs separated by blank lines; '' when the page has no main text. */
  text: string;
  markdown: string;
  /** Links found in the main content, absolute. */
  links: Array<{ text: string; href: string }>;
  /** Images in the main content, absolute, with their figure's caption. */
  images: ContentImage[];
  wordCount: number;
  readingTimeMinutes: number;
  /** `low` when the text is a fallback candidate; null when there is no text. */
  confidence: 'high' | 'medium' | 'low' | null;
  /** Why there is no main text (what the 422 says); null when there is. */
  noTextReason: Exclude<MainTextVerdict['reason'], null> | null;
}

/** A common adult silent-reading speed for non-fiction, in words per minute. */
const WORDS_PER_MINUTE = 220;
const EXCERPT_CHARS = 200;

/**
 * The main content of a web page and what the page says about itself. Pure: no network, no clock.
 * `format` only decides which representation callers want first; all three are always filled because
 * they are cheap next to parsing.
 */
export function extractWebPage(
  html: string,
  options: { url: string; format?: WebPageFormat; fallback?: boolean },
): WebPageExtraction {
  const pageUrl = new URL(options.url);
  const page = parseHtml(html);
  const base = baseUrlOf(page.root, pageUrl);
  const metadata = readMetadata(page, base);
  const body = findFirst(page.root, (el) => el.tag === 'body') ?? page.root;
  const stats = new StatsCache();
  removeFurniture(body, stats);
  const main = findMainContent(body, stats, metadata.declaredBody);
  // What the candidate was before cleaning took its link lists and headings out: why a page has no main
  // text, and what to fall back on.
  const before = main ? { ...stats.of(main.container) } : undefined;
  const raw = main ? buildBlocks(main.container, base) : [];
  if (main) cleanContent(main.container, stats, main.scores, metadata.title);
  const content = main?.container;
  const built = content ? buildBlocks(content, base) : [];
  const { verdict, candidate } = judged(built, { body, base, before, raw });
  // Asked for, a page without main text gives its best candidate rather than nothing.
  const blocks = verdict.reason ? (options.fallback ? candidate : []) : built;
  const text = toText(blocks);
  const wordCount = countWords(text);
  return {
    title: metadata.title,
    author: metadata.author,
    publishedAt: metadata.publishedAt,
    language: normaliseLanguage(metadata.declaredLanguage) ?? detectLanguage(text),
    siteName: metadata.siteName,
    leadImage: metadata.leadImage ?? (content ? firstContentImage(content, base) : null),
    excerpt: metadata.description ?? excerptOf(text),
    html: text ? toHtml(blocks) : '',
    text,
    markdown: text ? toMarkdown(blocks) : '',
    links: text ? collectLinks(blocks) : [],
    images: text ? collectImages(blocks) : [],
    wordCount,
    readingTimeMinutes: wordCount === 0 ? 0 : Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    confidence: !text ? null : verdict.reason ? 'low' : verdict.confidence,
    noTextReason: text ? null : (verdict.reason ?? 'empty'),
  };
}

/**
 * Whether the content found is main text, and the candidate to fall back on when it is not: the content
 * before cleaning, or when no element looked like content, the whole body. A candidate that cleaning
 * emptied was mostly links; otherwise what the body is (an app shell, an error page) says why.
 */
function judged(
  built: Block[],
  page: { body: Element; base: URL; before: TextStats | undefined; raw: Block[] },
): { verdict: MainTextVerdict; candidate: Block[] } {
  const verdict = judgeMainText(built);
  if (!verdict.reason || built.length > 0) return { verdict, candidate: built };
  const { before } = page;
  if (before && before.chars > 0 && before.linkChars / before.chars > MAX_CANDIDATE_LINK_SHARE) {
    return { verdict: { reason: 'link_list', confidence: null }, candidate: page.raw };
  }
  const candidate = page.raw.length > 0 ? page.raw : buildBlocks(page.body, page.base);
  const whole = judgeMainText(candidate);
  return { verdict: whole.reason ? whole : { reason: 'empty', confidence: null }, candidate };
}

/** A candidate with more of its text in links than this is a menu or a list of teasers. */
const MAX_CANDIDATE_LINK_SHARE = 0.5;

/** A letter or digit of any script except the general punctuation block (dashes, quotes). */
const WORD_CHARACTER = /[0-9A-Za-z\u00c0-\u1fff\u2070-\uffff]/;

/** Words are runs between spaces that hold a letter or digit, so "berturut-turut" is one and "—" none. */
function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (WORD_CHARACTER.test(token)) count++;
  return count;
}

function excerptOf(text: string): string | null {
  const firstParagraph = text.split('\n\n')[0]?.trim();
  if (!firstParagraph) return null;
  if (firstParagraph.length <= EXCERPT_CHARS) return firstParagraph;
  const cut = firstParagraph.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_CHARS)}…`;
}

/** Icons and tracking pixels declare small sizes; an image without sizes is given the benefit of the doubt. */
const MIN_LEAD_IMAGE_PX = 200;

function firstContentImage(content: Element, base: URL): string | null {
  for (const img of findAll(content, (el) => el.tag === 'img')) {
    const width = Number.parseInt(img.attrs.width ?? '', 10);
    const height = Number.parseInt(img.attrs.height ?? '', 10);
    if ((width && width < MIN_LEAD_IMAGE_PX) || (height && height < MIN_LEAD_IMAGE_PX / 2)) continue;
    const src = imageSource(img, base);
    if (src) return src;
  }
  return null;
}
