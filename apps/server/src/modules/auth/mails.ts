import type { User } from '@pustaka/contract';
import { escapeHtml } from '#platform/html.ts';

/** The verification mail in the user's language, as plain text and simple HTML. */
export function verificationMail(user: User, link: string): { subject: string; text: string; html: string } {
  const name = user.first_name || 'Pengguna';
  const copy =
    user.language === 'en'
      ? {
          subject: 'Verify your Pustaka email address',
          greeting: `Hi ${name},`,
          body: 'Please confirm your email address to start buying and publishing on Pustaka.',
          button: 'Verify my email',
          footer: 'This link works once and expires in 24 hours. If you did not sign up, ignore this email.',
        }
      : {
          subject: 'Verifikasi alamat email Pustaka Anda',
          greeting: `Halo ${name},`,
          body: 'Silakan konfirmasi alamat email Anda untuk mulai membeli dan menerbitkan di Pustaka.',
          button: 'Verifikasi email saya',
          footer:
            'Tautan ini hanya dapat dipakai sekali dan berlaku 24 jam. Jika Anda tidak mendaftar, abaikan email ini.',
        };
  return renderLinkMail(copy, link);
}

/** The invitation to an account an admin created, in the language chosen for it: a link to set a password. */
export function invitationMail(user: User, link: string): { subject: string; text: string; html: string } {
  const name = user.first_name || 'Pengguna';
  const copy =
    user.language === 'en'
      ? {
          subject: 'Your Pustaka account is ready: choose your password',
          greeting: `Hi ${name},`,
          body: `An administrator created a Pustaka account for ${user.email}. Choose your password to start using it.`,
          button: 'Choose my password',
          footer:
            'This link works once and expires in 7 days. Using it also confirms your email address. If you did not expect this, ignore this email.',
        }
      : {
          subject: 'Akun Pustaka Anda sudah siap: buat kata sandi',
          greeting: `Halo ${name},`,
          body: `Admin telah membuat akun Pustaka untuk ${user.email}. Buat kata sandi Anda untuk mulai menggunakannya.`,
          button: 'Buat kata sandi saya',
          footer:
            'Tautan ini hanya dapat dipakai sekali dan berlaku 7 hari. Memakainya juga memverifikasi alamat email Anda. Jika Anda tidak mengharapkan email ini, abaikan saja.',
        };
  return renderLinkMail(copy, link);
}

function renderLinkMail(
  copy: { subject: string; greeting: string; body: string; button: string; footer: string },
  link: string,
): { subject: string; text: string; html: string } {
  const text = `${copy.greeting}\n\n${copy.body}\n\n${link}\n\n${copy.footer}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#4338ca">Pustaka</h2>
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(copy.footer)}</p>
<p style="font-size:12px;color:#9ca3af;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}
