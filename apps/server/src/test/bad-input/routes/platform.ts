import type { Route } from '../probe.ts';

/** The platform's own routes: health, readiness, metrics, the development mailbox and the API document. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const PLATFORM_ROUTES: Route[] = [
  { method: 'GET', path: '/health', auth: 'guest' },
  { method: 'GET', path: '/ready', auth: 'guest' },
  { method: 'GET', path: '/metrics', auth: 'guest' },
  { method: 'GET', path: '/pay/health', auth: 'guest' },
  { method: 'GET', path: '/dev/mailbox', auth: 'guest', query: { to: 'siti@contoh.id' } },
  { method: 'GET', path: '/dev/mailbox.json', auth: 'guest', query: { to: 'siti@contoh.id' } },
  { method: 'GET', path: '/dev/mailbox/:id', auth: 'guest', ids: { id: 'mail' } },
  { method: 'GET', path: '/api/docs/json', auth: 'guest' },
];
