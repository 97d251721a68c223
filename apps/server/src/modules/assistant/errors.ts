import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const ASSISTANT_ERRORS = {
  /** The source has text, but not one sentence a question can be asked about (no term, number, name or definition). */
  ASSISTANT_NOTHING_TO_ASK: {
    status: 422,
    id: 'Asisten tidak menemukan kalimat yang bisa dijadikan soal (definisi, angka, nama atau istilah) di sumber ini. Coba teks yang lebih informatif.',
    en: 'The assistant found no sentence to make a question from (a definition, a number, a name or a term) in this source. Try a more informative text.',
  },
} satisfies Record<string, ErrorSpec>;
