import { landingBody } from '../bodies.ts';
import { LINK_EXPLOITS } from '../hostile.ts';
import type { Route } from '../probe.ts';

/** Landing pages: the publisher's editor, the public page, its events and images. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const LANDING_PAGES_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/landing-pages', auth: 'publisher' },
  { method: 'POST', path: '/api/v2/landing-pages', auth: 'publisher', body: (f) => landingBody('halaman-baru', f), badBodies: () => LINK_EXPLOITS.map((url) => ({ blocks: [{ type: 'links', id: 'links', items: [{ label: 'Masuk', url }] }] })) },
  { method: 'GET', path: '/api/v2/landing-pages/:id', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'PUT', path: '/api/v2/landing-pages/:id', auth: 'publisher', ids: { id: 'landingPage' }, body: (f) => landingBody(f.landingSlug, f), badBodies: () => LINK_EXPLOITS.map((url) => ({ blocks: [{ type: 'cta', id: 'cta', title: 'x', buttonLabel: 'x', buttonUrl: url }] })) },
  { method: 'DELETE', path: '/api/v2/landing-pages/:id', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'POST', path: '/api/v2/landing-pages/:id/publish', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'POST', path: '/api/v2/landing-pages/:id/unpublish', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'GET', path: '/api/v2/landing-pages/:id/preview', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'GET', path: '/api/v2/landing-pages/:id/stats', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'POST', path: '/api/v2/landing-pages/images', auth: 'publisher', multipart: 'image' },
  { method: 'GET', path: '/api/v2/public/landing-pages/:userid/:slug', auth: 'guest', ids: { userid: 'seller', slug: 'landingSlug' } },
  { method: 'POST', path: '/api/v2/public/landing-pages/:id/events', auth: 'guest', ids: { id: 'landingPage' }, body: { view: true } },
  { method: 'GET', path: '/api/v2/public/image-proxy/landing/:name', auth: 'guest', ids: { name: 'landingImageFile' } },
];
