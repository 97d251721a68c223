/**
 * How far the layout analysis of a page can be trusted, and the page in the order its writer drew it for
 * when it cannot. Rows, columns and tables are read from positions alone; on a page of scattered text (a
 * diagram, a form, a map) or of text drawn over text, the rows the analysis builds mix things the writer kept
 * apart, and pdf.js's plain order (the order of drawing) reads better.
 */
import type { Block } from './blocks.ts';
import { foldCompatibility, type TextItem } from './page-rows.ts';
import type { Row } from './types.ts';

/** Below this confidence a page is read in the order it was drawn. */
export const MIN_CONFIDENCE = 0.6;
/** Fragments a row needs before it can be scattered. */
const MIN_SCATTERED = 3;
/** Rows above and below a row whose fragments it may line up with. */
const NEIGHBOUR_ROWS = 3;
/** Two fragments of neighbouring rows line up when an edge or the middle is within this many font sizes. */
const ALIGNED = 1;
/** A gap wider than this many font sizes between two runs of a line is a space. */
const WORD_GAP = 0.15;
/** Drawn-order lines whose baselines are further apart than this many font sizes start a new paragraph. */
const PARAGRAPH_LEADING = 1.6;

/**
 * The share of the page's characters in rows the analysis reads cleanly: not in a scattered row (three or
 * more fragments, most lining up with nothing in the rows around it, as a table's or a column's do) and not
 * in a fragment drawn over another of its row. 1 for a page without text.
 */
export function layoutConfidence(rows: readonly Row[]): number {
  let total = 0;
  let doubtful = 0;
  rows.forEach((row, i) => {
    const chars = row.fragments.map((f) => f.text.length);
    total += chars.reduce((a, b) => a + b, 0);
    // Two fragments read left to right are a label and its value, or a line number and its line, in either
    // reading; three or more that line up with nothing near them are pieces of a drawing.
    let scattered = false;
    if (row.fragments.length >= MIN_SCATTERED) {
      const neighbours = rows
        .slice(Math.max(0, i - NEIGHBOUR_ROWS), i + NEIGHBOUR_ROWS + 1)
        .filter((r) => r !== row);
      const near = neighbours.flatMap((r) => r.fragments);
      const lonely = row.fragments
        .slice(1)
        .filter((f) => !near.some((n) => alignedWith(f, n, Math.max(f.size, n.size))));
      scattered = lonely.length > (row.fragments.length - 1) / 2;
    }
    row.fragments.forEach((f, j) => {
      const previous = row.fragments[j - 1];
      const overlaps = previous !== undefined && f.x < previous.right - f.size;
      if (scattered || overlaps) doubtful += chars[j]!;
    });
  });
  return total ? 1 - doubtful / total : 1;
}

function alignedWith(
  a: { x: number; right: number },
  b: { x: number; right: number },
  size: number,
): boolean {
  const near = (p: number, q: number) => Math.abs(p - q) < ALIGNED * size;
  return near(a.x, b.x) || near(a.right, b.right) || near(a.x + a.right, b.x + b.right);
}

/**
 * A page's text in pdf.js's order: its items joined, a line where pdf.js marks a line end, a paragraph where
 * the next line stands well apart from the last.
 */
export function drawnOrderBlocks(items: readonly (TextItem & { hasEOL?: boolean })[]): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let line = '';
  let lineY: number | undefined;
  let lastY: number | undefined;
  let size = 0;
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) {
      if (
        lines.length &&
        lastY !== undefined &&
        lineY !== undefined &&
        Math.abs(lineY - lastY) > PARAGRAPH_LEADING * size
      ) {
        blocks.push({ kind: 'paragraph', lines });
        lines = [];
      }
      lines.push(text);
      lastY = lineY;
    }
    line = '';
    lineY = undefined;
    end = undefined;
  };
  let end: number | undefined;
  for (const item of items) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    if (item.str.trim()) {
      lineY ??= f;
      size = Math.max(Math.hypot(c, d) || Math.hypot(a, b), 1);
      // Two pieces of one line drawn apart are two words (pdf.js joins them as they come).
      if (end !== undefined && Math.abs(e - end) > WORD_GAP * size && !/\s$/.test(line)) line += ' ';
      end = e + item.width;
    }
    line += foldCompatibility(item.str);
    if (item.hasEOL) endLine();
  }
  endLine();
  if (lines.length) blocks.push({ kind: 'paragraph', lines });
  return blocks;
}
