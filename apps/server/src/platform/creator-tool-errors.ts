import type { ErrorSpec } from './errors.ts';

/** Errors of the blog, landing pages and short links. */
export const CREATOR_TOOL_ERRORS = {
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
