import { rowText } from './page-rows.ts';
import { FOOTNOTE_REF_CLOSE, FOOTNOTE_REF_OPEN, type Row } from './types.ts';

/** How many rows at the top and at the bottom of a page may be a running header or footer. */
const EDGE_ROWS = 2;
/** Running lines sit in the page margins: within this share of the page height from an edge. */
const EDGE_SHARE = 0.16;
/** A line at the same place on at least this share of the pages (and on two pages) is running. */
const REPEAT_SHARE = 0.4;

/** A page number alone, in the forms writers use: "3", "- 3 -", "iv", "Halaman 3 dari 10", "Page 3 of 9". */
const PAGE_NUMBER =
  /^[-–—[(]?\s*(?:(?:halaman|hlm\.?|hal\.?|page|p\.)\s*)?(?:\d{1,5}|[ivxlcdm]{1,7})(?:\s*(?:dari|of|\/)\s*\d{1,5})?\s*[-–—\])]?$/i;

/** How a footnote starts: its number (raised or not) or a mark. */
export const FOOTNOTE_START = new RegExp(`^(?:${FOOTNOTE_REF_OPEN}?\\d{1,3}${FOOTNOTE_REF_CLOSE}?|[*†‡§])`);

export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

/** The same running line on every page, whatever its page number: digits and roman numerals blurred. */
function runningKey(row: Row): string {
  const text = rowText(row)
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\b[ivxlcdm]{1,7}\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return `${Math.round(row.y / 6)}|${text}`;
}

interface PageRows {
  rows: Row[];
  height: number;
}

function edgeRows(page: PageRows): Row[] {
  const top = page.rows.slice(0, EDGE_ROWS).filter((r) => r.y < page.height * EDGE_SHARE + r.size);
  const bottom = page.rows.slice(-EDGE_ROWS).filter((r) => r.y > page.height * (1 - EDGE_SHARE));
  return [...new Set([...top, ...bottom])];
}

/**
 * Removes running headers and footers: rows in the top or bottom margin that repeat at the same height on
 * many pages (page numbers blurred), page numbers alone at an edge of any page, and the first or last row of
 * a page when it is set smaller than the body and starts or ends with a page number (a one-page document's
 * header).
 */
export function removeRunningLines(pages: PageRows[], bodySize: number): Row[][] {
  const pagesWithKey = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(edgeRows(page).map(runningKey))) {
      pagesWithKey.set(key, (pagesWithKey.get(key) ?? 0) + 1);
    }
  }
  const threshold = Math.max(2, Math.ceil(pages.length * REPEAT_SHARE));
  return pages.map((page) => {
    const running = new Set(
      edgeRows(page).filter(
        (row) =>
          isPageNumber(rowText(row)) ||
          (pagesWithKey.get(runningKey(row)) ?? 0) >= threshold ||
          numberedEdge(page, row, bodySize),
      ),
    );
    return page.rows.filter((row) => !running.has(row));
  });
}

function numberedEdge(page: PageRows, row: Row, bodySize: number): boolean {
  if (row.fragments.length < 2 || row.size >= 0.95 * bodySize) return false;
  const first = row.fragments[0]!.text;
  const last = row.fragments[row.fragments.length - 1]!.text;
  if (row === page.rows[0]) return isPageNumber(first) || isPageNumber(last);
  // At the bottom a number first is a footnote's.
  return row === page.rows[page.rows.length - 1] && isPageNumber(last);
}

/**
 * Splits the footnotes off the bottom of a page: the last rows set smaller than the body text, the first of
 * them starting with a footnote number or mark.
 */
export function splitFootnotes(rows: Row[], bodySize: number): { body: Row[]; footnotes: Row[] } {
  let start = rows.length;
  while (start > 0 && rows[start - 1]!.size < 0.9 * bodySize) start--;
  // The footnote area opens with a numbered note; without one these small rows are a caption or a table.
  while (start < rows.length && !FOOTNOTE_START.test(rowText(rows[start]!))) start++;
  if (start >= rows.length || start === 0) return { body: rows, footnotes: [] };
  return { body: rows.slice(0, start), footnotes: rows.slice(start) };
}
