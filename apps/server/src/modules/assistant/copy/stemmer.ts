/**
 * Words as the summary compares them: lower case, stop words out, each reduced to a stem. Indonesian follows
 * the rules of the Snowball stemmer PostgreSQL's `indonesian` search configuration uses (particles, possessive
 * pronouns, then one derivational prefix and suffix), English a light Porter step 1 (plurals, -ed, -ing), so
 * "membaca", "bacaan" and "dibaca" count as one word, and "budgets" as "budget".
 */

const INDONESIAN_STOPWORDS =
  'yang dan di ke dari ini itu dengan untuk pada adalah dalam tidak akan juga atau oleh karena sebagai ada ' +
  'bisa dapat lebih telah sudah para saat bahwa agar seperti kami kita mereka ia dia saya anda kamu secara ' +
  'antara hingga sampai setelah sebelum jika bila maka namun tetapi tapi serta pun lagi hanya masih sangat ' +
  'banyak semua setiap tersebut yaitu yakni merupakan menjadi memiliki harus perlu baik sehingga nya lah ' +
  'kah satu dua tiga bab buku halaman akan dapat ialah begitu cara hal lain sendiri tanpa tentang ketika ' +
  'apa siapa mana bagaimana mengapa kapan sana sini sudah belum pernah selalu sering kini saja lalu kemudian ' +
  'hari bulan minggu jam';
const ENGLISH_STOPWORDS =
  'the a an and or but of to in on at for with by from as is are was were be been being it its this that ' +
  'these those there their they them we our you your he she his her i me my not no so if then than too very ' +
  'can could will would should may might must do does did done have has had into over under about after ' +
  'before between also just more most such only other some any each all both which who whom whose what when ' +
  'where why how chapter book page one two three own us up out get got make made like day week month year';

export const STOPWORDS = new Set(`${INDONESIAN_STOPWORDS} ${ENGLISH_STOPWORDS}`.split(/\s+/));

const VOWEL = /[aiueo]/;
const syllables = (word: string) => (word.match(/[aiueo]/g) ?? []).length;

/** The Snowball Indonesian stemmer's steps: particle, possessive, then prefix and suffix in either order. */
export function stemIndonesian(input: string): string {
  let word = input;
  if (syllables(word) <= 2) return word;
  word = word.replace(/(?:kah|lah|pun)$/, '');
  if (syllables(word) > 2) word = word.replace(/(?:ku|mu|nya)$/, '');
  if (syllables(word) <= 2) return word;
  const stripSuffix = (w: string) => {
    if (syllables(w) <= 2) return w;
    if (/kan$/.test(w) && !/^(?:ke|peng?)/.test(w)) return w.slice(0, -3);
    if (/an$/.test(w) && !/^(?:di|meng?|ter)/.test(w)) return w.slice(0, -2);
    if (/[^s]i$/.test(w) && !/^(?:ber|ke|peng?)/.test(w)) return w.slice(0, -1);
    return w;
  };
  const stripPrefix = (w: string): string => {
    if (syllables(w) <= 2) return w;
    let m = w.match(/^(?:meny|peny)(?=[aiueo])/);
    if (m) return `s${w.slice(4)}`;
    m = w.match(/^(?:mem|pem)(?=[aiueo])/);
    if (m) return `p${w.slice(3)}`;
    m = w.match(/^(?:meng|peng|meny|peny|mem|pem|men|pen|me|pe)/);
    if (m) return w.slice(m[0].length);
    m = w.match(/^(?:di|ter|ke|ber|be(?=[^aiueo]er)|se)/);
    if (m) return w.slice(m[0].length);
    return w;
  };
  const stem = stripSuffix(stripPrefix(word));
  return stem.length >= 3 && VOWEL.test(stem) ? stem : word;
}

/** A light English stem: plurals, past tense and -ing, with the Porter step 1 clean-ups. */
export function stemEnglish(input: string): string {
  let word = input;
  if (word.length <= 3) return word;
  if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('ies')) word = `${word.slice(0, -3)}y`;
  else if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    word = word.slice(0, -1);
  const stripped = word.match(/^(.*[aeiouy].*?)(?:ed|ing)$/);
  if (stripped?.[1] && stripped[1].length >= 3) {
    word = stripped[1];
    if (/(?:at|bl|iz)$/.test(word)) word = `${word}e`;
    else if (/([^aeiouylsz])\1$/.test(word)) word = word.slice(0, -1);
  }
  return word;
}

/** The content words of a text, as they are written (lower case), stop words and short words out. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).filter(
    (word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word),
  );
}

/** A text's content words reduced to their stems, in the language given. */
export function stems(text: string, language: 'id' | 'en'): string[] {
  const stem = language === 'id' ? stemIndonesian : stemEnglish;
  return contentWords(text).map(stem);
}

/** Which of the two languages a text is written in, by the share of each one's stop words. */
export function languageOf(text: string): 'id' | 'en' {
  const id = new Set(INDONESIAN_STOPWORDS.split(' '));
  const en = new Set(ENGLISH_STOPWORDS.split(' '));
  let score = 0;
  for (const word of text
    .toLowerCase()
    .slice(0, 20_000)
    .split(/[^\p{L}]+/u)) {
    if (id.has(word)) score += 1;
    else if (en.has(word)) score -= 1;
  }
  return score >= 0 ? 'id' : 'en';
}
