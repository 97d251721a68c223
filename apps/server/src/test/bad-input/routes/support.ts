import type { Route } from '../probe.ts';

/** The contact form and the support inbox, for members and for staff. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const SUPPORT_ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/contact', auth: 'guest', body: { name: 'Siti', email: 'siti@contoh.id', subject: 'Halo', message: 'Pesan yang cukup panjang.', type: 'billing' }, badBodies: () => [{ type: 'refund' }, { subject: 'Hi' }, { message: 'x'.repeat(5001) }] },
  { method: 'POST', path: '/api/v2/support/requests', auth: 'unverified', body: { type: 'technical', subject: 'Tidak bisa masuk', message: 'Saya tidak bisa masuk sejak kemarin.' }, badBodies: () => [{ type: 'refund' }, { subject: '  ' }, { message: 'pendek' }, { message: 'x'.repeat(5001) }] },
  { method: 'GET', path: '/api/v2/support/requests/mine', auth: 'unverified', query: { status: 'new', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/support/requests/mine/:id', auth: 'unverified', ids: { id: 'supportRequest' } },
  { method: 'POST', path: '/api/v2/support/requests/mine/:id/replies', auth: 'unverified', ids: { id: 'supportRequest' }, body: { message: 'Ini tambahan keterangan saya.' }, badBodies: () => [{ message: '          ' }, { message: 'x'.repeat(5001) }] },
  { method: 'GET', path: '/api/v2/support/requests', auth: 'admin', query: { status: 'open', type: 'technical', priority: 'normal', assignee: 'me', q: 'PST-000001', page: '1', pageSize: '20' }, badQueries: () => ['?status=done', '?assignee=semua', '?priority=urgent', `?q=${'x'.repeat(101)}`] },
  { method: 'GET', path: '/api/v2/support/requests/:id', auth: 'admin', ids: { id: 'supportRequest' } },
  { method: 'POST', path: '/api/v2/support/requests/:id/assign', auth: 'admin', ids: { id: 'supportRequest' }, body: (f) => ({ assignee_id: f.supportStaff }), badBodies: (f) => [{ assignee_id: f.user }, { assignee_id: 0 }, { assignee_id: 2_147_483_648 }] },
  { method: 'POST', path: '/api/v2/support/requests/:id/answers', auth: 'admin', ids: { id: 'supportRequest' }, body: { message: 'Silakan coba masuk lagi sekarang.' }, badBodies: () => [{ premium_decision: 'approved' }, { premium_decision: 'maybe' }, { message: '   ' }] },
  { method: 'POST', path: '/api/v2/support/requests/:id/notes', auth: 'admin', ids: { id: 'supportRequest' }, body: { note: 'Sudah dicek di log.' }, badBodies: () => [{ note: '' }, { note: 'x'.repeat(5001) }] },
  { method: 'POST', path: '/api/v2/support/requests/:id/close', auth: 'admin', ids: { id: 'supportRequest' } },
  { method: 'POST', path: '/api/v2/support/requests/:id/reopen', auth: 'admin', ids: { id: 'supportRequest' } },
  { method: 'GET', path: '/api/v2/support/overview', auth: 'admin' },
  { method: 'GET', path: '/api/v2/support/staff', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/contact-messages', auth: 'admin', query: { page: '1', pageSize: '20' } },
];
