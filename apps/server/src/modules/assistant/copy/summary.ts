import { namesIn } from '../offline/keys.ts';
import type { Sentence } from '../offline/passages.ts';
import { contentWords, stems } from './stemmer.ts';

/**
 * The built-in writer's reading: an extractive summary (the sentences that carry most of the text's
 * vocabulary, each one different from those already taken), the text's keywords, and the category whose name
 * the text talks about. Every sentence it returns is one of the source's, word for word.
 */

type Language = 'id' | 'en';

/** A sentence a summary may take: a statement of readable length, not a question, a list line or a caption. */
function isSummarySentence(text: string): boolean {
  const words = text.split(/\s+/).length;
  if (words < 7 || words > 45) return false;
  if (/[?:]$/.test(text) || !/[.!]$/.test(text)) return false;
  // Mostly digits and symbols: a table row or a reference, not prose.
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return letters / text.length > 0.6;
}

/** How often each stem occurs in the text, and in how many paragraphs. */
export function vocabularyOf(sentences: Sentence[], language: Language) {
  const frequency = new Map<string, number>();
  const paragraphs = new Map<string, Set<number>>();
  for (const sentence of sentences) {
    for (const stem of stems(sentence.text, language)) {
      frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
      const seen = paragraphs.get(stem) ?? new Set<number>();
      seen.add(sentence.paragraph);
      paragraphs.set(stem, seen);
    }
  }
  return { frequency, paragraphs };
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const stem of a) if (b.has(stem)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

/**
 * The `count` sentences that best summarise the text, in the order they appear. A sentence scores by the
 * summed log-frequency of its distinct stems over the square root of its length, with a lift for the first
 * sentence under a heading; each next pick is discounted by its overlap with those already picked (maximal
 * marginal relevance), so the summary does not say one thing three times. Repeated sentences count once.
 */
export function summarise(sentences: Sentence[], language: Language, count: number): Sentence[] {
  const { frequency } = vocabularyOf(sentences, language);
  const seenText = new Set<string>();
  const candidates: { sentence: Sentence; stems: Set<string>; score: number }[] = [];
  let previousHeading: string | null | undefined;
  for (const sentence of sentences) {
    const leads = sentence.heading !== previousHeading;
    previousHeading = sentence.heading;
    const key = sentence.text.toLowerCase();
    if (seenText.has(key) || !isSummarySentence(sentence.text)) continue;
    seenText.add(key);
    const own = new Set(stems(sentence.text, language));
    let weight = 0;
    for (const stem of own) weight += Math.log(1 + (frequency.get(stem) ?? 0));
    const length = Math.max(10, sentence.text.split(/\s+/).length);
    const score = (weight / Math.sqrt(length)) * (leads ? 1.2 : 1) * (sentence.index < 3 ? 1.15 : 1);
    candidates.push({ sentence, stems: own, score });
  }
  const picked: typeof candidates = [];
  while (picked.length < count && candidates.length > 0) {
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    candidates.forEach((candidate, i) => {
      const redundancy = Math.max(0, ...picked.map((p) => overlap(candidate.stems, p.stems)));
      // Ties go to the earlier sentence: the order of `candidates` is the text's.
      const value = candidate.score * (1 - 0.7 * redundancy);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    const [chosen] = candidates.splice(best, 1);
    if (!chosen) break;
    // Nearly the same sentence as one taken: not worth a place.
    if (picked.some((p) => overlap(chosen.stems, p.stems) > 0.8)) continue;
    picked.push(chosen);
  }
  return picked.map((p) => p.sentence).sort((a, b) => a.index - b.index);
}

/**
 * Keywords for tags: names written the same way twice or more, then the stems spread over the most
 * paragraphs, each shown in the form the text uses most. At most `count`, none twice.
 */
export function keywordsOf(sentences: Sentence[], language: Language, count: number): string[] {
  const names = new Map<string, number>();
  for (const sentence of sentences) {
    for (const name of namesIn(sentence.text)) {
      if (name.text.split(/\s+/).length > 4 || name.text.length > 40) continue;
      names.set(name.text, (names.get(name.text) ?? 0) + 1);
    }
  }
  const { frequency, paragraphs } = vocabularyOf(sentences, language);
  const surface = new Map<string, Map<string, number>>();
  for (const sentence of sentences) {
    const words = contentWords(sentence.text);
    const own = stems(sentence.text, language);
    own.forEach((stem, i) => {
      const word = words[i] ?? stem;
      const forms = surface.get(stem) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      surface.set(stem, forms);
    });
  }
  const tags: string[] = [];
  const taken = new Set<string>();
  const add = (tag: string) => {
    const key = tag.toLowerCase();
    if (taken.has(key) || tags.length >= count) return;
    taken.add(key);
    for (const stem of stems(tag, language)) taken.add(stem);
    tags.push(tag);
  };
  [...names.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Math.ceil(count / 2))
    .forEach(([name]) => {
      add(name);
    });
  const ranked = [...frequency.entries()]
    .filter(([stem]) => stem.length >= 4 && !/\d/.test(stem))
    .map(([stem, n]) => ({ stem, value: n * Math.log(1 + (paragraphs.get(stem)?.size ?? 0)) }))
    .sort((a, b) => b.value - a.value || a.stem.localeCompare(b.stem));
  for (const { stem } of ranked) {
    if (tags.length >= count) break;
    if (taken.has(stem)) continue;
    const forms = [...(surface.get(stem) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
    add(forms[0]?.[0] ?? stem);
    taken.add(stem);
  }
  return tags;
}

/**
 * The category the text talks about most: each category's name (and description) as stems, scored by how
 * often the text uses them, per stem of the name. None when no category's words occur.
 */
export function categoryFor<C extends { id: number; name: string; description?: string | null }>(
  categories: C[],
  sentences: Sentence[],
  language: Language,
): C | null {
  const { frequency } = vocabularyOf(sentences, language);
  let best: { category: C; score: number } | null = null;
  for (const category of categories) {
    const nameStems = new Set([...stems(category.name, language), ...stems(category.name, 'en')]);
    const descriptionStems = new Set(stems(category.description ?? '', language));
    if (nameStems.size === 0) continue;
    let score = 0;
    for (const stem of nameStems) score += Math.log(1 + (frequency.get(stem) ?? 0)) * 2;
    for (const stem of descriptionStems) score += Math.log(1 + (frequency.get(stem) ?? 0)) * 0.5;
    score /= Math.sqrt(nameStems.size + descriptionStems.size / 4);
    if (score > 0 && (!best || score > best.score)) best = { category, score };
  }
  return best?.category ?? null;
}
