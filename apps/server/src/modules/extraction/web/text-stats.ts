import { type Element, type Node, walk } from './dom.ts';

/** Tags that flow inside a line of text; every other tag starts a block of its own. */
export const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'nobr',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

export interface TextStats {
  /** Characters of text with each whitespace run counted once. */
  chars: number;
  /** Of those, characters inside links. */
  linkChars: number;
  commas: number;
}

const COMMAS = /[,，、،]/g;

function measureText(text: string): { chars: number; commas: number } {
  const chars = text.replace(/\s+/g, ' ').length;
  if (chars === 0 || text.trim() === '') return { chars: 0, commas: 0 };
  return { chars, commas: text.match(COMMAS)?.length ?? 0 };
}

/**
 * Text measures of every element, computed once bottom-up so scoring and cleaning never re-read a
 * subtree's text (which made naive extractors quadratic on deep pages).
 */
export class StatsCache {
  private readonly stats = new Map<Element, TextStats>();

  of(element: Element): TextStats {
    const cached = this.stats.get(element);
    if (cached) return cached;
    const result: TextStats = { chars: 0, linkChars: 0, commas: 0 };
    for (const child of element.children) this.add(result, child);
    if (element.tag === 'a') result.linkChars = result.chars;
    this.stats.set(element, result);
    return result;
  }

  private add(into: TextStats, node: Node): void {
    if (node.type === 'text') {
      const measured = measureText(node.text);
      into.chars += measured.chars;
      into.commas += measured.commas;
      return;
    }
    const child = this.of(node);
    into.chars += child.chars;
    into.linkChars += child.linkChars;
    into.commas += child.commas;
  }

  linkDensity(element: Element): number {
    const stats = this.of(element);
    return stats.chars === 0 ? 0 : stats.linkChars / stats.chars;
  }

  /** After the tree changed under an element, its cached measures and its ancestors' are stale. */
  forget(element: Element | null): void {
    for (let el = element; el; el = el.parent) this.stats.delete(el);
  }
}

export function hasBlockChild(element: Element): boolean {
  for (const child of element.children) {
    if (child.type === 'element' && !INLINE_TAGS.has(child.tag)) return true;
  }
  return false;
}

/** Paragraphs this long, this many, few of their words linked: an article. */
const PROSE_PARAGRAPH_CHARS = 100;
const PROSE_PARAGRAPHS = 3;

/** Whether an element holds an article's paragraphs, whatever its wrapper is called. */
export function holdsProse(el: Element, stats: StatsCache): boolean {
  let count = 0;
  walk(el, (inner) => {
    if (inner.tag !== 'p') return true;
    if (stats.of(inner).chars >= PROSE_PARAGRAPH_CHARS && stats.linkDensity(inner) < 0.3) count++;
    return false;
  });
  return count >= PROSE_PARAGRAPHS;
}
