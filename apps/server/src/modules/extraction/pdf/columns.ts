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

/** Gutters between columns are looked for in this band of the text area (margins notes aside). */
const GUTTER_BAND = [0.15, 0.85] as const;
/** Fragments narrower than this share of the text area are the ones a column can hold. */
const NARROW_SHARE = 0.55;
/** The narrowest gutter, in font sizes of the body text. */
const MIN_GUTTER = 0.8;
/** Gutter candidates weighed per page: four make five columns, more than pages have. */
const MAX_GUTTERS = 4;
/** The narrowest column, as a share of the text area. */
const MIN_COLUMN_SHARE = 0.18;
/** A bullet or list number alone, set apart from its item's text. */
const LIST_MARKER = /^(?:[^\p{L}\p{N}\s]|\(?\d{1,3}[.)]|\(?[a-z][.)])$/u;
/** How far (in body font sizes) right of a column's edge a row's part starts in a table. */
const TABLE_INDENT = 4;
/** A line alone on its row whose middle is this near (in body font sizes) the text area's is centred. */
const CENTRED = 2;
/** A line of running text beside labels is at least this share of the width from its start to the labels' end. */
const RUNNING_LINE_SHARE = 0.5;
/** Baselines further apart than this many font sizes are in different paragraphs (lines are ~1.2 apart). */
const PARAGRAPH_LEADING = 1.6;
/** Lines needed in each column before a block is read as columns. */
const MIN_COLUMN_LINES = 3;

interface Column {
  from: number;
  to: number;
}

/**
 * Puts a page's rows in reading order. Where the text stands in columns (vertical bands of white that the
 * lines leave free), the rows between two rows across the page are read column by column, left to right.
 * Other pages keep row order, so table rows stay whole.
 */
