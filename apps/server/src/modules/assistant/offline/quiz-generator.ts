import type { AssistantQuestionType, QuestionCitation, QuestionProposal } from '@pustaka/contract';
import { answerKey, comparable, containsWords } from '../quality.ts';
import { CAUSE, type Definition, definitionIn, type Key, namesIn, numbersIn } from './keys.ts';
import { readSentences, type Sentence } from './passages.ts';

/**
 * The built-in question writer: no model, no network. It picks the sentences that say the most (a
 * definition, a number with its unit, named terms, a cause), and asks about them so that a reader can
 * answer from the passage alone; wrong options come from the same source and are of the answer's kind.
 * The same text always gives the same questions.
 */

export type OfflineRequest = {
  markdown: string;
  count: number;
  language: 'id' | 'en';
  types: AssistantQuestionType[];
  /** Question texts not to propose again (already shown to the trainer). */
  exclude?: string[];
};

type Candidate = Sentence & { keys: Key[]; definition: Definition | null; score: number };

const MAX_OPTION = 300;
const WRONG_OPTIONS = 3;

const WORDS = {
  id: {
    cloze: (s: string) => `Lengkapi kalimat dari teks: "${s}"`,
    clozeMany: (s: string) => `Lengkapi kalimat dari teks (pilih semua yang benar): "${s}"`,
    meaning: (term: string) => `Menurut teks, apa yang dimaksud dengan "${term}"?`,
    trueFalse: (s: string) => `Benar atau salah: "${s}"`,
    where: (c: QuestionCitation) =>
      [
        c.page ? `halaman ${c.page}` : null,
        c.heading ? `bagian "${c.heading}"` : null,
        `paragraf ${c.paragraph}`,
      ]
        .filter(Boolean)
        .join(', '),
    because: (where: string, quote: string) => `Lihat ${where}: "${quote}"`,
  },
  en: {
    cloze: (s: string) => `Complete the sentence from the text: "${s}"`,
    clozeMany: (s: string) => `Complete the sentence from the text (choose every right one): "${s}"`,
    meaning: (term: string) => `According to the text, what is "${term}"?`,
    trueFalse: (s: string) => `True or false: "${s}"`,
    where: (c: QuestionCitation) =>
      [
        c.page ? `page ${c.page}` : null,
        c.heading ? `section "${c.heading}"` : null,
        `paragraph ${c.paragraph}`,
      ]
        .filter(Boolean)
        .join(', '),
    because: (where: string, quote: string) => `See ${where}: "${quote}"`,
  },
};

