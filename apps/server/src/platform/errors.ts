import { EXTRACTION_ERRORS } from './extraction-errors.ts';

/**
 * Every failure the API reports is an AppError with a machine code. One handler (app.ts) maps the code
 * to its HTTP status and a message in the caller's language, and sends the error envelope.
 */
export type ErrorSpec = { status: number } & Texts;

export const ERRORS = {
  ...EXTRACTION_ERRORS,
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
  /** Change-password with a wrong current password. */
  INVALID_CURRENT_PASSWORD: {
    status: 400,
    id: 'Kata sandi saat ini salah.',
    en: 'The current password is wrong.',
  },
  /** The new password equals the current one. */
  PASSWORD_UNCHANGED: {
    status: 400,
    id: 'Kata sandi baru harus berbeda dari yang lama.',
    en: 'The new password must differ from the current one.',
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
  /** Login with an unknown email or a wrong password (deliberately the same text for both). */
  INVALID_CREDENTIALS: { status: 401, id: 'Email atau kata sandi salah.', en: 'Wrong email or password.' },
  /** The account was deactivated by an administrator. */
  ACCOUNT_DEACTIVATED: {
    status: 403,
    id: 'Akun Anda dinonaktifkan. Hubungi dukungan.',
    en: 'Your account has been deactivated. Contact support.',
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
  /** The caller's plan lacks the feature the route belongs to. */
  FEATURE_REQUIRED: {
    status: 403,
    id: 'Fitur ini memerlukan paket langganan yang sesuai.',
    en: 'This feature needs a suitable subscription plan.',
  },
  /** An administrator tried to deactivate, demote or delete themselves. */
  SELF_ACTION_FORBIDDEN: {
    status: 403,
    id: 'Anda tidak dapat melakukan ini pada akun Anda sendiri.',
    en: 'You cannot do this to your own account.',
  },
  /** A product on sale that the caller has not bought (nor sells, nor administers). */
  NOT_OWNED: {
    status: 403,
    id: 'Anda belum memiliki produk ini. Beli terlebih dahulu untuk membukanya.',
    en: 'You do not own this product yet. Buy it to open it.',
  },
  /** A stream-only (premium) product: its files are read and played here, never downloaded. */
  DOWNLOAD_NOT_ALLOWED: {
    status: 403,
    id: 'Produk ini hanya dapat dibaca atau diputar di Pustaka, tidak dapat diunduh.',
    en: 'This product can only be read or played on Pustaka, not downloaded.',
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
  /** A buyer's counted download address that already sent its file (a broken download may still resume). */
  DOWNLOAD_LINK_USED: {
    status: 403,
    id: 'Tautan unduhan ini sudah dipakai. Unduh lagi dari Perpustakaan Anda.',
    en: 'This download link was already used. Download again from your library.',
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
  /** A uniqueness rule other than email was broken (group name, ...). */
  /** Deleting an author that products still name (an admin may force it, leaving those products without one). */
  AUTHOR_IN_USE: {
    status: 409,
    id: 'Penulis ini masih dipakai oleh {count} produk. Ganti penulis produk tersebut terlebih dahulu.',
    en: 'This author is still named by {count} products. Change their author first.',
  },
  CONFLICT: { status: 409, id: 'Data sudah ada.', en: 'This already exists.' },
  /** A quiz question's text is empty, too long, or its type is unknown. */
  QUIZ_QUESTION_TEXT_INVALID: {
    status: 400,
    id: 'Teks pertanyaan wajib diisi (maksimal 2.000 karakter) dan jenisnya harus dikenal.',
    en: 'The question text is required (at most 2,000 characters) and its type must be known.',
  },
  /** A choice or ordering question with fewer than 2 or more than 12 options. */
  QUIZ_OPTIONS_COUNT: {
    status: 400,
    id: 'Pertanyaan ini harus punya 2 sampai 12 pilihan.',
    en: 'This question needs 2 to 12 options.',
  },
  /** An option is empty or longer than 300 characters. */
  QUIZ_OPTION_INVALID: {
    status: 400,
    id: 'Setiap pilihan wajib diisi, maksimal 300 karakter.',
    en: 'Every option must be filled in, at most 300 characters.',
  },
  /** Two options (or two accepted short answers) are the same once case, spaces and accents are ignored. */
  QUIZ_OPTION_DUPLICATE: {
    status: 400,
    id: 'Ada pilihan jawaban yang sama.',
    en: 'Two options are the same.',
  },
  /** The right answer is missing, out of range, or more than one for a single-choice question. */
  QUIZ_CORRECT_ANSWER_INVALID: {
    status: 400,
    id: 'Jawaban benar tidak valid untuk jenis pertanyaan ini.',
    en: 'The correct answer does not fit this question type.',
  },
  /** Points below 0, above 1,000 or not a whole number. */
  QUIZ_POINTS_INVALID: {
    status: 400,
    id: 'Poin harus bilangan bulat 0 sampai 1.000.',
    en: 'Points must be a whole number from 0 to 1,000.',
  },
  /** A time limit outside 5 s–1 h for a question or 30 s–24 h for a whole quiz. */
  QUIZ_TIME_LIMIT_INVALID: {
    status: 400,
    id: 'Batas waktu tidak valid: 5 detik–1 jam per pertanyaan, 30 detik–24 jam per kuis.',
    en: 'Invalid time limit: 5 s to 1 h per question, 30 s to 24 h per quiz.',
  },
  /** A quiz already holds the most questions allowed (200). */
  QUIZ_TOO_MANY_QUESTIONS: {
    status: 409,
    id: 'Kuis sudah berisi jumlah pertanyaan maksimal (200).',
    en: 'The quiz already holds the most questions allowed (200).',
  },
  /** A reorder list that is not exactly the quiz's questions. */
  QUIZ_ORDER_MISMATCH: {
    status: 400,
    id: 'Urutan harus memuat setiap pertanyaan kuis tepat satu kali.',
    en: 'The order must list every question of the quiz exactly once.',
  },
  /** A CSV import with broken rows; details list each row and why. Nothing was imported. */
  QUIZ_CSV_INVALID: {
    status: 422,
    id: 'Berkas CSV memiliki baris yang salah; tidak ada yang diimpor.',
    en: 'The CSV file has broken rows; nothing was imported.',
  },
  /** A session is started on a quiz without questions. */
  QUIZ_HAS_NO_QUESTIONS: {
    status: 409,
    id: 'Kuis ini belum memiliki pertanyaan.',
    en: 'This quiz has no questions yet.',
  },
  /** The player has used every attempt the quiz allows. */
  QUIZ_ATTEMPTS_EXHAUSTED: {
    status: 409,
    id: 'Kesempatan mengerjakan kuis ini sudah habis.',
    en: 'You have used every attempt this quiz allows.',
  },
  /** The session belongs to another player (another user, or a guest token that does not match). */
  QUIZ_SESSION_FORBIDDEN: {
    status: 403,
    id: 'Sesi kuis ini bukan milik Anda.',
    en: 'This quiz session is not yours.',
  },
  /** An answer or change to a session that was already completed. */
  QUIZ_SESSION_COMPLETED: {
    status: 409,
    id: 'Sesi kuis ini sudah selesai.',
    en: 'This quiz session is already finished.',
  },
  /** A question index outside the session's questions. */
  QUIZ_QUESTION_INDEX_INVALID: {
    status: 400,
    id: 'Nomor pertanyaan tidak ada dalam kuis ini.',
    en: 'There is no question with this number in the quiz.',
  },
  /** An answer that does not fit its question (wrong shape, option index out of range, incomplete order). */
  QUIZ_ANSWER_INVALID: {
    status: 400,
    id: 'Jawaban tidak sesuai dengan pertanyaannya.',
    en: 'The answer does not fit the question.',
  },
  /** A question of the session was already answered; an answer is recorded once. */
  QUIZ_ALREADY_ANSWERED: {
    status: 409,
    id: 'Pertanyaan ini sudah dijawab.',
    en: 'This question was already answered.',
  },
  /** An answer after the question's or the quiz's time ran out (by the server's clock, with a short grace). */
  QUIZ_TIME_UP: {
    status: 409,
    id: 'Waktu untuk menjawab sudah habis.',
    en: 'The time to answer has run out.',
  },
  /** Paying or cancelling a payout request that was already paid or cancelled. */
  SETTLEMENT_NOT_PENDING: {
    status: 409,
    id: 'Permintaan pencairan ini sudah diproses ({status}).',
    en: 'This payout request was already handled ({status}).',
  },
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
  /** The body or file is over the size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, id: 'Ukuran data terlalu besar.', en: 'The payload is too large.' },
  /** An upload would take a creator's product files (staged and live) past CREATOR_STORAGE_QUOTA. */
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    id: 'Ruang penyimpanan Anda ({quota}) tidak cukup untuk berkas ini. Hapus berkas yang tidak dipakai lalu coba lagi.',
    en: 'Your storage ({quota}) has no room for this file. Remove files you no longer use and try again.',
  },
  /** Checkout for a product the buyer already owns. */
  ALREADY_OWNED: {
    status: 409,
    id: 'Anda sudah memiliki produk ini. Buka di Perpustakaan Anda.',
    en: 'You already own this product. Open it in your library.',
  },
  /** Checkout for a product that is not approved, published and active. */
  PRODUCT_NOT_FOR_SALE: {
    status: 409,
    id: 'Produk ini sedang tidak dijual.',
    en: 'This product is not on sale right now.',
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
  /** A voucher code that takes less off than the campaign the product already has. */
  VOUCHER_NOT_BETTER: {
    status: 422,
    id: 'Harga produk ini sudah lebih murah tanpa kode voucher.',
    en: 'This product is already cheaper without the voucher code.',
  },
  /** A voucher code whose uses (paid orders and open ones holding a use) have reached its limit. */
  VOUCHER_USED_UP: {
    status: 409,
    id: 'Kuota kode voucher ini sudah habis.',
    en: 'This voucher code has been used up.',
  },
  /** Another campaign already carries this voucher code (in any case). */
  VOUCHER_CODE_TAKEN: {
    status: 409,
    id: 'Kode voucher ini sudah dipakai kampanye lain.',
    en: 'Another campaign already uses this voucher code.',
  },
  /** A creator tried to buy their own product. */
  OWN_PRODUCT: {
    status: 409,
    id: 'Anda tidak dapat membeli produk Anda sendiri.',
    en: 'You cannot buy your own product.',
  },
  /** The order is no longer in a state that allows this (already paid, expired, reviewed ...). */
  ORDER_STATE_CONFLICT: {
    status: 409,
    id: 'Status pesanan tidak memungkinkan tindakan ini.',
    en: 'The order is not in a state that allows this.',
  },
  /** A transfer proof is waiting for an admin; a second checkout would ask the buyer to pay twice. */
  ORDER_AWAITING_REVIEW: {
    status: 409,
    id: 'Bukti transfer Anda untuk produk ini sedang diperiksa admin.',
    en: 'Your transfer proof for this product is being checked by an admin.',
  },
  /** A payment notification whose signature or callback token does not check out. */
  NOTIFICATION_REJECTED: {
    status: 401,
    id: 'Notifikasi pembayaran ditolak: tanda tangan tidak valid.',
    en: 'Payment notification rejected: the signature is not valid.',
  },
  /** The buyer used up the downloads a purchase allows. */
  DOWNLOAD_LIMIT_REACHED: {
    status: 403,
    id: 'Batas unduhan untuk produk ini sudah tercapai. Hubungi dukungan bila perlu.',
    en: 'The download limit for this product has been reached. Contact support if you need more.',
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
  /** Deleting an order that moved money without the force variant. */
  ORDER_HAS_PAYMENT: {
    status: 409,
    id: 'Pesanan ini sudah dibayar. Gunakan hapus paksa untuk mengembalikan dana dan mencabut akses.',
    en: 'This order was paid. Use force delete to refund it and withdraw access.',
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
  /** A document sent for PDF extraction that does not start like a PDF (no `%PDF-` header). */
  NOT_A_PDF: {
    status: 422,
    id: 'Berkas ini bukan PDF.',
    en: 'This file is not a PDF.',
  },
  /** A PDF that opens only with a password, so its text cannot be read. */
  PDF_ENCRYPTED: {
    status: 422,
    id: 'PDF ini dilindungi kata sandi. Kirim versi tanpa kata sandi.',
    en: 'This PDF is protected with a password. Send a version without one.',
  },
  /** A PDF cut short or damaged so that its pages cannot be read. */
  PDF_DAMAGED: {
    status: 422,
    id: 'PDF ini rusak atau tidak lengkap.',
    en: 'This PDF is damaged or incomplete.',
  },
  /** A PDF with more pages than the extraction accepts ({max}). */
  PDF_TOO_MANY_PAGES: {
    status: 413,
    id: 'PDF ini memiliki {pages} halaman; batasnya {max} halaman.',
    en: 'This PDF has {pages} pages; the limit is {max}.',
  },
  /** A byte range that starts past the end of the file (the answer names the size in Content-Range). */
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    id: 'Rentang data yang diminta berada di luar berkas.',
    en: 'The requested range lies outside the file.',
  },
  /** Too many login failures from this address. */
  TOO_MANY_ATTEMPTS: {
    status: 429,
    id: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam {minutes} menit.',
    en: 'Too many failed login attempts. Try again in {minutes} minutes.',
  },
  /** Too many sign-ups, or sign-ups with registered emails, from this address. */
  TOO_MANY_REGISTRATIONS: {
    status: 429,
    id: 'Terlalu banyak pendaftaran dari jaringan ini. Coba lagi dalam {minutes} menit.',
    en: 'Too many sign-ups from this network. Try again in {minutes} minutes.',
  },
  /** Too many voucher codes that could not be used, entered by this account. */
  TOO_MANY_VOUCHER_ATTEMPTS: {
    status: 429,
    id: 'Terlalu banyak kode voucher yang tidak berlaku. Coba lagi dalam {minutes} menit.',
    en: 'Too many invalid voucher codes. Try again in {minutes} minutes.',
  },
  /** A slide deck's source (a page, a PDF, an ebook, pasted text) has too little text to build slides from. */
  SOURCE_WITHOUT_TEXT: {
    status: 422,
    id: 'Sumber ini tidak memiliki cukup teks untuk dijadikan slide.',
    en: 'This source has too little text to make slides from.',
  },
  /** A deck is being generated; its outline and slides change only when that is over. */
  SLIDESHOW_BUSY: {
    status: 409,
    id: 'Slide sedang dibuat. Tunggu sampai selesai.',
    en: 'The slides are being generated. Wait until it is done.',
  },
  /** A slide moved to a place its deck does not have. */
  SLIDE_POSITION_INVALID: {
    status: 422,
    id: 'Posisi slide harus antara 0 dan {last}.',
    en: 'A slide position must be between 0 and {last}.',
  },
  /** A slide's layout lacks what it needs to be drawn (a quote without text, a chart without data). */
  SLIDE_CONTENT_INCOMPLETE: {
    status: 422,
    id: 'Isi slide belum lengkap untuk tata letak ini: {fields}.',
    en: 'The slide lacks what this layout needs: {fields}.',
  },
  /** A deck already holds as many pictures as one may. */
  TOO_MANY_SLIDE_ASSETS: {
    status: 422,
    id: 'Satu deck paling banyak berisi {limit} gambar.',
    en: 'A deck holds at most {limit} pictures.',
  },
  /** Undo on a slide that has no earlier version. */
  NOTHING_TO_UNDO: {
    status: 409,
    id: 'Tidak ada perubahan yang bisa dibatalkan.',
    en: 'There is nothing to undo.',
  },
  /** The user's plan has used its AI tokens for this month. */
  AI_QUOTA_EXCEEDED: {
    status: 429,
    id: 'Kuota AI bulan ini sudah habis. Kuota baru mulai {date}.',
    en: "This month's AI quota is used up. It resets on {date}.",
  },
  /** The configured model server failed, timed out or answered with something unusable. */
  AI_UNAVAILABLE: {
    status: 503,
    id: 'Model AI sedang tidak dapat menjawab. Coba lagi sebentar lagi.',
    en: 'The AI model could not answer. Try again shortly.',
  },
  /** Any other rate limit (contact form, verification mails). */
  RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak permintaan. Coba lagi dalam {minutes} menit.',
    en: 'Too many requests. Try again in {minutes} minutes.',
  },
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
  /** A real outage: the details stay in the log, never in the response. */
  INTERNAL: { status: 500, id: 'Terjadi kesalahan pada server.', en: 'Something went wrong on our side.' },
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
  /** A dependency (database) is unreachable. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    id: 'Layanan sedang tidak tersedia.',
    en: 'The service is unavailable.',
  },
  /** A learner enrols in, or joins, a course they are already in. */
  LMS_ALREADY_ENROLLED: {
    status: 409,
    id: 'Anda sudah terdaftar di kursus ini.',
    en: 'You are already enrolled in this course.',
  },
  /** An invite token that does not exist for the course of the link. */
  LMS_INVITE_INVALID: {
    status: 404,
    id: 'Tautan undangan tidak valid.',
    en: 'The invite link is invalid.',
  },
  /** An invite used after its expiry time. */
  LMS_INVITE_EXPIRED: {
    status: 410,
    id: 'Tautan undangan sudah kedaluwarsa. Minta tautan baru ke pelatih.',
    en: 'The invite link has expired. Ask the trainer for a new one.',
  },
  /** An invite whose max_uses are all taken. */
  LMS_INVITE_USED_UP: {
    status: 409,
    id: 'Kuota tautan undangan ini sudah habis.',
    en: 'This invite link has been used up.',
  },
  /** Enrolling without an invite in an invite-only course. */
  LMS_INVITE_REQUIRED: {
    status: 403,
    id: 'Kursus ini hanya untuk peserta yang diundang.',
    en: 'This course is for invited learners only.',
  },
  /** Enrolling in a paid course without owning its product. */
  LMS_PURCHASE_REQUIRED: {
    status: 403,
    id: 'Beli produk kursus ini terlebih dahulu untuk mendaftar.',
    en: 'Buy the product of this course first to enrol.',
  },
  /** A course that asks for a verified email, and the learner's is not. */
  LMS_VERIFIED_EMAIL_REQUIRED: {
    status: 403,
    id: 'Kursus ini mewajibkan email terverifikasi.',
    en: 'This course requires a verified email address.',
  },
  /** A learner route of a course the caller is not (or no longer) enrolled in. */
  LMS_NOT_ENROLLED: {
    status: 403,
    id: 'Anda belum terdaftar di kursus ini.',
    en: 'You are not enrolled in this course.',
  },
  /** A content that a sequential or drip rule keeps closed; details say why and when it opens. */
  LMS_CONTENT_LOCKED: {
    status: 403,
    id: 'Materi ini belum terbuka.',
    en: 'This content is not open yet.',
  },
  /** A paid course linked to a product that is not one of the trainer's CRS products. */
  LMS_PRODUCT_INVALID: {
    status: 422,
    id: 'Kursus berbayar harus ditautkan ke produk kursus (CRS) milik Anda.',
    en: 'A paid course must be linked to one of your course (CRS) products.',
  },
  /** A file sent to a content whose type takes none (text, quiz). */
  LMS_CONTENT_TAKES_NO_FILE: {
    status: 400,
    id: 'Jenis materi ini tidak memakai berkas.',
    en: 'This content type takes no file.',
  },
  /** A new order of contents that is not exactly the course's contents. */
  LMS_ORDER_MISMATCH: {
    status: 400,
    id: 'Urutan harus memuat semua materi kursus ini tepat satu kali.',
    en: 'The order must list every content of this course exactly once.',
  },
  /** A certificate asked for before every content is complete. */
  LMS_CERTIFICATE_NOT_READY: {
    status: 409,
    id: 'Selesaikan semua materi untuk mendapatkan sertifikat.',
    en: 'Complete every content to get the certificate.',
  },
  /** Publishing a course that has no contents yet. */
  LMS_COURSE_EMPTY: {
    status: 409,
    id: 'Tambahkan minimal satu materi sebelum menerbitkan kursus.',
    en: 'Add at least one content before publishing the course.',
  },
  /** A quiz content without a quiz, or a quiz that is not the trainer's. */
  LMS_QUIZ_INVALID: {
    status: 422,
    id: 'Kuis tidak ditemukan atau bukan milik Anda.',
    en: 'The quiz does not exist or is not yours.',
  },
} satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

/** A text in both of the app's languages. */
export type Texts = { id: string; en: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly params: Record<string, string | number>;
  /** A sharper text than the catalogue's for this one case, in both languages; the code stays the same. */
  readonly texts: Texts | undefined;
  constructor(
    code: ErrorCode,
    options: { message?: Texts; details?: unknown; params?: Record<string, string | number> } = {},
  ) {
    super(options.message?.en ?? ERRORS[code].en);
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.params = options.params ?? {};
    this.texts = options.message;
  }
}

export type Language = 'id' | 'en';

export function errorMessage(error: AppError, language: Language): string {
  let text = (error.texts ?? ERRORS[error.code])[language];
  for (const [key, value] of Object.entries(error.params)) text = text.replace(`{${key}}`, String(value));
  return text;
}
