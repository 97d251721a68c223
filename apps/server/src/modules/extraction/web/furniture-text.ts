import { collapseSpaces, type Element, findFirst, textOf } from './dom.ts';
import { isEmbeddedPost, isGated } from './hints.ts';
import { INLINE_TAGS, type StatsCache } from './text-stats.ts';

/**
 * Page furniture recognised by what it says and how it repeats, for sites whose class names say nothing
 * (CSS-in-JS hashes, minified names): cookie notices, newsletter and comment boxes, author boxes, bylines,
 * and the lines every post of a thread repeats (user panels, signatures, post dates).
 */

/** Elements that held a form or a form field before furniture was removed, and their parents. */
const formHolders = new WeakSet<Element>();

/** Called for each form or input removed as furniture: the box around it asked the reader for something. */
export function markFormHolder(removed: Element): void {
  let el = removed.parent;
  for (let level = 0; el && level < 2; level++, el = el.parent) formHolders.add(el);
}

function heldForm(el: Element): boolean {
  return formHolders.has(el) || findFirst(el, (inner) => formHolders.has(inner)) !== null;
}

const COOKIE = /\bcookies?\b/i;
const CONSENT = /\b(accept|agree|consent|privacy|setuju|menyetujui|privasi|persetujuan)\w*/i;
const NEWSLETTER =
  /\b(newsletter|buletin|subscribe|berlangganan|sign up|daftarkan email|email anda|your email|inbox|kotak masuk)\b/i;
const COMMENT_COUNT = /^\s*\d+\s+(comments?|komentar|responses|tanggapan|balasan|replies)\b/i;
const ROLE_NOUNS =
  '(?:reporter|writer|journalist|editor|author|correspondent|contributor|columnist|jurnalis|penulis|wartawan|kontributor|kolumnis|redaktur)';

/** An embedded post's wrapper adds a caption or a "View on Instagram" link at most. */
const EMBED_SHARE = 0.6;

/**
 * An embedded post (a tweet, an Instagram or TikTok post) or a wrapper around one: quoted in the article,
 * so kept, although its links and its wrapper's name ("social-embed") look like a share bar.
 */
export function wrapsEmbeddedPost(el: Element, stats: StatsCache): boolean {
  if (isEmbeddedPost(el)) return true;
  const post = findFirst(el, isEmbeddedPost);
  return post !== null && stats.of(post).chars >= stats.of(el).chars * EMBED_SHARE;
}

/** Asking to subscribe or to log in, in the languages of the pages we read. */
const SUBSCRIBE =
  /\b(subscribe|subscribers?|subscription|log ?in|sign ?in|abonn\w*|einloggen|anmelden|assin(?:e|ante|antes|atura)\w*|suscr[ií]b\w*|suscriptor\w*|abbona\w*|iscriviti|berlangganan|langganan|masuk)\b/i;
