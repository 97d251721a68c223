/**
 * The parts of the Unicode bidirectional algorithm (UAX #9) that put the runs of one PDF row back in reading
 * order. pdf.js gives each text run in logical order already (it runs the algorithm inside a run), but the
 * runs of a row stand where the page draws them, left to right: a right-to-left row must be read from the
 * right, with its numbers and Latin words kept as they stand. Runs are the units here, not characters.
 */
import type { Row } from './types.ts';

/** A run's bidirectional class: strong left-to-right, strong right-to-left, a number, or neutral. */
export type BidiClass = 'L' | 'R' | 'EN' | 'N';

/** Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL_LETTER = /(?=\p{L})[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const LETTER = /\p{L}/gu;
/** European and Arabic-Indic digits (a number in a right-to-left row keeps its own order either way). */
const DIGIT = /[\p{Nd}]/u;

export interface Strength {
  rtl: number;
  ltr: number;
}

/** How many right-to-left and left-to-right letters a text has. */
export function strength(text: string): Strength {
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  return { rtl, ltr: (text.match(LETTER)?.length ?? 0) - rtl };
}

export function bidiClass(text: string): BidiClass {
  const { rtl, ltr } = strength(text);
  if (rtl > 0 && rtl >= ltr) return 'R';
  if (ltr > 0) return 'L';
  return DIGIT.test(text) ? 'EN' : 'N';
}

/**
 * The logical order of runs given in visual order (left to right), for a line whose paragraph direction is
 * right-to-left or not: weak numbers after a left-to-right letter count as left-to-right (W7), neutrals take
 * the direction of strong neighbours that agree and the paragraph's otherwise (N1, N2, numbers counting as
 * right-to-left), levels as I1 and I2 give them, and the reversals of L2 undone from the lowest odd level up.
 * Returns the indexes of the runs in reading order.
 */
export function logicalOrder(classes: readonly BidiClass[], rtlParagraph: boolean): number[] {
  const paragraph: BidiClass = rtlParagraph ? 'R' : 'L';
  const n = classes.length;
  // W7 in visual order: a number is left-to-right when the strong letters on both sides of it are (a number
  // between a Latin word and the edge of a left-to-right line too).
  const nearestStrong = (from: number, step: number): BidiClass => {
    for (let i = from + step; i >= 0 && i < n; i += step) {
      const c = classes[i]!;
      if (c === 'L' || c === 'R') return c;
    }
    return paragraph;
  };
  const resolved = classes.map((c, i) =>
    c === 'EN' && nearestStrong(i, -1) === 'L' && nearestStrong(i, 1) === 'L' ? 'L' : c,
  );
  // N1, N2: numbers count as right-to-left for the neutrals beside them.
  const strongOf = (c: BidiClass) => (c === 'EN' ? 'R' : c);
  const neighbour = (from: number, step: number): BidiClass => {
    for (let i = from + step; i >= 0 && i < n; i += step) {
      if (resolved[i] !== 'N') return strongOf(resolved[i]!);
    }
    return paragraph;
  };
  const levels = resolved.map((c, i) => {
    let type = c;
    if (type === 'N') {
      const before = neighbour(i, -1);
      type = before === neighbour(i, 1) ? before : paragraph;
    }
    if (!rtlParagraph) return type === 'L' ? 0 : type === 'R' ? 1 : 2;
    return type === 'R' ? 1 : 2;
  });
  const order = classes.map((_, i) => i);
  const highest = Math.max(0, ...levels);
  // L2 reverses from the highest level down to the lowest odd one; the same reversals from the lowest up
  // give back the logical order (each keeps the runs of the higher levels where they are as a whole).
  for (let level = 1; level <= highest; level++) {
    let start = -1;
    for (let i = 0; i <= n; i++) {
      const inside = i < n && levels[order[i]!]! >= level;
      if (inside && start < 0) start = i;
      if (!inside && start >= 0) {
        order.splice(start, i - start, ...order.slice(start, i).reverse());
        start = -1;
      }
    }
  }
  return order;
}

/** Whether a page is written right to left: more of its letters are in a right-to-left script. */
export function isRightToLeftPage(rows: readonly Row[]): boolean {
  let rtl = 0;
  let ltr = 0;
  for (const row of rows) {
    for (const fragment of row.fragments) {
      const s = strength(fragment.text);
      rtl += s.rtl;
      ltr += s.ltr;
    }
  }
  return rtl > ltr;
}

/**
 * The page seen in a mirror: each fragment's x measured from the right edge, fragments right to left. The
 * layout analysis reads left to right; on a mirrored right-to-left page its columns, table cells, indents and
 * ragged line ends are where it expects them, so the same rules read the page from the right.
 */
export function mirrorRows(rows: readonly Row[], pageWidth: number): Row[] {
  return rows.map((row) => ({
    ...row,
    fragments: row.fragments
      .map((f) => ({ ...f, x: pageWidth - f.right, right: pageWidth - f.x }))
      .sort((a, b) => a.x - b.x),
  }));
}
