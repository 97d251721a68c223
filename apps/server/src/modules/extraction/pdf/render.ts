import type { Block } from './blocks.ts';
import { joinLines, type Vocabulary } from './hyphenation.ts';
import { FOOTNOTE_REF_CLOSE, FOOTNOTE_REF_OPEN } from './types.ts';

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const FOOTNOTE_REF = new RegExp(`${FOOTNOTE_REF_OPEN}(\\d+)${FOOTNOTE_REF_CLOSE}`, 'g');

/** Heading levels from the sizes of all headings of the document: the largest is level 1. */
export function headingLevels(blocks: Iterable<Block>): (block: Block & { kind: 'heading' }) => number {
  const sizes = new Set<number>();
  for (const block of blocks) if (block.kind === 'heading') sizes.add(Math.round(block.size * 2));
  const ranked = [...sizes].sort((a, b) => b - a);
  return (block) => Math.min(6, ranked.indexOf(Math.round(block.size * 2)) + 1);
}

export interface Rendered {
  text: string;
  markdown: string;
}

/** A page's blocks as plain text (footnote references as superscript digits) and as Markdown. */
export function renderBlocks(
  blocks: Block[],
  vocabulary: Vocabulary,
  levelOf: (block: Block & { kind: 'heading' }) => number,
): Rendered {
  const text: string[] = [];
  const markdown: string[] = [];
  let previous: Block | undefined;
  for (const block of blocks) {
    // List items and table rows follow each other line by line; every other block is its own paragraph.
    const tight =
      (block.kind === 'item' && previous?.kind === 'item' && previous.ordered === block.ordered) ||
      (block.kind === 'footnote' && previous?.kind === 'footnote');
    const separator = text.length ? (tight ? '\n' : '\n\n') : '';
    const [plain, marked] = renderBlock(block, vocabulary, levelOf);
    text.push(separator + plain);
    markdown.push(separator + marked);
    previous = block;
  }
  return { text: text.join(''), markdown: markdown.join('') };
}

function renderBlock(
  block: Block,
  vocabulary: Vocabulary,
  levelOf: (block: Block & { kind: 'heading' }) => number,
): [string, string] {
  switch (block.kind) {
    case 'heading': {
      const body = joinLines(block.lines, vocabulary);
      return [plainRefs(body), `${'#'.repeat(levelOf(block))} ${markdownRefs(escapeMarkdown(body))}`];
    }
    case 'paragraph': {
      const body = joinLines(block.lines, vocabulary);
      return [plainRefs(body), markdownRefs(escapeLineStart(escapeMarkdown(body)))];
    }
    case 'item': {
      const body = joinLines(block.lines, vocabulary);
      const plainMarker = block.ordered ? block.marker : '•';
      const markdownMarker = block.ordered ? `${block.marker.replace(/[()]/g, '').replace(/\)$/, '.')}` : '-';
      return [
        `${plainMarker} ${plainRefs(body)}`,
        `${/^\d+[.)]$/.test(markdownMarker) ? markdownMarker : block.ordered ? '1.' : '-'} ${markdownRefs(escapeMarkdown(body))}`,
      ];
    }
    case 'table': {
      const plain = block.rows.map((row) => row.map(plainRefs).join('\t')).join('\n');
      const width = Math.max(...block.rows.map((r) => r.length));
      const cells = (row: string[]) =>
        `| ${Array.from({ length: width }, (_, i) => markdownRefs(escapeMarkdown(row[i] ?? '')).replace(/\|/g, '\\|')).join(' | ')} |`;
      const [head = [], ...body] = block.rows;
      const marked = [cells(head), `|${' --- |'.repeat(width)}`, ...body.map(cells)].join('\n');
      return [plain, marked];
    }
    case 'footnote': {
      const body = joinLines(block.lines, vocabulary).replace(FOOTNOTE_REF, '$1');
      const numbered = /^(\d{1,3})\s*(.*)$/s.exec(body);
      return [body, numbered ? `[^${numbered[1]}]: ${escapeMarkdown(numbered[2]!)}` : escapeMarkdown(body)];
    }
  }
}

function plainRefs(text: string): string {
  return text.replace(FOOTNOTE_REF, (_, digits: string) =>
    [...digits].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join(''),
  );
}

function markdownRefs(text: string): string {
  return text.replace(FOOTNOTE_REF, '[^$1]');
}

/** Characters Markdown would read as emphasis, code or links. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/** A paragraph that starts like a heading, a list item or a quote. */
function escapeLineStart(text: string): string {
  return text.replace(/^(#|>|[-+] )/, '\\$1').replace(/^(\d+)([.)] )/, '$1\\$2');
}
