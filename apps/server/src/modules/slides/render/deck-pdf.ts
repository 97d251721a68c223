import { type DrawItem, layoutSlide, SLIDE_HEIGHT_IN, SLIDE_WIDTH_IN } from '@pustaka/contract';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { loadDejaVuSans } from '#platform/media/dejavu-sans.ts';
import type { DeckForExport, SlideImages } from './deck-export.ts';

const PT = 72;
function colour(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The deck as a PDF, a page a slide, drawn from the same layout as the preview and the PPTX. */
export async function deckToPdf(deck: DeckForExport, images: SlideImages): Promise<Uint8Array> {
  const { fontkit, regular, bold } = await loadDejaVuSans();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(deck.title);
  pdf.setAuthor(deck.author);
  pdf.setCreator('Pustaka');
  const fonts = {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
  const embedded = new Map<number, PDFImage>();
  for (const [id, image] of images) {
    embedded.set(
      id,
      image.contentType === 'image/png' ? await pdf.embedPng(image.data) : await pdf.embedJpg(image.data),
    );
  }
  for (const content of deck.slides) {
    const list = layoutSlide(content, deck.theme);
    const page = pdf.addPage([SLIDE_WIDTH_IN * PT, SLIDE_HEIGHT_IN * PT]);
    page.drawRectangle({
      x: 0,
      y: 0,
      width: page.getWidth(),
      height: page.getHeight(),
      color: colour(list.background),
    });
    for (const item of list.items) draw(page, item, fonts, embedded);
  }
  return pdf.save();
}

/** pdf-lib measures from the bottom left in points; the layout from the top left in inches. */
const yUp = (page: PDFPage, inches: number) => page.getHeight() - inches * PT;

function draw(
  page: PDFPage,
  item: DrawItem,
  fonts: { regular: PDFFont; bold: PDFFont },
  images: Map<number, PDFImage>,
): void {
  switch (item.kind) {
    case 'rect':
      if (item.radius) {
        const r = item.radius * PT;
        const w = item.w * PT;
        const h = item.h * PT;
        page.drawSvgPath(
          `M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} V ${r} Q 0 0 ${r} 0 Z`,
          { x: item.x * PT, y: yUp(page, item.y), color: colour(item.fill) },
        );
      } else {
        page.drawRectangle({
          x: item.x * PT,
          y: yUp(page, item.y + item.h),
          width: item.w * PT,
          height: item.h * PT,
          color: colour(item.fill),
        });
      }
      return;
    case 'line':
      page.drawLine({
        start: { x: item.x1 * PT, y: yUp(page, item.y1) },
        end: { x: item.x2 * PT, y: yUp(page, item.y2) },
        thickness: item.width,
        color: colour(item.stroke),
      });
      return;
    case 'polyline': {
      const [first, ...rest] = item.points;
      if (!first) return;
      const path = `M ${first[0] * PT} ${first[1] * PT} ${rest.map(([x, y]) => `L ${x * PT} ${y * PT}`).join(' ')}`;
      page.drawSvgPath(path, {
        x: 0,
        y: page.getHeight(),
        borderColor: colour(item.stroke),
        borderWidth: item.width,
      });
      return;
    }
    case 'wedge':
      page.drawSvgPath(wedge(item.cx * PT, item.cy * PT, item.r * PT, item.from, item.to), {
        x: 0,
        y: page.getHeight(),
        color: colour(item.fill),
      });
      return;
    case 'image': {
      const image = images.get(item.assetId);
      if (image)
        page.drawImage(image, {
          x: item.x * PT,
          y: yUp(page, item.y + item.h),
          width: item.w * PT,
          height: item.h * PT,
        });
      return;
    }
    case 'text': {
      const font = item.bold ? fonts.bold : fonts.regular;
      const width = font.widthOfTextAtSize(item.text, item.size) / PT;
      const x =
        item.align === 'center'
          ? item.x + (item.w - width) / 2
          : item.align === 'right'
            ? item.x + item.w - width
            : item.x;
      page.drawText(item.text, {
        x: x * PT,
        y: yUp(page, item.baseline),
        size: item.size,
        font,
        color: colour(item.color),
      });
      return;
    }
  }
}

/** A pie wedge in points, y down (drawSvgPath's direction), clockwise from twelve o'clock. */
function wedge(cx: number, cy: number, r: number, from: number, to: number): string {
  if (to - from >= 359.999) {
    return `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
  }
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${cx + r * Math.cos(rad)} ${cy + r * Math.sin(rad)}`;
  };
  return `M ${cx} ${cy} L ${point(from)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)} Z`;
}
