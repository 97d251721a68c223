import {
  type Language,
  SUPPORT_MEMBER_PATH,
  SUPPORT_STAFF_PATH,
  type SupportPremiumDecision,
  supportReference,
} from '@pustaka/contract';
import { escapeHtml } from '#platform/html.ts';
import type { OutgoingMail } from '#platform/mail/mailer.ts';
import type { RequestRow } from './views.ts';

/** What the mails of one request share: its sender, reference, and where a member reads the thread. */
type MailContext = { request: RequestRow; publicUrl: string };

const dateTime = (language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  });

/** A subject header from the sender's own words: on one line, whatever they typed. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** Members read and answer the thread in their dashboard; guests answer by writing again with the reference. */
function threadLink({ request, publicUrl }: MailContext): string | undefined {
  return request.senderUserId === null ? undefined : `${publicUrl}${SUPPORT_MEMBER_PATH}/${request.id}`;
}

function render(
  mail: MailContext,
  subject: string,
  paragraphs: string[],
  quote: string,
  button: string,
): OutgoingMail {
  const link = threadLink(mail);
  const text = `${paragraphs.join('\n\n')}\n\n---\n${quote}\n${link ? `\n${link}\n` : ''}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#4338ca">Pustaka</h2>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<blockquote style="white-space:pre-line;border-left:3px solid #c7d2fe;margin:16px 0;padding:4px 12px;color:#374151">${escapeHtml(quote)}</blockquote>
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>` : ''}
</body></html>`;
  return { to: mail.request.senderEmail, subject, text, html };
}

/** The receipt: the reference, the promised first-answer time and the sender's own message. */
export function receiptMail(mail: MailContext, message: string): OutgoingMail {
  const { request } = mail;
  const reference = supportReference(request.id);
  const due = dateTime(request.language).format(request.firstResponseDueAt);
  const subject = oneLine(request.subject);
  if (request.language === 'en') {
    return render(
      mail,
      `[${reference}] We received your request: ${subject}`,
      [
        `Hi ${request.senderName},`,
        `Thank you for writing to Pustaka. Your request has the reference ${reference}; please mention it if you write to us again about it.`,
        `${request.priority === 'priority' ? 'As a priority support member, you' : 'You'} will have our first answer by ${due} (Jakarta time) at the latest.`,
      ],
      message,
      'Open my request',
    );
  }
  return render(
    mail,
    `[${reference}] Permintaan Anda sudah kami terima: ${subject}`,
    [
      `Halo ${request.senderName},`,
      `Terima kasih sudah menghubungi Pustaka. Nomor referensi permintaan Anda adalah ${reference}; sebutkan nomor ini bila Anda menulis lagi tentang hal yang sama.`,
      `${request.priority === 'priority' ? 'Sebagai pelanggan dukungan prioritas, Anda' : 'Anda'} akan menerima jawaban pertama kami paling lambat ${due} WIB.`,
    ],
    message,
    'Buka permintaan saya',
  );
}

const DECISIONS: Record<Language, Record<'approved' | 'declined', string>> = {
  id: {
    approved: 'Pengajuan Premium Creator Anda disetujui dan berlaku hingga {until}.',
    declined: 'Pengajuan Premium Creator Anda belum dapat kami setujui.',
  },
  en: {
    approved: 'Your Premium Creator request was approved and runs until {until}.',
    declined: 'We could not approve your Premium Creator request.',
  },
};

/** A staff answer, mailed to the sender in the language they wrote in. */
export function answerMail(
  mail: MailContext,
  answer: string,
  decision?: { value: Exclude<SupportPremiumDecision, 'pending'>; until: Date | null },
): OutgoingMail {
  const { request } = mail;
  const reference = supportReference(request.id);
  const subject = oneLine(request.subject);
  const english = request.language === 'en';
  const decisionLine = decision
    ? DECISIONS[request.language][decision.value].replace(
        '{until}',
        decision.until ? dateTime(request.language).format(decision.until) : '',
      )
    : undefined;
  const closing = english
    ? request.senderUserId === null
      ? `To add something, write to us again through the contact page and mention ${reference}.`
      : 'You can reply in your dashboard.'
    : request.senderUserId === null
      ? `Untuk menambahkan sesuatu, tulis lagi melalui halaman kontak dan sebutkan ${reference}.`
      : 'Anda dapat membalas dari dasbor Anda.';
  return render(
    mail,
    english
      ? `[${reference}] Answer to your request: ${subject}`
      : `[${reference}] Jawaban atas permintaan Anda: ${subject}`,
    [
      english ? `Hi ${request.senderName},` : `Halo ${request.senderName},`,
      answer,
      ...(decisionLine ? [decisionLine] : []),
      closing,
    ],
    english ? `Your request ${reference}: ${subject}` : `Permintaan Anda ${reference}: ${subject}`,
    english ? 'Open my request' : 'Buka permintaan saya',
  );
}

/** Tells the staff member a request is assigned to that its sender wrote again, in the staff member's language. */
export function senderRepliedMail(
  request: RequestRow,
  reply: string,
  assignee: { name: string; email: string; language: Language },
  publicUrl: string,
): OutgoingMail {
  const reference = supportReference(request.id);
  const link = `${publicUrl}${SUPPORT_STAFF_PATH}/${request.id}`;
  const english = assignee.language === 'en';
  const subject = english
    ? `[${reference}] ${request.senderName} replied: ${oneLine(request.subject)}`
    : `[${reference}] ${request.senderName} membalas: ${oneLine(request.subject)}`;
  const lead = english
    ? `Hi ${assignee.name}, the sender of ${reference}, which is assigned to you, wrote again:`
    : `Halo ${assignee.name}, pengirim ${reference} yang ditugaskan kepada Anda menulis lagi:`;
  const button = english ? 'Open the request' : 'Buka permintaan';
  const text = `${lead}\n\n${reply}\n\n${link}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#4338ca">Pustaka</h2>
<p>${escapeHtml(lead)}</p>
<blockquote style="white-space:pre-line;border-left:3px solid #c7d2fe;margin:16px 0;padding:4px 12px;color:#374151">${escapeHtml(reply)}</blockquote>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
</body></html>`;
  return { to: assignee.email, subject, text, html };
}
