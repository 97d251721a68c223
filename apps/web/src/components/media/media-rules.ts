/** 'fit' follows the frame's width; a number is a fixed scale. */
export type ZoomMode = 'fit' | number;

const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The next zoom step up or down from the scale now shown (fit-to-width included). */
export function nextZoom(current: ZoomMode, shownScale: number, direction: 1 | -1): number {
  const scale = current === 'fit' ? shownScale : current;
  if (direction > 0) return STEPS.find((step) => step > scale + 0.01) ?? (STEPS.at(-1) as number);
  return [...STEPS].reverse().find((step) => step < scale - 0.01) ?? (STEPS[0] as number);
}

/** A page number within 1..pages; anything unreadable keeps the current page. */
export function clampPage(target: number, pages: number, current: number): number {
  if (!Number.isFinite(target) || pages < 1) return current;
  return Math.min(pages, Math.max(1, Math.round(target)));
}

/** The page a reader opens at: the saved one within the book, else the first. */
export function resumePage(saved: number | null | undefined, pages: number): number {
  if (!saved || !Number.isFinite(saved) || pages < 1) return 1;
  return Math.min(pages, Math.max(1, Math.round(saved)));
}

export type MediaKind = 'pdf' | 'audio' | 'video' | 'image' | 'other';

/** How a file of this content type is previewed in the browser. */
export function mediaKind(contentType: string | null | undefined): MediaKind {
  const type = (contentType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}
