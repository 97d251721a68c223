/**
 * The page's language from its declaration, or else from the share of common Indonesian and English
 * function words in its text: enough for the two languages our users write in, and free.
 */
const STOP_WORDS: Record<string, Set<string>> = {
  id: new Set(
    'yang dan di ini itu dengan untuk dari dalam tidak akan pada juga ke karena ada adalah bisa atau mereka kami saya sudah oleh telah sebagai lebih kita tersebut dapat seperti hanya banyak setelah masih harus bahwa namun jika sangat saat baru'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and of to in is that for it with was on as are be this by at from have not you or but his her they which were has had their will would been an we there what about when can more'.split(
      ' ',
    ),
  ),
};

/** Fewer function words than this and the text is too short, or in neither language, to say. */
const MIN_HITS = 5;

export function detectLanguage(text: string): string | null {
  const counts: Record<string, number> = { id: 0, en: 0 };
  const words = text.toLowerCase().split(/[^\p{L}]+/u, 3000);
  for (const word of words) {
    for (const [language, list] of Object.entries(STOP_WORDS)) if (list.has(word)) counts[language]!++;
  }
  const [best, bestCount] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  if (bestCount < MIN_HITS || bestCount < words.length * 0.05) return null;
  return best;
}

/** A declared tag ("en-US", "id_ID", "in") to its primary language code. */
export function normaliseLanguage(declared: string | null): string | null {
  const primary = declared?.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary || !/^[a-z]{2,3}$/.test(primary)) return null;
  // "in" is the code Indonesian had before 1989, and old systems still send it.
  return primary === 'in' ? 'id' : primary;
}
