/** CSV as spreadsheets write and read it (RFC 4180): quoted cells, CRLF or LF, an optional BOM. */

/** Quotes a cell and defuses spreadsheet formulas (=, +, -, @ at the start) with a leading apostrophe. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Undoes `csvCell`'s formula guard on a cell read back. */
export const unguardCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The rows of a CSV text, each with its line number (1-based, where the row starts). Blank lines are
 * skipped. An unclosed quote ends the text with an error instead of a guess.
 */
export function parseCsv(text: string): {
  rows: { line: number; cells: string[] }[];
  error?: 'UNCLOSED_QUOTE';
} {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i] as string;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) return { rows, error: 'UNCLOSED_QUOTE' };
  if (cell !== '' || cells.length > 0) endRow();
  return { rows };
}
