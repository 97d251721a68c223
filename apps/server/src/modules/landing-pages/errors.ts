import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const LANDING_PAGES_ERRORS = {
  /** A landing page slug with a slash, dot, non-ASCII letter (a look-alike) or outside LANDING_SLUG_PATTERN. */
  LANDING_SLUG_INVALID: {
    status: 400,
    id: 'Alamat halaman hanya boleh huruf kecil a-z, angka dan tanda -, 2 sampai 60 karakter.',
    en: 'A page address may only use lower-case a-z, digits and -, 2 to 60 characters.',
  },
  /** A landing page slug that is a reserved word (admin, api, blog ...). */
  LANDING_SLUG_RESERVED: {
    status: 400,
    id: 'Alamat halaman ini dicadangkan. Pilih alamat lain.',
    en: 'This page address is reserved. Choose another one.',
  },
  /** The creator already has a landing page with this slug (also when two saves race). */
  LANDING_SLUG_TAKEN: {
    status: 409,
    id: 'Anda sudah memakai alamat halaman ini.',
    en: 'You already use this page address.',
  },
  /** A landing page with more than LANDING_MAX_BLOCKS blocks. */
  LANDING_TOO_MANY_BLOCKS: {
    status: 422,
    id: 'Halaman boleh berisi paling banyak {max} blok.',
    en: 'A page may have at most {max} blocks.',
  },
  /** A creator creating a page past LANDING_MAX_PAGES. */
  LANDING_TOO_MANY_PAGES: {
    status: 422,
    id: 'Anda sudah mencapai batas {max} halaman.',
    en: 'You have reached the limit of {max} pages.',
  },
  /** Two blocks of one landing page with the same id. */
  LANDING_BLOCK_ID_DUPLICATE: {
    status: 400,
    id: 'Setiap blok harus punya id sendiri.',
    en: 'Every block needs an id of its own.',
  },
  /** A button or link of a landing page whose address carries a user name or password (`https://user:pw@evil.example`). */
  LANDING_LINK_CREDENTIALS_REFUSED: {
    status: 400,
    id: 'Tautan tidak boleh memuat nama pengguna atau kata sandi (seperti https://nama:sandi@situs).',
    en: 'A link may not carry a user name or password (like https://name:password@site).',
  },
  /** A button or link of a landing page that is not http(s) nor a path of the app (javascript:, data: ...). */
  LANDING_LINK_UNSAFE: {
    status: 422,
    id: 'Tautan harus berupa alamat http(s) atau halaman Pustaka.',
    en: 'A link must be an http(s) address or a Pustaka page.',
  },
  /** A product grid or video block names a product that is not the creator's (or no video). */
  LANDING_PRODUCT_NOT_OWNED: {
    status: 422,
    id: 'Blok hanya boleh menampilkan produk milik Anda sendiri.',
    en: 'A block may only show products of your own.',
  },
  /** A landing block names an image the creator did not upload. */
  LANDING_IMAGE_NOT_OWNED: {
    status: 422,
    id: 'Gambar harus diunggah lewat editor halaman.',
    en: 'Images must be uploaded through the page editor.',
  },
  /** A video block that is neither a YouTube/Vimeo link nor one of the creator's video products. */
  LANDING_VIDEO_UNSUPPORTED: {
    status: 422,
    id: 'Video harus tautan YouTube atau Vimeo, atau produk video milik Anda.',
    en: 'A video must be a YouTube or Vimeo link, or a video product of your own.',
  },
  /** A contact block whose WhatsApp number or email address is not one. */
  LANDING_CONTACT_INVALID: {
    status: 422,
    id: 'Nomor WhatsApp atau alamat email tidak valid.',
    en: 'The WhatsApp number or email address is invalid.',
  },
} satisfies Record<string, ErrorSpec>;
