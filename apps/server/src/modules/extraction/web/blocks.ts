import type { Element, Node } from './dom.ts';
import { type SourceRow, spansOf, tableGrid } from './table-grid.ts';
import { INLINE_TAGS } from './text-stats.ts';
import { absoluteUrl } from './urls.ts';

/**
 * The cleaned content as a small document model, from which HTML, text and Markdown are all written:
 * one walk over the page decides structure, three short writers only format it.
 */
export type Inline =
  | { kind: 'text'; value: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'em' | 'strong' | 'code' | 'sub' | 'sup'; children: Inline[] }
  | { kind: 'break' }
  | { kind: 'image'; src: string; alt: string };

export type Block =
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'heading'; level: number; inlines: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; items: Block[][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'table'; caption: Inline[]; rows: Array<{ header: boolean; cells: Inline[][] }> }
  | { kind: 'figure'; blocks: Block[]; caption: Inline[] }
  | { kind: 'rule' };

const EMPHASIS: Record<string, 'em' | 'strong' | 'code' | 'sub' | 'sup'> = {
  em: 'em',
  i: 'em',
  cite: 'em',
  strong: 'strong',
  b: 'strong',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
  sub: 'sub',
  sup: 'sup',
};

/** Tags that hold inline content but end a paragraph where they close. */
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

export function imageSource(el: Element, base: URL): string | null {
  const lazy =
    el.attrs['data-src'] ?? el.attrs['data-lazy-src'] ?? el.attrs['data-original'] ?? el.attrs['data-url'];
  const srcset = el.attrs.srcset ?? el.attrs['data-srcset'];
  const fromSrcset = srcset ? srcset.trim().split(/\s+/)[0] : undefined;
  const src = el.attrs.src;
  const candidates = [lazy, src && !src.startsWith('data:') ? src : undefined, fromSrcset];
  for (const candidate of candidates) {
    const url = absoluteUrl(candidate, base);
    if (url && !url.startsWith('mailto:')) return url;
  }
  return null;
}

class BlockBuilder {
  private readonly blocks: Block[] = [];
  private inlines: Inline[] = [];

  constructor(private readonly base: URL) {}

  build(container: Element): Block[] {
    this.visitChildren(container);
    this.flush();
    return this.blocks;
  }

  private flush(): void {
    if (hasText(this.inlines) || this.inlines.some((i) => i.kind === 'image')) {
      this.blocks.push({ kind: 'paragraph', inlines: trimInlines(this.inlines) });
    }
    this.inlines = [];
  }

  private visitChildren(el: Element): void {
    for (const child of el.children) this.visit(child);
  }

  private nested(el: Element): Block[] {
    return new BlockBuilder(this.base).build(el);
  }

  private inlineOf(el: Element): Inline[] {
    const out: Inline[] = [];
    this.collectInline(el, out);
    return trimInlines(out);
  }

  /**
   * A table cell's content as one line of inlines: its paragraphs and list items are kept apart by line
   * breaks (a list item led by a bullet), which the writers render as `<br>` inside Markdown tables.
   */
  private cellOf(cell: Element): Inline[] {
    const out: Inline[] = [];
    const lineBreak = () => {
      if (out.length > 0 && out[out.length - 1]?.kind !== 'break') out.push({ kind: 'break' });
    };
    const visit = (el: Element): void => {
      for (const child of el.children) {
        if (child.type === 'text') out.push({ kind: 'text', value: child.text.replace(/\s+/g, ' ') });
        else if (inlineKind(child)) this.visitInline(child, out);
        else if (child.tag === 'li') {
          lineBreak();
          out.push({ kind: 'text', value: '• ' });
          visit(child);
          lineBreak();
        } else {
          lineBreak();
          visit(child);
          lineBreak();
        }
      }
    };
    visit(cell);
    while (out[out.length - 1]?.kind === 'break') out.pop();
    return trimInlines(out);
  }

  /** Inline content of an element whose block children are flattened into the same line. */
  private collectInline(el: Element, into: Inline[]): void {
    for (const child of el.children) {
      if (child.type === 'text') into.push({ kind: 'text', value: child.text.replace(/\s+/g, ' ') });
      else if (inlineKind(child)) this.visitInline(child, into);
      else {
        into.push({ kind: 'text', value: ' ' });
        this.collectInline(child, into);
        into.push({ kind: 'text', value: ' ' });
      }
    }
  }

  /** Block context: loose text and inline elements gather into the paragraph being built. */
  private visit(node: Node): void {
    if (node.type === 'text') {
      this.inlines.push({ kind: 'text', value: node.text.replace(/\s+/g, ' ') });
      return;
    }
    if (inlineKind(node)) {
      this.visitInline(node, this.inlines);
      return;
    }
    this.visitBlock(node);
  }

