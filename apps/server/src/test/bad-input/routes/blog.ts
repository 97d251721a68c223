import { POST } from '../bodies.ts';
import type { Route } from '../probe.ts';

/** The blog: the publisher's posts and images, the public posts, pages and feeds. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const BLOG_ROUTES: Route[] = [
  { method: 'GET', path: '/api/v2/blog/posts', auth: 'publisher', query: { status: 'draft', q: 'tulisan', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/blog/posts', auth: 'publisher', body: POST, longText: ['content_html'] },
  { method: 'GET', path: '/api/v2/blog/posts/:id', auth: 'publisher', ids: { id: 'post' } },
  { method: 'GET', path: '/api/v2/blog/posts/:id/preview', auth: 'publisher', ids: { id: 'post' } },
  { method: 'PUT', path: '/api/v2/blog/posts/:id', auth: 'publisher', ids: { id: 'post' }, body: { ...POST, slug: 'tulisan-sasaran' }, longText: ['content_html'] },
  { method: 'POST', path: '/api/v2/blog/posts/:id/publish', auth: 'publisher', ids: { id: 'post' }, body: { publish_at: '2027-01-01T08:00:00+07:00' } },
  { method: 'POST', path: '/api/v2/blog/posts/:id/unpublish', auth: 'publisher', ids: { id: 'post' } },
  { method: 'DELETE', path: '/api/v2/blog/posts/:id', auth: 'publisher', ids: { id: 'post' } },
  { method: 'POST', path: '/api/v2/blog/images', auth: 'publisher', multipart: 'image' },
  { method: 'GET', path: '/api/v2/public/blog/posts', auth: 'guest', query: (f) => ({ author_id: String(f.seller), page: '1', pageSize: '12' }) },
  { method: 'GET', path: '/api/v2/public/blog/posts/:authorId/:slug', auth: 'guest', ids: { authorId: 'seller', slug: 'postSlug' } },
  { method: 'GET', path: '/api/v2/public/blog-images/:name', auth: 'guest', ids: { name: 'blogImage' } },
  { method: 'GET', path: '/blog', auth: 'guest', query: { page: '1' }, page: true },
  { method: 'GET', path: '/blog/:id', auth: 'guest', ids: { id: 'seller' }, query: { page: '1' }, page: true, paramStatuses: [200] },
  { method: 'GET', path: '/blog/:userid/:slug', auth: 'guest', ids: { userid: 'seller', slug: 'postSlug' }, page: true, paramStatuses: [200] },
  { method: 'GET', path: '/blog/rss.xml', auth: 'guest', page: true },
  { method: 'GET', path: '/blog/:userid/rss.xml', auth: 'guest', ids: { userid: 'seller' }, page: true, paramStatuses: [200] },
  { method: 'GET', path: '/sitemap.xml', auth: 'guest', page: true },
];
