import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const EXTRACTION_ERRORS = {
  /** Extraction requests without an `X-API-Key` header. */
  API_KEY_MISSING: {
    status: 401,
    id: 'Header X-API-Key wajib dikirim.',
    en: 'The X-API-Key header is required.',
  },
  /** An `X-API-Key` that no key matches. */
  API_KEY_INVALID: {
    status: 401,
    id: 'Kunci API tidak dikenal.',
    en: 'The API key is not recognised.',
  },
  /** An `X-API-Key` of a key its owner revoked. */
  API_KEY_REVOKED: {
    status: 401,
    id: 'Kunci API ini sudah dicabut.',
    en: 'This API key has been revoked.',
  },
  /** A key's owner whose account was deactivated. */
  API_KEY_OWNER_INACTIVE: {
    status: 401,
    id: 'Akun pemilik kunci API ini tidak aktif.',
    en: 'The account that owns this API key is not active.',
  },
  /** Creating a key past the number of live keys one account may hold. */
  API_KEY_LIMIT_REACHED: {
    status: 409,
    id: 'Batas {max} kunci API aktif tercapai. Cabut kunci yang tidak dipakai.',
    en: 'The limit of {max} active API keys is reached. Revoke a key you no longer use.',
  },
  /** A key made more requests in a minute than its rate limit. */
  API_KEY_RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak permintaan dengan kunci ini. Coba lagi dalam {seconds} detik.',
    en: 'Too many requests with this key. Try again in {seconds} seconds.',
  },
  /** The owner's plan's monthly extractions are used up (details.resets_at says when they come back). */
  EXTRACTION_QUOTA_EXCEEDED: {
    status: 429,
    id: 'Kuota ekstraksi bulanan paket Anda ({quota}) sudah habis; kuota baru mulai {resets}.',
    en: "Your plan's monthly extraction quota ({quota}) is used up; it renews on {resets}.",
  },
  /** A PDF extraction request with both or neither of `pdf_url` and `pdf_file`. */
  PDF_SOURCE_REQUIRED: {
    status: 400,
    id: 'Kirim pdf_url (JSON) atau pdf_file (multipart), salah satu saja.',
    en: 'Send either pdf_url (JSON) or pdf_file (multipart), one of them.',
  },
  /** A background extraction failed on our side; nothing was charged. */
  EXTRACTION_FAILED: {
    status: 500,
    id: 'Ekstraksi gagal di sisi kami. Tidak ada kuota yang terpakai.',
    en: 'The extraction failed on our side. No quota was used.',
  },
  /** A PDF whose compressed streams unpack past the decoded-size limit ({limit}). */
  PDF_DECODED_TOO_LARGE: {
    status: 413,
    id: 'Isi PDF ini membesar melebihi batas {limit} saat dibuka.',
    en: "This PDF's content unpacks past the {limit} limit.",
  },
  /** The extracted answer would be larger than the output limit ({limit}). */
  EXTRACTION_OUTPUT_TOO_LARGE: {
    status: 413,
    id: 'Hasil ekstraksi lebih besar dari batas {limit}.',
    en: 'The extraction result is larger than the {limit} limit.',
  },
  /** Reading a PDF source took longer than the request may wait (many scanned pages to OCR). */
  PDF_READ_TIMEOUT: {
    status: 422,
    id: 'PDF ini terlalu lama dibaca (lebih dari {seconds} detik). Coba PDF yang lebih pendek atau yang teksnya bisa dipilih.',
    en: 'Reading this PDF took too long (over {seconds} seconds). Try a shorter PDF or one whose text can be selected.',
  },
  /** A document sent for PDF extraction that does not start like a PDF (no `%PDF-` header). */
  NOT_A_PDF: {
    status: 422,
    id: 'Berkas ini bukan PDF.',
    en: 'This file is not a PDF.',
  },
  /** A PDF cut short or damaged so that its pages cannot be read. */
  PDF_DAMAGED: {
    status: 422,
    id: 'PDF ini rusak atau tidak lengkap.',
    en: 'This PDF is damaged or incomplete.',
  },
  /** A PDF with more pages than the extraction accepts ({max}). */
  PDF_TOO_MANY_PAGES: {
    status: 413,
    id: 'PDF ini memiliki {pages} halaman; batasnya {max} halaman.',
    en: 'This PDF has {pages} pages; the limit is {max}.',
  },
} satisfies Record<string, ErrorSpec>;
