/**
 * The PDF the viewer test page opens: written here, a few kilobytes, so the page needs no file from the
 * server and ships none with the app. Every page has its number large enough to read at any zoom, a band
 * of its own colour, a grid and small print to judge sharpness; one page is landscape, to try fit-to-width.
 */

export interface SamplePage {
  /** The big line: which page this is. */
  heading: string;
  /** Smaller lines under it. */
  lines: string[];
  landscape?: boolean;
}

const A4 = { width: 595, height: 842 };
const BANDS = ['0.31 0.27 0.9', '0.06 0.65 0.5', '0.96 0.62 0.04', '0.86 0.15 0.15', '0.55 0.36 0.96'];

/** Helvetica in a PDF string takes Latin-1; anything else becomes "?", and (, ) and \ are escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

function pageContent(page: SamplePage, index: number, width: number, height: number): string {
  const ops: string[] = [];
  // A band across the top in the page's colour.
  ops.push(`${BANDS[index % BANDS.length]} rg 0 ${height - 90} ${width} 90 re f`);
  // A light grid every 50 points: its lines stay thin and straight when the page is zoomed.
  ops.push('0.85 0.87 0.9 RG 0.5 w');
  for (let x = 50; x < width; x += 50) ops.push(`${x} 40 m ${x} ${height - 110} l S`);
  for (let y = 50; y < height - 110; y += 50) ops.push(`40 ${y} m ${width - 40} ${y} l S`);
  ops.push(`BT 1 1 1 rg /F1 30 Tf 40 ${height - 58} Td (${pdfText(page.heading)}) Tj ET`);
  let y = height - 150;
  for (const line of page.lines) {
    ops.push(`BT 0.1 0.1 0.15 rg /F1 12 Tf 60 ${y} Td (${pdfText(line)}) Tj ET`);
    y -= 22;
  }
  // Small print, which only a sharp rendering keeps readable.
  ops.push(`BT 0.3 0.3 0.35 rg /F1 6 Tf 60 56 Td (${pdfText(page.heading)} - 6 pt) Tj ET`);
  return ops.join('\n');
}

/** A PDF 1.4 file with one Helvetica font and the given pages, its cross-reference table by byte offset. */
export function samplePdf(pages: SamplePage[]): Blob {
  const objects: string[] = [];
  // An object's number is its place in the list, from 1.
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const tree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((page, index) => {
    const { width, height } = page.landscape ? { width: A4.height, height: A4.width } : A4;
    const stream = pageContent(page, index, width, height);
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${width} ${height}] ` +
        `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`;
  objects[tree - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return new Blob([file], { type: 'application/pdf' });
}