/** …to read the rest: what a paywall prompt promises. */
const READ_ON =
  /\b(full (?:story|article)|read (?:on|more|the rest|the full)|continue reading|keep reading|to (?:view|read|access)|weiterlesen|ganzen artikel|lire la suite|l'article complet|seguir leyendo|leer (?:más|el artículo)|continuar lendo|leia mais|continua a leggere|baca selengkapnya|artikel lengkap)/i;
const MAX_PROMPT_CHARS = 300;

/**
 * A paywall's prompt: a short box or line that asks the reader to subscribe or log in to read on, or one
 * in a wrapper named for gated content. The article text such wrappers also hold is far longer.
 */
export function isPaywallPrompt(el: Element, stats: StatsCache): boolean {
  if (INLINE_TAGS.has(el.tag)) return false;
  const { chars } = stats.of(el);
  if (chars === 0 || chars > MAX_PROMPT_CHARS) return false;
  const text = collapseSpaces(textOf(el));
  return SUBSCRIBE.test(text) && (READ_ON.test(text) || isGated(el));
}

/** Notices, sign-up and comment boxes stay under this size; the article around them does not. */
const MAX_NOTICE_CHARS = 600;

/**
 * A box that is furniture by its text: a cookie notice, a newsletter sign-up, a comment thread with its
 * form, or an author box ("Name" then "Name is a reporter …").
 */
export function isNoticeBox(el: Element, stats: StatsCache): boolean {
  if (INLINE_TAGS.has(el.tag) || el.tag === 'p' || /^h[1-6]$/.test(el.tag)) return false;
  const { chars } = stats.of(el);
  if (chars === 0) return false;
  // A comment thread with its reply form may be long; it opens with a heading that counts the comments.
  if (chars > MAX_NOTICE_CHARS) return opensWithCommentCount(el) && heldForm(el);
  const text = collapseSpaces(textOf(el));
  if (COOKIE.test(text) && CONSENT.test(text)) return true;
  if (NEWSLETTER.test(text) && heldForm(el)) return true;
  if (opensWithCommentCount(el) && heldForm(el)) return true;
  return isAuthorBox(el);
}

function opensWithCommentCount(el: Element): boolean {
  const first = firstTextLeaf(el);
  return first !== null && /^h[1-6]$/.test(first.tag) && COMMENT_COUNT.test(textOf(first));
}

function firstTextLeaf(el: Element): Element | null {
  for (const child of el.children) {
    if (child.type === 'text') {
      if (child.text.trim()) return el;
      continue;
    }
    if (INLINE_TAGS.has(child.tag) || /^h[1-6]$/.test(child.tag)) {
      if (collapseSpaces(textOf(child))) return child;
      continue;
    }
    const inner = firstTextLeaf(child);
    if (inner) return inner;
  }
  return null;
}

function isAuthorBox(el: Element): boolean {
  const leaves = textLeaves(el);
  if (leaves.length < 2) return false;
  const name = collapseSpaces(textOf(leaves[0]!));
  if (name.length < 3 || name.length > 40) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bio = new RegExp(
    `^${escaped}\\s+(?:is an?|was an?|adalah|merupakan)\\s+(?:\\S+\\s+){0,3}${ROLE_NOUNS}`,
    'i',
  );
  return leaves.slice(1).some((leaf) => bio.test(collapseSpaces(textOf(leaf))));
}

/** Blocks with text and no block inside, or an inline run that sits directly in a block: the lines of a box. */
function textLeaves(el: Element): Element[] {
  const leaves: Element[] = [];
  const visit = (node: Element): void => {
    let hasBlock = false;
    for (const child of node.children) {
      if (child.type === 'element' && !INLINE_TAGS.has(child.tag)) hasBlock = true;
    }
    if (!hasBlock) {
      if (collapseSpaces(textOf(node))) leaves.push(node);
      return;
    }
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (INLINE_TAGS.has(child.tag)) {
        if (collapseSpaces(textOf(child))) leaves.push(child);
      } else visit(child);
    }
  };
  visit(el);
  return leaves;
}

/** A line repeated this often inside the content is part of a template, not of what was written. */
const MIN_REPEATS = 3;
const MAX_REPEATED_CHARS = 80;

/**
 * Short lines that the content repeats at least three times once digits are ignored ("Joined: 2019",
 * "#2 · Mar 4, 2026", "-- sent from my phone", "Reply"): the furniture of each post of a thread. Lines of
 * tables, lists and code are data, where repeats are normal.
 */
export function repeatedLines(content: Element, stats: StatsCache): Set<Element> {
  const byKey = new Map<string, Element[]>();
  const visit = (el: Element): void => {
    for (const child of el.children) {
      if (child.type !== 'element') continue;
      if (/^(table|ul|ol|dl|pre|figure)$/.test(child.tag)) continue;
      if (INLINE_TAGS.has(child.tag)) continue;
      let hasBlock = false;
      for (const inner of child.children) {
        if (inner.type === 'element' && !INLINE_TAGS.has(inner.tag)) hasBlock = true;
      }
      if (hasBlock) {
        visit(child);
        continue;
      }
      const { chars } = stats.of(child);
      // Only <div> lines: a repeated <p> is someone's writing (a refrain, a list of "link"s in a test page).
      if (child.tag !== 'div' || chars === 0 || chars > MAX_REPEATED_CHARS) continue;
      const key = collapseSpaces(textOf(child)).toLowerCase().replace(/\d+/g, '#');
      const list = byKey.get(key);
      if (list) list.push(child);
      else byKey.set(key, [child]);
    }
  };
  visit(content);
  const repeated = new Set<Element>();
  for (const list of byKey.values()) if (list.length >= MIN_REPEATS) for (const el of list) repeated.add(el);
  return repeated;
}

/** Besides its repeated lines, a user panel holds a name at most. */
const MAX_PANEL_OWN_CHARS = 40;

/** A small box of repeated template lines and a name at most (a user panel: name, join date, post count). */
export function isRepeatedPanel(el: Element, repeated: Set<Element>, stats: StatsCache): boolean {
  if (repeated.size === 0 || el.tag !== 'div' || stats.of(el).chars > 3 * MAX_REPEATED_CHARS) return false;
  const leaves = textLeaves(el);
  if (leaves.length < 2) return false;
  let own = 0;
  let hits = 0;
  for (const leaf of leaves) {
    if (repeated.has(leaf)) hits++;
    else own += stats.of(leaf).chars;
  }
  return hits >= 1 && own <= MAX_PANEL_OWN_CHARS;
}
