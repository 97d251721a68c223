import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const PAYMENTS_ERRORS = {
  /** The sandbox gateway's page or action without the token its address was handed out with, or a forged one. */
  PAYMENT_LINK_INVALID: {
    status: 403,
    id: 'Tautan pembayaran ini tidak berlaku. Buka pembayaran dari halaman pesanan Anda.',
    en: 'This payment link is not valid. Open the payment from your order page.',
  },
  /** A press on the sandbox gateway's page after its token expired (with the payment). */
  PAYMENT_LINK_EXPIRED: {
    status: 403,
    id: 'Tautan pembayaran ini sudah kedaluwarsa.',
    en: 'This payment link has expired.',
  },
  /** A payment notification whose signature or callback token does not check out. */
  NOTIFICATION_REJECTED: {
    status: 401,
    id: 'Notifikasi pembayaran ditolak: tanda tangan tidak valid.',
    en: 'Payment notification rejected: the signature is not valid.',
  },
} satisfies Record<string, ErrorSpec>;
