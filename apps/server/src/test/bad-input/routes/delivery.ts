import type { Route } from '../probe.ts';

/** What buyers get: download addresses, signed links, owned files and progress, course content. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const DELIVERY_ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/gcs_jwt/download', auth: 'member', body: (f) => ({ bucket: 'products', object_name: String(f.file) }) },
  { method: 'POST', path: '/api/v2/publisher/gcs_jwt/download', auth: 'publisher', body: (f) => ({ bucket: 'products', object_name: String(f.file) }) },
  { method: 'GET', path: '/api/v2/files/signed/:token', auth: 'guest', ids: { token: 'link' }, ranges: true, paramStatuses: [403] },
  { method: 'GET', path: '/api/v2/owned/:id/files', auth: 'member', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/owned/:id/progress', auth: 'member', ids: { id: 'product' } },
  { method: 'PUT', path: '/api/v2/owned/:id/progress', auth: 'member', ids: { id: 'product' }, body: (f) => ({ file_id: f.file, position: 2, completed: false }) },
  { method: 'GET', path: '/api/v2/courses/book/:id/content', auth: 'member', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/public/legacy-courses/book/:id/content', auth: 'guest', ids: { id: 'product' } },
];
