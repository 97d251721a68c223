import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const SHORT_LINKS_ERRORS = {
  /** A chosen short code breaks the code rules (length, letters, digits and inner hyphens only). */
  SHORT_CODE_INVALID: {
    status: 400,
    id: 'Kode tautan harus 3 sampai 32 karakter: huruf a-z, angka dan tanda - di tengah.',
    en: 'A link code is 3 to 32 characters: letters a-z, digits and inner hyphens.',
  },
  /** A chosen short code is a page or path of the app, or a word kept for the platform. */
  SHORT_CODE_RESERVED: {
    status: 409,
    id: 'Kode ini dipakai oleh Pustaka sendiri. Pilih kode lain.',
    en: 'This code is used by Pustaka itself. Choose another code.',
  },
  /** A chosen short code already belongs to a link (compared without case). */
  SHORT_CODE_TAKEN: {
    status: 409,
    id: 'Kode ini sudah dipakai. Pilih kode lain.',
    en: 'This code is already taken. Choose another code.',
  },
  /** A short link's target is not an absolute http(s) address, nor a page of the app. */
  SHORT_LINK_TARGET_INVALID: {
    status: 400,
    id: 'Tujuan harus alamat web lengkap (http:// atau https://) atau halaman Pustaka.',
    en: 'The target must be a full web address (http:// or https://) or a Pustaka page.',
  },
  /** A short link's target uses a scheme other than http or https (javascript:, data:, file:, ftp: ...). */
  SHORT_LINK_SCHEME_REFUSED: {
    status: 400,
    id: 'Hanya alamat http:// dan https:// yang dapat dipendekkan.',
    en: 'Only http:// and https:// addresses can be shortened.',
  },
  /** A short link's target carries a user name or password. */
  SHORT_LINK_CREDENTIALS_REFUSED: {
    status: 400,
    id: 'Alamat tujuan tidak boleh memuat nama pengguna atau kata sandi.',
    en: 'The target address must not contain a user name or password.',
  },
  /** A short link's target is longer than SHORT_LINK_TARGET_MAX characters. */
  SHORT_LINK_TARGET_TOO_LONG: {
    status: 400,
    id: 'Alamat tujuan terlalu panjang (maksimal 2048 karakter).',
    en: 'The target address is too long (2048 characters at most).',
  },
  /** A short link's target host is on the block-list (the setting or the admins' list). */
  SHORT_LINK_TARGET_BLOCKED: {
    status: 422,
    id: 'Alamat tujuan ini diblokir dan tidak dapat dipendekkan.',
    en: 'This target address is blocked and cannot be shortened.',
  },
  /** A short link's target is itself a short link of this app (a redirect loop or chain). */
  SHORT_LINK_LOOP: {
    status: 422,
    id: 'Tujuan tidak boleh berupa tautan pendek lain.',
    en: 'The target cannot be another short link.',
  },
  /** The caller already has as many short links as their plan allows. */
  SHORT_LINK_LIMIT_REACHED: {
    status: 403,
    id: 'Batas {limit} tautan pendek untuk paket Anda sudah tercapai. Hapus tautan lama atau tingkatkan paket.',
    en: 'Your plan allows {limit} short links and you have reached it. Delete old links or upgrade your plan.',
  },
  /** An owner tried to switch on a link an admin disabled after a report. */
  SHORT_LINK_DISABLED_BY_ADMIN: {
    status: 403,
    id: 'Tautan ini dinonaktifkan oleh admin setelah dilaporkan dan tidak dapat diaktifkan kembali.',
    en: 'An admin disabled this link after a report; it cannot be switched on again.',
  },
  /** Too many short links created by this account in the last hour. */
  TOO_MANY_SHORT_LINKS: {
    status: 429,
    id: 'Terlalu banyak tautan pendek dibuat. Coba lagi dalam {minutes} menit.',
    en: 'Too many short links created. Try again in {minutes} minutes.',
  },
} satisfies Record<string, ErrorSpec>;
