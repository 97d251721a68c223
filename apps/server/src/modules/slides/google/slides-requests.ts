import {
  type DeckTheme,
  type DrawItem,
  LINE_HEIGHT,
  layoutSlide,
  SLIDE_HEIGHT_IN,
  SLIDE_WIDTH_IN,
  type SlideContent,
} from '@pustaka/contract';

/**
 * A deck as Google Slides API requests, drawn from the same layout as the preview, the PPTX and the PDF:
 * every draw item becomes a shape at the place the layout gave it. Slides has no DejaVu Sans; Verdana (on
 * Google's font list) has nearly its widths, so the lines the layout broke still fit their boxes.
 */
export const GOOGLE_FONT = 'Verdana';
const EMU_PER_INCH = 914_400;
const emu = (inches: number) => Math.round(inches * EMU_PER_INCH);

export const PAGE_SIZE = {
  width: { magnitude: emu(SLIDE_WIDTH_IN), unit: 'EMU' },
  height: { magnitude: emu(SLIDE_HEIGHT_IN), unit: 'EMU' },
};

type Request = Record<string, unknown>;

function rgb(hex: string) {
  const value = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#000000';
  return {
    red: Number.parseInt(value.slice(1, 3), 16) / 255,
    green: Number.parseInt(value.slice(3, 5), 16) / 255,
    blue: Number.parseInt(value.slice(5, 7), 16) / 255,
  };
}

function placed(pageObjectId: string, x: number, y: number, w: number, h: number, flipY = false) {
  return {
    pageObjectId,
    size: { width: { magnitude: emu(w), unit: 'EMU' }, height: { magnitude: emu(h), unit: 'EMU' } },
    transform: {
      scaleX: 1,
      scaleY: flipY ? -1 : 1,
      translateX: emu(x),
      translateY: emu(flipY ? y + h : y),
      unit: 'EMU',
    },
  };
}

function filledShape(
  id: string,
  page: string,
  type: string,
  box: [number, number, number, number],
  fill: string,
) {
  return [
    { createShape: { objectId: id, shapeType: type, elementProperties: placed(page, ...box) } },
    {
      updateShapeProperties: {
        objectId: id,
        shapeProperties: {
          shapeBackgroundFill: { solidFill: { color: { rgbColor: rgb(fill) } } },
          outline: { propertyState: 'NOT_RENDERED' },
        },
        fields: 'shapeBackgroundFill.solidFill.color,outline.propertyState',
      },
    },
  ];
}

function segment(
  id: string,
  page: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: string,
  width: number,
) {
  const x = Math.min(x1, x2);
  const y = Math.min(y1, y2);
  const w = Math.max(Math.abs(x2 - x1), 0.001);
  const h = Math.max(Math.abs(y2 - y1), 0.001);
  // A line runs from its box's top left to bottom right; one rising to the right is that box flipped.
  const flip = x1 !== x2 && y1 !== y2 && x2 < x1 !== y2 < y1;
  return [
    {
      createLine: {
        objectId: id,
        lineCategory: 'STRAIGHT',
        elementProperties: placed(page, x, y, w, h, flip),
      },
    },
    {
      updateLineProperties: {
        objectId: id,
        lineProperties: {
          lineFill: { solidFill: { color: { rgbColor: rgb(colour) } } },
          weight: { magnitude: width, unit: 'PT' },
        },
        fields: 'lineFill.solidFill.color,weight',
      },
    },
  ];
}

function textLine(id: string, page: string, item: Extract<DrawItem, { kind: 'text' }>): Request[] {
  const height = (item.size * LINE_HEIGHT) / 72;
  return [
    {
      createShape: {
        objectId: id,
        shapeType: 'TEXT_BOX',
        elementProperties: placed(page, item.x, item.top, item.w, height),
      },
    },
    { insertText: { objectId: id, text: item.text } },
    {
      updateTextStyle: {
        objectId: id,
        style: {
          fontFamily: GOOGLE_FONT,
          fontSize: { magnitude: item.size, unit: 'PT' },
          bold: item.bold,
          foregroundColor: { opaqueColor: { rgbColor: rgb(item.color) } },
        },
        textRange: { type: 'ALL' },
        fields: 'fontFamily,fontSize,bold,foregroundColor',
      },
    },
    {
      updateParagraphStyle: {
        objectId: id,
        style: { alignment: { left: 'START', center: 'CENTER', right: 'END' }[item.align] },
        textRange: { type: 'ALL' },
        fields: 'alignment',
      },
    },
    {
      updateShapeProperties: {
        objectId: id,
        shapeProperties: { contentAlignment: 'MIDDLE' },
        fields: 'contentAlignment',
      },
    },
  ];
}

