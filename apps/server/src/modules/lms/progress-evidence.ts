import { AppError } from '#platform/errors.ts';
import type { ContentRow } from './content-view.ts';
import type { ProgressRow } from './locks.ts';

/**
 * Completion from evidence the server saw, never from a share the client states. A save reports where the
 * learner is (`position`: the second of a media, the page of a PDF or deck) and whether the media plays or the
 * text is on screen (`active`). The server credits only what the time between two saves allows: a media's
 * stretch from the last position to this one, at most the wall-clock time between them times the fastest
 * playback rate; a text's time on screen; a page once shown. What is credited is kept as a bitmap, so the
 * same minute played ten times counts once, and a seek moves the position without moving the evidence.
 */

/** The fastest playback that still counts in full (players offer up to 2x). */
export const MAX_PLAYBACK_RATE = 2;
/** The longest gap between two saves that counts: a hidden tab's timers may fire only once a minute. */
export const MAX_SAVE_GAP_SECONDS = 120;
/** Careful reading of instructional text; silent reading of non-fiction averages about 240 wpm in studies. */
export const READING_WORDS_PER_MINUTE = 200;
/** A one-line note still takes a look; nothing completes by opening and leaving at once. */
export const READING_FLOOR_SECONDS = 15;
/** A long text asks for its reading time up to 15 minutes, not for an hour of an open tab. */
export const READING_CEILING_SECONDS = 900;
/** A long media is tracked in at most this many stretches, so its bitmap stays at 512 bytes. */
const MAX_STRETCHES = 4096;

/** What a content's evidence is measured against. */
export type Measure =
  | { kind: 'media'; duration: number }
  | { kind: 'pages'; pages: number }
  | { kind: 'reading'; seconds: number }
  | { kind: 'none' };

export type Report = { position: number; active: boolean };

/** The evidence columns of a progress row after one save. */
export type Evidence = Pick<ProgressRow, 'position' | 'percentage' | 'seen' | 'active' | 'activeSeconds'> & {
  updatedAt: Date;
};

/** Words of a text content's body, as a reader meets them. */
export function wordsOf(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Seconds a text content asks to be on screen in full (the trainer's threshold applies to it). */
export function readingSecondsOf(html: string): number {
  const seconds = Math.round((wordsOf(html) / READING_WORDS_PER_MINUTE) * 60);
  return Math.min(READING_CEILING_SECONDS, Math.max(READING_FLOOR_SECONDS, seconds));
}

/** The measure of a content; a deck's slide count comes from its rendition, so it is passed in. */
export function measureOf(content: ContentRow, slides: number | null): Measure {
  switch (content.type) {
    case 'video':
    case 'audio':
      // An upload whose duration cannot be read is refused, so only a broken lesson link lacks one.
      return content.durationSeconds && content.durationSeconds > 0
        ? { kind: 'media', duration: content.durationSeconds }
        : { kind: 'none' };
    case 'pdf':
      return content.pageCount ? { kind: 'pages', pages: content.pageCount } : { kind: 'none' };
    case 'slides':
      return slides ? { kind: 'pages', pages: slides } : { kind: 'none' };
    case 'text':
      return { kind: 'reading', seconds: readingSecondsOf(content.bodyHtml) };
    default:
      return { kind: 'none' };
  }
}

class Bitmap {
  readonly bytes: Uint8Array;
  constructor(
    readonly size: number,
    encoded: string | null,
  ) {
    this.bytes = new Uint8Array(Math.ceil(size / 8));
    // A bitmap of another size (the trainer replaced the file) keeps what still fits.
    if (encoded) this.bytes.set(Buffer.from(encoded, 'base64').subarray(0, this.bytes.length));
  }
  set(index: number) {
    const byte = index >> 3;
    if (index >= 0 && index < this.size) this.bytes[byte] = (this.bytes[byte] ?? 0) | (1 << (index & 7));
  }
  has(index: number) {
    return (this.bytes[index >> 3] ?? 0) & (1 << (index & 7));
  }
  encode() {
    return Buffer.from(this.bytes).toString('base64');
  }
}

const roundShare = (share: number) => Math.min(100, Math.round(share * 1000) / 10);

/** Seconds between the previous save and this one that may count, when the previous save was active. */
function creditedGap(previous: ProgressRow | undefined, now: Date): number {
  if (!previous?.active) return 0;
  const seconds = (now.getTime() - previous.updatedAt.getTime()) / 1000;
  return Math.max(0, Math.min(MAX_SAVE_GAP_SECONDS, seconds));
}

function mediaEvidence(duration: number, previous: ProgressRow | undefined, report: Report, now: Date) {
  const stretch = Math.max(1, duration / MAX_STRETCHES);
  const count = Math.ceil(duration / stretch);
  const seen = new Bitmap(count, previous?.seen ?? null);
  const to = Math.min(report.position, duration);
  const from = Math.min(previous?.position ?? to, duration);
  // Played forward since the last save: credit up to what the clock allows, ending where the learner is.
  const span = Math.min(to - from, creditedGap(previous, now) * MAX_PLAYBACK_RATE);
  if (span > 0) {
    const start = to - span;
    for (let k = Math.floor(start / stretch); k * stretch < to; k += 1) {
      const end = Math.min((k + 1) * stretch, duration);
      const overlap = Math.min(end, to) - Math.max(k * stretch, start);
      if (overlap >= (end - k * stretch) / 2) seen.set(k);
    }
  }
  let watched = 0;
  for (let k = 0; k < count; k += 1) {
    if (seen.has(k)) watched += Math.min((k + 1) * stretch, duration) - k * stretch;
  }
  return { seen: seen.encode(), percentage: roundShare(watched / duration) };
}

function pageEvidence(pages: number, previous: ProgressRow | undefined, page: number) {
  if (!Number.isInteger(page) || page < 1 || page > pages) {
    throw new AppError('LMS_PAGE_OUT_OF_RANGE', { details: { page, page_count: pages } });
  }
  const seen = new Bitmap(pages, previous?.seen ?? null);
  seen.set(page - 1);
  let shown = 0;
  for (let k = 0; k < pages; k += 1) if (seen.has(k)) shown += 1;
  return { seen: seen.encode(), percentage: roundShare(shown / pages) };
}

/**
 * The evidence after one save, from the row before it. Throws `LMS_PAGE_OUT_OF_RANGE` for a page the
 * document does not have.
 */
export function nextEvidence(
  measure: Measure,
  previous: ProgressRow | undefined,
  report: Report,
  now: Date,
): Evidence {
  const base = {
    position: report.position,
    percentage: previous?.percentage ?? 0,
    seen: previous?.seen ?? null,
    active: report.active,
    activeSeconds: previous?.activeSeconds ?? 0,
    updatedAt: now,
  };
  switch (measure.kind) {
    case 'media':
      // A position past the end resumes nowhere: it is kept at the end.
      return {
        ...base,
        position: Math.min(report.position, measure.duration),
        ...mediaEvidence(measure.duration, previous, report, now),
      };
    case 'pages':
      return { ...base, active: false, ...pageEvidence(measure.pages, previous, report.position) };
    case 'reading': {
      const activeSeconds = Math.min(measure.seconds, base.activeSeconds + creditedGap(previous, now));
      return { ...base, position: 0, activeSeconds, percentage: roundShare(activeSeconds / measure.seconds) };
    }
    default:
      return base;
  }
}

/** Whether the evidence meets the trainer's rule. Quizzes complete through their score instead. */
export function meetsThreshold(content: ContentRow, measure: Measure, evidence: Evidence): boolean {
  return measure.kind !== 'none' && evidence.percentage >= content.completionThreshold;
}
