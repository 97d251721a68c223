import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '#platform/html.ts';

/** One address of the sitemap: a path of the site and when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: Date };
/** A part of the site that lists its public pages (the catalogue's products, the blog's posts ...). */
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** The protocol's limit for one sitemap file. */
export const SITEMAP_MAX_ENTRIES = 50_000;

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .slice(0, SITEMAP_MAX_ENTRIES)
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${
          entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''
        }</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/sitemap.xml`: the site's public pages gathered from every source. A new kind of public page (landing
 * pages, say) joins by adding its source where the app is put together.
 */
export function sitemap(publicUrl: string, sources: SitemapSource[]): FastifyPluginAsync {
  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const lists = await Promise.all(sources.map((source) => source()));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(sitemapXml(publicUrl, lists.flat()));
    });
  };
}
