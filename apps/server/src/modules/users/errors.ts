import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const USERS_ERRORS = {
  /** Creating an account in a group that does not exist (deleted meanwhile, or a wrong id). */
  UNKNOWN_GROUP: {
    status: 400,
    id: 'Grup yang dipilih tidak ada.',
    en: 'The chosen group does not exist.',
  },
  /** An administrator tried to deactivate, demote or delete themselves. */
  SELF_ACTION_FORBIDDEN: {
    status: 403,
    id: 'Anda tidak dapat melakukan ini pada akun Anda sendiri.',
    en: 'You cannot do this to your own account.',
  },
} satisfies Record<string, ErrorSpec>;
