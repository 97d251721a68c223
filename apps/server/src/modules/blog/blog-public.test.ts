import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_POLICY } from '#platform/http/public-page.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, subscribe, type TestUser } from '#test/factories.ts';

let t: TestApp;
let creator: TestUser;
let second: TestUser;
let product: { id: number; name: string };
let post: { id: number; slug: string; path: string };

const HOUR = 3_600_000;

async function write(author: TestUser, body: Record<string, unknown>, publishAt?: Date) {
  const created = await api(t.app, {
    method: 'POST',
    url: '/api/v2/blog/posts',
    token: author.token,
    body: { content_html: '<p>Isi.</p>', ...body },
  });
  const { id } = created.json().data;
  const published = await api(t.app, {
    method: 'POST',
    url: `/api/v2/blog/posts/${id}/publish`,
    token: author.token,
    body: publishAt ? { publish_at: publishAt.toISOString() } : {},
  });
  return published.json().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createPublisher(t.app, t.ctx);
  second = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, creator);
  await subscribe(t.ctx, second);
  product = await createSaleProduct(t.ctx, {
    sellerId: creator.id,
    name: 'Ebook <Menulis> & Cerita',
    price: 45_000,
  });
  post = await write(creator, {
    title: 'Menulis "Cerpen" & Puisi <3',
    slug: 'menulis-cerpen',
    seo_description: 'Langkah demi langkah menulis cerpen pertama.',
    content_html: `<h2>Mulai</h2><p>Halo pembaca.</p><div data-product-card="${product.id}"></div><div data-product-card="999999"></div>`,
  });
  t.clock.advance(1000);
  await write(second, { title: 'Tulisan Kedua', slug: 'tulisan-kedua' });
  // A draft and a post scheduled for tomorrow stay out of every public view.
  await api(t.app, {
    method: 'POST',
    url: '/api/v2/blog/posts',
    token: creator.token,
    body: { title: 'Draf Rahasia', content_html: '<p>draf</p>' },
  });
  await write(
    creator,
    { title: 'Besok Terbit', slug: 'besok-terbit' },
    new Date(t.ctx.now().getTime() + 24 * HOUR),
  );
});
afterAll(() => t.app.close());

describe('public API', () => {
  it('lists published posts newest first, of all or one author', async () => {
    const all = (await api(t.app, { method: 'GET', url: '/api/v2/public/blog/posts' })).json().data;
    expect(all.items.map((p: { title: string }) => p.title)).toEqual([
      'Tulisan Kedua',
      'Menulis "Cerpen" & Puisi <3',
    ]);
    expect(all).toMatchObject({ total: 2, author: null });
    const one = (
      await api(t.app, { method: 'GET', url: `/api/v2/public/blog/posts?author_id=${creator.id}` })
    ).json().data;
    expect(one.items).toHaveLength(1);
    expect(one.author).toMatchObject({ id: creator.id });
    const paged = (
      await api(t.app, { method: 'GET', url: '/api/v2/public/blog/posts?pageSize=1&page=2' })
    ).json().data;
    expect(paged.items.map((p: { slug: string }) => p.slug)).toEqual(['menulis-cerpen']);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/public/blog/posts?author_id=2147483647' })).statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/public/blog/posts?pageSize=1000' })).statusCode,
    ).toBe(400);
  });

  it('shows a post with its author, its live product cards (on sale only) and the author’s products', async () => {
    const response = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/blog/posts/${creator.id}/menulis-cerpen`,
    });
    const data = response.json().data;
    expect(data).toMatchObject({
      title: 'Menulis "Cerpen" & Puisi <3',
      author: { id: creator.id },
      reading_minutes: 1,
    });
    expect(data.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(data.author_products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    for (const url of [
      `/api/v2/public/blog/posts/${creator.id}/draf-rahasia`,
      `/api/v2/public/blog/posts/${creator.id}/besok-terbit`,
      `/api/v2/public/blog/posts/${second.id}/menulis-cerpen`,
    ]) {
      expect((await api(t.app, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/public/blog/posts/abc/menulis-cerpen' })).statusCode,
    ).toBe(400);
  });
});

describe('served HTML', () => {
  it('puts the post, its meta and its data in the page, escaped, with the strict policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: post.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(PUBLIC_PAGE_POLICY);
    const html = response.body;
    expect(html).toContain('<title>Menulis &quot;Cerpen&quot; &amp; Puisi &lt;3 · Blog Pustaka</title>');
    expect(html).toContain(
      '<meta name="description" content="Langkah demi langkah menulis cerpen pertama." />',
    );
    expect(html).toContain(`<link rel="canonical" href="http://pustaka.test${post.path}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:title" content="Menulis &quot;Cerpen&quot; &amp; Puisi &lt;3" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<meta property="article:published_time"');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<h2>Mulai</h2><p>Halo pembaca.</p>');
    expect(html).toContain(
      `<div data-product-card="${product.id}"><a href="/products/${product.id}">Ebook &lt;Menulis&gt; &amp; Cerita · Rp45.000</a></div>`,
    );
    const island =
      html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(island).not.toContain('<');
    expect(JSON.parse(island)).toMatchObject({
      kind: 'blog-post',
      post: { id: post.id, title: 'Menulis "Cerpen" & Puisi <3' },
    });
  });

  it('serves the lists, and the 404 page for drafts, scheduled posts and unknown addresses', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/blog' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Blog Pustaka</title>');
    expect(list.body).toContain(`href="${post.path}"`);
    const author = await t.app.inject({ method: 'GET', url: `/blog/${creator.id}` });
    expect(author.body).toContain('<meta property="og:type" content="profile" />');
    expect(author.body).not.toContain('tulisan-kedua');
    for (const url of [
      `/blog/${creator.id}/draf-rahasia`,
      `/blog/${creator.id}/besok-terbit`,
      '/blog/abc',
      '/blog/2147483647',
      '/blog/0/x',
      `/blog/${creator.id}/${'x'.repeat(150)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('feeds and sitemap', () => {
  it('gives RSS for all and per author, escaped, without drafts or scheduled posts', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('application/rss+xml');
    expect(all.body).toContain('<rss version="2.0"');
    expect(all.body).toContain('<title>Menulis &#34;Cerpen&#34; &#38; Puisi &#60;3</title>');
    expect(all.body).toContain(`<link>http://pustaka.test${post.path}</link>`);
    expect(all.body).toContain('<title>Tulisan Kedua</title>');
    expect(all.body).not.toContain('Draf Rahasia');
    expect(all.body).not.toContain('Besok Terbit');
    const mine = await t.app.inject({ method: 'GET', url: `/blog/${creator.id}/rss.xml` });
    expect(mine.body).toContain('Menulis');
    expect(mine.body).not.toContain('Tulisan Kedua');
    expect((await t.app.inject({ method: 'GET', url: '/blog/2147483647/rss.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/blog/abc/rss.xml' })).statusCode).toBe(404);

    // When the scheduled post's time comes, it joins the feed.
    t.clock.advance(25 * HOUR);
    expect((await t.app.inject({ method: 'GET', url: '/blog/rss.xml' })).body).toContain('Besok Terbit');
    t.clock.advance(-25 * HOUR);
  });

  it('lists public posts and products in the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>http://pustaka.test${post.path}</loc>`);
    expect(xml).toContain(`<loc>http://pustaka.test/products/${product.id}</loc>`);
    expect(xml).toContain('<loc>http://pustaka.test/blog</loc>');
    expect(xml).not.toContain('draf-rahasia');
    expect(xml).not.toContain('besok-terbit');
  });
});
