import { keywords, pickSentences } from './sentences.ts';

/** A part of a source under one heading, as the built-in generator reads it. */
export type Section = { heading: string | null; level: number; text: string };

/** The source's Markdown cut at its headings; text before the first heading is a section without one. */
export function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { heading: null, level: 0, text: '' };
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,4})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1] && heading[2]) {
      if (current.heading || current.text.trim()) sections.push(current);
      current = { heading: heading[2].trim(), level: heading[1].length, text: '' };
    } else {
      // List markers and emphasis are structure, not words of a sentence.
      current.text += `${line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/[*_`]/g, '')}\n`;
    }
  }
  if (current.heading || current.text.trim()) sections.push(current);
  return sections.filter((section) => section.text.trim().length > 0 || section.heading);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Exactly `count` sections (when the source has enough text): the headings of the most used level first;
 * too many are merged with their neighbours, too few are made by cutting the longest at paragraph breaks.
 */
export function fitSections(all: Section[], count: number): Section[] {
  const withText = all.filter((section) => wordCount(section.text) >= 15);
  if (withText.length === 0) return [];
  // Chapters, not every sub-heading: the shallowest level that has at least two sections leads.
  const levels = [...new Set(withText.map((s) => s.level))].sort((a, b) => a - b);
  const lead = levels.find((level) => withText.filter((s) => s.level === level).length >= 2) ?? levels[0];
  let sections: Section[] = [];
  for (const section of withText) {
    const last = sections.at(-1);
    if (section.level > (lead ?? 0) && last) last.text += `\n${section.text}`;
    else sections.push({ ...section });
  }
  while (sections.length > count) {
    // Merge the shortest section into its shorter neighbour.
    let shortest = 0;
    sections.forEach((s, i) => {
      if (wordCount(s.text) < wordCount(sections[shortest]?.text ?? '')) shortest = i;
    });
    const before = sections[shortest - 1];
    const after = sections[shortest + 1];
    const into =
      before && (!after || wordCount(before.text) <= wordCount(after.text)) ? shortest - 1 : shortest + 1;
    const [first, second] = into < shortest ? [into, shortest] : [shortest, into];
    const a = sections[first];
    const b = sections[second];
    if (!a || !b) break;
    sections = [
      ...sections.slice(0, first),
      { heading: a.heading ?? b.heading, level: a.level, text: `${a.text}\n${b.text}` },
      ...sections.slice(second + 1),
    ];
  }
  while (sections.length < count) {
    let longest = 0;
    sections.forEach((s, i) => {
      if (wordCount(s.text) > wordCount(sections[longest]?.text ?? '')) longest = i;
    });
    const target = sections[longest];
    if (!target || wordCount(target.text) < 120) break;
    const [first, second] = splitInHalf(target.text);
    sections = [
      ...sections.slice(0, longest),
      { ...target, text: first },
      { heading: null, level: target.level, text: second },
      ...sections.slice(longest + 1),
    ];
  }
  return sections;
}

/** Two halves of a passage, cut at the paragraph (else sentence) break nearest the middle. */
function splitInHalf(text: string): [string, string] {
  const middle = text.length / 2;
  const breaks = [...text.matchAll(/\n\s*\n|(?<=[.!?])\s+/g)].map((m) => (m.index ?? 0) + m[0].length);
  const cut = breaks.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0] ?? Math.floor(middle);
  return [text.slice(0, cut), text.slice(cut)];
}

/** A name for a section that has no heading: its opening words, else its most frequent words. */
export function nameOf(section: Section, language: 'id' | 'en'): string {
  if (section.heading) return section.heading.slice(0, 160);
  const [first] = pickSentences(section.text, 1);
  const opening = first?.split(/[,:;]/)[0]?.trim();
  if (opening && opening.split(' ').length <= 9) return opening;
  const words = keywords(section.text, 3);
  if (words.length === 0) return language === 'id' ? 'Pembahasan' : 'Discussion';
  const [head = '', ...rest] = words;
  return [head.charAt(0).toUpperCase() + head.slice(1), ...rest].join(', ');
}
