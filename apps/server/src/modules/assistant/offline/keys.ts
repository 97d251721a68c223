/**
 * What a question can ask about in one sentence: a defined term, a number with its unit, a year or a name,
 * each with a kind, so a wrong option is always of the answer's kind (a year for a year, km for km).
 */

export type KeyKind = 'name' | 'term' | 'year' | `number:${string}`;
export type Key = { kind: KeyKind; text: string };
export type Definition = { term: string; definition: string };

/** Units by the group they compare in: "persen" and "%" are one unit, "km" and "kilometer" another. */
const UNIT_GROUPS: Record<string, string[]> = {
  percent: ['%', 'persen', 'percent', 'per cent'],
  km: ['km', 'kilometer', 'kilometers', 'kilometres'],
  m: ['m', 'meter', 'meters', 'metres'],
  cm: ['cm', 'sentimeter', 'centimeters'],
  mm: ['mm', 'milimeter', 'millimeters'],
  kg: ['kg', 'kilogram', 'kilograms'],
  g: ['gram', 'grams'],
  ton: ['ton', 'tons', 'tonnes'],
  litre: ['liter', 'liters', 'litres', 'litre'],
  year: ['tahun', 'year', 'years'],
  month: ['bulan', 'month', 'months'],
  week: ['minggu', 'week', 'weeks'],
  day: ['hari', 'day', 'days'],
  hour: ['jam', 'hour', 'hours'],
  minute: ['menit', 'minute', 'minutes'],
  second: ['detik', 'second', 'seconds'],
  million: ['juta', 'million', 'millions'],
  billion: ['miliar', 'milyar', 'billion', 'billions'],
  thousand: ['ribu', 'thousand', 'thousands'],
  people: ['orang', 'people', 'persons', 'jiwa'],
  times: ['kali', 'times'],
  degree: ['°c', 'derajat', 'degrees', 'degree'],
  byte: ['bytes', 'kb', 'mb', 'gb', 'tb'],
  page: ['halaman', 'pages', 'page'],
  money: ['rupiah', 'dollars', 'dollar', 'usd', 'euro', 'euros'],
};
const UNIT_OF = new Map(
  Object.entries(UNIT_GROUPS).flatMap(([group, words]) => words.map((w) => [w, group])),
);
const UNIT_WORDS = [...UNIT_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const NUMBER_WITH_UNIT = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:(Rp\.?\s?|\$\s?)(${NUMBER})|(${NUMBER})\s?(${UNIT_WORDS}))(?![\p{L}\d])`,
  'giu',
);
const YEAR = /(?<![\p{L}\d.,])(1[5-9]\d{2}|20\d{2})(?![\p{L}\d]|[.,]\d)/gu;

/** Small words that may sit inside a name ("Bank of England", "Universitas Gadjah Mada", "Sungai di Jawa" not). */
const NAME_JOINERS = 'of|the|and|for|dan|van|de|der|von|bin|binti|al';
const NAME = new RegExp(
  String.raw`(?<![\p{L}\d:_/.-])\p{Lu}[\p{Ll}\p{Lu}\d'’-]*(?:\s+(?:(?:${NAME_JOINERS})\s+)?\p{Lu}[\p{Ll}\p{Lu}\d'’-]*)*`,
  'gu',
);
/** Capitalised only because they start a sentence or a clause: never a name by themselves. */
const NOT_NAMES = new Set(
  (
    'the a an in on at of this that these those it its there their they we you he she i if when while ' +
    'but and or for with by from as to after before during however although because since thus also ' +
    'pada di ke dari ini itu yang dan atau namun tetapi karena sebab jika ketika saat dalam untuk dengan ' +
    'oleh sebagai setelah sebelum selama hal para sang kami kita mereka ia dia saya anda menurut bahkan ' +
    'meskipun walaupun selain sejak hingga sampai agar supaya maka lalu kemudian juga'
  ).split(' '),
);

/**
 * "X adalah …", "X means …"; in English "X is …" only as "X is a/an/the/one of …", since "is" alone joins
 * far more than definitions.
 */
const DEFINITION =
  /^(?:(?:the|a|an)\s+)?([^,;:()"“]{2,60}?)\s+(?:(?:adalah|ialah|merupakan|didefinisikan sebagai|is defined as|refers to|means)\s+(.{15,})|(?:is|are)\s+((?:a|an|the|one of|any)\s.{12,}))$/iu;
/** A subject that starts with one of these points elsewhere ("this file", "our tracker"): not a term. */
const NOT_A_TERM =
  /^(?:it|its|this|that|these|those|there|they|their|he|his|she|her|we|our|you|your|i|my|which|what|who|each|every|all|some|ini|itu|hal|ia|dia|mereka|kami|kita|yang|setiap|semua)(?:\s|$)/iu;

export const CAUSE =
  /\b(?:karena|sebab|oleh karena itu|akibatnya|sehingga|because|due to|therefore|as a result)\b/iu;

function unitGroup(unit: string): string {
  return UNIT_OF.get(unit.toLowerCase().replace(/\.$/, '').trim()) ?? unit.toLowerCase();
}

/** The numbers with a unit in a sentence (money by its currency mark), then the years that stand alone. */
export function numbersIn(sentence: string): Key[] {
  const keys: Key[] = [];
  const taken: [number, number][] = [];
  for (const match of sentence.matchAll(NUMBER_WITH_UNIT)) {
    const kind: KeyKind = match[1] ? 'number:money' : `number:${unitGroup(match[4] ?? '')}`;
    keys.push({ kind, text: match[0].trim() });
    taken.push([match.index ?? 0, (match.index ?? 0) + match[0].length]);
  }
  for (const match of sentence.matchAll(YEAR)) {
    const at = match.index ?? 0;
    if (taken.some(([from, to]) => at >= from && at < to)) continue;
    keys.push({ kind: 'year', text: match[0] });
  }
  return keys;
}

/** Capitalised names of one or more words that are not just a capitalised first word of the sentence. */
export function namesIn(sentence: string): Key[] {
  const names: Key[] = [];
  for (const match of sentence.matchAll(NAME)) {
    let words = match[0].split(/\s+/);
    while (words.length > 0 && NOT_NAMES.has((words[0] ?? '').toLowerCase())) words = words.slice(1);
    while (words.length > 0 && NOT_NAMES.has((words.at(-1) ?? '').toLowerCase())) words = words.slice(0, -1);
    if (words.length === 0) continue;
    const text = words.join(' ').replace(/[’'-]+$/u, '');
    const atStart = (match.index ?? 0) === 0 && words.length === match[0].split(/\s+/).length;
    // A single capitalised word opening the sentence is just capitalised; SHOUTED words are not names.
    if (words.length === 1 && (atStart || text.length < 3)) continue;
    if (/^[\p{Lu}\d\s'’-]+$/u.test(text) && text.length > 6) continue;
    if (/^\d/.test(text)) continue;
    names.push({ kind: 'name', text });
  }
  return names;
}

/** "X adalah …" / "X is …": the term and what the sentence says it is, when X is a short noun phrase. */
export function definitionIn(sentence: string): Definition | null {
  const match = sentence.match(DEFINITION);
  if (!match) return null;
  const term = (match[1] ?? '').trim();
  const definition = (match[2] ?? match[3] ?? '').replace(/[.!;:]+$/u, '').trim();
  const words = term.split(/\s+/);
  if (words.length > 5 || NOT_A_TERM.test(term) || /\d/.test(term)) return null;
  if (definition.split(/\s+/).length < 3) return null;
  return { term, definition };
}
