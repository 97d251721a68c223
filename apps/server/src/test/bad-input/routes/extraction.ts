import { EXTRACT_BODY_LIMIT } from '../bodies.ts';
import type { Route } from '../probe.ts';

/** The extraction API: keys, usage, the playground, and the keyed endpoints. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const EXTRACTION_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/extraction/keys', auth: 'member' },
  { method: 'POST', path: '/api/v2/extraction/keys', auth: 'member', body: { name: 'Kunci Baru' }, names: ['name'] },
  { method: 'GET', path: '/api/v2/extraction/usage', auth: 'member' },
  { method: 'GET', path: '/api/v2/extraction/usage', auth: 'guest', apiKey: true },
  { method: 'POST', path: '/api/v2/extraction/playground/web-extract', auth: 'member', body: { url: 'http://10.0.0.1/', format: 'text' }, bodyLimit: EXTRACT_BODY_LIMIT },
  { method: 'POST', path: '/api/v2/extraction/playground/pdf-extract', auth: 'member', body: { pdf_url: 'http://10.0.0.1/buku.pdf' }, query: { wait: '0' } },
  { method: 'POST', path: '/api/v2/web-extract', auth: 'guest', apiKey: true, body: { url: 'http://169.254.169.254/latest/', format: 'markdown' }, bodyLimit: EXTRACT_BODY_LIMIT },
  { method: 'POST', path: '/api/v2/web-extract', auth: 'guest', apiKey: true, body: { html: '<main><p>Halo</p></main>', url: 'https://contoh.id/a', format: 'text', fallback: true }, bodyLimit: EXTRACT_BODY_LIMIT, documents: ['html'] },
  { method: 'POST', path: '/api/v2/pdf-extract', auth: 'guest', apiKey: true, body: { pdf_url: 'http://[::1]/buku.pdf' }, query: { wait: '1' } },
  { method: 'GET', path: '/api/v2/pdf-extract/jobs/:id', auth: 'member', ids: { id: 'extractionJob' }, query: { wait: '0' } },
  { method: 'DELETE', path: '/api/v2/extraction/keys/:id', auth: 'member', ids: { id: 'spareKey' } },
];
