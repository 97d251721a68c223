import type { Settlement } from '@pustaka/contract';
import { escapeHtml } from '#platform/html.ts';

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
/** Rupiah as people write them in a sentence (an ordinary space after "Rp"). */
export const formatRupiah = (amount: number) => rupiah.format(amount).replace(/\s/g, ' ');

type MailInput = {
  kind: 'paid' | 'cancelled' | 'message';
  creator: { name: string; language: 'id' | 'en' };
  settlement: Settlement;
  link: string;
  custom?: { subject: string; message: string };
};

/** A mail to a creator about one payout request, in their language, as plain text and simple HTML. */
export function settlementMail({ kind, creator, settlement, link, custom }: MailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const amount = formatRupiah(settlement.amount);
  const account = `${settlement.channel} ${settlement.account_number} (${settlement.account_name})`;
  const en = creator.language === 'en';
  const copy = en
    ? {
        greeting: `Hi ${creator.name},`,
        paid: {
          subject: `Your payout of ${amount} has been transferred`,
          body: `We transferred ${amount} to ${account}. Transfer reference: ${settlement.transfer_reference ?? '-'}.`,
        },
        cancelled: {
          subject: `Your payout request of ${amount} was cancelled`,
          body: `Your payout request #${settlement.id} of ${amount} was cancelled and the money is back in your balance. Reason: ${settlement.note ?? '-'}`,
        },
        about: `About payout request #${settlement.id} (${amount}, ${account}).`,
        button: 'Open my earnings',
      }
    : {
        greeting: `Halo ${creator.name},`,
        paid: {
          subject: `Pencairan ${amount} sudah ditransfer`,
          body: `Kami sudah mentransfer ${amount} ke ${account}. Referensi transfer: ${settlement.transfer_reference ?? '-'}.`,
        },
        cancelled: {
          subject: `Permintaan pencairan ${amount} dibatalkan`,
          body: `Permintaan pencairan #${settlement.id} sebesar ${amount} dibatalkan dan dananya kembali ke saldo Anda. Alasan: ${settlement.note ?? '-'}`,
        },
        about: `Tentang permintaan pencairan #${settlement.id} (${amount}, ${account}).`,
        button: 'Buka pendapatan saya',
      };
  const subject =
    kind === 'message' && custom ? custom.subject : copy[kind === 'cancelled' ? 'cancelled' : 'paid'].subject;
  const paragraphs =
    kind === 'message' && custom
      ? [...custom.message.split(/\n{2,}/), copy.about]
      : [copy[kind === 'cancelled' ? 'cancelled' : 'paid'].body];
  const text = `${copy.greeting}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#4338ca">Pustaka</h2>
<p>${escapeHtml(copy.greeting)}</p>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(copy.button)}</a></p>
</body></html>`;
  return { subject, text, html };
}
