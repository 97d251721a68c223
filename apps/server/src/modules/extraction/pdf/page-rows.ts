import { type BidiClass, bidiClass, logicalOrder, strength } from './bidi.ts';
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

/** A glyph run inside a fragment, with what is needed to put the runs of a right-to-left row in order. */
interface Part {
  text: string;
  bidi: BidiClass;
  /** A space (written, or a gap wider than a word space) separates it from the run on its left. */
  spaceBefore: boolean;
  reference: boolean;
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
 * The compatibility characters pdf.js folds (ligatures, Arabic and Hebrew presentation forms, odd spaces),
 * as its normalizeUnicode does. pdf.js folds them before it reorders a right-to-left run, which turns a
 * lam-khah ligature into khah-lam; the text is asked for unfolded and folded here, after the reordering.
 */
const COMPATIBILITY =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

export function foldCompatibility(text: string): string {
  return text.replace(COMPATIBILITY, (_, folded: string | undefined, longST: string | undefined) =>
    folded ? folded.normalize('NFKC') : 'ſt'.repeat(longST?.length ?? 0),
  );
}

/** Text drawn along the row, left to right (a glyph run's transform neither rotates it nor runs it backwards). */
export function isUpright(item: TextItem): boolean {
  const [a = 0, b = 0, c = 0, d = 0] = item.transform;
  // A flipped y axis (d < 0, as some writers set the page) still runs the text left to right along a row.
  return a > 0 && d !== 0 && Math.abs(b) < 0.01 * a && Math.abs(c) < 0.01 * Math.abs(d);
}

/**
 * Groups a page's upright text items into rows (one baseline) of fragments (runs of text without a wide
 * gap), top to bottom and left to right; a row written right to left has its runs in reading order inside
 * each fragment. Rotated and vertical text is left to rotatedLines: its width runs along another axis and
 * would cross the columns of the page.
 */
export function pageRows(items: TextItem[], pageTop: number, boldFonts: ReadonlySet<string>): Row[] {
  const glyphs: Glyphs[] = [];
  for (const item of items) {
    if (!item.str || !isUpright(item)) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
    glyphs.push({
      x: e,
      right: e + Math.max(item.width, 0),
      y: pageTop - f,
      size,
      bold: boldFonts.has(item.fontName),
      text: foldCompatibility(item.str),
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
  return rows
    .filter((row) => row.some((g) => !g.space))
    .map(toRow)
    .filter((row) => row.fragments.length > 0);
}

/**
 * The text set sideways or upside down (a margin note up the page, vertical writing), in the order the page
 * draws it: pdf.js's own order, a line where it marks a line end. Read after the page's body.
 */
export function rotatedLines(items: (TextItem & { hasEOL?: boolean })[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (isUpright(item)) continue;
    line += foldCompatibility(item.str);
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    }
  }
  lines.push(line);
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function toRow(drawn: Glyphs[]): Row {
  const glyphs = foldContained(drawn);
  const words = glyphs.filter((g) => !g.space);
  const size = Math.max(...words.map((g) => g.size));
  const main = words.find((g) => g.size === size)!;
  glyphs.sort((p, q) => p.x - q.x || Number(p.space) - Number(q.space));
  // Each gap between two words, and whether the PDF wrote a space in it.
  const gaps: { gap: number; written: boolean; betweenWords: boolean }[] = [];
  let written = false;
  let last: Glyphs | undefined;
  // Runs may overlap: the gap is measured from the furthest right any run before has reached.
  let reach = Number.NEGATIVE_INFINITY;
  for (const glyph of glyphs) {
    if (glyph.space) {
      written ||= last !== undefined;
      continue;
    }
    if (last) {
      const betweenWords = !/\S\s+\S/.test(last.text) && !/\S\s+\S/.test(glyph.text);
      gaps.push({ gap: glyph.x - reach, written, betweenWords });
    }
    last = glyph;
    reach = Math.max(reach, glyph.right);
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

  // Fragments are cut in page order; the runs inside each are put in reading order once the row's
  // direction is known (a right-to-left row is read from its right end).
  const fragments: (Fragment & { parts: Part[] })[] = [];
  let open: (Fragment & { parts: Part[] }) | undefined;
  words.sort((p, q) => p.x - q.x);
  words.forEach((glyph, i) => {
    const reference = isFootnoteRef(glyph, main);
    const text = reference ? `${FOOTNOTE_REF_OPEN}${glyph.text.trim()}${FOOTNOTE_REF_CLOSE}` : glyph.text;
    const { gap, written: spaced } = gaps[i - 1] ?? { gap: Number.POSITIVE_INFINITY, written: false };
    const joins = i > 0 && ((spaced ? gap <= SPACE_GAP * size : gap < CELL_GAP * size) || twinned(i - 1));
    const part: Part = {
      text,
      bidi: bidiClass(text),
      spaceBefore: spaced || gap > WORD_GAP * size,
      reference,
    };
    if (open && joins) {
      open.parts.push(part);
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
      text: '',
      parts: [part],
    };
    fragments.push(open);
  });
  const letters = words.reduce(
    (sum, g) => {
      const s = strength(g.text);
      return { rtl: sum.rtl + s.rtl, ltr: sum.ltr + s.ltr };
    },
    { rtl: 0, ltr: 0 },
  );
  const rtl = letters.rtl > letters.ltr;
  const result: Fragment[] = [];
  for (const [index, { parts, ...fragment }] of fragments.entries()) {
    const text = joinParts(parts, rtl, index === 0)
      .replace(/\s+/g, ' ')
      .trim();
    if (text) result.push({ ...fragment, text });
  }
  return { y: main.y, size, fragments: result };
}

/**
 * A fragment's text from its runs in page order: in reading order, a space between two runs where the page
 * leaves one (a footnote reference sticks to the word it follows, a note's number at the row's start does not).
 */
function joinParts(parts: Part[], rtl: boolean, rowStart: boolean): string {
  const mixed = rtl || parts.some((p) => p.bidi === 'R');
  const order = mixed
    ? logicalOrder(
        parts.map((p) => p.bidi),
        rtl,
      )
    : parts.map((_, i) => i);
  let text = '';
  order.forEach((index, k) => {
    const part = parts[index]!;
    if (k > 0) {
      const previous = order[k - 1]!;
      // Neighbours in reading order that stand apart on the page have other runs between them.
      const spaced = Math.abs(index - previous) === 1 ? parts[Math.max(index, previous)]!.spaceBefore : true;
      // A raised number opening a row is a note's own number, apart from the note's text.
      const noteNumber = rowStart && k === 1 && parts[previous]!.reference;
      if ((noteNumber || (spaced && !part.reference)) && !/\s$/.test(text) && !/^\s/.test(part.text))
        text += ' ';
    }
    text += part.text;
  });
  return text;
}

/** Punctuation a writer draws on its own, over the run it belongs to. */
const CONTAINED_MARK = /^[\p{P}\p{S}]{1,2}$/u;

/**
 * Punctuation drawn inside another run's extent (LibreOffice sets a justified right-to-left line's commas
 * and full stops apart, over the words) put into that run's text, after the word it stands at: where its
 * position falls along the run, at the nearest word end.
 */
function foldContained(glyphs: Glyphs[]): Glyphs[] {
  const hosts = glyphs.filter((g) => !g.space && /\s/.test(g.text.trim()));
  if (!hosts.length) return glyphs;
  const folded = new Set<Glyphs>();
  for (const mark of glyphs) {
    if (mark.space || !CONTAINED_MARK.test(mark.text.trim())) continue;
    const host = hosts.find(
      (h) =>
        mark.x > h.x + 0.05 * h.size && mark.right < h.right - 0.05 * h.size && h.size >= 0.9 * mark.size,
    );
    if (!host) continue;
    const rtl = bidiClass(host.text) === 'R';
    // pdf.js gives a right-to-left run in reading order, which starts at its right end.
    const share = rtl
      ? (host.right - mark.right) / (host.right - host.x)
      : (mark.x - host.x) / (host.right - host.x);
    const at = Math.round(share * host.text.length);
    const ends = [...host.text.matchAll(/\s+/g)].map((m) => m.index);
    const end = ends.reduce(
      (best, e) => (Math.abs(e - at) < Math.abs(best - at) ? e : best),
      host.text.length,
    );
    host.text = host.text.slice(0, end) + mark.text.trim() + host.text.slice(end);
    folded.add(mark);
  }
  return folded.size ? glyphs.filter((g) => !folded.has(g)) : glyphs;
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
