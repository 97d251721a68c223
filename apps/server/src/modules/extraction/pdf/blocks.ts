import type { Line } from './columns.ts';

export type Block =
  | { kind: 'heading'; size: number; bold: boolean; lines: string[] }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'item'; ordered: boolean; marker: string; lines: string[] }
  | { kind: 'table'; rows: string[][]; columns: number[] }
  | { kind: 'footnote'; lines: string[] };

/** A bullet glyph alone (fonts put bullets in private-use code points too). */
const BULLET = /^[•·▪‣◦●○■□►▸➢✓❖–—*\-\uf0a7\uf0b7\uf076\uf0d8\ue000-\uf8ff]$/u;
/** A list number alone: "1.", "2)", "a.", "iv)", "(3)". */
const NUMBER = /^(?:\(?\d{1,3}[.)]|\(?[a-z][.)]|\(?[ivx]{1,5}[.)])$/i;
const BULLET_START = /^([•·▪‣◦●○■□►▸➢✓❖\uf0a7\uf0b7\uf076\uf0d8\ue000-\uf8ff])\s+(.*)$/u;
const NUMBER_START = /^(\(?\d{1,3}[.)])\s+(.*)$/;

/** Lines this much larger than the body text are headings. */
const HEADING_SIZE = 1.12;
/** Lines whose sizes differ by less than this share are set in the same size. */
const SAME_SIZE = 0.05;
/** A baseline gap this many times the usual one opens a new paragraph. */
const PARAGRAPH_GAP = 1.3;

/** Groups a page's lines, in reading order, into headings, paragraphs, list items and tables. */
export function linesToBlocks(lines: Line[], bodySize: number): Block[] {
  const blocks: Block[] = [];
  const spacing = usualSpacing(lines);
  let previous: Line | undefined;
  let open: Block | undefined;
  /** Where the open list item's marker stands: its next lines begin to the right of it. */
  let itemMarkerX = 0;
  lines.forEach((line, index) => {
    const list = listMarker(line, open, lines[index + 1]);
    const heading = isHeading(line, bodySize);
    const sameFlow = previous !== undefined && previous.flow === line.flow;
    const gap = previous ? line.y - previous.y : 0;
    const near =
      sameFlow && gap > 0 && gap < PARAGRAPH_GAP * (spacing.get(sizeKey(line.size)) ?? 1.2 * line.size);
    // Lines of one paragraph share their size; a heading a point larger than its paragraph does not.
    const sameStyle = previous !== undefined && Math.abs(previous.size - line.size) < SAME_SIZE * line.size;

    if (list) {
      open = { kind: 'item', ordered: list.ordered, marker: list.marker, lines: [list.text] };
      itemMarkerX = line.x;
      blocks.push(open);
    } else if (open?.kind === 'table' && sameFlow && continuesCells(open, line)) {
      const row = open.rows[open.rows.length - 1]!;
      line.cells.forEach((cell, i) => {
        const column = columnAt(open as Block & { kind: 'table' }, line.cellX[i]!, line.size);
        row[column] = row[column] ? `${row[column]} ${cell}` : cell;
      });
    } else if (line.cells.length > 1 && !heading) {
      if (open?.kind === 'table' && sameFlow) open.rows.push(line.cells);
      else {
        open = { kind: 'table', rows: [line.cells], columns: line.cellX };
        blocks.push(open);
      }
    } else if (heading) {
      const text = line.cells.join(' ');
      if (open?.kind === 'heading' && near && sameStyle) open.lines.push(text);
      else {
        open = { kind: 'heading', size: line.size, bold: line.bold, lines: [text] };
        blocks.push(open);
      }
    } else {
      const text = line.cells.join(' ');
      const continues =
        sameStyle &&
        previous !== undefined &&
        ((near &&
          open?.kind === 'paragraph' &&
          !startsParagraph(previous, line) &&
          !standsAlone(open, previous)) ||
          (near && open?.kind === 'item' && line.x > itemMarkerX + 0.4 * line.size) ||
          (!sameFlow && (open?.kind === 'paragraph' || open?.kind === 'item') && runsOn(previous, line)));
      if (continues && (open?.kind === 'paragraph' || open?.kind === 'item')) open.lines.push(text);
      else {
        open = { kind: 'paragraph', lines: [text] };
        blocks.push(open);
      }
    }
    previous = line;
  });
  return blocks;
}

/**
 * A line of a table cell that wraps: its cells stand under the table's columns, the first one empty (a
 * new row fills its first cell).
 */
function continuesCells(table: Block & { kind: 'table' }, line: Line): boolean {
  if (line.cells.length >= table.columns.length) return false;
  if (line.cellX[0]! < table.columns[0]! + 0.5 * line.size) return false;
  return line.cellX.every((x) => table.columns.some((c) => Math.abs(c - x) < 0.5 * line.size));
}

