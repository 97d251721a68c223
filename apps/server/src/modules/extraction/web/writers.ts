import type { Block, Inline } from './blocks.ts';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inlineHtml(inlines: Inline[]): string {
  let out = '';
  for (const i of inlines) {
    if (i.kind === 'text') out += escapeHtml(i.value);
    else if (i.kind === 'break') out += '<br>';
    else if (i.kind === 'image') out += `<img src="${escapeHtml(i.src)}" alt="${escapeHtml(i.alt)}">`;
    else if (i.kind === 'link') out += `<a href="${escapeHtml(i.href)}">${inlineHtml(i.children)}</a>`;
    else out += `<${i.kind}>${inlineHtml(i.children)}</${i.kind}>`;
  }
  return out.replace(/ {2,}/g, ' ');
}

/** Only the tags of the block model exist in the output, so no attribute or script can survive. */
export function toHtml(blocks: Block[]): string {
  return blocks.map(blockHtml).join('\n');
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${inlineHtml(block.inlines).trim()}</p>`;
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.inlines).trim()}</h${block.level}>`;
    case 'code':
      return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${itemHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'quote':
      return `<blockquote>${toHtml(block.blocks)}</blockquote>`;
    case 'table':
      return `<table>${block.caption.length ? `<caption>${inlineHtml(block.caption).trim()}</caption>` : ''}${block.rows
        .map((row) => {
          const cell = row.header ? 'th' : 'td';
          return `<tr>${row.cells.map((c) => `<${cell}>${inlineHtml(c).trim()}</${cell}>`).join('')}</tr>`;
        })
        .join('')}</table>`;
    case 'figure': {
      const caption = block.caption.length
        ? `<figcaption>${inlineHtml(block.caption).trim()}</figcaption>`
        : '';
      return `<figure>${toHtml(block.blocks)}${caption}</figure>`;
    }
    case 'rule':
      return '<hr>';
  }
}

/** A list item that is one paragraph is written without the paragraph tag, as authors write it. */
function itemHtml(item: Block[]): string {
  const only = item[0];
  if (item.length === 1 && only?.kind === 'paragraph') return inlineHtml(only.inlines).trim();
  return toHtml(item);
}

function inlineText(inlines: Inline[]): string {
  return rawInlineText(inlines)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** Untrimmed: the space a link or an emphasis ends with ("<a>Florida Man </a>will") separates words. */
function rawInlineText(inlines: Inline[]): string {
  let out = '';
  for (const i of inlines) {
    if (i.kind === 'text') out += i.value;
    else if (i.kind === 'break') out += '\n';
    else if (i.kind !== 'image') out += rawInlineText(i.children);
  }
  return out;
}

/** Plain text: one paragraph per block, blank lines between; list items and table rows one per line. */
export function toText(blocks: Block[]): string {
  return blocks
    .map(blockText)
    .filter((t) => t !== '')
    .join('\n\n');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.inlines);
    case 'code':
      return block.text;
    case 'list':
      return block.items.map((item) => item.map(blockText).join('\n')).join('\n');
    case 'quote':
      return toText(block.blocks);
    case 'table':
      return [
        inlineText(block.caption),
        // A row is one line: line breaks inside a cell become spaces.
        ...block.rows.map((row) => row.cells.map((cell) => inlineText(cell).replace(/\n/g, ' ')).join('\t')),
      ]
        .filter(Boolean)
        .join('\n');
    case 'figure':
      return [toText(block.blocks), inlineText(block.caption)].filter(Boolean).join('\n\n');
    case 'rule':
      return '';
  }
}

const escapeMarkdown = (s: string): string => s.replace(/([\\`*_[\]<>])/g, '\\$1');

function inlineMarkdown(inlines: Inline[]): string {
  let out = '';
  for (const i of inlines) {
    if (i.kind === 'text') out += escapeMarkdown(i.value);
    else if (i.kind === 'break') out += '  \n';
    else if (i.kind === 'image') out += `![${escapeMarkdown(i.alt)}](${i.src})`;
    else if (i.kind === 'link') out += wrapTrimmed(inlineMarkdown(i.children), '[', `](${i.href})`);
    else if (i.kind === 'code') out += wrapTrimmed(rawInlineText(i.children), '`');
    else if (i.kind === 'em') out += wrapTrimmed(inlineMarkdown(i.children), '_');
    else if (i.kind === 'strong') out += wrapTrimmed(inlineMarkdown(i.children), '**');
    else out += inlineMarkdown(i.children);
  }
  return out.replace(/ {2,}(?!\n)/g, ' ');
}

