import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const SLIDES_ERRORS = {
  /** A PDF source (uploaded or an ebook's file) with no text layer that OCR could read either. */
  PDF_WITHOUT_TEXT: {
    status: 422,
    id: 'PDF ini tidak berisi teks yang bisa dibaca (halaman hasil pindaian tanpa teks). Unggah PDF yang teksnya bisa dipilih.',
    en: 'This PDF has no readable text (scanned pages without a text layer). Upload a PDF whose text can be selected.',
  },
  /** `source: {kind: 'pdf_upload'}` naming an upload that is not the user's, was never made or has expired. */
  SOURCE_UPLOAD_NOT_FOUND: {
    status: 404,
    id: 'Unggahan PDF sumber tidak ditemukan atau sudah kedaluwarsa. Unggah lagi.',
    en: 'The uploaded source PDF was not found or has expired. Upload it again.',
  },
  /** `source: {kind: 'ebook'}` naming a product that is not a PDF the user owns or sells. */
  SOURCE_EBOOK_NOT_ALLOWED: {
    status: 403,
    id: 'Slide hanya bisa dibuat dari ebook (PDF) yang Anda miliki atau Anda terbitkan.',
    en: 'Slides can only be made from an ebook (PDF) you own or publish.',
  },
  /** An ebook the user may use but that has no PDF file yet (a draft without its main file). */
  SOURCE_EBOOK_WITHOUT_FILE: {
    status: 422,
    id: 'Ebook ini belum memiliki berkas PDF.',
    en: 'This ebook has no PDF file yet.',
  },
  /** Export or publish of a deck that has no slides yet (only an outline). */
  SLIDESHOW_EMPTY: {
    status: 409,
    id: 'Deck ini belum punya slide. Buat slide dari kerangkanya dulu.',
    en: 'This deck has no slides yet. Generate the slides from its outline first.',
  },
  /** Publishing a deck as a product by someone who is not a publisher (creator). */
  PUBLISHER_ROLE_REQUIRED: {
    status: 403,
    id: 'Hanya kreator yang dapat menjual slide. Aktifkan akun kreator di profil Anda ("Jadi kreator"), lalu terbitkan lagi.',
    en: 'Only creators can sell slides. Turn on your creator account in your profile ("Become a creator"), then publish again.',
  },
  /** Google Slides export on a server without GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET. */
  GOOGLE_NOT_CONFIGURED: {
    status: 409,
    id: 'Ekspor ke Google Slides belum diaktifkan di server ini (pengaturan yang belum diisi: {settings}).',
    en: 'Google Slides export is not set up on this server (settings missing: {settings}).',
  },
  /** Google Slides export by a user who has not authorised Google, or whose authorisation Google revoked. */
  GOOGLE_AUTH_REQUIRED: {
    status: 401,
    id: 'Hubungkan akun Google Anda dulu untuk mengekspor ke Google Slides.',
    en: 'Connect your Google account first to export to Google Slides.',
  },
  /** The OAuth callback reached with a state we never made, one already used, or one past its ten minutes. */
  GOOGLE_STATE_INVALID: {
    status: 400,
    id: 'Tautan otorisasi Google tidak valid, sudah dipakai, atau sudah kedaluwarsa. Mulai lagi dari tombol ekspor.',
    en: 'The Google authorisation link is invalid, already used or expired. Start again from the export button.',
  },
  /** The OAuth callback reached by a browser other than the one that started the consent (no binding cookie). */
  GOOGLE_STATE_FOREIGN: {
    status: 400,
    id: 'Otorisasi Google ini dimulai di browser atau akun lain, jadi tidak dipakai. Mulai lagi dari tombol ekspor.',
    en: 'This Google authorisation was started in another browser or account, so it was not used. Start again from the export button.',
  },
  /** Google refused the authorisation code (expired, used, or not ours). */
  GOOGLE_AUTH_FAILED: {
    status: 400,
    id: 'Google menolak otorisasi. Coba hubungkan lagi.',
    en: 'Google refused the authorisation. Try connecting again.',
  },
  /** Google's token endpoint or Slides API failed or could not be reached. */
  GOOGLE_UNAVAILABLE: {
    status: 503,
    id: 'Google sedang tidak dapat dihubungi. Coba lagi sebentar lagi.',
    en: 'Google could not be reached. Try again shortly.',
  },
  /** A deck is being generated; its outline and slides change only when that is over. */
  SLIDESHOW_BUSY: {
    status: 409,
    id: 'Slide sedang dibuat. Tunggu sampai selesai.',
    en: 'The slides are being generated. Wait until it is done.',
  },
  /** A slide moved to a place its deck does not have. */
  SLIDE_POSITION_INVALID: {
    status: 422,
    id: 'Posisi slide harus antara 0 dan {last}.',
    en: 'A slide position must be between 0 and {last}.',
  },
  /** A slide's layout lacks what it needs to be drawn (a quote without text, a chart without data). */
  SLIDE_CONTENT_INCOMPLETE: {
    status: 422,
    id: 'Isi slide belum lengkap untuk tata letak ini: {fields}.',
    en: 'The slide lacks what this layout needs: {fields}.',
  },
  /** A deck already holds as many pictures as one may. */
  TOO_MANY_SLIDE_ASSETS: {
    status: 422,
    id: 'Satu deck paling banyak berisi {limit} gambar.',
    en: 'A deck holds at most {limit} pictures.',
  },
  /** Undo on a slide that has no earlier version. */
  NOTHING_TO_UNDO: {
    status: 409,
    id: 'Tidak ada perubahan yang bisa dibatalkan.',
    en: 'There is nothing to undo.',
  },
  /** The user's plan has used its AI tokens for this month. */
  AI_QUOTA_EXCEEDED: {
    status: 429,
    id: 'Kuota AI paket {plan} bulan ini ({quota} token) sudah habis. Kuota baru mulai {date}.',
    en: "This month's AI quota of the {plan} plan ({quota} tokens) is used up. It resets on {date}.",
  },
  /** The configured model server failed, timed out or answered with something unusable. */
  AI_UNAVAILABLE: {
    status: 503,
    id: 'Model AI sedang tidak dapat menjawab. Coba lagi sebentar lagi.',
    en: 'The AI model could not answer. Try again shortly.',
  },
} satisfies Record<string, ErrorSpec>;