function columnAt(table: Block & { kind: 'table' }, x: number, size: number): number {
  const index = table.columns.findIndex((c) => Math.abs(c - x) < 0.5 * size);
  return Math.max(0, index);
}

/**
 * A paragraph that reaches the bottom of a column and goes on at the top of the next: its last line there
 * is full and does not end a sentence, and the next column starts without an indent.
 */
function runsOn(previous: Line, line: Line): boolean {
  const full = previous.right >= previous.left + 0.85 * previous.width;
  const text = previous.cells[previous.cells.length - 1] ?? '';
  return full && !/[.!?:;]["”’»)]?$/.test(text) && line.x <= line.left + 0.5 * line.size;
}

/**
 * A short first line that ends without punctuation and starts with a capital or a number: a heading set in
 * the body's font (its boldness unknown), not the start of the paragraph under it.
 */
function standsAlone(open: Block & { kind: 'paragraph' }, previous: Line): boolean {
  if (open.lines.length !== 1) return false;
  const text = open.lines[0]!;
  return (
    previous.right < previous.left + 0.7 * previous.width &&
    /^[\p{Lu}\p{N}]/u.test(text) &&
    !/[.,;:!?…"”’»)\-–—]$/.test(text)
  );
}

/** A first-line indent, or a previous line that ended a sentence well short of the column's edge. */
function startsParagraph(previous: Line, line: Line): boolean {
  if (line.x > previous.x + 0.8 * line.size && line.x > line.left + 0.8 * line.size) return true;
  const short = previous.right < previous.left + 0.8 * previous.width;
  const text = previous.cells[previous.cells.length - 1] ?? '';
  return short && /[.!?:;"”»)]$/.test(text);
}

function isHeading(line: Line, bodySize: number): boolean {
  const text = line.cells.join(' ');
  if (!/\p{L}/u.test(text)) return false;
  if (line.size >= HEADING_SIZE * bodySize) return true;
  // Bold lines in the body size are headings when short and not ending like a sentence.
  return line.bold && text.length < 90 && !/[.,;:]$/.test(text) && line.right < line.left + 0.85 * line.width;
}

/** The number of a list item's marker ("3." or "(3)"), or NaN. */
const markerNumber = (marker: string) => Number.parseInt(marker.replace(/^\(/, ''), 10);

/**
 * A list marker on the line: a bullet or number set apart from its text, a bullet, or a number starting the
 * line. A number at the very edge of a column is an item only when it goes on from the open item's number
 * or is a 1. followed by a 2.: questionnaires set their numbers flush with the column, while "2019. The year"
 * at the start of a wrapped line is text.
 */
function listMarker(
  line: Line,
  open: Block | undefined,
  next: Line | undefined,
): { ordered: boolean; marker: string; text: string } | undefined {
  const [first = '', ...rest] = line.cells;
  // A marker set apart from its text by a tab: two fragments.
  if (rest.length && (BULLET.test(first) || NUMBER.test(first))) {
    return { ordered: NUMBER.test(first), marker: first, text: rest.join(' ') };
  }
  const text = line.cells.join(' ');
  const bullet = BULLET_START.exec(text);
  if (bullet) return { ordered: false, marker: bullet[1]!, text: bullet[2]! };
  const number = NUMBER_START.exec(text);
  // "1. " at a column start is a numbered list; "2019 adalah" is not (the number must end with . or )).
  if (!number) return undefined;
  const value = markerNumber(number[1]!);
  const follows =
    (open?.kind === 'item' && open.ordered && markerNumber(open.marker) === value - 1) ||
    (value === 1 &&
      next !== undefined &&
      markerNumber(NUMBER_START.exec(next.cells.join(' '))?.[1] ?? '') === 2);
  if (line.x > line.left + 0.3 * line.size || follows)
    return { ordered: true, marker: number[1]!, text: number[2]! };
  return undefined;
}

function sizeKey(size: number): number {
  return Math.round(size * 2);
}

/** The most common baseline-to-baseline distance between consecutive lines of each font size. */
function usualSpacing(lines: Line[]): Map<number, number> {
  const counts = new Map<number, Map<number, number>>();
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const gap = b.y - a.y;
    if (a.flow !== b.flow || gap <= 0 || gap > 3 * b.size || sizeKey(a.size) !== sizeKey(b.size)) continue;
    const bySize = counts.get(sizeKey(b.size)) ?? new Map<number, number>();
    const rounded = Math.round(gap * 2) / 2;
    bySize.set(rounded, (bySize.get(rounded) ?? 0) + 1);
    counts.set(sizeKey(b.size), bySize);
  }
  const result = new Map<number, number>();
  for (const [key, bySize] of counts) {
    const [gap] = [...bySize.entries()].sort((p, q) => q[1] - p[1] || p[0] - q[0])[0]!;
    result.set(key, gap);
  }
  return result;
}
