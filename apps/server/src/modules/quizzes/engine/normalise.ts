/**
 * The form two short answers are compared in: Unicode-decomposed with the diacritics dropped
 * ("Sévèn" = "seven"), lower case, punctuation at the ends ignored, runs of spaces as one.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('id')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
}
