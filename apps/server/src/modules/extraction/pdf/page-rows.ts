import { FOOTNOTE_REF_CLOSE, FOOTNOTE_REF_OPEN, type Fragment, type Row } from './types.ts';

/** The parts of a pdf.js text item this module reads. */
export interface TextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

interface Glyphs {
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
  /** A space the PDF wrote between two words (pdf.js reports it as an item of its own). */
  space: boolean;
}

/** Items whose baselines differ by less than this share a row (a raised footnote digit included). */
const SAME_ROW = 0.45;
/** A horizontal gap wider than this many font sizes separates columns or table cells, not words. */
const CELL_GAP = 0.8;
/** A gap wider than this many font sizes stands for a space the PDF did not write. */
const WORD_GAP = 0.15;
/**
 * A written space up to this wide joins two words; wider gaps (up to JUSTIFIED_GAP) do too when the line has
 * several of the same width (justified text), but one alone is a tab between cells.
 */
const SPACE_GAP = 1.0;
const JUSTIFIED_GAP = 3.0;
/** Gaps that differ by less than this many font sizes are the same width. */
const EQUAL_GAP = 0.08;

/**
 * Groups a page's text items into rows (one baseline) of fragments (runs of text without a wide gap),
 * top to bottom and left to right. Vertical and rotated text is kept in the rows of its start point.
 */
export function pageRows(items: TextItem[], pageTop: number, boldFonts: ReadonlySet<string>): Row[] {
  const glyphs: Glyphs[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
    glyphs.push({
      x: e,
      right: e + Math.max(item.width, 0),
      y: pageTop - f,
      size,
      bold: boldFonts.has(item.fontName),
      text: item.str,
      space: !item.str.trim(),
    });
  }
  glyphs.sort((p, q) => p.y - q.y || p.x - q.x);

  const rows: Glyphs[][] = [];
  let current: Glyphs[] = [];
  let baseline = Number.NaN;
  let rowSize = 0;
  for (const glyph of glyphs) {
    if (current.length && Math.abs(glyph.y - baseline) <= SAME_ROW * Math.max(rowSize, glyph.size)) {
      current.push(glyph);
      // The row's baseline is its largest text's: a raised footnote digit comes first in y order.
      if (glyph.size > rowSize) {
        rowSize = glyph.size;
        baseline = glyph.y;
      }
      continue;
    }
    if (current.length) rows.push(current);
    current = [glyph];
    baseline = glyph.y;
    rowSize = glyph.size;
  }
  if (current.length) rows.push(current);
  return rows.filter((row) => row.some((g) => !g.space)).map(toRow);
}

function toRow(glyphs: Glyphs[]): Row {
  const words = glyphs.filter((g) => !g.space);
  const size = Math.max(...words.map((g) => g.size));
  const main = words.find((g) => g.size === size)!;
  glyphs.sort((p, q) => p.x - q.x || Number(p.space) - Number(q.space));
  // Each gap between two words, and whether the PDF wrote a space in it.
  const gaps: { gap: number; written: boolean; betweenWords: boolean }[] = [];
  let written = false;
  let last: Glyphs | undefined;
  for (const glyph of glyphs) {
    if (glyph.space) {
      written ||= last !== undefined;
      continue;
    }
    if (last) {
      const betweenWords = !/\S\s+\S/.test(last.text) && !/\S\s+\S/.test(glyph.text);
      gaps.push({ gap: glyph.x - last.right, written, betweenWords });
    }
    last = glyph;
    written = false;
  }
  // Justification widens every space of a line by the same amount: a wide gap between two single words
  // next to one of the same width is a word space. Gutters between columns are equal too, but lie between
  // lines, and never side by side.
  const twinned = (index: number) => {
    const { gap, betweenWords } = gaps[index]!;
    if (!betweenWords) return false;
    const same = (other: { gap: number } | undefined) =>
      other !== undefined && Math.abs(other.gap - gap) <= EQUAL_GAP * size;
    return gap <= JUSTIFIED_GAP * size && (same(gaps[index - 1]) || same(gaps[index + 1]));
  };

  const fragments: Fragment[] = [];
  let open: Fragment | undefined;
  words.sort((p, q) => p.x - q.x);
  words.forEach((glyph, i) => {
    const reference = isFootnoteRef(glyph, main);
    const text = reference ? `${FOOTNOTE_REF_OPEN}${glyph.text.trim()}${FOOTNOTE_REF_CLOSE}` : glyph.text;
    const { gap, written: spaced } = gaps[i - 1] ?? { gap: Number.POSITIVE_INFINITY, written: false };
    const joins = i > 0 && ((spaced ? gap <= SPACE_GAP * size : gap < CELL_GAP * size) || twinned(i - 1));
    if (open && joins) {
      // A footnote reference sticks to the word it follows.
      const needsSpace =
        !reference && (spaced || gap > WORD_GAP * size) && !/\s$/.test(open.text) && !/^\s/.test(text);
      open.text += (needsSpace ? ' ' : '') + text;
      open.right = Math.max(open.right, glyph.right);
      open.bold &&= glyph.bold || reference;
      if (!reference && glyph.size > open.size) [open.size, open.y] = [glyph.size, glyph.y];
      return;
    }
    // Its own size and baseline: a row may join a line of one column to a heading of the other.
    open = {
      x: glyph.x,
      right: glyph.right,
      y: reference ? main.y : glyph.y,
      size: glyph.size,
      bold: glyph.bold,
      text,
    };
    fragments.push(open);
  });
  for (const fragment of fragments) fragment.text = fragment.text.replace(/\s+/g, ' ').trim();
  return { y: main.y, size, fragments: fragments.filter((f) => f.text) };
}

/** Small digits raised above the row's baseline: a footnote reference. */
function isFootnoteRef(glyph: Glyphs, main: Glyphs): boolean {
  return (
    glyph.size < 0.85 * main.size && main.y - glyph.y > 0.15 * main.size && /^\s*\d{1,3}\s*$/.test(glyph.text)
  );
}

/** A row's text as one line, its fragments separated by a space. */
export function rowText(row: Row): string {
  return row.fragments.map((f) => f.text).join(' ');
}
