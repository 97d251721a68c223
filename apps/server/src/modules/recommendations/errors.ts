import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const RECOMMENDATIONS_ERRORS = {
  /** A click sent with a rec_id the server never issued (forged, altered or cut short). */
  RECOMMENDATION_ID_INVALID: {
    status: 400,
    id: 'Kode rekomendasi tidak valid.',
    en: 'The recommendation id is invalid.',
  },
  /** Recommendations after a checkout asked for an order that is not paid (yet). */
  RECOMMENDATION_ORDER_NOT_PAID: {
    status: 409,
    id: 'Pesanan ini belum dibayar, jadi belum ada rekomendasi setelah pembelian.',
    en: 'This order is not paid yet, so there are no after-purchase recommendations.',
  },
  /** Recommendations after a certificate for a course where the caller holds no valid certificate. */
  RECOMMENDATION_NO_CERTIFICATE: {
    status: 403,
    id: 'Anda belum memiliki sertifikat yang berlaku untuk kursus ini.',
    en: 'You do not hold a valid certificate for this course.',
  },
} satisfies Record<string, ErrorSpec>;
