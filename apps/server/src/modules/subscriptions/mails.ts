import { escapeHtml } from '#platform/html.ts';

type Recipient = { name: string; language: 'id' | 'en' };
export type SubscriptionMailKind = 'renews_soon' | 'ends_soon' | 'pay_to_renew' | 'renewal_failed' | 'ended';
type Facts = { plan: string; date: Date; amount: number; days?: number; link?: string };

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID', { maximumFractionDigits: 0 })}`;
const day = (date: Date, language: 'id' | 'en') =>
  date.toLocaleDateString(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'long',
    timeZone: 'Asia/Jakarta',
  });

const COPY: Record<
  SubscriptionMailKind,
  Record<'id' | 'en', (f: Facts, d: string) => { subject: string; lines: string[] }>
> = {
  renews_soon: {
    id: (f, d) => ({
      subject: `Paket ${f.plan} diperpanjang pada ${d}`,
      lines: [
        `Paket ${f.plan} Anda akan diperpanjang otomatis pada ${d} sebesar ${rupiah(f.amount)}.`,
        'Matikan perpanjangan otomatis di halaman Langganan bila tidak ingin melanjutkan.',
      ],
    }),
    en: (f, d) => ({
      subject: `Your ${f.plan} plan renews on ${d}`,
      lines: [
        `Your ${f.plan} plan renews automatically on ${d} for ${rupiah(f.amount)}.`,
        'Turn auto-renew off on the Subscription page if you do not want to continue.',
      ],
    }),
  },
  ends_soon: {
    id: (f, d) => ({
      subject: `Paket ${f.plan} berakhir pada ${d}`,
      lines: [
        `Paket ${f.plan} Anda berakhir pada ${d} dan tidak diperpanjang.`,
        'Aktifkan kembali kapan saja di halaman Langganan.',
      ],
    }),
    en: (f, d) => ({
      subject: `Your ${f.plan} plan ends on ${d}`,
      lines: [
        `Your ${f.plan} plan ends on ${d} and will not renew.`,
        'Reactivate it any time on the Subscription page.',
      ],
    }),
  },
  pay_to_renew: {
    id: (f, d) => ({
      subject: `Perpanjang paket ${f.plan}`,
      lines: [`Paket ${f.plan} Anda berakhir pada ${d}. Bayar ${rupiah(f.amount)} untuk memperpanjangnya.`],
    }),
    en: (f, d) => ({
      subject: `Renew your ${f.plan} plan`,
      lines: [`Your ${f.plan} plan ends on ${d}. Pay ${rupiah(f.amount)} to renew it.`],
    }),
  },
  renewal_failed: {
    id: (f, d) => ({
      subject: `Perpanjangan paket ${f.plan} gagal`,
      lines: [
        `Kami tidak dapat memperpanjang paket ${f.plan} Anda.`,
        `Fitur tetap aktif sampai ${d}. Perbarui metode pembayaran atau bayar manual sebelum itu.`,
      ],
    }),
    en: (f, d) => ({
      subject: `Renewing your ${f.plan} plan failed`,
      lines: [
        `We could not renew your ${f.plan} plan.`,
        `Its features stay on until ${d}. Update your payment method or pay by hand before then.`,
      ],
    }),
  },
  ended: {
    id: (f) => ({
      subject: `Paket ${f.plan} telah berakhir`,
      lines: [`Paket ${f.plan} Anda telah berakhir. Anda kembali ke paket Free.`],
    }),
    en: (f) => ({
      subject: `Your ${f.plan} plan has ended`,
      lines: [`Your ${f.plan} plan has ended. You are back on the Free plan.`],
    }),
  },
};

export function subscriptionMail(
  user: Recipient,
  kind: SubscriptionMailKind,
  facts: Facts,
  publicUrl: string,
) {
  const { subject, lines } = COPY[kind][user.language](facts, day(facts.date, user.language));
  const link = facts.link ?? `${publicUrl}/subscription`;
  const label =
    user.language === 'en'
      ? facts.link
        ? 'Pay now'
        : 'Open Subscription'
      : facts.link
        ? 'Bayar sekarang'
        : 'Buka Langganan';
  const greeting = user.language === 'en' ? `Hi ${user.name},` : `Halo ${user.name},`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#4338ca">Pustaka</h2><p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>
</body></html>`;
  return { subject, text: `${greeting}\n\n${lines.join('\n')}\n\n${link}\n`, html };
}
