import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const SUBSCRIPTIONS_ERRORS = {
  /** The caller's plan lacks the feature the route belongs to. */
  FEATURE_REQUIRED: {
    status: 403,
    id: 'Fitur ini memerlukan paket langganan yang sesuai.',
    en: 'This feature needs a suitable subscription plan.',
  },
  /** Reading the caller's subscriptions or plan features failed (the store did not answer); nothing changed. */
  SUBSCRIPTION_CHECK_FAILED: {
    status: 503,
    id: 'Gagal memverifikasi langganan.',
    en: 'Failed to verify subscription.',
  },
  /** Buying the free plan: everyone is on it already. */
  PLAN_IS_FREE: {
    status: 409,
    id: 'Paket Free sudah aktif untuk semua pengguna.',
    en: 'Everyone is on the Free plan already.',
  },
  /** Changing the free plan's price or status: every account falls back to it. */
  FREE_PLAN_FIXED: {
    status: 409,
    id: 'Paket gratis tetap gratis dan aktif.',
    en: 'The free plan stays free and active.',
  },
  /** Archiving the free plan. */
  FREE_PLAN_PERMANENT: {
    status: 409,
    id: 'Paket gratis tidak dapat diarsipkan.',
    en: 'The free plan cannot be archived.',
  },
  /** Cancel or reactivate a subscription that has ended or was replaced. */
  SUBSCRIPTION_STATE_CONFLICT: {
    status: 409,
    id: 'Langganan ini sudah berakhir atau diganti.',
    en: 'This subscription has ended or was replaced.',
  },
} satisfies Record<string, ErrorSpec>;
