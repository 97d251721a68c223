import type { ErrorSpec } from './errors.ts';

/** Errors of accounts an admin creates, the links that let their owners choose a password, and the mail outbox. */
export const ACCOUNT_ERRORS = {
  /** Creating an account in a group that does not exist (deleted meanwhile, or a wrong id). */
  UNKNOWN_GROUP: {
    status: 400,
    id: 'Grup yang dipilih tidak ada.',
    en: 'The chosen group does not exist.',
  },
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
} satisfies Record<string, ErrorSpec>;
