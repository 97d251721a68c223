import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type Licensee = { name: string; email: string; orderCode: string };

const FONT_SIZE = 7;
const MARGIN = 12;

/**
 * The standard Helvetica a stamp is set in encodes WinAnsi only: letters with marks lose them, anything
 * else (a name in another script) becomes "?" on the page. The document's metadata keeps the full text.
 */
export function toWinAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

export function stampLine(licensee: Licensee): string {
  return `Lisensi untuk ${licensee.name} <${licensee.email}> - Pesanan ${licensee.orderCode} - Pustaka`;
}

/** Draws the line along the edge that is the bottom as the page is shown, whatever its /Rotate. */
function drawFooter(page: PDFPage, font: PDFFont, line: string) {
  const box = page.getCropBox();
  const width = font.widthOfTextAtSize(line, FONT_SIZE);
  // Long lines shrink to fit the shown width rather than run off the page.
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const shownWidth = rotation === 90 || rotation === 270 ? box.height : box.width;
  const size = width > shownWidth - 2 * MARGIN ? (FONT_SIZE * (shownWidth - 2 * MARGIN)) / width : FONT_SIZE;
  const textWidth = font.widthOfTextAtSize(line, size);
  const options = { size, font, color: rgb(0.45, 0.45, 0.45), opacity: 0.85 };
  const { x, y, width: w, height: h } = box;
  if (rotation === 90) {
    page.drawText(line, { ...options, x: x + w - MARGIN, y: y + (h - textWidth) / 2, rotate: degrees(90) });
  } else if (rotation === 180) {
    page.drawText(line, { ...options, x: x + (w + textWidth) / 2, y: y + h - MARGIN, rotate: degrees(180) });
  } else if (rotation === 270) {
    page.drawText(line, { ...options, x: x + MARGIN, y: y + (h + textWidth) / 2, rotate: degrees(270) });
  } else {
    page.drawText(line, { ...options, x: x + (w - textWidth) / 2, y: y + MARGIN - size / 2 });
  }
}

/**
 * The buyer's copy of a PDF: every page carries a small footer naming the licensee, their email and the
 * order, and the metadata says the same. Returns the new file's bytes.
 */
export async function stampPdf(source: Uint8Array, licensee: Licensee, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(source, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = toWinAnsi(stampLine(licensee));
  for (const page of pdf.getPages()) drawFooter(page, font, line);
  pdf.setSubject(stampLine(licensee));
  pdf.setKeywords([`order:${licensee.orderCode}`, `licensee:${licensee.email}`]);
  pdf.setProducer('Pustaka');
  pdf.setModificationDate(now);
  return pdf.save({ useObjectStreams: true });
}
