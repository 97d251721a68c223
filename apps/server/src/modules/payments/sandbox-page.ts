import type { ONLINE_PAYMENT_METHODS } from '@pustaka/contract';
import { escapeHtml } from '#platform/html.ts';
import type { SandboxTransaction } from './sandbox-gateway.ts';

type Language = 'id' | 'en';

const COPY = {
  id: {
    title: 'Pembayaran Sandbox',
    banner: 'Mode sandbox: tidak ada uang sungguhan yang berpindah.',
    merchant: 'Pedagang',
    item: 'Produk',
    amount: 'Total pembayaran',
    order: 'Nomor pesanan',
    expiresIn: 'Selesaikan dalam',
    choose: 'Pilih metode pembayaran',
    qris: 'QRIS',
    va: 'Virtual Account',
    ewallet: 'Dompet digital',
    pay: 'Bayar sekarang',
    fail: 'Simulasikan gagal',
    paid: 'Pembayaran berhasil.',
    failed: 'Pembayaran gagal.',
    expired: 'Waktu pembayaran habis.',
    refunded: 'Pembayaran telah dikembalikan.',
    back: 'Kembali ke toko',
    switchTo: 'English',
    scan: 'Pindai kode QR ini dengan aplikasi bank atau dompet digital apa pun.',
    vaNumber: 'Nomor virtual account',
    wallet: 'Buka aplikasi dompet digital Anda: permintaan pembayaran dikirim ke nomor yang terdaftar.',
  },
  en: {
    title: 'Sandbox payment',
    banner: 'Sandbox mode: no real money moves.',
    merchant: 'Merchant',
    item: 'Product',
    amount: 'Amount due',
    order: 'Order number',
    expiresIn: 'Complete within',
    choose: 'Choose a payment method',
    qris: 'QRIS',
    va: 'Virtual account',
    ewallet: 'E-wallet',
    pay: 'Pay now',
    fail: 'Simulate failure',
    paid: 'Payment succeeded.',
    failed: 'Payment failed.',
    expired: 'The payment time ran out.',
    refunded: 'The payment was refunded.',
    back: 'Back to the shop',
    switchTo: 'Bahasa Indonesia',
    scan: 'Scan this QR code with any banking or e-wallet app.',
    vaNumber: 'Virtual account number',
    wallet: 'Open your e-wallet app: the payment request goes to the registered number.',
  },
} as const;

const METHOD_LABELS: Record<(typeof ONLINE_PAYMENT_METHODS)[number], string> = {
  qris: 'QRIS',
  va_bca: 'BCA',
  va_bni: 'BNI',
  va_bri: 'BRI',
  va_mandiri: 'Mandiri',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
};

const GROUPS = [
  { key: 'qris', methods: ['qris'] },
  { key: 'va', methods: ['va_bca', 'va_bni', 'va_bri', 'va_mandiri'] },
  { key: 'ewallet', methods: ['gopay', 'ovo', 'dana', 'shopeepay'] },
] as const;

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID', { maximumFractionDigits: 0 })}`;

/** A fake but stable virtual-account number, so the page looks like the real thing. */
function virtualAccount(transaction: SandboxTransaction): string {
  const digits = transaction.id.replace(/\D/g, '').padEnd(10, '7').slice(0, 10);
  return `8808 ${digits.slice(0, 4)} ${digits.slice(4, 10)}`;
}

const STYLE = `
*{box-sizing:border-box}[hidden]{display:none!important}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.wrap{max-width:480px;margin:0 auto;padding:16px}
.banner{background:#fef3c7;color:#92400e;border-radius:10px;padding:8px 12px;font-size:13px;margin-bottom:12px}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(15,23,42,.08);padding:20px;margin-bottom:12px}
h1{font-size:18px;margin:0 0 12px}.row{display:flex;justify-content:space-between;gap:12px;font-size:14px;padding:4px 0}
.row span:first-child{color:#64748b}.amount{font-size:28px;font-weight:700;margin:8px 0 4px}
.timer{font-variant-numeric:tabular-nums;font-weight:600;color:#b45309}
fieldset{border:0;padding:0;margin:0 0 12px}legend{font-size:13px;font-weight:600;color:#475569;margin-bottom:6px}
.opts{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
label.opt{display:flex;align-items:center;gap:8px;border:1px solid #e2e8f0;border-radius:10px;padding:10px;cursor:pointer;font-size:14px;min-height:44px}
label.opt:has(input:checked){border-color:#4338ca;background:#eef2ff}
.qr{display:grid;grid-template-columns:repeat(12,1fr);width:144px;height:144px;margin:8px auto;border:6px solid #fff;outline:1px solid #e2e8f0}
.qr i{display:block}.qr i.b{background:#0f172a}
.btn{display:block;width:100%;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:600;cursor:pointer;margin-top:8px;text-align:center;text-decoration:none}
.pay{background:#4338ca;color:#fff}.fail{background:#fff;color:#b91c1c;border:1px solid #fecaca}
.state{font-size:18px;font-weight:600;margin:8px 0}.muted{color:#64748b;font-size:13px}
.top{display:flex;justify-content:space-between;align-items:center;margin-bottom:8px}.top a{font-size:13px;color:#4338ca}
`;

