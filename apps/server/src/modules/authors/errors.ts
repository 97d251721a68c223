import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const AUTHORS_ERRORS = {
  /** A uniqueness rule other than email was broken (group name, ...). */
  /** Deleting an author that products still name (an admin may force it, leaving those products without one). */
  AUTHOR_IN_USE: {
    status: 409,
    id: 'Penulis ini masih dipakai oleh {count} produk. Ganti penulis produk tersebut terlebih dahulu.',
    en: 'This author is still named by {count} products. Change their author first.',
  },
} satisfies Record<string, ErrorSpec>;
