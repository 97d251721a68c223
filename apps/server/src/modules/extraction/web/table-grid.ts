import type { Inline } from './blocks.ts';

export type SourceCell = { inlines: Inline[]; colspan: number; rowspan: number };
export type SourceRow = { header: boolean; cells: SourceCell[] };

/** A hostile table can declare `colspan="100000"`; no real table is wider or spans further than this. */
const MAX_COLUMNS = 64;
const MAX_ROWSPAN = 500;

const spanOf = (value: string | undefined, max: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 1 ? Math.min(parsed, max) : 1;
};

/** A cell's `colspan` and `rowspan` attributes, bounded. */
export const spansOf = (attrs: Record<string, string>) => ({
  colspan: spanOf(attrs.colspan, MAX_COLUMNS),
  rowspan: spanOf(attrs.rowspan, MAX_ROWSPAN),
});

/**
 * Lays a table's cells out on its grid, as a browser does: a cell that spans rows repeats its content in
 * each of them (each row of the Markdown stays readable on its own, as pandas' read_html does), a cell
 * that spans columns leaves the columns it covers empty, and every row gets the same number of columns.
 */
export function tableGrid(rows: SourceRow[]): Array<{ header: boolean; cells: Inline[][] }> {
  const grid: Array<Array<Inline[] | undefined>> = rows.map(() => []);
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of row.cells) {
      while (grid[r]?.[column] !== undefined) column++;
      if (column >= MAX_COLUMNS) break;
      for (let down = 0; down < cell.rowspan && r + down < rows.length; down++) {
        const line = grid[r + down] as Array<Inline[] | undefined>;
        for (let across = 0; across < cell.colspan && column + across < MAX_COLUMNS; across++) {
          line[column + across] = across === 0 ? cell.inlines : [];
        }
      }
      column += cell.colspan;
    }
  });
  // Columns that only a span reaches into, empty in every row, are left out.
  let width = 0;
  for (const line of grid) {
    line.forEach((cell, column) => {
      if (cell && cell.length > 0) width = Math.max(width, column + 1);
    });
  }
  return rows.map((row, r) => ({
    header: row.header,
    cells: Array.from({ length: width }, (_, c) => grid[r]?.[c] ?? []),
  }));
}