function qrPattern(seed: string): string {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const cells: string[] = [];
  for (let i = 0; i < 144; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    cells.push(`<i${(state >> 16) & 1 ? ' class="b"' : ''}></i>`);
  }
  return cells.join('');
}

/**
 * The gateway's hosted payment page for one transaction. `token` is the page token the address carried:
 * the form sends it back with the buyer's choice, and the language switch keeps it.
 */
export function sandboxPage(
  transaction: SandboxTransaction,
  language: Language,
  now: Date,
  token: string,
): string {
  const t = COPY[language];
  const other: Language = language === 'id' ? 'en' : 'id';
  const pending = transaction.status === 'pending' && transaction.expiresAt.getTime() > now.getTime();
  const stateText =
    transaction.status === 'pending'
      ? t.expired
      : t[transaction.status as 'paid' | 'failed' | 'expired' | 'refunded'];
  const back = transaction.status === 'paid' ? transaction.finishUrl : transaction.failUrl;
  const selected = transaction.method ?? 'qris';
  const groups = GROUPS.map(
    (group) =>
      `<fieldset><legend>${escapeHtml(t[group.key])}</legend><div class="opts">${group.methods
        .map(
          (method) =>
            `<label class="opt"><input type="radio" name="method" value="${method}"${method === selected ? ' checked' : ''}> ${METHOD_LABELS[method]}</label>`,
        )
        .join('')}</div></fieldset>`,
  ).join('');
  const body = pending
    ? `<div class="card">
  <div class="muted">${escapeHtml(t.amount)}</div>
  <div class="amount">${rupiah(transaction.amount)}</div>
  <div class="row"><span>${escapeHtml(t.expiresIn)}</span><span class="timer" id="countdown" data-expires="${transaction.expiresAt.toISOString()}">--:--</span></div>
</div>
<form class="card" method="post" action="/pay/sandbox/${escapeHtml(transaction.id)}/settle?lang=${language}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <h1>${escapeHtml(t.choose)}</h1>
  ${groups}
  <div data-for="qris"><div class="muted">${escapeHtml(t.scan)}</div>
  <div class="qr" aria-hidden="true">${qrPattern(transaction.id)}</div></div>
  <div data-for="va" class="row"><span>${escapeHtml(t.vaNumber)}</span><span>${virtualAccount(transaction)}</span></div>
  <div data-for="ewallet" class="muted">${escapeHtml(t.wallet)}</div>
  <button class="btn pay" type="submit" name="outcome" value="paid" data-testid="sandbox-pay">${escapeHtml(t.pay)}</button>
  <button class="btn fail" type="submit" name="outcome" value="failed" data-testid="sandbox-fail">${escapeHtml(t.fail)}</button>
</form>`
    : `<div class="card"><div class="state" data-testid="sandbox-state">${escapeHtml(stateText)}</div>
  <div class="amount">${rupiah(transaction.amount)}</div>
  <a class="btn pay" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></div>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)} · Pustaka Pay</title>
<style>${STYLE}</style></head><body><main class="wrap">
<div class="top"><strong>Pustaka Pay</strong><a href="/pay/sandbox/${escapeHtml(transaction.id)}?lang=${other}&amp;token=${encodeURIComponent(token)}">${escapeHtml(t.switchTo)}</a></div>
<div class="banner">${escapeHtml(t.banner)}</div>
<div class="card">
  <div class="row"><span>${escapeHtml(t.merchant)}</span><span>Pustaka</span></div>
  <div class="row"><span>${escapeHtml(t.item)}</span><span>${escapeHtml(transaction.itemName)}</span></div>
  <div class="row"><span>${escapeHtml(t.order)}</span><span>${escapeHtml(transaction.merchantOrderCode)}</span></div>
</div>
${body}
</main><script src="/pay/sandbox/countdown.js" defer></script></body></html>`;
}

/**
 * Counts down to the expiry and shows the instructions of the chosen method (without scripts all of them
 * show); served as a file because the page's policy forbids inline scripts.
 */
export const COUNTDOWN_SCRIPT = `(() => {
  const groupOf = (method) => method === 'qris' ? 'qris' : method.startsWith('va_') ? 'va' : 'ewallet';
  const showMethod = () => {
    const chosen = document.querySelector('input[name="method"]:checked');
    if (!chosen) return;
    for (const block of document.querySelectorAll('[data-for]')) {
      block.hidden = block.dataset.for !== groupOf(chosen.value);
    }
  };
  for (const input of document.querySelectorAll('input[name="method"]')) input.addEventListener('change', showMethod);
  showMethod();
  const el = document.getElementById('countdown');
  if (!el) return;
  const end = Date.parse(el.dataset.expires);
  const tick = () => {
    const left = Math.max(0, Math.floor((end - Date.now()) / 1000));
    const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    el.textContent = (h ? h + ':' : '') + String(m).padStart(2, '0') + ':' + String(s).padStart(2, '0');
    if (left === 0) { clearInterval(timer); location.reload(); }
  };
  const timer = setInterval(tick, 1000);
  tick();
})();
`;
