/** The words of a document, lower-cased, hyphenated compounds included: what decides a line-end hyphen. */
export type Vocabulary = Set<string>;

const WORD = /\p{L}+(?:-\p{L}+)*/gu;

export function addWords(vocabulary: Vocabulary, text: string): void {
  for (const match of text.toLowerCase().matchAll(WORD)) vocabulary.add(match[0]);
}

/** A hyphen after a letter at the end of a line (the soft hyphen and the Unicode hyphen included). */
const LINE_END_HYPHEN = /(\p{L}+)[-\u00ad\u2010]$/u;
const NEXT_WORD = /^(\p{Ll}+)/u;
const HYPHENS = new Set(['-', '\u00ad', '\u2010']);
/** Longer than any word, so the tail holds the whole last word and the space before it. */
const TAIL_CHARS = 80;

/**
 * Joins the lines of a paragraph with spaces, and a word broken at a line end by a hyphen back into one
 * word, unless the hyphen is part of it: Indonesian reduplication ("anak-anak", "kemerah-merahan",
 * "sayur-mayur"), or a compound the document writes with its hyphen elsewhere.
 */
export function joinLines(lines: string[], vocabulary: Vocabulary): string {
  let text = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!text) {
      text = line;
      continue;
    }
    // Only a text that ends in a hyphen can join, and only its last word takes part: the patterns run on
    // that tail, not on the whole paragraph again at every line.
    const tail = HYPHENS.has(text[text.length - 1]!) ? text.slice(-TAIL_CHARS) : '';
    const before = tail ? LINE_END_HYPHEN.exec(tail) : null;
    const after = NEXT_WORD.exec(line);
    if (before && after) {
      const soft = text.endsWith('\u00ad');
      const head = text.slice(0, -1);
      text = soft || !keepsHyphen(before[1]!, after[1]!, vocabulary) ? head + line : `${head}-${line}`;
    } else if (before && /^[\p{Lu}\p{N}]/u.test(line)) {
      // "Asia-Pasifik", "ke-21": a compound broken after its hyphen, which stays.
      text = text.endsWith('\u00ad') ? text.slice(0, -1) + line : text + line;
    } else if (tail && after && spacedHyphenJoins(tail, after[1]!, vocabulary)) {
      // Justification can set a hyphen apart from its syllable ("terhu -"); it is a dash between words
      // unless the document knows the joined word.
      text = text.slice(0, -tail.length) + tail.replace(SPACED_LINE_END_HYPHEN, '$1') + line;
    } else {
      text += ` ${line}`;
    }
  }
  return text.replace(/\u00ad/g, '');
}

const SPACED_LINE_END_HYPHEN = /(\p{L}+) [-\u00ad\u2010]$/u;

function spacedHyphenJoins(text: string, tail: string, vocabulary: Vocabulary): boolean {
  const head = SPACED_LINE_END_HYPHEN.exec(text)?.[1];
  return head !== undefined && vocabulary.has((head + tail).toLowerCase());
}

function keepsHyphen(head: string, tail: string, vocabulary: Vocabulary): boolean {
  const a = head.toLowerCase();
  const b = tail.toLowerCase();
  if (vocabulary.has(a + b)) return false;
  if (vocabulary.has(`${a}-${b}`)) return true;
  return isReduplication(a, b);
}

/** The second part repeats the first (whole, its end, or with one or two sounds changed). */
export function isReduplication(a: string, b: string): boolean {
  if (a === b) return true;
  for (let length = Math.min(a.length, b.length); length >= 3; length--) {
    if (a.endsWith(b.slice(0, length))) return true;
  }
  // Rhyming pairs share their end: "turun-temurun", "lauk-pauk", "sayur-mayur".
  let suffix = 0;
  while (suffix < Math.min(a.length, b.length) && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
    suffix++;
  if (suffix >= Math.max(3, 0.6 * Math.min(a.length, b.length))) return true;
  if (a.length === b.length && a.length >= 3) {
    let differences = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences++;
    return differences <= 2 && differences < a.length / 2;
  }
  return false;
}
