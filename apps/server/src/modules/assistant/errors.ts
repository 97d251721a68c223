import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const ASSISTANT_ERRORS = {
  /** The source has text, but not one sentence a question can be asked about (no term, number, name or definition). */
  ASSISTANT_NOTHING_TO_ASK: {
    status: 422,
    id: 'Asisten tidak menemukan kalimat yang bisa dijadikan soal (definisi, angka, nama atau istilah) di sumber ini. Coba teks yang lebih informatif.',
    en: 'The assistant found no sentence to make a question from (a definition, a number, a name or a term) in this source. Try a more informative text.',
  },
  /** "Bantu tulis" has nothing to write from: a product without a file or words, empty notes, products without any. */
  ASSISTANT_COPY_NOTHING_TO_READ: {
    status: 422,
    id: 'Belum ada yang bisa dibaca asisten: unggah berkas produk, tulis deskripsinya, atau isi catatan lebih dulu (paling sedikit 30 kata).',
    en: 'The assistant has nothing to read yet: upload the product file, write its description, or fill in the notes first (at least 30 words).',
  },
  /** A chapter's page range is outside the book or runs backwards (`details` name the chapter). */
  COURSE_PLAN_PAGES_INVALID: {
    status: 422,
    id: 'Rentang halaman bab tidak sesuai dengan buku: halaman pertama 1 sampai {count} dan tidak melebihi halaman terakhir.',
    en: "A chapter's page range does not fit the book: the first page is 1 to {count} and not past the last page.",
  },
  /** An unknown course build, or another trainer's. */
  COURSE_BUILD_NOT_FOUND: {
    status: 404,
    id: 'Proses pembuatan kursus tidak ditemukan.',
    en: 'This course build was not found.',
  },
  /** One build at a time per trainer. */
  COURSE_BUILD_RUNNING: {
    status: 409,
    id: 'Asisten masih membuat kursus Anda yang lain. Tunggu sampai selesai, lalu coba lagi.',
    en: 'The assistant is still making another course of yours. Wait until it finishes, then try again.',
  },
} satisfies Record<string, ErrorSpec>;
