import type { Route } from '../probe.ts';

/** Subscriptions and plans. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const SUBSCRIPTIONS_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/subscriptions/me', auth: 'unverified' },
  { method: 'GET', path: '/api/v2/public/subscriptions/plans', auth: 'guest' },
  { method: 'GET', path: '/api/v2/subscriptions/features', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/subscriptions/purchase', auth: 'member', body: { plan_id: 6, payment_method: 'qris' } },
  { method: 'POST', path: '/api/v2/subscriptions/subscribe', auth: 'member', body: { planId: 7, paymentMethod: 'gopay' } },
  { method: 'GET', path: '/api/v2/subscriptions/payments', auth: 'member', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/subscriptions/payments/:id', auth: 'member' },
  { method: 'POST', path: '/api/v2/subscriptions/:id/cancel', auth: 'member' },
  { method: 'POST', path: '/api/v2/subscriptions/:id/reactivate', auth: 'member' },
  { method: 'PUT', path: '/api/v2/subscriptions/:id/payment-method', auth: 'member', body: { paymentMethod: 'gopay' } },
  { method: 'GET', path: '/api/v2/admin/plans', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/plans', auth: 'admin', body: { name: 'Paket Uji', description: 'Untuk diuji', price: 10_000, duration_days: 30, creator_share_percent: 75 } },
  { method: 'PUT', path: '/api/v2/admin/plans/:id', auth: 'admin', body: { price: 12_000, highlight: 'Baru' } },
  { method: 'DELETE', path: '/api/v2/admin/plans/:id', auth: 'admin' },
];
