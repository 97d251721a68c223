import type { Route } from '../probe.ts';

/** Recommendations: home, product, library, course and order shelves, feedback and the admin's rules. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const RECOMMENDATIONS_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/recommendations/home', auth: 'guest', query: { limit: '8', format: 'PDF' } },
  { method: 'GET', path: '/api/v2/recommendations/products/:id', auth: 'guest', ids: { id: 'product' }, query: { limit: '8' } },
  { method: 'GET', path: '/api/v2/recommendations/library', auth: 'member', query: { limit: '8' } },
  { method: 'GET', path: '/api/v2/recommendations/courses/:id', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/recommendations/courses/:id/after-certificate', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/recommendations/orders/:id', auth: 'member', ids: { id: 'order' } },
  { method: 'POST', path: '/api/v2/recommendations/searches', auth: 'member', body: { query: 'belajar memasak' } },
  { method: 'POST', path: '/api/v2/recommendations/clicks', auth: 'guest', body: { rec_id: `${'x'.repeat(40)}.${'y'.repeat(43)}` } },
  { method: 'GET', path: '/api/v2/recommendations/hidden', auth: 'member' },
  { method: 'PUT', path: '/api/v2/recommendations/hidden/:productId', auth: 'member', ids: { productId: 'product' } },
  { method: 'DELETE', path: '/api/v2/recommendations/hidden/:productId', auth: 'member', ids: { productId: 'product' } },
  { method: 'GET', path: '/api/v2/recommendations/creator/stats', auth: 'publisher', query: { days: '30' } },
  { method: 'GET', path: '/api/v2/admin/recommendations/rules', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/recommendations/rules/:productId', auth: 'admin', ids: { productId: 'product' }, body: { action: 'pin', note: 'Pilihan redaksi' } },
  { method: 'DELETE', path: '/api/v2/admin/recommendations/rules/:productId', auth: 'admin', ids: { productId: 'product' } },
];
