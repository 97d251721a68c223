import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const LEDGER_ERRORS = {
  /** A payout request below the minimum amount. */
  SETTLEMENT_BELOW_MINIMUM: {
    status: 422,
    id: 'Jumlah pencairan minimal {minimum}.',
    en: 'The smallest payout you can request is {minimum}.',
  },
  /** A payout request for more than the creator's available balance (held or already requested money excluded). */
  SETTLEMENT_EXCEEDS_AVAILABLE: {
    status: 422,
    id: 'Jumlah melebihi saldo yang dapat dicairkan ({available}).',
    en: 'The amount exceeds your available balance ({available}).',
  },
} satisfies Record<string, ErrorSpec>;
