/**
 * Small PDFs for the extractor's tests, written with pdf-lib: text placed where a test wants it (y counted
 * from the top of an A4 page), in the order the test draws it, and a scanned page (an image of text only).
 */
import { degrees, PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

export interface Placed {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  size?: number;
  bold?: boolean;
  /** Degrees anticlockwise: 90 sets the text up the page. */
  rotate?: number;
}

const A4 = [595.28, 841.89] as const;

export async function pdfWithPages(
  pages: Placed[][],
  info: { title?: string; author?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (info.title) doc.setTitle(info.title);
  if (info.author) doc.setAuthor(info.author);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const placed of pages) {
    const page = doc.addPage([...A4]);
    for (const item of placed) {
      const font: PDFFont = item.bold ? bold : regular;
      page.drawText(item.text, {
        x: item.x,
        y: A4[1] - item.y,
        size: item.size ?? 11,
        font,
        ...(item.rotate ? { rotate: degrees(item.rotate) } : {}),
      });
    }
  }
  return doc.save();
}

/** Lines of one paragraph from `y` down, 14 points apart. */
export function lines(texts: string[], x: number, y: number, size = 11): Placed[] {
  return texts.map((text, i) => ({ text, x, y: y + i * 14, size }));
}

/** A page that is only a picture of text, as a scanner makes it: no text layer at all. */
export async function scannedPdf(textLines: string[]): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const [width, height] = [1240, 1754]; // A4 at 150 dpi
  const text = textLines
    .map(
      (line, i) =>
        `<text x="120" y="${220 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="40">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const page = doc.addPage([...A4]);
  page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  return doc.save();
}
