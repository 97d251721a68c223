import type { ErrorSpec } from './errors.ts';

/** The codes of the platform: the HTTP edge, accounts and access, files, fetching, workers, AI, limits. */
export const PLATFORM_ERRORS = {
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
  /** The page has no main text to extract (a login wall, an image gallery, an empty page). */
  NO_MAIN_TEXT: {
    status: 422,
    id: 'Halaman ini tidak memiliki teks utama yang dapat diekstrak.',
    en: 'This page has no main text to extract.',
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
  /** A slide deck's source (a page, a PDF, an ebook, pasted text) has too little text to build slides from. */
  SOURCE_WITHOUT_TEXT: {
    status: 422,
    id: 'Sumber ini tidak memiliki cukup teks untuk dijadikan slide.',
    en: 'This source has too little text to make slides from.',
  },
  /** Resending a mail that already went out. */
  MAIL_ALREADY_SENT: {
    status: 409,
    id: 'Email ini sudah terkirim.',
    en: 'This email was already sent.',
  },
  /** Resending while no SMTP server is configured: there is nothing to send it with. */
  MAIL_TRANSPORT_OFF: {
    status: 409,
    id: 'Pengiriman email tidak aktif di server ini (SMTP_URL belum diatur).',
    en: 'Sending email is off on this server (SMTP_URL is not set).',
  },
  /** A body, query or path parameter failed its schema. */
  VALIDATION_ERROR: { status: 400, id: 'Data yang dikirim tidak valid.', en: 'The request data is invalid.' },
  /** The body is not parseable JSON. */
  INVALID_JSON: {
    status: 400,
    id: 'Isi permintaan bukan JSON yang valid.',
    en: 'The request body is not valid JSON.',
  },
  /** A verification link's token does not exist. */
  TOKEN_INVALID: {
    status: 400,
    id: 'Tautan verifikasi tidak valid.',
    en: 'The verification link is invalid.',
  },
  /** A verification link is past its expiry time. */
  TOKEN_EXPIRED: {
    status: 400,
    id: 'Tautan verifikasi sudah kedaluwarsa. Minta tautan baru.',
    en: 'The verification link has expired. Request a new one.',
  },
  /** A single-use verification link was already used. */
  TOKEN_USED: {
    status: 400,
    id: 'Tautan verifikasi sudah digunakan.',
    en: 'The verification link was already used.',
  },
  /** A multipart request without the expected file field, or with an empty file. */
  FILE_REQUIRED: {
    status: 400,
    id: 'Berkas wajib diunggah dan tidak boleh kosong.',
    en: 'A non-empty file is required.',
  },
  /** The upload ended before the whole file arrived. */
  UPLOAD_INCOMPLETE: {
    status: 400,
    id: 'Unggahan terputus. Coba lagi.',
    en: 'The upload was interrupted. Try again.',
  },
  /** A file would be stored under a key the store refuses (a path out of the store, a reserved suffix). */
  STORAGE_KEY_INVALID: {
    status: 400,
    id: 'Berkas tidak dapat disimpan dengan nama ini.',
    en: 'The file cannot be stored under this name.',
  },
  /** No token, or the token is malformed, forged or expired. */
  UNAUTHENTICATED: { status: 401, id: 'Silakan masuk terlebih dahulu.', en: 'Please log in first.' },
  /** The session behind a valid token was revoked (logout, password change, deactivation). */
  SESSION_REVOKED: {
    status: 401,
    id: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
    en: 'Your session has ended. Please log in again.',
  },
  /** A mutating call without `X-CSRF-Token: pustaka`. */
  CSRF_HEADER_MISSING: {
    status: 403,
    id: 'Header X-CSRF-Token wajib dikirim.',
    en: 'The X-CSRF-Token header is required.',
  },
  /** The caller lacks the role or group the route needs. */
  FORBIDDEN: { status: 403, id: 'Anda tidak memiliki akses ke sini.', en: 'You do not have access to this.' },
  /** The route needs a verified email address. */
  EMAIL_NOT_VERIFIED: {
    status: 403,
    id: 'Verifikasi email Anda terlebih dahulu.',
    en: 'Verify your email address first.',
  },
  /** A file address that was not issued here, was altered, or no longer grants access (refund, new file). */
  LINK_INVALID: {
    status: 403,
    id: 'Tautan berkas ini tidak berlaku. Buka kembali dari Perpustakaan Anda.',
    en: 'This file link is not valid. Open the file again from your library.',
  },
  /** A file address past its expiry (a few minutes for downloads, half an hour for streams). */
  LINK_EXPIRED: {
    status: 403,
    id: 'Tautan berkas ini sudah kedaluwarsa. Buka kembali dari Perpustakaan Anda.',
    en: 'This file link has expired. Open the file again from your library.',
  },
  /** The route or the record does not exist (or the caller may not know it exists). */
  NOT_FOUND: { status: 404, id: 'Data tidak ditemukan.', en: 'Not found.' },
  /** Register with an email that already has an account. */
  EMAIL_TAKEN: { status: 409, id: 'Email sudah terdaftar.', en: 'This email is already registered.' },
  /** Verification requested for an address that is already verified. */
  ALREADY_VERIFIED: {
    status: 409,
    id: 'Email Anda sudah terverifikasi.',
    en: 'Your email is already verified.',
  },
  CONFLICT: { status: 409, id: 'Data sudah ada.', en: 'This already exists.' },
  /** Paying or cancelling a payout request that was already paid or cancelled. */
  SETTLEMENT_NOT_PENDING: {
    status: 409,
    id: 'Permintaan pencairan ini sudah diproses ({status}).',
    en: 'This payout request was already handled ({status}).',
  },
  /** The body or file is over the size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, id: 'Ukuran data terlalu besar.', en: 'The payload is too large.' },
  /** An upload would take a creator's files (product, course and blog) past CREATOR_STORAGE_QUOTA. */
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    id: 'Ruang penyimpanan Anda ({quota}) tidak cukup untuk berkas ini. Hapus berkas yang tidak dipakai lalu coba lagi.',
    en: 'Your storage ({quota}) has no room for this file. Remove files you no longer use and try again.',
  },
  /**
   * A voucher code that cannot be used on this product now: unknown, ended, not started, paused, or not
   * reaching the product. One answer for all of them, so guessing cannot tell a real code from a made-up one.
   */
  VOUCHER_NOT_FOUND: {
    status: 422,
    id: 'Kode voucher tidak dikenal atau tidak berlaku untuk produk ini. Periksa kembali kodenya.',
    en: 'This voucher code is unknown or not valid for this product. Check the code.',
  },
  /** The buyer used up the downloads a purchase allows. */
  DOWNLOAD_LIMIT_REACHED: {
    status: 403,
    id: 'Batas unduhan untuk produk ini sudah tercapai. Hubungi dukungan bila perlu.',
    en: 'The download limit for this product has been reached. Contact support if you need more.',
  },
  /** The payment provider could not be reached or refused the request; nothing was charged. */
  PAYMENT_UNAVAILABLE: {
    status: 503,
    id: 'Layanan pembayaran sedang tidak tersedia. Coba lagi sebentar lagi.',
    en: 'The payment service is unavailable. Try again shortly.',
  },
  /** The content type or the real file type is not accepted. */
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    id: 'Jenis berkas tidak didukung.',
    en: 'This file type is not supported.',
  },
  /** The file claims an accepted type but its content cannot be read as such. */
  UNPROCESSABLE_FILE: {
    status: 422,
    id: 'Berkas rusak atau tidak dapat dibaca.',
    en: 'The file is damaged or unreadable.',
  },
  /** A PDF that opens only with a password, so its text cannot be read. */
  PDF_ENCRYPTED: {
    status: 422,
    id: 'PDF ini dilindungi kata sandi. Kirim versi tanpa kata sandi.',
    en: 'This PDF is protected with a password. Send a version without one.',
  },
  /** A byte range that starts past the end of the file (the answer names the size in Content-Range). */
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    id: 'Rentang data yang diminta berada di luar berkas.',
    en: 'The requested range lies outside the file.',
  },
  /** Any other rate limit (contact form, verification mails). */
  RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak permintaan. Coba lagi dalam {minutes} menit.',
    en: 'Too many requests. Try again in {minutes} minutes.',
  },
  /** A real outage: the details stay in the log, never in the response. */
  INTERNAL: { status: 500, id: 'Terjadi kesalahan pada server.', en: 'Something went wrong on our side.' },
  /** A dependency (database) is unreachable. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    id: 'Layanan sedang tidak tersedia.',
    en: 'The service is unavailable.',
  },
} satisfies Record<string, ErrorSpec>;
