import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const LMS_ERRORS = {
  /** A live game from a course content that is not a quiz. */
  LIVE_CONTENT_NOT_QUIZ: {
    status: 422,
    id: 'Konten ini bukan kuis.',
    en: 'This content is not a quiz.',
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
