import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp } from '#test/bare-app.ts';
import { documentPolicy } from './document-policy.ts';
import { jsonForScript, PUBLIC_PAGE_POLICY, PublicPageRenderer, publicPages } from './public-page.ts';

// The shape Vite builds: the script in the head, a loading spinner in the root element.
const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Pustaka: marketplace."
    />
    <title>Pustaka</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div class="boot" aria-busy="true"><span></span></div></div>
  </body>
</html>`;

const webDist = mkdtempSync(path.join(tmpdir(), 'pustaka-public-page-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);

const app = bareApp();
beforeAll(async () => {
  await app.register(documentPolicy);
  await app.register(publicPages({ publicUrl: 'https://pustaka.example', webDist }));
  app.get('/page', async (_request, reply) =>
    reply.sendPublicPage({
      title: 'Judul "kutip" & <b>tebal</b>',
      description: 'Ringkasan </script><script>alert(1)</script>',
      path: '/blog/7/halo',
      image: '/api/v2/public/blog-images/a.webp',
      type: 'article',
      openGraph: { 'article:published_time': '2026-01-02T03:04:05.000Z' },
      jsonLd: { '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' },
      bodyHtml: '<article><h1>Halo</h1></article>',
      data: { title: '</script><script>alert(2)</script>', line: '\u2028' },
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('public pages', () => {
  it('puts the page’s title, description, canonical and link-preview meta in the served HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Judul &quot;kutip&quot; &amp; &lt;b&gt;tebal&lt;/b&gt;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://pustaka.example/blog/7/halo" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://pustaka.example/api/v2/public/blog-images/a.webp" />',
    );
    expect(html).toContain('<meta property="article:published_time" content="2026-01-02T03:04:05.000Z" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The app's own script stays; the content replaces the spinner inside the root element.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"><article><h1>Halo</h1></article></div>');
    expect(html).not.toContain('class="boot"');
  });

  it('cannot be broken out of by the data it carries', async () => {
    const html = (await app.inject({ method: 'GET', url: '/page' })).body;
    // The only script elements are the app's, the JSON-LD and the data island; none of the payloads.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('alert(1)</script>');
    const island = html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)?.[1];
    expect(JSON.parse(island ?? '')).toEqual({ title: '</script><script>alert(2)</script>', line: '\u2028' });
    expect(jsonForScript('<!--&')).toBe('"\\u003c!--\\u0026"');
  });

  it('sends the strict policy for public pages, not the app’s general one', async () => {
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.headers['content-security-policy']).toBe(PUBLIC_PAGE_POLICY);
    expect(PUBLIC_PAGE_POLICY).toContain("script-src 'self'");
    expect(PUBLIC_PAGE_POLICY).not.toContain('unsafe-eval');
    expect(PUBLIC_PAGE_POLICY).toContain("base-uri 'none'");
    expect(PUBLIC_PAGE_POLICY).toContain("object-src 'none'");
  });

  it('works without a built web app', () => {
    const html = PublicPageRenderer.fromWebDist('http://localhost:3000', '/nonexistent').render({
      title: 'T',
      description: 'D',
      path: '/x',
      language: 'en',
      noindex: true,
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/x" />');
    expect(html).toContain('<div id="root"></div>');
  });
});
