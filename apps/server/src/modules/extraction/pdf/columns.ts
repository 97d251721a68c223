import type { Fragment, Row } from './types.ts';

/** A row, or the part of a row within one column, in reading order. */
export interface Line {
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  /** The fragments' texts: more than one is a table row (or a list marker and its item). */
  cells: string[];
  /** Where each cell starts. */
  cellX: number[];
  /** The edges of the column (or page text area) the line belongs to. */
  left: number;
  width: number;
  /** Increases at every change of column or of column block, so paragraphs do not run across them. */
  flow: number;
}

/** The gutter between columns is looked for in this middle band of the text area. */
const GUTTER_BAND = [0.3, 0.7] as const;
/** Fragments narrower than this share of the text area are the ones a column can hold. */
const NARROW_SHARE = 0.55;
/** The narrowest gutter, in font sizes of the body text. */
const MIN_GUTTER = 0.8;
/** A bullet or list number alone, set apart from its item's text. */
const LIST_MARKER = /^(?:[^\p{L}\p{N}\s]|\(?\d{1,3}[.)]|\(?[a-z][.)])$/u;
/** How far (in body font sizes) right of the right column's edge a row's right part starts in a table. */
const TABLE_INDENT = 4;
/** Lines needed on each side of a gutter before a block is read as two columns. */
const MIN_COLUMN_LINES = 3;

interface Gutter {
  from: number;
  to: number;
}

/**
 * Puts a page's rows in reading order. Where the text stands in two columns (a vertical band of white in
 * the middle that most lines leave free), the rows between two full-width rows are read left column first,
 * then right column. Other pages keep row order, so table rows stay whole.
 */
export function readingOrder(rows: Row[], bodySize: number): Line[] {
  const fragments = rows.flatMap((r) => r.fragments);
  if (!fragments.length) return [];
  const left = Math.min(...fragments.map((f) => f.x));
  // The text's right edge: most lines reach it; a wider header or a lone column must not stretch it.
  const rights = rows.map((r) => r.fragments[r.fragments.length - 1]!.right).sort((a, b) => a - b);
  const right = rights[Math.floor(0.9 * (rights.length - 1))]!;
  const gutter = findGutter(fragments, left, right, bodySize);
  const lines: Line[] = [];
  let flow = 0;
  const wholeRow = (row: Row) => lines.push(lineOf(row.fragments, left, right - left, flow));
  if (!gutter) {
    for (const row of rows) wholeRow(row);
    return lines;
  }
  let block: Row[] = [];
  const flush = () => {
    if (!block.length) return;
    const leftSide = block.map((r) => r.fragments.filter((f) => f.right <= gutter.from));
    const rightSide = block.map((r) => r.fragments.filter((f) => f.x >= gutter.to));
    const columnar =
      looksLikeColumn(leftSide, gutter.from - left) && looksLikeColumn(rightSide, right - gutter.to);
    if (!columnar) {
      for (const row of block) wholeRow(row);
    } else {
      flow++;
      for (const parts of leftSide)
        if (parts.length) lines.push(lineOf(parts, left, gutter.from - left, flow));
      flow++;
      for (const parts of rightSide)
        if (parts.length) lines.push(lineOf(parts, gutter.to, right - gutter.to, flow));
    }
    flow++;
    block = [];
  };
  // The right column's text starts at its edge (a first-line or list indent aside); a row whose right part
  // starts well inside it is a table row or a caption across the page, read whole.
  const rightEdge = Math.min(...fragments.filter((f) => f.x >= gutter.to).map((f) => f.x));
  const spans = (row: Row) => {
    if (row.fragments.some((f) => f.x < gutter.to && f.right > gutter.from)) return true;
    const firstRight = row.fragments.find((f) => f.x >= gutter.to);
    const hasLeft = row.fragments.some((f) => f.right <= gutter.from);
    return hasLeft && firstRight !== undefined && firstRight.x > rightEdge + TABLE_INDENT * bodySize;
  };
  for (const row of rows) {
    if (spans(row)) {
      flush();
      wholeRow(row);
    } else {
      block.push(row);
    }
  }
  flush();
  return lines;
}

/**
 * Enough lines, most of them filling the column: the cells of a table that happens to leave the middle free
 * are narrower, and a table is read row by row.
 */
function looksLikeColumn(parts: Fragment[][], columnWidth: number): boolean {
  const widths = parts
    .filter((p) => p.length)
    .map((p) => Math.max(...p.map((f) => f.right)) - p[0]!.x)
    .sort((a, b) => a - b);
  if (widths.length < MIN_COLUMN_LINES) return false;
  // Lines of running text are one fragment each (a list marker aside); table rows are several.
  const split = parts.filter((p) => p.length > 2 || (p.length === 2 && !LIST_MARKER.test(p[0]!.text))).length;
  return widths[Math.floor(widths.length / 2)]! >= 0.6 * columnWidth && split < 0.3 * widths.length;
}

function lineOf(fragments: Fragment[], left: number, width: number, flow: number): Line {
  const first = fragments[0]!;
  return {
    x: first.x,
    right: Math.max(...fragments.map((f) => f.right)),
    y: first.y,
    size: Math.max(...fragments.map((f) => f.size)),
    bold: fragments.every((f) => f.bold),
    cells: fragments.map((f) => f.text),
    cellX: fragments.map((f) => f.x),
    left,
    width,
    flow,
  };
}

/**
 * The widest band of the middle of the text area that (almost) no fragment narrower than a column crosses,
 * with enough lines on both sides; none on a single-column page.
 */
function findGutter(
  fragments: Fragment[],
  left: number,
  right: number,
  bodySize: number,
): Gutter | undefined {
  const width = right - left;
  if (width <= 0) return undefined;
  const step = Math.max(1, bodySize / 4);
  const bins = Math.ceil(width / step);
  const crossing = new Array<number>(bins).fill(0);
  // Lines across the whole text area (titles, full-width paragraphs, running lines) cross any gutter.
  const narrow = fragments.filter((f) => f.right - f.x < NARROW_SHARE * width);
  for (const f of narrow) {
    const from = Math.max(0, Math.floor((f.x - left) / step));
    const to = Math.min(bins - 1, Math.floor((f.right - left) / step));
    for (let i = from; i <= to; i++) crossing[i]!++;
  }
  // A title or a caption may stand across the gutter; a few crossings leave it a gutter.
  const limit = Math.max(1, Math.floor(narrow.length / 20));
  const first = Math.floor(bins * GUTTER_BAND[0]);
  const last = Math.ceil(bins * GUTTER_BAND[1]);
  let best: Gutter | undefined;
  let start = -1;
  for (let i = first; i <= last + 1; i++) {
    const free = i <= last && crossing[i]! <= limit;
    if (free && start < 0) start = i;
    if (!free && start >= 0) {
      const band = { from: left + start * step, to: left + i * step };
      if (!best || band.to - band.from > best.to - best.from) best = band;
      start = -1;
    }
  }
  if (!best || best.to - best.from < MIN_GUTTER * bodySize) return undefined;
  const gutter = best;
  const leftLines = fragments.filter((f) => f.right <= gutter.to && f.x < gutter.from - width / 4).length;
  const rightLines = fragments.filter((f) => f.x >= gutter.from && f.right > gutter.to + width / 4).length;
  return leftLines >= MIN_COLUMN_LINES && rightLines >= MIN_COLUMN_LINES ? gutter : undefined;
}
