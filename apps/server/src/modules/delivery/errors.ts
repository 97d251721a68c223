import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const DELIVERY_ERRORS = {
  /** A product on sale that the caller has not bought (nor sells, nor administers). */
  NOT_OWNED: {
    status: 403,
    id: 'Anda belum memiliki produk ini. Beli terlebih dahulu untuk membukanya.',
    en: 'You do not own this product yet. Buy it to open it.',
  },
  /** A stream-only (premium) product: its files are read and played here, never downloaded. */
  DOWNLOAD_NOT_ALLOWED: {
    status: 403,
    id: 'Produk ini hanya dapat dibaca atau diputar di Pustaka, tidak dapat diunduh.',
    en: 'This product can only be read or played on Pustaka, not downloaded.',
  },
  /** A buyer's counted download address that already sent its file (a broken download may still resume). */
  DOWNLOAD_LINK_USED: {
    status: 403,
    id: 'Tautan unduhan ini sudah dipakai. Unduh lagi dari Perpustakaan Anda.',
    en: 'This download link was already used. Download again from your library.',
  },
} satisfies Record<string, ErrorSpec>;