/**
 * Markdown emphasis and links must hug their text ("** bold **" is not bold); the spaces they held move
 * outside, so the words around them stay apart.
 */
function wrapTrimmed(text: string, open: string, close = open): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = /^\s/.test(text) ? ' ' : '';
  const trail = /\s$/.test(text) ? ' ' : '';
  return `${lead}${open}${trimmed}${close}${trail}`;
}

export function toMarkdown(blocks: Block[]): string {
  return blocks
    .map(blockMarkdown)
    .filter((t) => t !== '')
    .join('\n\n');
}

function blockMarkdown(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineMarkdown(block.inlines).trim();
    case 'heading':
      return `${'#'.repeat(block.level)} ${inlineMarkdown(block.inlines).trim()}`;
    case 'code': {
      const fence = block.text.includes('```') ? '~~~' : '```';
      return `${fence}\n${block.text}\n${fence}`;
    }
    case 'list':
      return block.items
        .map((item, n) => {
          const marker = block.ordered ? `${n + 1}.` : '-';
          const body = toMarkdown(item).replace(/\n/g, `\n${' '.repeat(marker.length + 1)}`);
          return `${marker} ${body}`;
        })
        .join('\n');
    case 'quote':
      return toMarkdown(block.blocks)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'table': {
      const caption = inlineMarkdown(block.caption).trim();
      return caption ? `${caption}\n\n${tableMarkdown(block.rows)}` : tableMarkdown(block.rows);
    }
    case 'figure':
      return [
        toMarkdown(block.blocks),
        block.caption.length ? `_${inlineMarkdown(block.caption).trim()}_` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
    case 'rule':
      return '---';
  }
}

function tableMarkdown(rows: Array<{ header: boolean; cells: Inline[][] }>): string {
  const width = Math.max(...rows.map((r) => r.cells.length));
  const line = (cells: string[]): string =>
    `| ${Array.from({ length: width }, (_, n) => cells[n] ?? '').join(' | ')} |`;
  // A line break in a cell (a <br>, a list item) is written as <br>, which GFM keeps inside a cell.
  const cellText = (c: Inline[]): string =>
    inlineMarkdown(c)
      .replace(/\|/g, '\\|')
      .trim()
      .replace(/ *\n */g, '<br>')
      .replace(/\s+/g, ' ');
  const [first, ...rest] = rows;
  if (!first) return '';
  // GFM tables need a header row; a table without one gets an empty header.
  const header = first.header ? line(first.cells.map(cellText)) : line([]);
  const body = (first.header ? rest : rows).map((r) => line(r.cells.map(cellText)));
  return [header, line(Array.from({ length: width }, () => '---')), ...body].join('\n');
}

export function collectLinks(blocks: Block[]): Array<{ text: string; href: string }> {
  const links: Array<{ text: string; href: string }> = [];
  const seen = new Set<string>();
  const fromInlines = (inlines: Inline[]): void => {
    for (const i of inlines) {
      if (i.kind === 'link') {
        const text = inlineText(i.children).replace(/\s+/g, ' ');
        const key = `${i.href}\n${text}`;
        if (!seen.has(key)) {
          seen.add(key);
          links.push({ text, href: i.href });
        }
      } else if ('children' in i) fromInlines(i.children);
    }
  };
  const fromBlocks = (list: Block[]): void => {
    for (const b of list) {
      if (b.kind === 'paragraph' || b.kind === 'heading') fromInlines(b.inlines);
      else if (b.kind === 'list') for (const item of b.items) fromBlocks(item);
      else if (b.kind === 'quote') fromBlocks(b.blocks);
      else if (b.kind === 'figure') {
        fromBlocks(b.blocks);
        fromInlines(b.caption);
      } else if (b.kind === 'table') {
        fromInlines(b.caption);
        for (const row of b.rows) for (const cell of row.cells) fromInlines(cell);
      }
    }
  };
  fromBlocks(blocks);
  return links;
}
