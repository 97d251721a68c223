import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const QUIZZES_ERRORS = {
  /** A quiz question's text is empty, too long, or its type is unknown. */
  QUIZ_QUESTION_TEXT_INVALID: {
    status: 400,
    id: 'Teks pertanyaan wajib diisi (maksimal 2.000 karakter) dan jenisnya harus dikenal.',
    en: 'The question text is required (at most 2,000 characters) and its type must be known.',
  },
  /** A choice or ordering question with fewer than 2 or more than 12 options. */
  QUIZ_OPTIONS_COUNT: {
    status: 400,
    id: 'Pertanyaan ini harus punya 2 sampai 12 pilihan.',
    en: 'This question needs 2 to 12 options.',
  },
  /** An option is empty or longer than 300 characters. */
  QUIZ_OPTION_INVALID: {
    status: 400,
    id: 'Setiap pilihan wajib diisi, maksimal 300 karakter.',
    en: 'Every option must be filled in, at most 300 characters.',
  },
  /** Two options (or two accepted short answers) are the same once case, spaces and accents are ignored. */
  QUIZ_OPTION_DUPLICATE: {
    status: 400,
    id: 'Ada pilihan jawaban yang sama.',
    en: 'Two options are the same.',
  },
  /** The right answer is missing, out of range, or more than one for a single-choice question. */
  QUIZ_CORRECT_ANSWER_INVALID: {
    status: 400,
    id: 'Jawaban benar tidak valid untuk jenis pertanyaan ini.',
    en: 'The correct answer does not fit this question type.',
  },
  /** Points below 0, above 1,000 or not a whole number. */
  QUIZ_POINTS_INVALID: {
    status: 400,
    id: 'Poin harus bilangan bulat 0 sampai 1.000.',
    en: 'Points must be a whole number from 0 to 1,000.',
  },
  /** A time limit outside 5 s–1 h for a question or 30 s–24 h for a whole quiz. */
  QUIZ_TIME_LIMIT_INVALID: {
    status: 400,
    id: 'Batas waktu tidak valid: 5 detik–1 jam per pertanyaan, 30 detik–24 jam per kuis.',
    en: 'Invalid time limit: 5 s to 1 h per question, 30 s to 24 h per quiz.',
  },
  /** A quiz already holds the most questions allowed (200). */
  QUIZ_TOO_MANY_QUESTIONS: {
    status: 409,
    id: 'Kuis sudah berisi jumlah pertanyaan maksimal (200).',
    en: 'The quiz already holds the most questions allowed (200).',
  },
  /** A reorder list that is not exactly the quiz's questions. */
  QUIZ_ORDER_MISMATCH: {
    status: 400,
    id: 'Urutan harus memuat setiap pertanyaan kuis tepat satu kali.',
    en: 'The order must list every question of the quiz exactly once.',
  },
  /** A CSV import with broken rows; details list each row and why. Nothing was imported. */
  QUIZ_CSV_INVALID: {
    status: 422,
    id: 'Berkas CSV memiliki baris yang salah; tidak ada yang diimpor.',
    en: 'The CSV file has broken rows; nothing was imported.',
  },
  /** A session is started on a quiz without questions. */
  QUIZ_HAS_NO_QUESTIONS: {
    status: 409,
    id: 'Kuis ini belum memiliki pertanyaan.',
    en: 'This quiz has no questions yet.',
  },
  /** The player has used every attempt the quiz allows. */
  QUIZ_ATTEMPTS_EXHAUSTED: {
    status: 409,
    id: 'Kesempatan mengerjakan kuis ini sudah habis.',
    en: 'You have used every attempt this quiz allows.',
  },
  /** The session belongs to another player (another user, or a guest token that does not match). */
  QUIZ_SESSION_FORBIDDEN: {
    status: 403,
    id: 'Sesi kuis ini bukan milik Anda.',
    en: 'This quiz session is not yours.',
  },
  /** An answer or change to a session that was already completed. */
  QUIZ_SESSION_COMPLETED: {
    status: 409,
    id: 'Sesi kuis ini sudah selesai.',
    en: 'This quiz session is already finished.',
  },
  /** A question index outside the session's questions. */
  QUIZ_QUESTION_INDEX_INVALID: {
    status: 400,
    id: 'Nomor pertanyaan tidak ada dalam kuis ini.',
    en: 'There is no question with this number in the quiz.',
  },
  /** An answer that does not fit its question (wrong shape, option index out of range, incomplete order). */
  QUIZ_ANSWER_INVALID: {
    status: 400,
    id: 'Jawaban tidak sesuai dengan pertanyaannya.',
    en: 'The answer does not fit the question.',
  },
  /** A question of the session was already answered; an answer is recorded once. */
  QUIZ_ALREADY_ANSWERED: {
    status: 409,
    id: 'Pertanyaan ini sudah dijawab.',
    en: 'This question was already answered.',
  },
  /** An answer after the question's or the quiz's time ran out (by the server's clock, with a short grace). */
  QUIZ_TIME_UP: {
    status: 409,
    id: 'Waktu untuk menjawab sudah habis.',
    en: 'The time to answer has run out.',
  },
  /** A guest starts a public quiz more often, from one network address, than its attempt limit allows a whole class. */
  QUIZ_ADDRESS_ATTEMPTS_EXHAUSTED: {
    status: 429,
    id: 'Terlalu banyak percobaan kuis ini dari jaringan Anda. Coba lagi dalam {minutes} menit.',
    en: 'Too many attempts at this quiz from your network. Try again in {minutes} minutes.',
  },
} satisfies Record<string, ErrorSpec>;