/**
 * A pie chart's circle as a table of its values, in the circle's square (the legend with shares stays
 * beside it): Slides cannot draw a wedge of a given angle.
 */
function pieTable(
  id: string,
  page: string,
  content: SlideContent,
  box: { x: number; y: number; w: number; h: number },
): Request[] {
  const chart = content.chart;
  if (!chart) return [];
  const series = chart.series[0];
  const rows = chart.labels.length + 1;
  const requests: Request[] = [
    {
      createTable: {
        objectId: id,
        rows,
        columns: 2,
        elementProperties: placed(page, box.x, box.y, box.w, Math.min(box.h, 0.45 * rows)),
      },
    },
  ];
  const cell = (row: number, column: number, text: string) =>
    text
      ? [{ insertText: { objectId: id, cellLocation: { rowIndex: row, columnIndex: column }, text } }]
      : [];
  requests.push(...cell(0, 0, ''), ...cell(0, 1, series?.name ?? ''));
  chart.labels.forEach((label, index) => {
    requests.push(...cell(index + 1, 0, label), ...cell(index + 1, 1, String(series?.values[index] ?? '')));
  });
  return requests;
}

export type SlidePlan = {
  slideId: string;
  /** Requests that draw everything but pictures. */
  requests: Request[];
  /** Pictures, sent apart: Google fetches each from our public address and may fail to. */
  images: Request[];
};

/** The requests for one slide (a new blank page at `index`), ids unique within the presentation. */
export function slideRequests(
  content: SlideContent,
  theme: DeckTheme,
  index: number,
  imageUrl: (assetId: number) => string | undefined,
): SlidePlan {
  const slideId = `pustaka_s${index}`;
  const list = layoutSlide(content, theme);
  const requests: Request[] = [
    {
      createSlide: {
        objectId: slideId,
        insertionIndex: index,
        slideLayoutReference: { predefinedLayout: 'BLANK' },
      },
    },
    {
      updatePageProperties: {
        objectId: slideId,
        pageProperties: { pageBackgroundFill: { solidFill: { color: { rgbColor: rgb(list.background) } } } },
        fields: 'pageBackgroundFill.solidFill.color',
      },
    },
  ];
  const images: Request[] = [];
  let pieDrawn = false;
  list.items.forEach((item, n) => {
    const id = `${slideId}_e${n}`;
    switch (item.kind) {
      case 'rect':
        requests.push(
          ...filledShape(
            id,
            slideId,
            item.radius ? 'ROUND_RECTANGLE' : 'RECTANGLE',
            [item.x, item.y, item.w, item.h],
            item.fill,
          ),
        );
        return;
      case 'line':
        requests.push(...segment(id, slideId, item.x1, item.y1, item.x2, item.y2, item.stroke, item.width));
        return;
      case 'polyline':
        for (let i = 1; i < item.points.length; i++) {
          const [x1, y1] = item.points[i - 1] ?? [0, 0];
          const [x2, y2] = item.points[i] ?? [0, 0];
          requests.push(...segment(`${id}_${i}`, slideId, x1, y1, x2, y2, item.stroke, item.width));
        }
        return;
      case 'wedge':
        if (item.to - item.from >= 359.999) {
          requests.push(
            ...filledShape(
              id,
              slideId,
              'ELLIPSE',
              [item.cx - item.r, item.cy - item.r, 2 * item.r, 2 * item.r],
              item.fill,
            ),
          );
        } else if (!pieDrawn) {
          pieDrawn = true;
          const square = { x: item.cx - item.r, y: item.cy - item.r, w: 2 * item.r, h: 2 * item.r };
          requests.push(...pieTable(`${slideId}_table`, slideId, content, square));
        }
        return;
      case 'text':
        requests.push(...textLine(id, slideId, item));
        return;
      case 'image': {
        const url = imageUrl(item.assetId);
        if (!url) return;
        images.push({
          createImage: {
            objectId: id,
            url,
            elementProperties: placed(slideId, item.x, item.y, item.w, item.h),
          },
        });
        return;
      }
    }
  });
  return { slideId, requests, images };
}
