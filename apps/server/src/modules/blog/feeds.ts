import type { UserSummary } from '#modules/users/index.ts';
import type { SitemapEntry } from '#platform/http/sitemap.ts';
import { excerptOf, type PostRow, postPath } from './views.ts';

/** Characters XML 1.0 does not allow at all; the rest is escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Feed = {
  publicUrl: string;
  title: string;
  description: string;
  /** The page the feed belongs to (`/blog` or `/blog/{author}`). */
  path: string;
  /** The feed's own path. */
  feedPath: string;
  rows: PostRow[];
  authors: Map<number, UserSummary>;
};

/** RSS 2.0 with the full text (content:encoded) of the newest posts. */
export function rssXml(feed: Feed): string {
  const link = (path: string) => escapeXml(`${feed.publicUrl}${path}`);
  const items = feed.rows.map((row) => {
    const url = link(postPath(row.authorId, row.slug));
    return [
      '<item>',
      `<title>${escapeXml(row.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${(row.publishedAt ?? row.updatedAt).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(feed.authors.get(row.authorId)?.name ?? 'User')}</dc:creator>`,
      `<description>${escapeXml(excerptOf(row))}</description>`,
      `<content:encoded>${escapeXml(row.contentHtml)}</content:encoded>`,
      '</item>',
    ].join('');
  });
  const newest = feed.rows[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${link(feed.path)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    '<language>id</language>',
    `<atom:link href="${link(feed.feedPath)}" rel="self" type="application/rss+xml" />`,
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function postSitemapEntries(
  rows: { authorId: number; slug: string; updatedAt: Date }[],
): SitemapEntry[] {
  return [
    { path: '/blog' },
    ...rows.map((row) => ({ path: postPath(row.authorId, row.slug), lastModified: row.updatedAt })),
  ];
}
