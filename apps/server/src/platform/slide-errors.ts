import type { ErrorSpec } from './errors.ts';

/** Errors of the slide decks and the AI model behind them. */
export const SLIDE_ERRORS = {
  /** A slide deck's source (a page, a PDF, an ebook, pasted text) has too little text to build slides from. */
  SOURCE_WITHOUT_TEXT: {
    status: 422,
    id: 'Sumber ini tidak memiliki cukup teks untuk dijadikan slide.',
    en: 'This source has too little text to make slides from.',
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
    id: 'Kuota AI bulan ini sudah habis. Kuota baru mulai {date}.',
    en: "This month's AI quota is used up. It resets on {date}.",
  },
  /** The configured model server failed, timed out or answered with something unusable. */
  AI_UNAVAILABLE: {
    status: 503,
    id: 'Model AI sedang tidak dapat menjawab. Coba lagi sebentar lagi.',
    en: 'The AI model could not answer. Try again shortly.',
  },
} satisfies Record<string, ErrorSpec>;
