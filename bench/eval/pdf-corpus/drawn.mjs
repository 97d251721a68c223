// Documents drawn with pdf-lib in an order unlike the reading order, as some PDF writers do: columns drawn
// row by row across the page, headers and footers before or after the body, footnotes first, tables
// column by column, justified lines word by word without spaces. Their text is known because the script
// draws it; the expected text follows the same rules as the LibreOffice documents.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ENGLISH, INDONESIAN, sentencePicker } from './sentences.mjs';

const [WIDTH, HEIGHT] = [595.28, 841.89];
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function wrap(font, size, text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draw operations of a justified paragraph, one per word; returns them and the height used. */
function paragraphOps(font, size, text, x, y, width, leading) {
  const ops = [];
  const lines = wrap(font, size, text, width);
  lines.forEach((line, i) => {
    const words = line.split(' ');
    const last = i === lines.length - 1;
    const used = words.reduce((sum, w) => sum + font.widthOfTextAtSize(w, size), 0);
    const gap = last ? font.widthOfTextAtSize(' ', size) : (width - used) / Math.max(1, words.length - 1);
    let cursor = x;
    for (const word of words) {
      ops.push({ text: word, x: cursor, y: y + i * leading, size, font, line: i });
      cursor += font.widthOfTextAtSize(word, size) + gap;
    }
  });
  return { ops, height: lines.length * leading };
}

async function columnsDocument() {
  const id = sentencePicker(INDONESIAN, 17);
  const doc = await PDFDocument.create();
  const body = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const expected = [];
  for (let number = 1; number <= 2; number++) {
    const page = doc.addPage([WIDTH, HEIGHT]);
    const draw = (op) => page.drawText(op.text, { x: op.x, y: HEIGHT - op.y, size: op.size, font: op.font });
    // The footer first, the header last: the order of a writer that lays out furniture separately.
    draw({ text: String(number), x: WIDTH / 2, y: 805, size: 9, font: body });
    const parts = [];
    let top = 90;
    if (number === 1) {
      draw({ text: 'Warta Sekolah Pelita', x: 200, y: 80, size: 20, font: bold });
      parts.push('Warta Sekolah Pelita');
      top = 120;
    }
    const columns = [56, 310].map((x) => {
      const ops = [];
      const texts = [];
      let y = top;
      for (let i = 0; i < 3; i++) {
        const text = id(3);
        const paragraph = paragraphOps(body, 10.5, text, x, y, 230, 13);
        ops.push(...paragraph.ops.map((op) => ({ ...op, row: Math.round(op.y) })));
        texts.push(text);
        y += paragraph.height + 8;
      }
      return { ops, texts };
    });
    // Row by row across both columns.
    const all = [...columns[0].ops, ...columns[1].ops].sort((a, b) => a.row - b.row || a.x - b.x);
    for (const op of all) draw(op);
    draw({ text: `Warta Sekolah Pelita — Halaman ${number}`, x: 56, y: 40, size: 9, font: body });
    parts.push(...columns[0].texts, ...columns[1].texts);
    expected.push(parts.join('\n\n'));
  }
  return { pdf: await doc.save(), expected: expected.join('\n\n') };
}

async function reportDocument() {
  const en = sentencePicker(ENGLISH, 23);
  const doc = await PDFDocument.create();
  const body = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const draw = (text, x, y, size, font = body) => page.drawText(text, { x, y: HEIGHT - y, size, font });
  const note = en(1);
  // The footnote before anything else.
  draw('1', 56, 790, 8);
  draw(note, 66, 790, 8);
  draw('Quarterly Reading Report', 56, 80, 16, bold);
  const first = en(3);
  const paragraph = paragraphOps(body, 10, first, 56, 110, 480, 13);
  for (const op of paragraph.ops) draw(op.text, op.x, op.y, op.size);
  const lastLine = paragraph.ops.filter((op) => op.line === Math.max(...paragraph.ops.map((o) => o.line)));
  const end = lastLine.at(-1);
  draw('1', end.x + body.widthOfTextAtSize(end.text, 10) + 0.5, end.y - 4, 6.5);
  let y = 110 + paragraph.height + 14;
  draw('Results by school', 56, y, 12, bold);
  y += 22;
  const table = [
    ['School', 'Pupils', 'Books read'],
    ['SD Negeri 3 Kupang', '214', '1,930'],
    ['SD Pelita Medan', '187', '1,402'],
    ['MI Al-Hikmah Bogor', '243', '2,118'],
  ];
  // Column by column, as a spreadsheet export might.
  for (const [c, x] of [56, 260, 400].entries()) {
    for (const [r, row] of table.entries()) draw(row[c], x, y + r * 18, 10, r === 0 ? bold : body);
  }
  y += table.length * 18 + 12;
  const items = [en(1), en(1), en(1)];
  items.forEach((item, i) => {
    draw('•', 64, y + i * 15, 10);
    draw(item, 78, y + i * 15, 10);
  });
  y += items.length * 15 + 12;
  const closing = en(3);
  for (const op of paragraphOps(body, 10, closing, 56, y, 480, 13).ops) draw(op.text, op.x, op.y, op.size);
  const expected = [
    'Quarterly Reading Report',
    `${first}${SUPERSCRIPT[1]}`,
    'Results by school',
    table.map((row) => row.join('\t')).join('\n'),
    items.map((item) => `• ${item}`).join('\n'),
    closing,
    `1 ${note}`,
  ].join('\n\n');
  return { pdf: await doc.save(), expected };
}

/** The drawn documents, by name. */
export async function drawnDocuments() {
  return {
    'digambar-kolom-per-baris': await columnsDocument(),
    'digambar-laporan-acak': await reportDocument(),
  };
}