export function readingOrder(rows: Row[], bodySize: number): Line[] {
  const fragments = rows.flatMap((r) => r.fragments);
  if (!fragments.length) return [];
  const left = Math.min(...fragments.map((f) => f.x));
  // The text's right edge: most lines reach it; a wider header or a lone column must not stretch it.
  const rights = rows.map((r) => r.fragments[r.fragments.length - 1]!.right).sort((a, b) => a - b);
  const right = rights[Math.round(0.9 * (rights.length - 1))]!;
  const columns = findColumns(rows, left, right, bodySize);
  const lines: Line[] = [];
  let flow = 0;
  const wholeRow = (row: Row) => lines.push(lineOf(row.fragments, left, right - left, flow));
  if (columns.length < 2) return withAsides(rows, left, bodySize);
  // The outer edges bound nothing: a line may stick out past the text's usual right edge.
  const last = columns.length - 1;
  // Asked several times for each fragment while rows are split and columns checked: worked out once.
  const columnCache = new Map<Fragment, number>();
  const columnOf = (f: Fragment) => {
    let column = columnCache.get(f);
    if (column === undefined) {
      column = columns.findIndex(
        (c, i) => (i === 0 || f.x >= c.from - 1) && (i === last || f.right <= c.to + 1),
      );
      columnCache.set(f, column);
    }
    return column;
  };
  // A column's text starts at its edge (a first-line or list indent aside); a row whose part in a later
  // column starts well inside it is a table row or a caption across the page, read whole.
  const edges = columns.map((c) => Math.min(...fragments.filter((f) => f.x >= c.from - 1).map((f) => f.x)));
  const spans = (row: Row) =>
    row.fragments.some((f, i) => {
      const column = columnOf(f);
      if (column < 0) return true;
      const firstThere = i === 0 || columnOf(row.fragments[i - 1]!) !== column;
      return column > 0 && firstThere && i > 0 && f.x > edges[column]! + TABLE_INDENT * bodySize;
    });
  let block: Row[] = [];
  const flush = () => {
    if (!block.length) return;
    const parts = columns.map((_, c) => block.map((r) => r.fragments.filter((f) => columnOf(f) === c)));
    const filled = parts.every((part, c) => looksLikeColumn(part, columns[c]!.to - columns[c]!.from));
    if (!filled && !numberedAcross(parts)) {
      for (const row of block) wholeRow(row);
    } else {
      parts.forEach((part, c) => {
        flow++;
        const { from, to } = columns[c]!;
        for (const fragmentsHere of part) {
          if (fragmentsHere.length) lines.push(lineOf(fragmentsHere, from, to - from, flow));
        }
      });
    }
    flow++;
    block = [];
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
 * One column of text, its rows read whole, but labels set beside it (a figure's or a margin's, beyond a gap
 * past the text's right edge, on rows whose text fills the width) read after the paragraph they stand by,
 * not as cells of a table row.
 */
function withAsides(rows: Row[], left: number, bodySize: number): Line[] {
  // The text's right edge as its lines' own ends give it, labels beside them left out.
  const ends = rows.map((r) => r.fragments[0]!.right).sort((a, b) => a - b);
  const right = ends[Math.round(0.9 * (ends.length - 1))]!;
  const widest = Math.max(...rows.flatMap((r) => r.fragments.map((f) => f.right)));
  const lines: Line[] = [];
  let flow = 0;
  let asides: Fragment[] = [];
  let lastY = Number.NEGATIVE_INFINITY;
  const flushAsides = () => {
    flow++;
    for (const label of asides) lines.push(lineOf([label], label.x, label.right - label.x, flow));
    flow++;
    asides = [];
  };
  for (const row of rows) {
    const [first, ...rest] = row.fragments;
    if (asides.length && first!.x > right + MIN_GUTTER * bodySize) {
      // A label on a row of its own, between two lines of the paragraph.
      asides.push(...row.fragments);
      continue;
    }
    // Labels go after the paragraph they stand by: before a line set apart by a paragraph's gap, or after
    // a line that does not fill the width.
    if (asides.length && row.y - lastY > PARAGRAPH_LEADING * row.size) flushAsides();
    // A line of running text fills the text's width, which is most of the page's (a table's first cell is
    // neither).
    const full =
      first!.x < left + 2 * bodySize &&
      first!.right >= right - bodySize &&
      first!.right - first!.x >= RUNNING_LINE_SHARE * (widest - left);
    const beside = rest.length > 0 && rest.every((f) => f.x > right + MIN_GUTTER * bodySize);
    lines.push(lineOf(full && beside ? [first!] : row.fragments, left, right - left, flow));
    lastY = row.y;
    if (full && beside) asides.push(...rest);
    if (!full && asides.length) flushAsides();
  }
  if (asides.length) flushAsides();
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

/** A list number opening a line: "7.", "7)", "(7)". */
const ITEM_NUMBER = /^\(?(\d{1,3})[.)]/;

/**
 * Numbered items running down each column and on from one column to the next (1 to 5, then 6 to 10): a
 * questionnaire or an exercise sheet, whose short lines fill no column, and which a table (numbered across
 * its rows) never is.
 */
function numberedAcross(parts: Fragment[][][]): boolean {
  let expected: number | undefined;
  for (const part of parts) {
    const numbers = part
      .filter((fragments) => fragments.length)
      .map((fragments) => ITEM_NUMBER.exec(fragments[0]!.text)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    if (numbers.length < 2) return false;
    for (const n of numbers) {
      if (expected !== undefined && n !== expected) return false;
      expected = n + 1;
    }
  }
  return true;
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
 * The columns of a page: the text area cut at the bands of white (gutters) that (almost) no fragment
 * narrower than a column crosses, keeping only cuts that leave every column wide and with enough lines;
 * one column when there is none.
 */
function findColumns(rows: Row[], left: number, right: number, bodySize: number): Column[] {
  const fragments = rows.flatMap((r) => r.fragments);
  const width = right - left;
  if (width <= 0) return [{ from: left, to: right }];
  const step = Math.max(1, bodySize / 4);
  const bins = Math.ceil(width / step);
  const crossing = new Array<number>(bins).fill(0);
  // Lines across the whole text area (titles, full-width paragraphs, running lines) cross any gutter, and
  // so do lines centred alone on their row (a paper's authors and their addresses above its columns).
  const middle = (left + right) / 2;
  const centred = new Set(
    rows
      .filter((r) => r.fragments.length === 1)
      .map((r) => r.fragments[0]!)
      .filter((f) => Math.abs((f.x + f.right) / 2 - middle) < CENTRED * bodySize),
  );
  const narrow = fragments.filter((f) => f.right - f.x < NARROW_SHARE * width && !centred.has(f));
  for (const f of narrow) {
    const from = Math.max(0, Math.floor((f.x - left) / step));
    const to = Math.min(bins - 1, Math.floor((f.right - left) / step));
    for (let i = from; i <= to; i++) crossing[i]!++;
  }
  // A title or a caption may stand across a gutter; a few crossings leave it a gutter.
  const limit = Math.max(1, Math.floor(narrow.length / 20));
  const first = Math.floor(bins * GUTTER_BAND[0]);
  const last = Math.ceil(bins * GUTTER_BAND[1]);
  const gutters: Column[] = [];
  let start = -1;
  for (let i = first; i <= last + 1; i++) {
    const free = i <= last && crossing[i]! <= limit;
    if (free && start < 0) start = i;
    if (!free && start >= 0) {
      const wide = (band: Column) => (band.to - band.from) * step >= MIN_GUTTER * bodySize;
      const refined = clearest(crossing, start, i);
      const band = wide(refined) ? refined : { from: start, to: i };
      if (wide(band)) gutters.push({ from: left + band.from * step, to: left + band.to * step });
      start = -1;
    }
  }
  // The most gutters (the widest few looked at) that leave every column wide and with enough lines.
  const candidates = gutters.sort((a, b) => b.to - b.from - (a.to - a.from)).slice(0, MAX_GUTTERS);
  const columnsOf = (cuts: Column[]) => {
    const sorted = [...cuts].sort((a, b) => a.from - b.from);
    return [...sorted, { from: right, to: right }].map((g, i) => ({
      from: i ? sorted[i - 1]!.to : left,
      to: g.from,
    }));
  };
  // As in readingOrder, the outer edges bound nothing.
  const inside = (f: Fragment, c: Column) =>
    (c.from === left || f.x >= c.from - 1) && (c.to === right || f.right <= c.to + 1);
  // Columns of running text have lines that fill them; numbered items that run on from one column to the
  // next make columns however short their lines.
  const valid = (columns: Column[]) =>
    columns.every((c) => c.to - c.from >= MIN_COLUMN_SHARE * width) &&
    (columns.every(
      (c) =>
        fragments.filter((f) => inside(f, c) && f.right - f.x > (c.to - c.from) / 2).length >=
        MIN_COLUMN_LINES,
    ) ||
      numberedAcross(columns.map((c) => fragments.filter((f) => inside(f, c)).map((f) => [f]))));
  let chosen: Column[] = [];
  for (let subset = 1; subset < 1 << candidates.length; subset++) {
    const cuts = candidates.filter((_, i) => subset & (1 << i));
    if (cuts.length > chosen.length && valid(columnsOf(cuts))) chosen = cuts;
  }
  return columnsOf(chosen);
}

/**
 * Within a band of bins few fragments cross, the longest run crossed by the fewest: the ragged ends of a
 * column's lines are not part of its gutter.
 */
function clearest(crossing: number[], from: number, to: number): Column {
  const least = Math.min(...crossing.slice(from, to));
  let best = { from, to: from };
  let start = -1;
  for (let i = from; i <= to; i++) {
    const clear = i < to && crossing[i] === least;
    if (clear && start < 0) start = i;
    if (!clear && start >= 0) {
      if (i - start > best.to - best.from) best = { from: start, to: i };
      start = -1;
    }
  }
  return best;
}
