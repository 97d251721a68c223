import type { QuestionProposal } from '@pustaka/contract';

/**
 * The checks every proposal must pass, whoever wrote it (the built-in generator or a model): the answer is
 * in the cited sentence, no wrong option is, no wrong option is the answer in another form, and no question
 * repeats. The eval script and the tests measure both generators with them.
 */

/** Lower case, diacritics and punctuation gone, one space between words: how texts are compared. */
export function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('id')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One word's base form: "buku-buku" → "buku", "terms" → "term", "classes" → "class". */
function baseWord(word: string): string {
  const reduplicated = word.match(/^(\p{L}+)-\1$/u);
  if (reduplicated) return reduplicated[1] as string;
  if (word.length > 4 && /(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Two answers with the same key are one answer written differently (case, spaces, plural). */
export function answerKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('id')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim()
    .split(' ')
    .map(baseWord)
    .join(' ')
    .replace(/-/g, ' ');
}

/** Whether `part` is written in `text` as whole words (so "5 km" is not found in "15 km"). */
export function containsWords(text: string, part: string): boolean {
  const needle = comparable(part);
  return needle !== '' && ` ${comparable(text)} `.includes(` ${needle} `);
}

/** The statement a true/false proposal quotes: the text between its first pair of quotation marks. */
export function quotedStatement(text: string): string | null {
  return text.match(/["“«]([^"”»]+)["”»]/u)?.[1] ?? null;
}

export type QualityReport = {
  questions: number;
  /** The correct answer is written in the cited sentence (a false statement: its changed part is not). */
  answerInPassage: number;
  /** Every wrong option is absent from the cited sentence and is not the answer in another form. */
  cleanDistractors: number;
  /** Questions whose text repeats an earlier one's. */
  duplicates: number;
};

function answersOf(question: QuestionProposal): { right: string[]; wrong: string[] } {
  const options = question.options ?? [];
  const chosen = new Set(question.correct_indexes ?? []);
  if (question.type === 'short_answer') return { right: question.accepted_answers ?? [], wrong: [] };
  return {
    right: options.filter((_, i) => chosen.has(i)),
    wrong: options.filter((_, i) => !chosen.has(i)),
  };
}

export function answerIsInPassage(question: QuestionProposal): boolean {
  const quote = question.citation.quote;
  if (question.type === 'true_false') {
    const statement = quotedStatement(question.text);
    if (!statement) return false;
    // A true statement is the sentence itself; a false one was changed, so it is not.
    return containsWords(quote, statement) === (question.correct_answer === true);
  }
  const { right } = answersOf(question);
  return right.length > 0 && right.every((answer) => containsWords(quote, answer));
}

export function distractorsAreClean(question: QuestionProposal): boolean {
  const { right, wrong } = answersOf(question);
  const rightKeys = new Set(right.map(answerKey));
  const wrongKeys = wrong.map(answerKey);
  return (
    wrong.every((option) => !containsWords(question.citation.quote, option)) &&
    wrongKeys.every((key) => !rightKeys.has(key)) &&
    new Set(wrongKeys).size === wrongKeys.length
  );
}

export function qualityOf(questions: QuestionProposal[]): QualityReport {
  const seen = new Set<string>();
  let duplicates = 0;
  for (const question of questions) {
    const key = comparable(question.text);
    if (seen.has(key)) duplicates += 1;
    seen.add(key);
  }
  return {
    questions: questions.length,
    answerInPassage: questions.filter(answerIsInPassage).length,
    cleanDistractors: questions.filter(distractorsAreClean).length,
    duplicates,
  };
}
