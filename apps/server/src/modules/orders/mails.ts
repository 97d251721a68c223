import { escapeHtml } from '#platform/html.ts';
import type { OrderRow } from './order-view.ts';

type Recipient = { name: string; language: 'id' | 'en' };

/** Made once: toLocaleString builds a new formatter on every call, twice for every paid order. */
const RUPIAH = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const rupiah = (amount: number) => `Rp ${RUPIAH.format(amount)}`;

function layout(heading: string, paragraphs: string[], link: { href: string; label: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#4338ca">Pustaka</h2><h3>${escapeHtml(heading)}</h3>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
</body></html>`;
}

/** The receipt a buyer gets when an order is paid. */
export function orderReceiptMail(buyer: Recipient, order: OrderRow & { paidAt: Date }, publicUrl: string) {
  const link = `${publicUrl}/dashboard/library`;
  const copy =
    buyer.language === 'en'
      ? {
          subject: `Receipt ${order.code}: ${order.productName}`,
          lines: [
            `Hi ${buyer.name}, thank you for your purchase.`,
            `${order.productName}: ${rupiah(order.amount)} (order ${order.code}).`,
            'It is in your library now.',
          ],
          label: 'Open my library',
        }
      : {
          subject: `Tanda terima ${order.code}: ${order.productName}`,
          lines: [
            `Halo ${buyer.name}, terima kasih atas pembelian Anda.`,
            `${order.productName}: ${rupiah(order.amount)} (pesanan ${order.code}).`,
            'Produk sudah ada di Perpustakaan Anda.',
          ],
          label: 'Buka Perpustakaan',
        };
  return {
    subject: copy.subject,
    text: `${copy.lines.join('\n')}\n\n${link}\n`,
    html: layout(copy.subject, copy.lines, { href: link, label: copy.label }),
  };
}

/** Sent when an admin rejects a bank-transfer proof, with the reason. */
export function orderRejectedMail(buyer: Recipient, order: OrderRow, reason: string, publicUrl: string) {
  const link = `${publicUrl}/dashboard/orders/${order.id}`;
  const copy =
    buyer.language === 'en'
      ? {
          subject: `Transfer for ${order.code} was not accepted`,
          lines: [
            `Hi ${buyer.name}, we could not confirm your transfer for ${order.productName}.`,
            `Reason: ${reason}`,
          ],
          label: 'See the order',
        }
      : {
          subject: `Transfer untuk ${order.code} tidak diterima`,
          lines: [
            `Halo ${buyer.name}, kami tidak dapat mengonfirmasi transfer Anda untuk ${order.productName}.`,
            `Alasan: ${reason}`,
          ],
          label: 'Lihat pesanan',
        };
  return {
    subject: copy.subject,
    text: `${copy.lines.join('\n')}\n\n${link}\n`,
    html: layout(copy.subject, copy.lines, { href: link, label: copy.label }),
  };
}

/** Tells a creator that one of their products sold, and what they earn from it. */
export function creatorSaleMail(
  creator: Recipient,
  order: OrderRow & { paidAt: Date },
  earnings: number,
  publicUrl: string,
) {
  const link = `${publicUrl}/publisher/stats`;
  const copy =
    creator.language === 'en'
      ? {
          subject: `Sold: ${order.productName}`,
          lines: [
            `Hi ${creator.name}, someone just bought ${order.productName}.`,
            `Paid: ${rupiah(order.amount)}. Your earnings: ${rupiah(earnings)} (order ${order.code}).`,
          ],
          label: 'See my sales',
        }
      : {
          subject: `Terjual: ${order.productName}`,
          lines: [
            `Halo ${creator.name}, ${order.productName} baru saja dibeli.`,
            `Dibayar: ${rupiah(order.amount)}. Pendapatan Anda: ${rupiah(earnings)} (pesanan ${order.code}).`,
          ],
          label: 'Lihat penjualan saya',
        };
  return {
    subject: copy.subject,
    text: `${copy.lines.join('\n')}\n\n${link}\n`,
    html: layout(copy.subject, copy.lines, { href: link, label: copy.label }),
  };
}
