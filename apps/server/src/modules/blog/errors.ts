import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const BLOG_ERRORS = {
  /** A blog post slug that is not lower-case ASCII words joined by dashes (dots, slashes, look-alike letters, too long). */
  BLOG_SLUG_INVALID: {
    status: 400,
    id: 'Slug hanya boleh berisi huruf kecil a-z, angka dan tanda - (3 sampai 80 karakter).',
    en: 'A slug may hold only lower-case a-z, digits and - (3 to 80 characters).',
  },
  /** A blog post slug that names a page of the blog itself (rss, feed, new ...). */
  BLOG_SLUG_RESERVED: {
    status: 400,
    id: 'Slug "{slug}" dipakai oleh halaman blog. Pilih slug lain.',
    en: 'The slug "{slug}" is used by a page of the blog. Choose another one.',
  },
  /** Another post of the same author already has this slug. */
  BLOG_SLUG_TAKEN: {
    status: 409,
    id: 'Anda sudah punya tulisan dengan slug "{slug}". Pilih slug lain.',
    en: 'You already have a post with the slug "{slug}". Choose another one.',
  },
  /** A post's cover names an image its author did not upload. */
  BLOG_COVER_INVALID: {
    status: 400,
    id: 'Sampul harus gambar yang Anda unggah untuk blog.',
    en: 'The cover must be an image you uploaded for your blog.',
  },
  /** Publishing a post with no text. */
  BLOG_POST_EMPTY: {
    status: 422,
    id: 'Tulisan masih kosong. Tulis isinya sebelum menerbitkan.',
    en: 'The post is empty. Write it before publishing.',
  },
} satisfies Record<string, ErrorSpec>;
