import { LINK_EXPLOITS } from '../hostile.ts';
import type { Route } from '../probe.ts';

/** Short links, reports of them, and the admin's moderation and block-list. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const SHORT_LINKS_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/short-links', auth: 'member', query: { q: 'promo', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/short-links', auth: 'member', body: { target: 'https://contoh.id/promo', code: 'promo-sasaran', redirect_type: 302 }, badBodies: () => [...['auth', 'oauth', 'callback', 'reset-password', 'sandbox', 'api-docs'].map((code) => ({ code })), ...LINK_EXPLOITS.map((target) => ({ target }))] },
  { method: 'GET', path: '/api/v2/short-links/:id', auth: 'member', ids: { id: 'shortLink' } },
  { method: 'PATCH', path: '/api/v2/short-links/:id', auth: 'member', ids: { id: 'shortLink' }, body: { target: 'https://contoh.id/lain', enabled: false, redirect_type: 301 } },
  { method: 'DELETE', path: '/api/v2/short-links/:id', auth: 'member', ids: { id: 'shortLink' } },
  { method: 'GET', path: '/api/v2/short-links/:id/stats', auth: 'member', ids: { id: 'shortLink' }, query: { days: '30' } },
  { method: 'POST', path: '/api/v2/short-links/reports', auth: 'guest', body: { link: 'sasaran-1', reason: 'Tautan ini mencurigakan.' } },
  { method: 'GET', path: '/api/v2/admin/short-links/reports', auth: 'admin', query: { page: '1', pageSize: '20' } },
  { method: 'PUT', path: '/api/v2/admin/short-links/:id', auth: 'admin', ids: { id: 'shortLink' }, body: { action: 'disable' } },
  { method: 'GET', path: '/api/v2/admin/short-links/blocked-hosts', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/short-links/blocked-hosts', auth: 'admin', body: { host: 'penipu.example', note: 'penipuan' }, badBodies: () => ['..', '[::ffff:1.2.3]', '<x>.example', 'a b.example'].map((host) => ({ host })) },
  { method: 'DELETE', path: '/api/v2/admin/short-links/blocked-hosts/:host', auth: 'admin', ids: { host: 'blockedHost' } },
];
