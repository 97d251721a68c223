import { RETURN_TO_EXPLOITS } from '../hostile.ts';
import type { Route } from '../probe.ts';

/** AI slides: decks, slides, assets, sources, publishing and Google Slides. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const SLIDES_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/ai-slides/slideshows', auth: 'admin', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/ai-slides/prompts', auth: 'admin', body: { topic: 'Menabung untuk pelajar', audience: 'siswa', language: 'id', slide_count: 5, tone: 'casual' } },
  { method: 'GET', path: '/api/v2/ai-slides/slideshow/:id', auth: 'admin', ids: { id: 'deck' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slideshow/:id', auth: 'admin', ids: { id: 'deck' }, body: { title: 'Judul Lain', theme: { name: 'senja', brand_color: '#0f766e' } } },
  { method: 'DELETE', path: '/api/v2/ai-slides/slideshow/:id', auth: 'admin', ids: { id: 'deck' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slideshow/:id/outline', auth: 'admin', ids: { id: 'deck' }, body: { outline: [{ title: 'Satu', points: [] }, { title: 'Dua', points: ['a'] }, { title: 'Tiga', points: ['b'] }] } },
  { method: 'POST', path: '/api/v2/ai-slides/slides/generate/:id', auth: 'admin', ids: { id: 'deck' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slide/:id', auth: 'admin', ids: { id: 'slide' }, body: { title: 'Judul slide', notes: 'Catatan pembicara' } },
  { method: 'DELETE', path: '/api/v2/ai-slides/slide/:id', auth: 'admin', ids: { id: 'slide' } },
  { method: 'POST', path: '/api/v2/ai-slides/slide/:id/undo', auth: 'admin', ids: { id: 'slide' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slide/:id/reorder', auth: 'admin', ids: { id: 'slide' }, body: { order_index: 1 } },
  { method: 'POST', path: '/api/v2/ai-slides/elements/generate/:id', auth: 'admin', ids: { id: 'slide' }, body: { element: 'bullets' } },
  { method: 'GET', path: '/api/v2/ai-slides/slideshow/:id/export', auth: 'admin', ids: { id: 'deck' }, query: { format: 'pdf' } },
  { method: 'POST', path: '/api/v2/ai-slides/assets/upload', auth: 'admin', multipart: 'image', query: (f) => ({ slideshow_id: String(f.deck) }), badQueries: () => ['slideshow_id=abc', 'slideshow_id=0', 'slideshow_id=99999999999', 'slideshow_id=1&x=1'] },
  { method: 'GET', path: '/api/v2/public/ai-slides/assets/:name', auth: 'guest', ids: { name: 'slideAsset' } },
  { method: 'POST', path: '/api/v2/ai-slides/sources/upload', auth: 'admin', multipart: 'pdf' },
  { method: 'GET', path: '/api/v2/ai-slides/sources/ebooks', auth: 'admin' },
  { method: 'GET', path: '/api/v2/ai-slides/usage', auth: 'admin' },
  { method: 'POST', path: '/api/v2/ai-slides/slideshow/:id/publish', auth: 'admin', ids: { id: 'deck' }, body: { base_price: 25_000, name: 'Menabung Pintar', submit_for_review: false } },
  { method: 'GET', path: '/api/v2/ai-slides/google/auth-status', auth: 'admin' },
  { method: 'GET', path: '/api/v2/ai-slides/google/auth-url', auth: 'admin', query: { return_to: '/ai-slides' }, badQueries: () => RETURN_TO_EXPLOITS.map((to) => `?return_to=${encodeURIComponent(to)}`) },
  { method: 'GET', path: '/api/v2/ai-slides/google/callback', auth: 'guest', query: { state: 'bukan-state', code: 'kode' }, badQueries: () => ['?state=palsu&code=kode', '?code=kode', `?state=${'s'.repeat(4000)}&code=kode`, '?state=palsu&error=access_denied'], badQueryStatuses: [302] },
  { method: 'DELETE', path: '/api/v2/ai-slides/google/connection', auth: 'admin' },
  { method: 'POST', path: '/api/v2/ai-slides/export-gslides', auth: 'admin', body: (f) => ({ slideshow_id: f.deck }) },
];
