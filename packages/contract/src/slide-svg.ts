import type { DrawItem, DrawList } from './slide-layout.ts';
import { SLIDE_FONT } from './slides.ts';

/** SVG user units per inch: the drawing is 1333 × 750 units. */
const UNIT = 100;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const n = (inches: number) => Number((inches * UNIT).toFixed(2));
const colour = (hex: string) => (/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#000000');

/**
 * A slide's draw list as an SVG document: what the browser shows as preview and presentation. It draws
 * the items as given (text already in lines), like the PPTX and PDF renderers do.
 */
export function slideSvg(
  list: DrawList,
  options: {
    imageHref: (assetId: number) => string;
    title?: string;
    /** Makes the drawing's element ids unique when several slides are drawn into one page. */
    idPrefix?: string;
  },
): string {
  const prefix = options.idPrefix ?? '';
  const body = list.items
    .map((item, index) => drawItem(item, `${prefix}${index}`, options.imageHref))
    .join('');
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(list.width)} ${n(list.height)}" ` +
    `font-family="'${SLIDE_FONT}', sans-serif" role="img">${title}` +
    `<rect width="100%" height="100%" fill="${colour(list.background)}"/>${body}</svg>`
  );
}

function drawItem(item: DrawItem, index: string, imageHref: (assetId: number) => string): string {
  switch (item.kind) {
    case 'rect':
      return `<rect x="${n(item.x)}" y="${n(item.y)}" width="${n(item.w)}" height="${n(item.h)}"${
        item.radius ? ` rx="${n(item.radius)}"` : ''
      } fill="${colour(item.fill)}"/>`;
    case 'line':
      return `<line x1="${n(item.x1)}" y1="${n(item.y1)}" x2="${n(item.x2)}" y2="${n(item.y2)}" stroke="${colour(
        item.stroke,
      )}" stroke-width="${((item.width / 72) * UNIT).toFixed(2)}"/>`;
    case 'polyline':
      return `<polyline points="${item.points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${colour(
        item.stroke,
      )}" stroke-width="${((item.width / 72) * UNIT).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"/>`;
    case 'wedge':
      return `<path d="${wedgePath(item.cx, item.cy, item.r, item.from, item.to)}" fill="${colour(item.fill)}"/>`;
    case 'image': {
      const clip = `clip-${index}`;
      return (
        `<clipPath id="${clip}"><rect x="${n(item.x)}" y="${n(item.y)}" width="${n(item.w)}" height="${n(item.h)}"/></clipPath>` +
        `<image href="${escapeXml(imageHref(item.assetId))}" x="${n(item.x)}" y="${n(item.y)}" width="${n(item.w)}" ` +
        `height="${n(item.h)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"><title>${escapeXml(item.alt)}</title></image>`
      );
    }
    case 'text': {
      const anchor = item.align === 'center' ? 'middle' : item.align === 'right' ? 'end' : 'start';
      const x =
        item.align === 'center' ? item.x + item.w / 2 : item.align === 'right' ? item.x + item.w : item.x;
      return `<text x="${n(x)}" y="${n(item.baseline)}" font-size="${((item.size / 72) * UNIT).toFixed(2)}"${
        item.bold ? ' font-weight="700"' : ''
      } fill="${colour(item.color)}" text-anchor="${anchor}" xml:space="preserve">${escapeXml(item.text)}</text>`;
    }
  }
}

/** A pie wedge from `from` to `to` degrees, clockwise from twelve o'clock. */
export function wedgePath(cx: number, cy: number, r: number, from: number, to: number): string {
  if (to - from >= 359.999) {
    return `M ${n(cx - r)} ${n(cy)} a ${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0 a ${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0 Z`;
  }
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)] as const;
  };
  const [x1, y1] = point(from);
  const [x2, y2] = point(to);
  const large = to - from > 180 ? 1 : 0;
  return `M ${n(cx)} ${n(cy)} L ${n(x1)} ${n(y1)} A ${n(r)} ${n(r)} 0 ${large} 1 ${n(x2)} ${n(y2)} Z`;
}
