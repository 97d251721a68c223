import { Parser } from 'htmlparser2';

/**
 * A deliberately small document tree: the extractor only needs tags, attributes, text and parents, and
 * building this from htmlparser2's callbacks is several times cheaper than a standards DOM.
 */
export interface Element {
  type: 'element';
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
  parent: Element | null;
}

export interface TextNode {
  type: 'text';
  text: string;
  parent: Element | null;
}

export type Node = Element | TextNode;

export interface ParsedPage {
  root: Element;
  /** The raw bodies of every `<script type="application/ld+json">`, in document order. */
  jsonLd: string[];
  /** The text of `<title>`, which is dropped from the tree. */
  titleText: string;
}

/** Elements whose whole subtree never carries readable text, so they are not kept at all. */
const DROPPED_SUBTREES = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'select',
  'textarea',
  'button',
  'title',
]);

/** What may appear in a head; any other start tag means the body has begun even if no tag said so. */
const HEAD_TAGS = new Set(['head', 'html', 'meta', 'link', 'base', 'title', 'script', 'style', 'noscript']);

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

export function createElement(tag: string, attrs: Record<string, string> = {}): Element {
  return { type: 'element', tag, attrs, children: [], parent: null };
}

/**
 * Deeper elements are flattened into their ancestor at this depth: every walk over the tree recurses,
 * and a hostile page of a hundred thousand nested tags must not exhaust the stack. Real pages stay
 * well under a hundred.
 */
export const MAX_DEPTH = 400;

/**
 * htmlparser2 keeps its open elements in an array it shifts and unshifts, so each level of nesting
 * costs time in proportion to the depth: past this many elements below MAX_DEPTH the rest of the page
 * is not read (a page that deep is hostile or broken, and reading it would take minutes).
 */
const MAX_FLATTENED = 5_000;

export function parseHtml(html: string): ParsedPage {
  const root = createElement('#root');
  const jsonLd: string[] = [];
  let titleText = '';
  let current = root;
  // While inside a dropped subtree we only count depth; `head` is dropped but its metadata children
  // (meta, link, base, title, json-ld) are still read, so the head is tracked separately.
  let droppedDepth = 0;
  let inHead = false;
  let depth = 0;
  let flattened = 0;
  let captureKind: 'json-ld' | 'title' | null = null;
  let captured = '';

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'head') {
          inHead = true;
          return;
        }
        if (droppedDepth > 0) {
          if (!VOID_TAGS.has(name)) droppedDepth++;
          return;
        }
        if (inHead && !HEAD_TAGS.has(name)) inHead = false;
        if (name === 'script' && (attribs.type ?? '').toLowerCase().includes('ld+json')) {
          captureKind = 'json-ld';
          captured = '';
        } else if (name === 'title' && titleText === '') {
          captureKind = 'title';
          captured = '';
        }
        if (DROPPED_SUBTREES.has(name)) {
          droppedDepth = 1;
          return;
        }
        if (depth >= MAX_DEPTH && !VOID_TAGS.has(name)) {
          flattened++;
          if (flattened > MAX_FLATTENED) parser.pause();
          return;
        }
        const element = createElement(name, attribs);
        element.parent = current;
        current.children.push(element);
        if (!VOID_TAGS.has(name)) {
          current = element;
          depth++;
        }
      },
      ontext(data) {
        if (captureKind) {
          captured += data;
          return;
        }
        if (droppedDepth > 0 || inHead) return;
        const last = current.children[current.children.length - 1];
        if (last && last.type === 'text') last.text += data;
        else current.children.push({ type: 'text', text: data, parent: current });
      },
      onclosetag(name) {
        if (name === 'head') {
          inHead = false;
          return;
        }
        if (droppedDepth > 0) {
          if (VOID_TAGS.has(name)) return;
          droppedDepth--;
          if (droppedDepth === 0 && captureKind) {
            if (captureKind === 'json-ld') jsonLd.push(captured);
            else titleText = captured;
            captureKind = null;
          }
          return;
        }
        if (VOID_TAGS.has(name)) return;
        if (flattened > 0) {
          flattened--;
          return;
        }
        if (current.tag === name && current.parent) {
          current = current.parent;
          depth--;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { root, jsonLd, titleText };
}

export function attr(element: Element, name: string): string {
  return element.attrs[name] ?? '';
}

/** Depth-first, document order; the visitor returns false to skip an element's subtree. */
export function walk(element: Element, visit: (el: Element) => boolean | undefined): void {
  for (const child of element.children) {
    if (child.type !== 'element') continue;
    if (visit(child) === false) continue;
    walk(child, visit);
  }
}

export function findAll(root: Element, predicate: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  walk(root, (el) => {
    if (predicate(el)) found.push(el);
    return true;
  });
  return found;
}

export function findFirst(root: Element, predicate: (el: Element) => boolean): Element | null {
  for (const child of root.children) {
    if (child.type !== 'element') continue;
    if (predicate(child)) return child;
    const inner = findFirst(child, predicate);
    if (inner) return inner;
  }
  return null;
}

/** Raw concatenated text, whitespace as in the source. */
export function textOf(node: Node): string {
  if (node.type === 'text') return node.text;
  let out = '';
  for (const child of node.children) out += textOf(child);
  return out;
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function removeNode(node: Node): void {
  const parent = node.parent;
  if (!parent) return;
  const index = parent.children.indexOf(node);
  if (index >= 0) parent.children.splice(index, 1);
  node.parent = null;
}

export function isInside(node: Node, ancestor: Element): boolean {
  for (let p = node.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}
