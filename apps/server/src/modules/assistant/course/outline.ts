import { COURSE_PLAN_MAX_CHAPTERS, type OutlineOrigin } from '@pustaka/contract';

/**
 * A book's chapters from what the PDF says about itself, in this order: its outline (bookmarks, the
 * author's own table of contents), else the largest headings the extractor found by type size, else blocks
 * of pages. Pure: it reads the extraction's outline and pages (or an upload's text cut into parts).
 */

export type BookPage = { number: number; markdown: string };
export type OutlineEntry = { title: string; page: number | null; level: number };
export type ChapterRange = { title: string; first: number; last: number };
export type BookOutline = { origin: OutlineOrigin; chapters: ChapterRange[] };

/** A book without bookmarks or headings is cut into blocks of about this many pages, at most 12 of them. */
const PAGES_PER_BLOCK = 10;
const MAX_BLOCKS = 12;

function cleanTitle(title: string, index: number, language: 'id' | 'en'): string {
  const text = title
    .replace(/[#*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  if (text.length >= 3) return text;
  return `${language === 'id' ? 'Bab' : 'Chapter'} ${index + 1}${text ? `: ${text}` : ''}`;
}

/** Starts (title, first page) to ranges: each runs to the page before the next one, the last to the end. */
function rangesOf(starts: Array<{ title: string; page: number }>, pageCount: number): ChapterRange[] {
  const sorted = [...starts].sort((a, b) => a.page - b.page);
  const unique = sorted.filter((start, i) => i === 0 || start.page !== sorted[i - 1]?.page);
  return unique.map((start, i) => ({
    title: start.title,
    first: start.page,
    last: Math.max(start.page, (unique[i + 1]?.page ?? pageCount + 1) - 1),
  }));
}

/** More chapters than a plan takes: neighbours are merged, each group named by its first chapter. */
function capped(chapters: ChapterRange[]): ChapterRange[] {
  if (chapters.length <= COURSE_PLAN_MAX_CHAPTERS) return chapters;
  const size = Math.ceil(chapters.length / COURSE_PLAN_MAX_CHAPTERS);
  const merged: ChapterRange[] = [];
  for (let i = 0; i < chapters.length; i += size) {
    const group = chapters.slice(i, i + size);
    const first = group[0] as ChapterRange;
    merged.push({ title: first.title, first: first.first, last: (group.at(-1) as ChapterRange).last });
  }
  return merged;
}

function fromBookmarks(outline: OutlineEntry[], pageCount: number): ChapterRange[] {
  const pointed = outline.filter(
    (entry): entry is OutlineEntry & { page: number } =>
      entry.page !== null && entry.page >= 1 && entry.page <= pageCount && entry.title.trim() !== '',
  );
  const levels = [...new Set(pointed.map((entry) => entry.level))].sort((a, b) => a - b);
  // The top level, unless it is a single entry (the book's own title) over the real chapters.
  for (const level of levels.slice(0, 2)) {
    const starts = pointed.filter((entry) => entry.level === level);
    if (new Set(starts.map((entry) => entry.page)).size >= 2) return rangesOf(starts, pageCount);
  }
  return [];
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/gm;

function fromHeadings(pages: BookPage[], pageCount: number, everyPage: boolean): ChapterRange[] {
  const found: Array<{ title: string; page: number; level: number }> = [];
  for (const page of pages) {
    for (const match of page.markdown.matchAll(HEADING)) {
      found.push({ title: match[2] ?? '', page: page.number, level: (match[1] ?? '').length });
    }
  }
  const levels = [...new Set(found.map((heading) => heading.level))].sort((a, b) => a - b);
  for (const level of levels.slice(0, 2)) {
    const starts = found.filter((heading) => heading.level === level);
    // A heading on nearly every page is a running title or a caption style, not a chapter (an upload's
    // parts are cut at their headings, so there every part has one).
    const distinctPages = new Set(starts.map((heading) => heading.page)).size;
    if (distinctPages >= 2 && (everyPage || distinctPages <= pageCount / 2 || pageCount <= 4)) {
      return rangesOf(starts, pageCount);
    }
  }
  return [];
}

function inBlocks(pages: BookPage[], pageCount: number, language: 'id' | 'en'): ChapterRange[] {
  const blocks = Math.min(MAX_BLOCKS, Math.max(1, Math.ceil(pageCount / PAGES_PER_BLOCK)));
  const size = Math.ceil(pageCount / blocks);
  const chapters: ChapterRange[] = [];
  for (let first = 1; first <= pageCount; first += size) {
    const last = Math.min(pageCount, first + size - 1);
    const heading = pages
      .filter((page) => page.number >= first && page.number <= last)
      .map((page) => page.markdown.match(/^#{1,6}\s+(.+)$/m)?.[1])
      .find(Boolean);
    const label = language === 'id' ? `Halaman ${first}–${last}` : `Pages ${first}–${last}`;
    chapters.push({ title: heading ? `${heading} (${label})` : label, first, last });
  }
  return chapters;
}

/** The chapters of a book of `pageCount` pages (or parts), and where they were found. */
export function readOutline(
  input: { outline: OutlineEntry[]; pages: BookPage[]; pageCount: number },
  language: 'id' | 'en',
  unit: 'page' | 'part' = 'page',
): BookOutline {
  const { outline, pages, pageCount } = input;
  let origin: OutlineOrigin = 'bookmarks';
  let chapters = fromBookmarks(outline, pageCount);
  if (chapters.length < 2) {
    origin = 'headings';
    chapters = fromHeadings(pages, pageCount, unit === 'part');
  }
  if (chapters.length < 2) {
    origin = 'pages';
    chapters = inBlocks(pages, pageCount, language);
  }
  return {
    origin,
    chapters: capped(chapters).map((chapter, i) => ({
      ...chapter,
      title: cleanTitle(chapter.title, i, language),
    })),
  };
}

/** Words a part of an uploaded PDF's text holds when the text has no headings to cut it at. */
const WORDS_PER_PART = 350;

/**
 * An uploaded PDF keeps its text, not its pages: the text is cut into numbered parts, at its top headings
 * when it has them (each part then starts with its heading), else into blocks of about 350 words.
 */
export function partsOfText(markdown: string): BookPage[] {
  const levels = [...markdown.matchAll(HEADING)].map((match) => (match[1] ?? '').length);
  const top = levels.length > 0 ? Math.min(...levels) : 0;
  const topCount = levels.filter((level) => level === top).length;
  const chunks: string[] = [];
  if (topCount >= 2) {
    const marker = new RegExp(`^#{${top}}\\s`);
    let current: string[] = [];
    for (const line of markdown.split('\n')) {
      if (marker.test(line) && current.some((l) => l.trim())) {
        chunks.push(current.join('\n'));
        current = [];
      }
      current.push(line);
    }
    chunks.push(current.join('\n'));
  } else {
    let current: string[] = [];
    let words = 0;
    for (const paragraph of markdown.split(/\n\s*\n/)) {
      current.push(paragraph);
      words += paragraph.split(/\s+/).filter(Boolean).length;
      if (words >= WORDS_PER_PART) {
        chunks.push(current.join('\n\n'));
        current = [];
        words = 0;
      }
    }
    if (current.some((p) => p.trim())) chunks.push(current.join('\n\n'));
  }
  return chunks
    .filter((chunk) => chunk.trim())
    .map((chunk, i) => ({ number: i + 1, markdown: chunk.trim() }));
}

/** A chapter's text, each page marked (`<!-- page N -->`) so a question or summary can cite it. */
export function chapterMarkdown(
  pages: BookPage[],
  first: number,
  last: number,
  unit: 'page' | 'part',
): string {
  return pages
    .filter((page) => page.number >= first && page.number <= last)
    .map((page) => (unit === 'page' ? `<!-- page ${page.number} -->\n\n${page.markdown}` : page.markdown))
    .join('\n\n');
}
