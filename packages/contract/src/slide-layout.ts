import { DEJAVU_SANS_BOLD_WIDTHS, DEJAVU_SANS_WIDTHS, METRIC_CODE_POINTS } from './slide-font-metrics.ts';
import {
  type Box,
  type DeckTheme,
  paletteOf,
  SLIDE_FONT_SIZES,
  SLIDE_HEIGHT_IN,
  SLIDE_WIDTH_IN,
  type SlideChart,
  type SlideContent,
  slideBoxes,
  type ThemePalette,
} from './slides.ts';

/**
 * A slide as a list of things to draw at fixed places, in inches from the top left. Text is already broken
 * into lines with DejaVu Sans's own widths, so every renderer (the browser's SVG, the PPTX, the PDF) only
 * places what it is given: none of them wraps, shrinks or lays out anything by itself.
 */
export type DrawItem =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; radius?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
  | {
      kind: 'text';
      x: number;
      /** The baseline of the line. */
      baseline: number;
      /** The line's box, for renderers that place text by its top: top = baseline - ascent. */
      top: number;
      w: number;
      size: number;
      bold: boolean;
      color: string;
      text: string;
      align: 'left' | 'center' | 'right';
    }
  | { kind: 'image'; x: number; y: number; w: number; h: number; assetId: number; alt: string }
  | { kind: 'polyline'; points: Array<[number, number]>; stroke: string; width: number }
  | { kind: 'wedge'; cx: number; cy: number; r: number; from: number; to: number; fill: string };

export type DrawList = { width: number; height: number; background: string; items: DrawItem[] };

/** DejaVu Sans: ascent and descent in ems (hhea), and the line height every renderer uses. */
export const FONT_ASCENT = 0.928;
export const FONT_DESCENT = 0.236;
export const LINE_HEIGHT = 1.2;
const PT_PER_IN = 72;

const widthIndex = new Map(METRIC_CODE_POINTS.map((cp, i) => [cp, i]));

/** The width of a text in inches at a size in points. Characters outside the table count as an "M". */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? DEJAVU_SANS_BOLD_WIDTHS : DEJAVU_SANS_WIDTHS;
  const fallback = table[widthIndex.get(77) ?? 0] ?? 863;
  let units = 0;
  for (const char of text) {
    const index = widthIndex.get(char.codePointAt(0) ?? 0);
    units += index === undefined ? fallback : (table[index] ?? fallback);
  }
  return (units / 1000) * (size / PT_PER_IN);
}

/** Lines of at most `width` inches, broken between words; a word longer than a line is cut. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (textWidth(line, size, bold) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const lineStep = (size: number) => (size * LINE_HEIGHT) / PT_PER_IN;
/** Where a line's baseline sits below its top: the glyphs centred in the line height, as Office sets them. */
const baselineOffset = (size: number) =>
  ((LINE_HEIGHT - FONT_ASCENT - FONT_DESCENT) / 2 + FONT_ASCENT) * (size / PT_PER_IN);

type Block = { text: string; bold: boolean; gapBefore: number; indent: number; marker?: string };

/**
 * Blocks of text (a title, bullets) in a box: the largest size from `size` down to `minSize` (2 pt steps)
 * at which every line fits; what still does not fit at the smallest size is cut with an ellipsis.
 */
function placeText(
  blocks: Block[],
  box: Box,
  options: {
    size: number;
    minSize: number;
    color: string;
    align?: 'left' | 'center';
    valign?: 'top' | 'middle';
  },
): DrawItem[] {
  let size = options.size;
  let laid = layoutBlocks(blocks, box, size);
  while (laid.height > box.h && size - 2 >= options.minSize) {
    size -= 2;
    laid = layoutBlocks(blocks, box, size);
  }
  const offset = options.valign === 'middle' ? Math.max(0, (box.h - laid.height) / 2) : 0;
  const items: DrawItem[] = [];
  for (const line of laid.lines) {
    const top = box.y + offset + line.top;
    if (top + lineStep(size) > box.y + box.h + 0.01) {
      const last = [...items].reverse().find((item) => item.kind === 'text');
      if (last?.kind === 'text' && !last.text.endsWith('…'))
        last.text = `${last.text.replace(/\s*\S$/, '')}…`;
      break;
    }
    const baseline = top + baselineOffset(size);
    const x = box.x + line.indent;
    const w = box.w - line.indent;
    if (line.marker) {
      items.push({
        kind: 'text',
        x: box.x,
        baseline,
        top,
        w: line.indent,
        size,
        bold: false,
        color: options.color,
        text: line.marker,
        align: 'left',
      });
    }
    items.push({
      kind: 'text',
      x,
      baseline,
      top,
      w,
      size,
      bold: line.bold,
      color: options.color,
      text: line.text,
      align: options.align ?? 'left',
    });
  }
  return items;
}

