/**
 * Sentence picking for the built-in generator: split a text into sentences, score each by how much of
 * the text's vocabulary it carries, and keep the best few in their original order. Indonesian and English.
 */

const STOPWORDS = new Set(
  // Indonesian
  (
    'yang dan di ke dari ini itu dengan untuk pada adalah dalam tidak akan juga atau oleh karena sebagai ' +
    'ada bisa dapat lebih telah sudah para saat bahwa agar seperti kami kita mereka ia dia saya anda kamu ' +
    'secara antara hingga sampai setelah sebelum jika bila maka namun tetapi tapi serta pun lagi hanya ' +
    'masih sangat banyak semua setiap tersebut yaitu yakni merupakan menjadi memiliki punya harus perlu ' +
    'baik oleh sehingga karena nya lah kah tahun satu dua tiga ' +
    // English
    'the a an and or but of to in on at for with by from as is are was were be been being it its this that ' +
    'these those there their they them we our you your he she his her i me my not no so if then than too very ' +
    'can could will would should may might must do does did done have has had into over under about after ' +
    'before between also just more most such only other some any each all both which who whom whose what when ' +
    'where why how'
  ).split(/\s+/),
);

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).filter(
    (word) => word.length > 2 && !STOPWORDS.has(word),
  );
}

/** Sentences, not cut at abbreviations such as "dr.", "mis.", "e.g." or at decimals. */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const pieces = flat.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“(])/u);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (previous && /\b(?:dr|prof|mis|dll|dsb|no|hlm|e\.g|i\.e|mr|mrs|dr|st|vs)\.$/i.test(previous)) {
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    } else sentences.push(piece);
  }
  return sentences.map((s) => s.trim()).filter((s) => s.length >= 12);
}

/** How often each content word occurs in a text. */
export function termFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The `count` most telling sentences of `text`, in the order they appear. A sentence scores by the summed
 * frequency of its distinct content words (in the whole document, `vocabulary`), divided by a length term
 * so long sentences do not win by length alone; the first sentences of a passage get a small lift.
 */
export function pickSentences(text: string, count: number, vocabulary = termFrequencies(text)): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= count) return sentences;
  const scored = sentences.map((sentence, index) => {
    const distinct = new Set(words(sentence));
    let weight = 0;
    for (const word of distinct) weight += Math.log(1 + (vocabulary.get(word) ?? 0));
    const length = Math.max(8, sentence.split(' ').length);
    const position = index < 2 ? 1.25 : 1;
    const tooLong = sentence.length > 320 ? 0.6 : 1;
    return { index, sentence, score: (weight / Math.sqrt(length)) * position * tooLong };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
}

/** A bullet from a sentence: at most `max` characters, cut at a clause or a word, without a final stop. */
export function toBullet(sentence: string, max = 150): string {
  const clean = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.。]$/, '');
  if (clean.length <= max) return clean;
  const clause = clean.slice(0, max).search(/[,;:—–](?=[^,;:—–]*$)/);
  if (clause > max * 0.5) return clean.slice(0, clause);
  const space = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, space > 0 ? space : max - 1)}…`;
}

/** Up to `count` frequent content words, for naming a passage that has no heading. */
export function keywords(text: string, count: number): string[] {
  return [...termFrequencies(text)]
    .filter(([word]) => !/^\d+$/.test(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([word]) => word);
}
