/**
 * The contract's own validation texts are written in Indonesian, the app's first language. Each is
 * declared with its English twin, so the server can answer a caller who asked for English in English.
 */
const englishOf = new Map<string, string>();

/** Returns the Indonesian text (what forms and the schemas show) and remembers its English twin. */
export function bilingual(indonesian: string, english: string): string {
  englishOf.set(indonesian, english);
  return indonesian;
}

/** The English twin of a contract text, or undefined when the text was not declared bilingual. */
export function englishMessage(indonesian: string): string | undefined {
  return englishOf.get(indonesian);
}
