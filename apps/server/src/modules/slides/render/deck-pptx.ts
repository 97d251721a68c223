import {
  type DrawItem,
  LINE_HEIGHT,
  layoutSlide,
  SLIDE_FONT,
  SLIDE_HEIGHT_IN,
  SLIDE_WIDTH_IN,
} from '@pustaka/contract';
import PptxGenJS from 'pptxgenjs';
import type { DeckForExport, SlideImages } from './deck-export.ts';

type PptxSlide = ReturnType<PptxGenJS['addSlide']>;

const BASELINE_NUDGE_EM = 0.05;

const hex = (colour: string) => colour.replace('#', '').toUpperCase();

/**
 * The deck as a PowerPoint file, drawn from the same layout as the preview: every line of text is a box
 * of its own at the place the layout gave it, without wrapping or auto-fit, in DejaVu Sans. PowerPoint and
 * LibreOffice then have nothing to decide, so the file looks like the preview.
 */
export async function deckToPptx(deck: DeckForExport, images: SlideImages): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({ name: 'PUSTAKA_16_9', width: SLIDE_WIDTH_IN, height: SLIDE_HEIGHT_IN });
  pptx.layout = 'PUSTAKA_16_9';
  pptx.title = deck.title;
  pptx.author = deck.author;
  pptx.theme = { headFontFace: SLIDE_FONT, bodyFontFace: SLIDE_FONT };
  for (const content of deck.slides) {
    const list = layoutSlide(content, deck.theme);
    const slide = pptx.addSlide();
    slide.background = { color: hex(list.background) };
    for (const item of list.items) draw(pptx, slide, item, images);
    if (content.notes) slide.addNotes(content.notes);
  }
  const data = await pptx.write({ outputType: 'nodebuffer', compression: true });
  return data as Buffer;
}

function draw(pptx: PptxGenJS, slide: PptxSlide, item: DrawItem, images: SlideImages): void {
  switch (item.kind) {
    case 'rect':
      slide.addShape(item.radius ? pptx.ShapeType.roundRect : pptx.ShapeType.rect, {
        x: item.x,
        y: item.y,
        w: item.w,
        h: item.h,
        fill: { color: hex(item.fill) },
        line: { type: 'none' },
        ...(item.radius ? { rectRadius: Math.min(item.radius / Math.min(item.w, item.h), 0.5) } : {}),
      });
      return;
    case 'line':
      segment(pptx, slide, item.x1, item.y1, item.x2, item.y2, item.stroke, item.width);
      return;
    case 'polyline':
      for (let i = 1; i < item.points.length; i++) {
        const [x1, y1] = item.points[i - 1] ?? [0, 0];
        const [x2, y2] = item.points[i] ?? [0, 0];
        segment(pptx, slide, x1, y1, x2, y2, item.stroke, item.width);
      }
      return;
    case 'wedge': {
      const box = { x: item.cx - item.r, y: item.cy - item.r, w: 2 * item.r, h: 2 * item.r };
      if (item.to - item.from >= 359.999) {
        slide.addShape(pptx.ShapeType.ellipse, {
          ...box,
          fill: { color: hex(item.fill) },
          line: { type: 'none' },
        });
        return;
      }
      // The layout counts clockwise from twelve o'clock; PowerPoint's pie from three o'clock.
      const ppt = (deg: number) => (((deg - 90) % 360) + 360) % 360;
      slide.addShape(pptx.ShapeType.pie, {
        ...box,
        angleRange: [ppt(item.from), ppt(item.to)],
        fill: { color: hex(item.fill) },
        line: { type: 'none' },
      });
      return;
    }
    case 'image': {
      const image = images.get(item.assetId);
      if (!image) return;
      slide.addImage({
        data: `${image.contentType};base64,${image.data.toString('base64')}`,
        x: item.x,
        y: item.y,
        w: item.w,
        h: item.h,
        altText: item.alt,
      });
      return;
    }
    case 'text':
      slide.addText(item.text, {
        x: item.x,
        // Office places a middle-anchored line about 5% of its size lower than DejaVu's ascent and descent
        // say (measured with LibreOffice against the preview); the box moves up by that much.
        y: item.top - BASELINE_NUDGE_EM * (item.size / 72),
        w: item.w,
        h: (item.size * LINE_HEIGHT) / 72,
        margin: 0,
        fontFace: SLIDE_FONT,
        fontSize: item.size,
        bold: item.bold,
        color: hex(item.color),
        align: item.align,
        valign: 'middle',
        fit: 'none',
        wrap: false,
      });
      return;
  }
}

/** A straight line; PowerPoint draws a line shape from its box's corner, flipped for the other directions. */
function segment(
  pptx: PptxGenJS,
  slide: PptxSlide,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: string,
  width: number,
) {
  slide.addShape(pptx.ShapeType.line, {
    x: Math.min(x1, x2),
    y: Math.min(y1, y2),
    w: Math.max(Math.abs(x2 - x1), 0.001),
    h: Math.max(Math.abs(y2 - y1), 0.001),
    flipH: x2 < x1 !== y2 < y1 && x1 !== x2 && y1 !== y2,
    line: { color: hex(colour), width },
  });
}
