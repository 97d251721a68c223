import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const CAMPAIGNS_ERRORS = {
  /** A voucher code that takes less off than the campaign the product already has. */
  VOUCHER_NOT_BETTER: {
    status: 422,
    id: 'Harga produk ini sudah lebih murah tanpa kode voucher.',
    en: 'This product is already cheaper without the voucher code.',
  },
  /** Another campaign already carries this voucher code (in any case). */
  VOUCHER_CODE_TAKEN: {
    status: 409,
    id: 'Kode voucher ini sudah dipakai kampanye lain.',
    en: 'Another campaign already uses this voucher code.',
  },
  /** Too many voucher codes that could not be used, entered by this account. */
  TOO_MANY_VOUCHER_ATTEMPTS: {
    status: 429,
    id: 'Terlalu banyak kode voucher yang tidak berlaku. Coba lagi dalam {minutes} menit.',
    en: 'Too many invalid voucher codes. Try again in {minutes} minutes.',
  },
} satisfies Record<string, ErrorSpec>;
