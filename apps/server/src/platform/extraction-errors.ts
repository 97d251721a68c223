import type { ErrorSpec } from './errors.ts';

/**
 * The codes of outgoing fetches (the SSRF-safe fetcher) and of the extraction API, kept apart from the
 * main catalogue so it stays readable; errors.ts spreads them into ERRORS.
 */
export const EXTRACTION_ERRORS = {
  /** The URL cannot be parsed, has credentials in it, or is too long. */
  FETCH_URL_INVALID: {
    status: 400,
    id: 'URL tidak valid. Gunakan alamat http:// atau https:// lengkap.',
    en: 'The URL is invalid. Use a full http:// or https:// address.',
  },
  /** A scheme other than http or https (file:, ftp:, data:, gopher: ...). */
  FETCH_SCHEME_NOT_ALLOWED: {
    status: 400,
    id: 'Hanya alamat http dan https yang dapat diambil.',
    en: 'Only http and https addresses can be fetched.',
  },
  /** A port other than the allowed ones (80 and 443 unless configured). */
  FETCH_PORT_NOT_ALLOWED: {
    status: 400,
    id: 'Port ini tidak diizinkan. Gunakan port 80 atau 443.',
    en: 'This port is not allowed. Use port 80 or 443.',
  },
  /** The host is, or resolves to, a loopback, private, link-local, multicast or otherwise non-public address. */
  FETCH_ADDRESS_BLOCKED: {
    status: 422,
    id: 'Alamat ini menunjuk ke jaringan privat atau khusus dan tidak dapat diambil.',
    en: 'This address points to a private or special-purpose network and cannot be fetched.',
  },
  /** The host name does not resolve. */
  FETCH_HOST_NOT_FOUND: {
    status: 422,
    id: 'Nama host tidak ditemukan.',
    en: 'The host name could not be found.',
  },
  /** The server refused or dropped the connection, or its TLS certificate is not valid. */
  FETCH_CONNECT_FAILED: {
    status: 422,
    id: 'Server tujuan tidak dapat dihubungi.',
    en: 'The server could not be reached.',
  },
  /** Connecting, or the whole fetch with its redirects, took longer than allowed. */
  FETCH_TIMEOUT: {
    status: 422,
    id: 'Server tujuan terlalu lama menjawab.',
    en: 'The server took too long to answer.',
  },
  /** More than five redirects. */
  FETCH_TOO_MANY_REDIRECTS: {
    status: 422,
    id: 'Terlalu banyak pengalihan (lebih dari 5).',
    en: 'Too many redirects (more than 5).',
  },
  /** A redirect leads back to an address already visited. */
  FETCH_REDIRECT_LOOP: {
    status: 422,
    id: 'Pengalihan berputar kembali ke alamat yang sama.',
    en: 'The redirects loop back to an address already visited.',
  },
  /** The server answered with an error status (details.status). */
  FETCH_UPSTREAM_STATUS: {
    status: 422,
    id: 'Server tujuan menjawab dengan status {status}.',
    en: 'The server answered with status {status}.',
  },
  /** The response is larger than the size limit (declared or counted while streaming). */
  FETCH_TOO_LARGE: {
    status: 413,
    id: 'Dokumen lebih besar dari batas {limit}.',
    en: 'The document is larger than the {limit} limit.',
  },
  /** The response is not of the kind asked for (HTML for web pages, PDF for PDFs). */
  FETCH_UNSUPPORTED_CONTENT: {
    status: 415,
    id: 'Jenis konten tidak didukung: {type}.',
    en: 'Unsupported content type: {type}.',
  },
  /** Extraction requests without an `X-API-Key` header. */
  API_KEY_MISSING: {
    status: 401,
    id: 'Header X-API-Key wajib dikirim.',
    en: 'The X-API-Key header is required.',
  },
  /** An `X-API-Key` that no key matches. */
  API_KEY_INVALID: {
    status: 401,
    id: 'Kunci API tidak dikenal.',
    en: 'The API key is not recognised.',
  },
  /** An `X-API-Key` of a key its owner revoked. */
  API_KEY_REVOKED: {
    status: 401,
    id: 'Kunci API ini sudah dicabut.',
    en: 'This API key has been revoked.',
  },
  /** A key's owner whose account was deactivated. */
  API_KEY_OWNER_INACTIVE: {
    status: 401,
    id: 'Akun pemilik kunci API ini tidak aktif.',
    en: 'The account that owns this API key is not active.',
  },
  /** Creating a key past the number of live keys one account may hold. */
  API_KEY_LIMIT_REACHED: {
    status: 409,
    id: 'Batas {max} kunci API aktif tercapai. Cabut kunci yang tidak dipakai.',
    en: 'The limit of {max} active API keys is reached. Revoke a key you no longer use.',
  },
  /** A key made more requests in a minute than its rate limit. */
  API_KEY_RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak permintaan dengan kunci ini. Coba lagi dalam {seconds} detik.',
    en: 'Too many requests with this key. Try again in {seconds} seconds.',
  },
  /** The owner's plan's monthly extractions are used up (details.resets_at says when they come back). */
  EXTRACTION_QUOTA_EXCEEDED: {
    status: 429,
    id: 'Kuota ekstraksi bulanan paket Anda ({quota}) sudah habis; kuota baru mulai {resets}.',
    en: "Your plan's monthly extraction quota ({quota}) is used up; it renews on {resets}.",
  },
  /** The page has no main text to extract (a login wall, an image gallery, an empty page). */
  NO_MAIN_TEXT: {
    status: 422,
    id: 'Halaman ini tidak memiliki teks utama yang dapat diekstrak.',
    en: 'This page has no main text to extract.',
  },
  /** A PDF extraction request with both or neither of `pdf_url` and `pdf_file`. */
  PDF_SOURCE_REQUIRED: {
    status: 400,
    id: 'Kirim pdf_url (JSON) atau pdf_file (multipart), salah satu saja.',
    en: 'Send either pdf_url (JSON) or pdf_file (multipart), one of them.',
  },
  /** A background extraction failed on our side; nothing was charged. */
  EXTRACTION_FAILED: {
    status: 500,
    id: 'Ekstraksi gagal di sisi kami. Tidak ada kuota yang terpakai.',
    en: 'The extraction failed on our side. No quota was used.',
  },
  /** Every worker of the parsing pool is busy and its queue is full; Retry-After says when to try again. */
  WORKERS_BUSY: {
    status: 429,
    id: 'Server sedang sibuk memproses dokumen lain. Coba lagi dalam {seconds} detik.',
    en: 'The server is busy processing other documents. Try again in {seconds} seconds.',
  },
  /** A parse ran past its time limit ({seconds} s) and was stopped; the document is too complex. */
  WORKER_TIME_LIMIT: {
    status: 422,
    id: 'Dokumen ini terlalu rumit untuk diproses dalam {seconds} detik.',
    en: 'This document is too complex to process within {seconds} seconds.',
  },
  /** A parse needed more memory than a worker has (or a structure nested past the stack) and was stopped. */
  WORKER_MEMORY_LIMIT: {
    status: 413,
    id: 'Dokumen ini membutuhkan terlalu banyak memori untuk diproses.',
    en: 'This document needs too much memory to process.',
  },
  /** A compressed response that unpacks by more than the allowed ratio (details.ratio), a likely bomb. */
  FETCH_COMPRESSION_RATIO: {
    status: 413,
    id: 'Dokumen terkompresi ini membesar lebih dari {ratio} kali saat dibuka.',
    en: 'This compressed document unpacks to more than {ratio} times its size.',
  },
  /** A PDF whose compressed streams unpack past the decoded-size limit ({limit}). */
  PDF_DECODED_TOO_LARGE: {
    status: 413,
    id: 'Isi PDF ini membesar melebihi batas {limit} saat dibuka.',
    en: "This PDF's content unpacks past the {limit} limit.",
  },
  /** The extracted answer would be larger than the output limit ({limit}). */
  EXTRACTION_OUTPUT_TOO_LARGE: {
    status: 413,
    id: 'Hasil ekstraksi lebih besar dari batas {limit}.',
    en: 'The extraction result is larger than the {limit} limit.',
  },
} satisfies Record<string, ErrorSpec>;
