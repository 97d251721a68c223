import { ACCOUNT_ERRORS } from './account-errors.ts';
import { ASSISTANT_ERRORS } from './assistant-errors.ts';
import { CREATOR_TOOL_ERRORS } from './creator-tool-errors.ts';
import { EXTRACTION_ERRORS } from './extraction-errors.ts';
import { LEARNING_ERRORS } from './learning-errors.ts';
import { LIVE_QUIZ_ERRORS } from './live-quiz-errors.ts';
import { RECOMMENDATION_ERRORS } from './recommendation-errors.ts';
import { SLIDE_ERRORS } from './slide-errors.ts';
import { SUPPORT_ERRORS } from './support-errors.ts';

/**
 * Every failure the API reports is an AppError with a machine code. One handler (app.ts) maps the code
 * to its HTTP status and a message in the caller's language, and sends the error envelope.
 */
export type ErrorSpec = { status: number } & Texts;

export const ERRORS = {
  ...ACCOUNT_ERRORS,
  ...ASSISTANT_ERRORS,
  ...EXTRACTION_ERRORS,
  ...LEARNING_ERRORS,
  ...LIVE_QUIZ_ERRORS,
  ...RECOMMENDATION_ERRORS,
  ...CREATOR_TOOL_ERRORS,
  ...SLIDE_ERRORS,
  ...SUPPORT_ERRORS,
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
  /** Reading the caller's subscriptions or plan features failed (the store did not answer); nothing changed. */
  SUBSCRIPTION_CHECK_FAILED: {
    status: 503,
    id: 'Gagal memverifikasi langganan.',
    en: 'Failed to verify subscription.',
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
  /** An upload would take a creator's files (product, course and blog) past CREATOR_STORAGE_QUOTA. */
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