  private visitInline(el: Element, into: Inline[]): void {
    const emphasis = EMPHASIS[el.tag];
    if (el.tag === 'br') into.push({ kind: 'break' });
    else if (el.tag === 'img') {
      const src = imageSource(el, this.base);
      if (src) into.push({ kind: 'image', src, alt: (el.attrs.alt ?? '').trim() });
    } else if (el.tag === 'a') {
      const href = absoluteUrl(el.attrs.href, this.base);
      const children: Inline[] = [];
      this.collectInline(el, children);
      if (href && hasText(children)) into.push({ kind: 'link', href, children });
      else into.push(...children);
    } else if (emphasis) {
      const children: Inline[] = [];
      this.collectInline(el, children);
      if (hasText(children)) into.push({ kind: emphasis, children });
    } else this.collectInline(el, into);
  }

  private visitBlock(el: Element): void {
    const level = HEADINGS[el.tag];
    if (level !== undefined) {
      this.flush();
      const inlines = this.inlineOf(el);
      if (hasText(inlines)) this.blocks.push({ kind: 'heading', level, inlines });
      return;
    }
    switch (el.tag) {
      case 'pre': {
        this.flush();
        const text = preText(el).replace(/^\n/, '').replace(/\s+$/, '');
        if (text) this.blocks.push({ kind: 'code', text });
        return;
      }
      case 'ul':
      case 'ol': {
        this.flush();
        const items = el.children
          .filter((c): c is Element => c.type === 'element')
          .map((li) => this.nested(li))
          .filter((item) => item.length > 0);
        if (items.length) this.blocks.push({ kind: 'list', ordered: el.tag === 'ol', items });
        return;
      }
      case 'blockquote': {
        this.flush();
        const blocks = this.nested(el);
        if (blocks.length) this.blocks.push({ kind: 'quote', blocks });
        return;
      }
      case 'table':
        this.flush();
        this.table(el);
        return;
      case 'figure': {
        this.flush();
        const caption = el.children.find((c): c is Element => c.type === 'element' && c.tag === 'figcaption');
        const body = { ...el, children: el.children.filter((c) => c !== caption) };
        const blocks = this.nested(body);
        const captionInlines = caption ? this.inlineOf(caption) : [];
        if (blocks.length || hasText(captionInlines))
          this.blocks.push({ kind: 'figure', blocks, caption: captionInlines });
        return;
      }
      case 'hr':
        this.flush();
        this.blocks.push({ kind: 'rule' });
        return;
      default:
        this.flush();
        this.visitChildren(el);
        this.flush();
    }
  }

  private table(el: Element): void {
    const rows: SourceRow[] = [];
    const visitRows = (parent: Element, inHead: boolean): void => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (child.tag === 'tr') {
          const cells = child.children.filter(
            (c): c is Element => c.type === 'element' && (c.tag === 'td' || c.tag === 'th'),
          );
          if (!cells.length) continue;
          rows.push({
            header: inHead || cells.every((c) => c.tag === 'th'),
            cells: cells.map((c) => ({ inlines: this.cellOf(c), ...spansOf(c.attrs) })),
          });
        } else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') {
          visitRows(child, child.tag === 'thead');
        }
      }
    };
    visitRows(el, false);
    const captionElement = el.children.find((c): c is Element => c.type === 'element' && c.tag === 'caption');
    const caption = captionElement ? this.inlineOf(captionElement) : [];
    if (rows.some((r) => r.cells.some((cell) => hasText(cell.inlines)))) {
      this.blocks.push({ kind: 'table', caption, rows: tableGrid(rows) });
    }
  }
}

/** Whether each element holds a block somewhere inside, remembered: inline runs nest deeply on some sites. */
const blockInside = new WeakMap<Element, boolean>();

function inlineKind(el: Element): boolean {
  return INLINE_TAGS.has(el.tag) && !containsBlock(el);
}

function containsBlock(el: Element): boolean {
  const known = blockInside.get(el);
  if (known !== undefined) return known;
  let found = false;
  for (const child of el.children) {
    if (child.type === 'element' && (BLOCK_TAGS.has(child.tag) || containsBlock(child))) {
      found = true;
      break;
    }
  }
  blockInside.set(el, found);
  return found;
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'li',
  'table',
  'pre',
  'blockquote',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'dl',
  'dd',
  'dt',
  'header',
  'main',
]);

function preText(el: Element): string {
  let out = '';
  for (const child of el.children) {
    if (child.type === 'text') out += child.text;
    else if (child.tag === 'br') out += '\n';
    else out += preText(child);
  }
  return out;
}

export function hasText(inlines: Inline[]): boolean {
  return inlines.some((i) =>
    i.kind === 'text' ? i.value.trim() !== '' : 'children' in i ? hasText(i.children) : false,
  );
}

/** Leading and trailing spaces and breaks of a paragraph say nothing. */
function trimInlines(inlines: Inline[]): Inline[] {
  const out = [...inlines];
  while (out.length && isBlank(out[0]!)) out.shift();
  while (out.length && isBlank(out[out.length - 1]!)) out.pop();
  return out;
}

function isBlank(inline: Inline): boolean {
  return inline.kind === 'break' || (inline.kind === 'text' && inline.value.trim() === '');
}

export function buildBlocks(container: Element, base: URL): Block[] {
  return new BlockBuilder(base).build(container);
}
