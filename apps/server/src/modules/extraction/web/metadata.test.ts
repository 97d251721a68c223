import { describe, expect, it } from 'vitest';
import { extractWebPage } from './index.ts';
import { ENGLISH_PARAGRAPHS, pageWithFurniture, paragraphs } from './test-pages.ts';

const url = 'https://news.example/2026/11/flood.html';
const article = paragraphs(ENGLISH_PARAGRAPHS);

describe('extractWebPage: metadata', () => {
  it('reads JSON-LD first: headline, author list, date, publisher, image, description', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Riverside Post' },
        {
          '@type': 'NewsArticle',
          headline: 'Flood reaches the lower market',
          author: [
            { '@type': 'Person', name: 'Ayu Lestari' },
            { '@type': 'Person', name: 'Tom Baker' },
          ],
          datePublished: '2026-11-19T07:15:00+07:00',
          publisher: { '@type': 'Organization', name: 'Riverside Post' },
          image: { '@type': 'ImageObject', url: '/img/flood-large.jpg' },
          description: 'Three days of rain put the market under water.',
        },
      ],
    };
    const head = `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
      <meta property="og:title" content="OG title loses to JSON-LD">`;
    expect(extractWebPage(pageWithFurniture(article, head), { url })).toMatchObject({
      title: 'Flood reaches the lower market',
      author: 'Ayu Lestari, Tom Baker',
      publishedAt: '2026-11-19T00:15:00.000Z',
      siteName: 'Riverside Post',
      leadImage: 'https://news.example/img/flood-large.jpg',
      excerpt: 'Three days of rain put the market under water.',
    });
  });

  it('survives broken JSON-LD and falls back to OpenGraph and meta tags', () => {
    const head = `<script type="application/ld+json">{"@type": "NewsArticle", "headline": </script>
      <meta property="og:title" content="Flood in the market">
      <meta property="og:site_name" content="Riverside Post">
      <meta property="og:image" content="//cdn.news.example/flood.jpg">
      <meta name="author" content="Ayu Lestari">
      <meta name="description" content="Water everywhere.">
      <meta property="article:published_time" content="2026-11-19T07:15:00Z">`;
    expect(extractWebPage(pageWithFurniture(article, head), { url })).toMatchObject({
      title: 'Flood in the market',
      author: 'Ayu Lestari',
      publishedAt: '2026-11-19T07:15:00.000Z',
      siteName: 'Riverside Post',
      leadImage: 'https://cdn.news.example/flood.jpg',
      excerpt: 'Water everywhere.',
    });
  });

  it('reads Twitter cards when there is no OpenGraph', () => {
    const head = `<meta name="twitter:title" content="Flood, the short version">
      <meta name="twitter:image" content="https://img.news.example/t.jpg">`;
    expect(extractWebPage(pageWithFurniture(article, head), { url })).toMatchObject({
      title: 'Flood, the short version',
      leadImage: 'https://img.news.example/t.jpg',
    });
  });

  it('falls back to the title tag without the site name, a rel=author byline and <time datetime>', () => {
    const html = `<html><head><title>Flood in the lower market | Riverside Post</title></head><body>
      <article><h1>Flood in the lower market</h1>
      <p class="byline">By <a rel="author" href="/staff/ayu">Ayu Lestari</a>, <time datetime="2026-11-19">19 November</time></p>
      ${article}</article></body></html>`;
    const result = extractWebPage(html, { url });
    expect(result).toMatchObject({
      title: 'Flood in the lower market',
      author: 'Ayu Lestari',
      publishedAt: '2026-11-19T00:00:00.000Z',
      siteName: 'news.example',
    });
    expect(result.text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
  });

  it("prefers the article's <time> over one in the page's header", () => {
    const html = `<html><body><header><time datetime="2026-11-25">Today</time></header>
      <article><time datetime="2026-10-01T09:00:00Z">1 October</time><div class="content">${article}</div></article></body></html>`;
    expect(extractWebPage(html, { url }).publishedAt).toBe('2026-10-01T09:00:00.000Z');
  });

  it('reads itemprop author and datePublished', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Article">
      <span itemprop="author" itemscope><span itemprop="name">Ayu Lestari</span></span>
      <meta itemprop="datePublished" content="2026-11-18">
      <div class="content">${article}</div></div></body></html>`;
    expect(extractWebPage(html, { url })).toMatchObject({
      author: 'Ayu Lestari',
      publishedAt: '2026-11-18T00:00:00.000Z',
    });
  });

  it('takes the first large content image as the lead image when the page names none, skipping icons', () => {
    const html = pageWithFurniture(
      `<p><img src="/icons/rss.png" width="16" height="16" alt=""></p>${article}<figure><img src="photos/market.jpg" alt="Market"></figure>`,
    );
    expect(extractWebPage(html, { url }).leadImage).toBe('https://news.example/2026/11/photos/market.jpg');
  });

  it('resolves addresses against <base href>', () => {
    const html = `<html><head><base href="https://static.news.example/archive/"></head><body><div class="content">
      ${article}<p>The full report is <a href="report.html">online</a>, with maps, tables, and the council's own notes.</p></div></body></html>`;
    expect(extractWebPage(html, { url }).links).toEqual([
      { text: 'online', href: 'https://static.news.example/archive/report.html' },
    ]);
  });

  it('ignores dates that are not dates and makes the excerpt from the first paragraph', () => {
    const head = '<meta property="article:published_time" content="last Tuesday">';
    const result = extractWebPage(pageWithFurniture(article, head), { url });
    expect(result.publishedAt).toBeNull();
    expect(result.excerpt).toBe(`${ENGLISH_PARAGRAPHS[0]!.slice(0, 197).replace(/\s\S*$/, '')}…`);
  });
});