function layoutBlocks(blocks: Block[], box: Box, size: number) {
  const lines: Array<{ text: string; top: number; bold: boolean; indent: number; marker?: string }> = [];
  let y = 0;
  for (const block of blocks) {
    y += block.gapBefore * (size / PT_PER_IN);
    const indent = block.marker ? textWidth(`${block.marker} `, size) + 0.05 : block.indent;
    wrapText(block.text, size, box.w - indent, block.bold).forEach((text, i) => {
      lines.push({ text, top: y, bold: block.bold, indent, marker: i === 0 ? block.marker : undefined });
      y += lineStep(size);
    });
  }
  return { lines, height: y };
}

const bulletBlocks = (bullets: string[]): Block[] =>
  bullets
    .filter(Boolean)
    .map((text, i) => ({ text, bold: false, gapBefore: i === 0 ? 0 : 0.45, indent: 0, marker: '•' }));

/** Everything a slide draws, from its content and the deck's theme. */
export function layoutSlide(content: SlideContent, theme: DeckTheme): DrawList {
  const palette = paletteOf(theme);
  const boxes = slideBoxes(content.layout);
  const items: DrawItem[] = [];
  const sizes = SLIDE_FONT_SIZES;
  if (boxes.band) items.push({ kind: 'rect', ...boxes.band, fill: palette.accent });
  const heading = (
    size: number,
    box: Box | undefined,
    align: 'left' | 'center' = 'left',
    valign: 'top' | 'middle' = 'top',
  ) => {
    if (box && content.title) {
      items.push(
        ...placeText([{ text: content.title, bold: true, gapBefore: 0, indent: 0 }], box, {
          size,
          minSize: size - 12,
          color: palette.text,
          align,
          valign,
        }),
      );
    }
  };
  /** A bulleted list in its box, shrunk to fit like the rest of the slide's body text. */
  const list = (bullets: string[], box: Box | undefined) => {
    if (box)
      items.push(
        ...placeText(bulletBlocks(bullets), box, { size: sizes.body, minSize: 14, color: palette.text }),
      );
  };
  switch (content.layout) {
    case 'title':
    case 'section':
      heading(content.layout === 'title' ? sizes.title : sizes.sectionTitle, boxes.title, 'left', 'middle');
      if (boxes.subtitle && content.subtitle) {
        items.push(
          ...placeText([{ text: content.subtitle, bold: false, gapBefore: 0, indent: 0 }], boxes.subtitle, {
            size: sizes.subtitle,
            minSize: 14,
            color: palette.muted,
          }),
        );
      }
      break;
    case 'bullets':
      heading(sizes.heading, boxes.title);
      list(content.bullets, boxes.body);
      break;
    case 'two-columns':
      heading(sizes.heading, boxes.title);
      list(content.bullets, boxes.body);
      if (boxes.secondary) {
        items.push({
          kind: 'line',
          x1: boxes.secondary.x - 0.25,
          y1: boxes.secondary.y,
          x2: boxes.secondary.x - 0.25,
          y2: boxes.secondary.y + boxes.secondary.h,
          stroke: palette.accent,
          width: 1.5,
        });
        list(content.secondary, boxes.secondary);
      }
      break;
    case 'image-text':
      heading(sizes.heading, boxes.title);
      if (boxes.image) {
        items.push(
          content.image
            ? { kind: 'image', ...boxes.image, assetId: content.image.asset_id, alt: content.image.alt }
            : { kind: 'rect', ...boxes.image, fill: palette.surface, radius: 0.08 },
        );
      }
      list(content.bullets, boxes.body);
      break;
    case 'quote':
      if (boxes.quote && content.quote) {
        items.push(
          ...placeText(
            [{ text: `“${content.quote.text}”`, bold: false, gapBefore: 0, indent: 0 }],
            boxes.quote,
            { size: sizes.quote, minSize: 18, color: palette.text, valign: 'middle' },
          ),
        );
      }
      if (boxes.attribution && content.quote?.attribution) {
        items.push(
          ...placeText(
            [{ text: `— ${content.quote.attribution}`, bold: true, gapBefore: 0, indent: 0 }],
            boxes.attribution,
            { size: sizes.attribution, minSize: 12, color: palette.muted },
          ),
        );
      }
      break;
    case 'chart':
      heading(sizes.heading, boxes.title);
      if (boxes.chart && content.chart) items.push(...layoutChart(content.chart, boxes.chart, palette));
      break;
  }
  return { width: SLIDE_WIDTH_IN, height: SLIDE_HEIGHT_IN, background: palette.background, items };
}

/** Series colours: the accent first, then colours that stay apart on every theme. */
function seriesColour(palette: ThemePalette, index: number): string {
  return [palette.accent, '#94a3b8', '#f97316', '#22c55e'][index % 4] ?? palette.accent;
}

const LABEL_SIZE = 12;

