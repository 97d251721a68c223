import type { ErrorSpec } from './errors.ts';

/** Errors of the courses, the quizzes and their sessions. */
export const LEARNING_ERRORS = {
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
  /** A learner enrols in, or joins, a course they are already in. */
  LMS_ALREADY_ENROLLED: {
    status: 409,
    id: 'Anda sudah terdaftar di kursus ini.',
    en: 'You are already enrolled in this course.',
  },
  /** An invite token that does not exist for the course of the link. */
  LMS_INVITE_INVALID: {
    status: 404,
    id: 'Tautan undangan tidak valid.',
    en: 'The invite link is invalid.',
  },
  /** An invite used after its expiry time. */
  LMS_INVITE_EXPIRED: {
    status: 410,
    id: 'Tautan undangan sudah kedaluwarsa. Minta tautan baru ke pelatih.',
    en: 'The invite link has expired. Ask the trainer for a new one.',
  },
  /** An invite whose max_uses are all taken. */
  LMS_INVITE_USED_UP: {
    status: 409,
    id: 'Kuota tautan undangan ini sudah habis.',
    en: 'This invite link has been used up.',
  },
  /** Enrolling without an invite in an invite-only course. */
  LMS_INVITE_REQUIRED: {
    status: 403,
    id: 'Kursus ini hanya untuk peserta yang diundang.',
    en: 'This course is for invited learners only.',
  },
  /** Enrolling in a paid course without owning its product. */
  LMS_PURCHASE_REQUIRED: {
    status: 403,
    id: 'Beli produk kursus ini terlebih dahulu untuk mendaftar.',
    en: 'Buy the product of this course first to enrol.',
  },
  /** A course that asks for a verified email, and the learner's is not. */
  LMS_VERIFIED_EMAIL_REQUIRED: {
    status: 403,
    id: 'Kursus ini mewajibkan email terverifikasi.',
    en: 'This course requires a verified email address.',
  },
  /** A learner route of a course the caller is not (or no longer) enrolled in. */
  LMS_NOT_ENROLLED: {
    status: 403,
    id: 'Anda belum terdaftar di kursus ini.',
    en: 'You are not enrolled in this course.',
  },
  /** A learner route of a course where the caller's join request still waits for the trainer's approval. */
  LMS_AWAITING_APPROVAL: {
    status: 403,
    id: 'Permintaan bergabung Anda masih menunggu persetujuan pelatih.',
    en: "Your request to join is waiting for the trainer's approval.",
  },
  /** Enrolling in, or joining, a course where the caller's join request already waits for approval. */
  LMS_ALREADY_REQUESTED: {
    status: 409,
    id: 'Anda sudah meminta bergabung ke kursus ini. Tunggu persetujuan pelatih.',
    en: "You have already asked to join this course. Wait for the trainer's approval.",
  },
  /** A paid course set to ask for approval: buying the product is what enrols, so there is nothing to approve. */
  LMS_APPROVAL_NOT_FOR_PAID: {
    status: 422,
    id: 'Kursus berbayar tidak memakai persetujuan pelatih: pembeli langsung terdaftar saat membayar.',
    en: 'A paid course cannot ask for approval: buyers are enrolled when they pay.',
  },
  /** A decision on learners of whom some are not participants of the course; details list their ids. */
  LMS_PARTICIPANT_NOT_FOUND: {
    status: 404,
    id: 'Sebagian peserta tidak ditemukan di kursus ini; tidak ada yang diubah.',
    en: 'Some learners are not in this course; nothing was changed.',
  },
  /** Approving or declining learners of whom some are not waiting for approval; details list their ids. */
  LMS_PARTICIPANT_NOT_PENDING: {
    status: 409,
    id: 'Sebagian peserta tidak sedang menunggu persetujuan; tidak ada yang diubah.',
    en: 'Some learners are not waiting for approval; nothing was changed.',
  },
  /** A content that a sequential or drip rule keeps closed; details say why and when it opens. */
  LMS_CONTENT_LOCKED: {
    status: 403,
    id: 'Materi ini belum terbuka.',
    en: 'This content is not open yet.',
  },
  /** A paid course linked to a product that is not one of the trainer's CRS products. */
  LMS_PRODUCT_INVALID: {
    status: 422,
    id: 'Kursus berbayar harus ditautkan ke produk kursus (CRS) milik Anda.',
    en: 'A paid course must be linked to one of your course (CRS) products.',
  },
  /** A file sent to a content whose type takes none (text, quiz). */
  LMS_CONTENT_TAKES_NO_FILE: {
    status: 400,
    id: 'Jenis materi ini tidak memakai berkas.',
    en: 'This content type takes no file.',
  },
  /** A new order of contents that is not exactly the course's contents. */
  LMS_ORDER_MISMATCH: {
    status: 400,
    id: 'Urutan harus memuat semua materi kursus ini tepat satu kali.',
    en: 'The order must list every content of this course exactly once.',
  },
  /** A certificate asked for before every content is complete. */
  LMS_CERTIFICATE_NOT_READY: {
    status: 409,
    id: 'Selesaikan semua materi untuk mendapatkan sertifikat.',
    en: 'Complete every content to get the certificate.',
  },
  /** Publishing a course that has no contents yet. */
  LMS_COURSE_EMPTY: {
    status: 409,
    id: 'Tambahkan minimal satu materi sebelum menerbitkan kursus.',
    en: 'Add at least one content before publishing the course.',
  },
  /** A guest starts a public quiz more often, from one network address, than its attempt limit allows a whole class. */
  QUIZ_ADDRESS_ATTEMPTS_EXHAUSTED: {
    status: 429,
    id: 'Terlalu banyak percobaan kuis ini dari jaringan Anda. Coba lagi dalam {minutes} menit.',
    en: 'Too many attempts at this quiz from your network. Try again in {minutes} minutes.',
  },
  /** A certificate of a learner who has none yet is revoked. */
  LMS_CERTIFICATE_NONE: {
    status: 404,
    id: 'Peserta ini belum memiliki sertifikat.',
    en: 'This learner has no certificate.',
  },
  /** A revoked certificate is downloaded, or revoked again. */
  LMS_CERTIFICATE_REVOKED: {
    status: 409,
    id: 'Sertifikat ini telah dicabut oleh pelatih.',
    en: 'This certificate has been revoked by the trainer.',
  },
  /** An invite's new use limit is below the uses it already had. */
  LMS_INVITE_LIMIT_BELOW_USES: {
    status: 422,
    id: 'Batas pemakaian tidak boleh lebih kecil dari jumlah yang sudah terpakai ({uses}).',
    en: 'The use limit cannot be below the uses so far ({uses}).',
  },
  /** A revoked invite is changed. */
  LMS_INVITE_REVOKED: {
    status: 409,
    id: 'Tautan undangan ini sudah dicabut.',
    en: 'This invite link has been revoked.',
  },
  /** A progress save on a PDF or deck naming a page it does not have; details give the page count. */
  LMS_PAGE_OUT_OF_RANGE: {
    status: 422,
    id: 'Halaman itu tidak ada dalam dokumen ini.',
    en: 'This document has no such page.',
  },
  /** A quiz content without a quiz, or a quiz that is not the trainer's. */
  LMS_QUIZ_INVALID: {
    status: 422,
    id: 'Kuis tidak ditemukan atau bukan milik Anda.',
    en: 'The quiz does not exist or is not yours.',
  },
} satisfies Record<string, ErrorSpec>;
