import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { loadDejaVuSans } from '#platform/media/dejavu-sans.ts';

export type Licensee = { name: string; email: string; orderCode: string };

const FONT_SIZE = 7;
const MARGIN = 12;

/**
 * DejaVu Sans, embedded as a subset of the characters a stamp uses: Latin with every accent, Greek and
 * Cyrillic print as written. Scripts it lacks, and those that need shaping or run right to left (Arabic,
 * Hebrew, the Indic scripts, CJK), print as "?": drawn letter by letter they would be wrong, not just
 * missing. The document's metadata keeps the full text either way.
 */
const DRAWN_AS_WRITTEN =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;

/** The text as the stamp can draw it: composed, each character the font has and that needs no shaping. */
export function toStampable(text: string, hasGlyph: (codePoint: number) => boolean): string {
  return Array.from(text.normalize('NFC'), (char) => {
    const codePoint = char.codePointAt(0) as number;
    return DRAWN_AS_WRITTEN.test(char) && hasGlyph(codePoint) && codePoint >= 0x20 ? char : '?';
  }).join('');
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
  const { fontkit, regular: bytes } = await loadDejaVuSans();
  pdf.registerFontkit(fontkit);
  const glyphs = fontkit.create(bytes);
  const line = toStampable(stampLine(licensee), (codePoint) => glyphs.hasGlyphForCodePoint(codePoint));
  const font = await pdf.embedFont(bytes, { subset: true });
  for (const page of pdf.getPages()) drawFooter(page, font, line);
  pdf.setSubject(stampLine(licensee));
  pdf.setKeywords([`order:${licensee.orderCode}`, `licensee:${licensee.email}`]);
  pdf.setProducer('Pustaka');
  pdf.setModificationDate(now);
  return pdf.save({ useObjectStreams: true });
}
