import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import { loadDejaVuSans } from '#platform/media/dejavu-sans.ts';

export type CertificateText = {
  code: string;
  learnerName: string;
  courseTitle: string;
  trainerName: string;
  issuedAt: Date;
  verifyUrl: string;
};

/** Characters the Latin subset lacks print as "?" rather than failing the whole certificate. */
function drawable(font: PDFFont, text: string): string {
  const glyphs = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (char) =>
    glyphs.has(char.codePointAt(0) ?? 0) ? char : '?',
  ).join('');
}

function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  y: number,
  size: number,
  colour = rgb(0.12, 0.16, 0.22),
) {
  let fontSize = size;
  const safe = drawable(font, text);
  // Long course titles shrink to fit the page instead of running off it.
  while (font.widthOfTextAtSize(safe, fontSize) > page.getWidth() - 120 && fontSize > 10) fontSize -= 1;
  const width = font.widthOfTextAtSize(safe, fontSize);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size: fontSize, font, color: colour });
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / count;
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) {
        page.drawRectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }
    }
  }
}

/** The certificate as an A4 landscape PDF, in Indonesian with English under it. */
export async function renderCertificate(text: CertificateText): Promise<Uint8Array> {
  const { fontkit, regular, bold } = await loadDejaVuSans();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Sertifikat ${text.courseTitle}`);
  pdf.setSubject(`${text.learnerName} · ${text.code}`);
  const body = await pdf.embedFont(regular, { subset: true });
  const heading = await pdf.embedFont(bold, { subset: true });
  const page = pdf.addPage([842, 595]);
  const accent = rgb(0.26, 0.22, 0.79);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: accent, borderWidth: 3 });
  centred(page, heading, 'SERTIFIKAT PENYELESAIAN', 490, 30, accent);
  centred(page, body, 'Certificate of completion', 464, 13);
  centred(page, body, 'Diberikan kepada · Awarded to', 410, 12);
  centred(page, heading, text.learnerName, 370, 28);
  centred(page, body, 'atas penyelesaian kursus · for completing the course', 325, 12);
  centred(page, heading, text.courseTitle, 290, 22);
  centred(page, body, `Pelatih · Trainer: ${text.trainerName}`, 250, 13);
  const date = text.issuedAt.toISOString().slice(0, 10);
  centred(page, body, `Tanggal · Date: ${date}`, 228, 13);
  drawQr(page, text.verifyUrl, 60, 60, 110);
  page.drawText(drawable(body, `Kode · Code: ${text.code}`), { x: 190, y: 110, size: 12, font: heading });
  page.drawText(drawable(body, 'Pindai atau buka untuk memeriksa · Scan or open to verify:'), {
    x: 190,
    y: 90,
    size: 10,
    font: body,
  });
  page.drawText(drawable(body, text.verifyUrl), { x: 190, y: 74, size: 10, font: body, color: accent });
  return pdf.save();
}