function chartLabel(
  text: string,
  x: number,
  top: number,
  w: number,
  color: string,
  align: 'left' | 'center' | 'right',
): DrawItem {
  const size = LABEL_SIZE;
  const [line = ''] = wrapText(text, size, w);
  const fitted = line.length < text.length ? `${line.replace(/\s*\S$/, '')}…` : line;
  const baseline = top + baselineOffset(size);
  return { kind: 'text', x, baseline, top, w, size, bold: false, color, text: fitted, align };
}

/** Bars, lines or a pie, with their labels, drawn from the small table a chart slide holds. */
export function layoutChart(chart: SlideChart, box: Box, palette: ThemePalette): DrawItem[] {
  const items: DrawItem[] = [];
  const labelLine = lineStep(LABEL_SIZE);
  if (chart.kind === 'pie') {
    const values = chart.series[0]?.values ?? [];
    const total = values.reduce((sum, v) => sum + Math.max(0, v), 0) || 1;
    const r = Math.min(box.h, box.w * 0.55) / 2 - 0.1;
    const cx = box.x + r + 0.1;
    const cy = box.y + box.h / 2;
    let angle = 0;
    values.forEach((value, i) => {
      const sweep = (Math.max(0, value) / total) * 360;
      items.push({ kind: 'wedge', cx, cy, r, from: angle, to: angle + sweep, fill: pieColour(palette, i) });
      angle += sweep;
    });
    const legendX = cx + r + 0.5;
    chart.labels.forEach((label, i) => {
      const top = box.y + 0.2 + i * (labelLine + 0.12);
      items.push({ kind: 'rect', x: legendX, y: top + 0.03, w: 0.16, h: 0.16, fill: pieColour(palette, i) });
      const share = Math.round((Math.max(0, values[i] ?? 0) / total) * 100);
      items.push(
        chartLabel(
          `${label} (${share}%)`,
          legendX + 0.25,
          top,
          box.x + box.w - legendX - 0.25,
          palette.text,
          'left',
        ),
      );
    });
    return items;
  }
  const all = chart.series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const legendH = chart.series.length > 1 ? labelLine + 0.1 : 0;
  const plot = { x: box.x + 0.8, y: box.y + legendH, w: box.w - 0.9, h: box.h - legendH - labelLine - 0.15 };
  const yOf = (v: number) => plot.y + plot.h - ((v - min) / span) * plot.h;
  // Axis and three gridlines with their values.
  for (let step = 0; step <= 3; step++) {
    const value = min + (span * step) / 3;
    const y = yOf(value);
    items.push({
      kind: 'line',
      x1: plot.x,
      y1: y,
      x2: plot.x + plot.w,
      y2: y,
      stroke: step === 0 ? palette.muted : palette.surface,
      width: step === 0 ? 1.25 : 0.75,
    });
    items.push(chartLabel(formatNumber(value), box.x, y - labelLine / 2, 0.7, palette.muted, 'right'));
  }
  const groupW = plot.w / chart.labels.length;
  chart.labels.forEach((label, i) => {
    items.push(
      chartLabel(label, plot.x + i * groupW, plot.y + plot.h + 0.08, groupW, palette.muted, 'center'),
    );
  });
  if (chart.kind === 'bar') {
    const barW = (groupW * 0.7) / chart.series.length;
    chart.series.forEach((series, s) => {
      series.values.forEach((value, i) => {
        const x = plot.x + i * groupW + groupW * 0.15 + s * barW;
        const top = yOf(Math.max(value, 0));
        const bottom = yOf(Math.min(value, 0));
        items.push({
          kind: 'rect',
          x,
          y: top,
          w: barW * 0.92,
          h: Math.max(0.01, bottom - top),
          fill: seriesColour(palette, s),
        });
      });
    });
  } else {
    chart.series.forEach((series, s) => {
      const points = series.values.map((value, i): [number, number] => [
        plot.x + (i + 0.5) * groupW,
        yOf(value),
      ]);
      items.push({ kind: 'polyline', points, stroke: seriesColour(palette, s), width: 3 });
    });
  }
  if (chart.series.length > 1) {
    chart.series.forEach((series, s) => {
      const x = plot.x + s * 2.4;
      items.push({ kind: 'rect', x, y: box.y + 0.04, w: 0.16, h: 0.16, fill: seriesColour(palette, s) });
      items.push(chartLabel(series.name, x + 0.25, box.y, 2.1, palette.text, 'left'));
    });
  }
  return items;
}

function pieColour(palette: ThemePalette, index: number): string {
  return (
    [palette.accent, '#94a3b8', '#f97316', '#22c55e', '#a855f7', '#eab308', '#ef4444', '#14b8a6'][
      index % 8
    ] ?? palette.accent
  );
}

function formatNumber(value: number): string {
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return rounded.toLocaleString('id-ID');
}
