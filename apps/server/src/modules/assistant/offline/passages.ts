/**
 * A source's text as the sentences a question can cite: each with the heading it sits under and its
 * paragraph number (counted over the whole text, so "paragraph 12" is found by counting down the page).
 */

export type Sentence = {
  /** The sentence as it reads in the source, Markdown marks removed. */
  text: string;
  /** The nearest heading above it, if the text has headings. */
  heading: string | null;
  /** 1-based, over the whole text. */
  paragraph: number;
  /** A page number when the text marks pages (`<!-- page 3 -->` or a `--- page 3 ---` line). */
  page: number | null;
  /** The sentence's place in the text: ties in scoring go to the earlier one. */
  index: number;
};

/** Short words that end in a full stop without ending a sentence (Indonesian and English). */
const ABBREVIATIONS = new Set([
  'dll',
  'dsb',
  'dst',
  'dkk',
  'yth',
  'no',
  'hlm',
  'tgl',
  'jl',
  'prof',
  'dr',
  'ir',
  'drs',
  'mr',
  'mrs',
  'ms',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'fig',
  'vol',
  'pp',
  'inc',
  'ltd',
  'co',
  'sec',
]);

const PAGE_MARK = /^(?:<!--\s*page\s+(\d+)\s*-->|-{2,}\s*page\s+(\d+)\s*-{2,})$/i;

/** Markdown marks a reader does not see: links keep their words, emphasis and code marks go. */
function plain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]{1,3}([^*_`~]+)[*_`~]{1,3}/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a paragraph into sentences at . ! ? followed by a capital, digit or quote, past abbreviations. */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  const boundary = /[.!?]+["'”’)]*\s+(?=["'“‘(]?[\p{Lu}\d])/gu;
  let start = 0;
  for (const match of paragraph.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].trimEnd().length;
    const before = paragraph.slice(start, match.index ?? 0);
    const lastWord = (before.match(/([\p{L}.]+)$/u)?.[1] ?? '').toLowerCase();
    // "dr. Sutomo", "e.g. this", single initials ("J. Smith") do not end a sentence.
    if (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord)) continue;
    sentences.push(paragraph.slice(start, end).trim());
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.filter((s) => s.length > 0);
}

/** Reads Markdown (or plain text) into its sentences with their heading, paragraph and page. */
export function readSentences(markdown: string): Sentence[] {
  const sentences: Sentence[] = [];
  let heading: string | null = null;
  let page: number | null = null;
  let paragraph = 0;
  const flush = (lines: string[]) => {
    const text = plain(lines.join(' '));
    lines.length = 0;
    if (!text) return;
    paragraph += 1;
    for (const sentence of splitSentences(text)) {
      sentences.push({ text: sentence, heading, paragraph, page, index: sentences.length });
    }
  };
  const lines: string[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const pageMark = line.match(PAGE_MARK);
    if (pageMark) {
      flush(lines);
      page = Number(pageMark[1] ?? pageMark[2]);
      continue;
    }
    const headingMatch = line.match(/^#{1,6}\s+(.+?)\s*#*$/);
    if (headingMatch) {
      flush(lines);
      heading = plain(headingMatch[1] ?? '') || null;
      continue;
    }
    if (line === '' || /^(?:-{3,}|\*{3,}|_{3,})$/.test(line)) {
      flush(lines);
      continue;
    }
    // Table rows and code fences carry no sentences a question could quote.
    if (line.startsWith('|') || line.startsWith('```')) continue;
    lines.push(line);
  }
  flush(lines);
  return sentences;
}