/** FNV-1a: a stable number from a text, for an order that looks random but never changes. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function stableShuffle<T>(items: T[], seed: string, label: (item: T) => string): T[] {
  return [...items].sort((a, b) => hashOf(seed + label(a)) - hashOf(seed + label(b)));
}

function isReadable(sentence: string): boolean {
  const words = sentence.split(/\s+/).length;
  if (words < 6 || words > 60 || sentence.endsWith('?') || sentence.includes('"')) return false;
  const letters = sentence.match(/\p{L}/gu)?.length ?? 0;
  const capitals = sentence.match(/\p{Lu}/gu)?.length ?? 0;
  return letters / sentence.length > 0.6 && capitals / Math.max(letters, 1) < 0.3;
}

function candidatesOf(sentences: Sentence[]): Candidate[] {
  return sentences
    .filter((s) => isReadable(s.text))
    .map((sentence) => {
      const numbers = numbersIn(sentence.text);
      const names = namesIn(sentence.text).filter(
        (name) => !numbers.some((n) => containsWords(n.text, name.text) || containsWords(name.text, n.text)),
      );
      const definition = definitionIn(sentence.text);
      const keys = [...numbers, ...names];
      if (definition && !keys.some((k) => answerKey(k.text) === answerKey(definition.term))) {
        keys.push({ kind: 'term', text: definition.term });
      }
      const words = sentence.text.split(/\s+/).length;
      const score =
        (definition ? 3 : 0) +
        2 * Math.min(1, numbers.filter((k) => k.kind !== 'year').length) +
        Math.min(1, numbers.filter((k) => k.kind === 'year').length) +
        Math.min(2, names.length) +
        (CAUSE.test(sentence.text) ? 1 : 0) +
        (words >= 10 && words <= 35 ? 1 : 0);
      return { ...sentence, keys, definition, score };
    });
}

/** The pool wrong options come from: every key of the source by kind (names and terms are one kind). */
function poolsOf(candidates: Candidate[]): Map<string, string[]> {
  const pools = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const { keys } of candidates) {
    for (const key of keys) {
      const pool = key.kind === 'term' ? 'name' : key.kind;
      const id = `${pool}|${answerKey(key.text)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      pools.set(pool, [...(pools.get(pool) ?? []), key.text]);
    }
  }
  return pools;
}

/** Up to `n` wrong options: of the key's kind, not in the sentence, not an answer in another form, distinct. */
function wrongOptions(pools: Map<string, string[]>, keys: Key[], sentence: string, n: number): string[] {
  const [first] = keys;
  if (!first) return [];
  const pool = pools.get(first.kind === 'term' ? 'name' : first.kind) ?? [];
  const taken = new Set(keys.map((k) => answerKey(k.text)));
  // Numbers with the same digits in another form ("1.000" and "1,000") are the same answer.
  const digits = (text: string) => text.replace(/\D/g, '');
  const takenDigits = new Set(first.kind.startsWith('number') ? keys.map((k) => digits(k.text)) : []);
  const picked: string[] = [];
  for (const option of stableShuffle(pool, sentence, (o) => o)) {
    const key = answerKey(option);
    if (taken.has(key) || takenDigits.has(digits(option))) continue;
    if (containsWords(sentence, option) || option.length > MAX_OPTION) continue;
    taken.add(key);
    picked.push(option);
    if (picked.length === n) break;
  }
  return picked;
}

/** A part of a sentence where it stands as whole words ("5 km" not inside "15 km"). */
function asWords(part: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u');
}

/** The sentence with each part replaced by a blank. */
function blank(sentence: string, parts: string[]): string {
  return parts.reduce((text, part) => text.replace(asWords(part), '___'), sentence);
}

type Draft = Omit<QuestionProposal, 'explanation' | 'citation'>;

function choice(type: 'single_choice' | 'multiple_choice', text: string, right: string[], wrong: string[]) {
  const options = stableShuffle([...right, ...wrong], text, (o) => o);
  return {
    type,
    text,
    options,
    correct_indexes: right.map((r) => options.indexOf(r)).sort((a, b) => a - b),
  };
}

/** The keys of the sentence's best kind: numbers, then names, then the defined term. */
function mainKeys(candidate: Candidate): Key[] {
  const rank = (k: Key) =>
    k.kind.startsWith('number') ? 0 : k.kind === 'year' ? 1 : k.kind === 'name' ? 2 : 3;
  const sorted = [...candidate.keys].sort((a, b) => rank(a) - rank(b));
  const [first] = sorted;
  return first
    ? sorted.filter(
        (k) => (k.kind === 'term' ? 'name' : k.kind) === (first.kind === 'term' ? 'name' : first.kind),
      )
    : [];
}

function draftFor(
  type: AssistantQuestionType,
  candidate: Candidate,
  pools: Map<string, string[]>,
  definitions: Definition[],
  language: 'id' | 'en',
): Draft | null {
  const w = WORDS[language];
  const keys = mainKeys(candidate);
  const [key] = keys;
  const sentence = candidate.text;
  switch (type) {
    case 'single_choice': {
      if (candidate.definition) {
        const { term, definition } = candidate.definition;
        const others = definitions
          .filter((d) => answerKey(d.term) !== answerKey(term) && !containsWords(sentence, d.definition))
          .map((d) => d.definition)
          .filter(
            (d, i, all) =>
              d.length <= MAX_OPTION && all.findIndex((x) => comparable(x) === comparable(d)) === i,
          );
        if (others.length >= 1 && definition.length <= MAX_OPTION) {
          const wrong = stableShuffle(others, sentence, (o) => o).slice(0, WRONG_OPTIONS);
          return choice('single_choice', w.meaning(term), [definition], wrong);
        }
      }
      if (!key) return null;
      const wrong = wrongOptions(pools, [key], sentence, WRONG_OPTIONS);
      if (wrong.length === 0) return null;
      return choice('single_choice', w.cloze(blank(sentence, [key.text])), [key.text], wrong);
    }
    case 'multiple_choice': {
      const right = keys.slice(0, 2);
      if (right.length < 2 || answerKey(right[0]?.text ?? '') === answerKey(right[1]?.text ?? ''))
        return null;
      const wrong = wrongOptions(pools, right, sentence, 2);
      if (wrong.length === 0) return null;
      const texts = right.map((k) => k.text);
      return choice('multiple_choice', w.clozeMany(blank(sentence, texts)), texts, wrong);
    }
    case 'short_answer':
      if (!key) return null;
      return { type, text: w.cloze(blank(sentence, [key.text])), accepted_answers: [key.text] };
    case 'true_false': {
      if (!key || (!CAUSE.test(sentence) && candidate.score < 3)) return null;
      const [swap] = wrongOptions(pools, [key], sentence, 1);
      // Half the statements (by the sentence, so always the same half) are made false by one swapped key.
      const makeFalse = swap !== undefined && hashOf(sentence) % 2 === 1;
      const statement = makeFalse ? sentence.replace(asWords(key.text), swap) : sentence;
      return { type, text: w.trueFalse(statement), correct_answer: !makeFalse };
    }
  }
}

/** Proposes up to `count` questions from the text; fewer when it has too few sentences to ask about. */
export function proposeOffline(request: OfflineRequest): QuestionProposal[] {
  const w = WORDS[request.language];
  const candidates = candidatesOf(readSentences(request.markdown));
  const pools = poolsOf(candidates);
  const definitions = candidates.flatMap((c) => (c.definition ? [c.definition] : []));
  const ranked = candidates
    .filter((c) => c.keys.length > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const questions: QuestionProposal[] = [];
  const asked = new Set((request.exclude ?? []).map(comparable));
  let turn = 0;
  for (const candidate of ranked) {
    if (questions.length >= request.count) break;
    // Types take turns; a sentence that cannot make the type whose turn it is tries the next one.
    for (let step = 0; step < request.types.length; step++) {
      const type = request.types[(turn + step) % request.types.length] as AssistantQuestionType;
      const draft = draftFor(type, candidate, pools, definitions, request.language);
      if (!draft) continue;
      const id = comparable(draft.text);
      if (asked.has(id)) continue;
      asked.add(id);
      const citation: QuestionCitation = {
        quote: candidate.text,
        heading: candidate.heading,
        paragraph: candidate.paragraph,
        page: candidate.page,
      };
      const quote = candidate.text.length > 160 ? `${candidate.text.slice(0, 157)}…` : candidate.text;
      questions.push({ ...draft, explanation: w.because(w.where(citation), quote), citation });
      turn = (turn + step + 1) % request.types.length;
      break;
    }
  }
  return questions;
}
