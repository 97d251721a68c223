import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const AUTH_ERRORS = {
  /** Resending an invitation to someone who already chose a password. */
  INVITATION_NOT_NEEDED: {
    status: 409,
    id: 'Pengguna ini sudah memiliki kata sandi; undangan tidak perlu dikirim lagi.',
    en: 'This user already has a password; there is no invitation to resend.',
  },
  /** A set-password link whose token does not exist. */
  PASSWORD_LINK_INVALID: {
    status: 400,
    id: 'Tautan untuk membuat kata sandi tidak valid.',
    en: 'The link to set your password is invalid.',
  },
  /** A set-password link past its expiry. */
  PASSWORD_LINK_EXPIRED: {
    status: 400,
    id: 'Tautan untuk membuat kata sandi sudah kedaluwarsa. Minta admin mengirim undangan baru.',
    en: 'The link to set your password has expired. Ask an admin to send a new invitation.',
  },
  /** A set-password link that was already used. */
  PASSWORD_LINK_USED: {
    status: 400,
    id: 'Tautan untuk membuat kata sandi sudah digunakan. Silakan masuk dengan kata sandi Anda.',
    en: 'The link to set your password was already used. Log in with your password.',
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
  /** Login with an unknown email or a wrong password (deliberately the same text for both). */
  INVALID_CREDENTIALS: { status: 401, id: 'Email atau kata sandi salah.', en: 'Wrong email or password.' },
  /** The account was deactivated by an administrator. */
  ACCOUNT_DEACTIVATED: {
    status: 403,
    id: 'Akun Anda dinonaktifkan. Hubungi dukungan.',
    en: 'Your account has been deactivated. Contact support.',
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
} satisfies Record<string, ErrorSpec>;
