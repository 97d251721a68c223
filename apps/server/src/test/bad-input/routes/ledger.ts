import type { Route } from '../probe.ts';

/** Payouts, premium creators, and the publisher's sales figures. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const LEDGER_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/publisher/settlements', auth: 'publisher', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/publisher/settlements', auth: 'publisher', body: { amount: 60_000, method: 'bank', channel: 'BCA', account_number: '1234567890', account_name: 'Sari Penulis' }, names: ['account_name'] },
  { method: 'GET', path: '/api/v2/publisher/settlements/paid-revenue', auth: 'publisher', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/settlements', auth: 'admin', query: { status: 'pending', q: 'sari', page: '1', pageSize: '20' } },
  { method: 'PUT', path: '/api/v2/admin/settlements/:id/pay', auth: 'admin', ids: { id: 'settlement' }, body: { transfer_reference: 'TRF-BCA-0001' } },
  { method: 'PUT', path: '/api/v2/admin/settlements/:id/cancel', auth: 'admin', ids: { id: 'settlement' }, body: { reason: 'Nama rekening tidak cocok.' } },
  { method: 'POST', path: '/api/v2/admin/settlements/:id/email', auth: 'admin', ids: { id: 'settlement' }, body: { subject: 'Data rekening', message: 'Mohon periksa nomor rekening.' } },
  { method: 'PUT', path: '/api/v2/admin/users/:id/premium-creator', auth: 'admin', body: { until: '2027-06-30' } },
  { method: 'GET', path: '/api/v2/publisher/dashboard/stats', auth: 'publisher', query: { period: 'week' } },
  { method: 'GET', path: '/api/v2/publisher/buyers', auth: 'publisher', query: { q: 'sari', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/publisher/orders', auth: 'publisher', query: (f) => ({ product_id: String(f.product), page: '1', pageSize: '20' }) },
  { method: 'GET', path: '/api/v2/publisher/orders/revenue', auth: 'publisher' },
];
