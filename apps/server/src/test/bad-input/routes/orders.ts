import type { Route } from '../probe.ts';

/** Checkout, orders and transfer proofs, campaigns, the admin's orders and sales, and the payment gateway's pages. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const ORDERS_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/checkout/:id', auth: 'member', ids: { id: 'product' }, query: { voucher_code: 'hemat-10' } },
  { method: 'POST', path: '/api/v2/orders/checkout', auth: 'member', body: (f) => ({ product_id: f.audio, payment_method: 'qris', voucher_code: 'hemat-10' }) },
  { method: 'GET', path: '/api/v2/orders', auth: 'member', query: { status: 'paid', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/orders/:id', auth: 'member', ids: { id: 'order' } },
  { method: 'POST', path: '/api/v2/orders/:id/cancel', auth: 'member', ids: { id: 'order' } },
  { method: 'POST', path: '/api/v2/orders/:id/proof', auth: 'member', ids: { id: 'order' }, multipart: 'proof' },
  { method: 'GET', path: '/api/v2/orders/:id/proof', auth: 'member', ids: { id: 'order' } },
  { method: 'GET', path: '/api/v2/owned-books', auth: 'member', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/books/buyer', auth: 'admin', query: (f) => ({ buyer_id: String(f.user), page: '1', pageSize: '20' }), badQueries: () => ['', '?buyer_id=', '?buyer_id=abc', '?buyer_id=0x10', '?buyer_id=1&buyer_id=2', '?buyer_id=2000000000'] },
  { method: 'GET', path: '/api/v2/admin/campaigns', auth: 'admin', query: { status: 'running', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/admin/campaigns', auth: 'admin', body: (f) => ({ name: 'Promo Sasaran', description: 'Keterangan', discount_type: 'percent', discount_value: 20, starts_at: '2027-01-01T00:00:00+07:00', ends_at: '2027-01-31T23:59:00+07:00', scope: 'category', category_id: f.category, is_active: true, code: 'SASARAN-1', usage_limit: 100 }) },
  { method: 'GET', path: '/api/v2/admin/campaigns/product-options', auth: 'admin', query: { q: 'sasaran' } },
  { method: 'GET', path: '/api/v2/admin/campaigns/:id', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/campaigns/:id', auth: 'admin', body: (f) => ({ name: 'Promo Lain', description: 'Keterangan', discount_type: 'fixed', discount_value: 5_000, starts_at: '2027-01-01T00:00:00+07:00', ends_at: '2027-01-31T23:59:00+07:00', scope: 'category', category_id: f.category, is_active: false, code: 'sasaran-2', usage_limit: 5 }) },
  { method: 'DELETE', path: '/api/v2/admin/campaigns/:id', auth: 'admin' },
  { method: 'GET', path: '/api/v2/public/campaigns/running', auth: 'guest', query: (f) => ({ product_id: String(f.product) }) },
  { method: 'GET', path: '/api/v2/admin/orders', auth: 'admin', query: { status: 'awaiting_review', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/sales', auth: 'admin', query: { page: '1', pageSize: '20', q: 'buku', method: 'qris', from: '2026-05-01', to: '2026-06-30' } },
  { method: 'GET', path: '/api/v2/admin/sales/summary', auth: 'admin', query: { q: 'buku', method: 'qris', from: '2026-05-01', to: '2026-06-30' } },
  { method: 'GET', path: '/api/v2/admin/sales/export', auth: 'admin', query: { q: 'buku', method: 'qris', from: '2026-05-01', to: '2026-06-30' } },
  { method: 'PUT', path: '/api/v2/admin/orders/:id/approve', auth: 'admin', ids: { id: 'order' }, body: { note: 'Transfer sudah masuk.' } },
  { method: 'PUT', path: '/api/v2/admin/orders/:id/reject', auth: 'admin', ids: { id: 'order' }, body: { note: 'Nominal tidak sesuai.' } },
  { method: 'DELETE', path: '/api/v2/admin/orders/:id', auth: 'admin', ids: { id: 'order' } },
  { method: 'DELETE', path: '/api/v2/admin/orders/:id/force', auth: 'admin', ids: { id: 'order' } },
  { method: 'POST', path: '/pay/webhooks/:provider', auth: 'guest', ids: { provider: 'provider' } },
  { method: 'GET', path: '/pay/sandbox/countdown.js', auth: 'guest' },
  { method: 'GET', path: '/pay/sandbox/:id', auth: 'guest', ids: { id: 'sandbox' }, query: (f) => ({ lang: 'en', token: f.sandboxToken }) },
  { method: 'POST', path: '/pay/sandbox/:id/settle', auth: 'guest', ids: { id: 'sandbox' } },
];
