import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '#db/schema.ts';
import { findDanger, XSS_PAYLOADS } from '#platform/html/xss-payloads.ts';
import { PAGE_DATA_ID } from '#platform/http/public-page.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, type TestUser, upload } from '#test/factories.ts';
import { createLandingCreator, pageInput, savePage } from './test-kit.ts';

let t: TestApp;
let creator: TestUser;

/** A built web app of two documents, so what the server answers with does not depend on a build. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pustaka-web-'));
  const shell = (script: string) =>
    `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Pustaka</title><meta name="description" content="x" /><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), shell('app-entry.js'));
  writeFileSync(path.join(dir, 'landing.html'), shell('landing-entry.js'));
  return dir;
}

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: webDist() });
  creator = await createLandingCreator(t.app, t.ctx);
});
afterAll(() => t.app.close());

async function publish(body: unknown): Promise<{ id: number; path: string }> {
  const created = await savePage(t.app, creator.token, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id, path } = created.json().data;
  await api(t.app, { method: 'POST', url: `/api/v2/landing-pages/${id}/publish`, token: creator.token });
  return { id, path };
}

const dataIsland = (html: string) => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*?)</script>`),
  );
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
};

describe('the public page', () => {
  it('is served at /{userid}/{slug} in one request: meta, the page already rendered, its data, a strict policy', async () => {
    const product = await createSaleProduct(t.ctx, {
      sellerId: creator.id,
      name: 'Ebook Menulis',
      price: 100_000,
    });
    const now = t.ctx.now().getTime();
    await t.ctx.db.insert(campaigns).values({
      name: 'Promo Gajian',
      discountType: 'percent',
      discountValue: 20,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 86_400_000),
      scope: 'all',
    });
    const { path } = await publish(
      pageInput({ slug: 'toko-saya', title: 'Toko Saya', description: 'Semua karya saya' }, [
        { type: 'hero', id: 'h', title: 'Halo pembaca' },
        { type: 'products', id: 'grid', title: 'Karya', productIds: [product.id] },
        { type: 'links', id: 'bio', items: [{ label: 'Instagram', url: 'https://instagram.com/contoh' }] },
      ]),
    );
    expect(path).toBe(`/${creator.id}/toko-saya`);

    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    const html = response.body;
    // The landing document, which loads none of the app.
    expect(html).toContain('/assets/landing-entry.js');
    expect(html).not.toContain('/assets/app-entry.js');
    expect(html).toContain('<title>Toko Saya</title>');
    expect(html).toContain('<meta property="og:title" content="Toko Saya" />');
    expect(html).toContain('<meta name="description" content="Semua karya saya" />');
    expect(html).toContain(`<link rel="canonical" href="http://pustaka.test${path}" />`);
    // Rendered by the server: the hero, the product with its campaign price, the link list.
    expect(html).toContain('Halo pembaca');
    expect(html).toContain('Ebook Menulis');
    expect(html).toContain('Rp 80.000');
    expect(html).toContain('Promo Gajian');
    expect(html).toContain('href="https://instagram.com/contoh"');
    const data = dataIsland(html);
    expect(data).toMatchObject({
      title: 'Toko Saya',
      products: [{ id: product.id, basePrice: 100_000, price: 80_000, campaign: { name: 'Promo Gajian' } }],
    });

    const json = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/landing-pages/${creator.id}/toko-saya`,
    });
    expect(json.json().data).toEqual(data);
  });

  it('is not there while a draft, and two-segment paths of the app are never taken for a page', async () => {
    const created = await savePage(t.app, creator.token, pageInput({ slug: 'masih-draf' }));
    expect(created.statusCode).toBe(201);
    // Anything else falls through to the web app's index.html, whose router shows the page or its 404.
    for (const url of [
      `/${creator.id}/masih-draf`,
      `/${creator.id}/tidak-ada`,
      '/999999/toko-saya',
      '/products/12',
      '/lms/courses',
      `/0${creator.id}/toko-saya`,
      `/${creator.id}/toko.saya`,
      `/${creator.id}/%2e%2e`,
      `/${'9'.repeat(12)}/toko-saya`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('/assets/app-entry.js');
      expect(response.body, url).not.toContain('data-landing');
    }
    // The blog answers its own two-segment path (here: no such author), never with a landing page.
    const blog = await t.app.inject({ method: 'GET', url: '/blog/12' });
    expect(blog.statusCode).toBe(404);
    expect(blog.body).toContain('/assets/app-entry.js');
    expect(blog.body).not.toContain('data-landing');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/x/y' })).statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/landing-pages/${creator.id}/masih-draf`,
    });
    expect(json.statusCode).toBe(404);
  });

  it('shows HTML and script put in any field as text, and runs nothing from rich text', async () => {
    const { id, path } = await publish(pageInput({ slug: 'xss' }));
    for (const [index, { html }] of XSS_PAYLOADS.entries()) {
      // Short fields get as much of the payload as they hold.
      const short = html.slice(0, 40);
      const saved = await savePage(
        t.app,
        creator.token,
        pageInput({ slug: 'xss', title: html, description: html }, [
          {
            type: 'hero',
            id: 'h',
            title: html,
            text: html,
            buttonLabel: short,
            buttonUrl: 'https://contoh.id',
          },
          { type: 'text', id: 't', html },
          { type: 'testimonials', id: 'q', title: html, items: [{ name: short, role: short, quote: html }] },
          { type: 'faq', id: 'f', title: html, items: [{ question: html, answer: html }] },
          { type: 'links', id: 'l', title: html, items: [{ label: short, url: 'https://contoh.id' }] },
          { type: 'cta', id: 'c', title: html, text: html, buttonLabel: short, buttonUrl: '/products' },
          {
            type: 'contact',
            id: 'k',
            label: short,
            channel: 'email',
            value: 'halo@contoh.id',
            message: html,
          },
        ]),
        id,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: path });
      // What users wrote sits inside the root element, after the page's own stylesheet.
      const root = page.body.slice(page.body.indexOf('<div id="root">'), page.body.lastIndexOf('</main>'));
      const written = root.replace(/^<div id="root"><style>[^<]*<\/style>/, '');
      expect(written).toContain('data-landing');
      // Escaped text cannot open a tag, so only the tags themselves (and their attributes) are looked at.
      const tags = (written.match(/<[^>]*>/g) ?? []).join('');
      expect(findDanger(tags), XSS_PAYLOADS[index]?.name).toBeUndefined();
      // The data island is JSON that cannot close its script element.
      expect(dataIsland(page.body)?.title).toBe(html);
    }
  });
});

describe('images', () => {
  it('keeps an upload at a phone and a desktop width, offers both by srcset, and uses the large one for previews', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const uploaded = await upload(t.app, {
      url: '/api/v2/landing-pages/images',
      token: creator.token,
      field: 'image',
      filename: 'hero.png',
      data: png,
      contentType: 'image/png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { name } = uploaded.json().data;
    expect(name).toMatch(new RegExp(`^${creator.id}-[a-f0-9]{16}$`));
    for (const width of [640, 1280]) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/v2/public/image-proxy/landing/${name}-${width}.webp`,
      });
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(width);
    }
    const { path } = await publish(
      pageInput({ slug: 'bergambar' }, [{ type: 'hero', id: 'h', title: 'Halo', image: name }]),
    );
    const html = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(html).toContain(
      `srcset="/api/v2/public/image-proxy/landing/${name}-640.webp 640w, /api/v2/public/image-proxy/landing/${name}-1280.webp 1280w"`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="http://pustaka.test/api/v2/public/image-proxy/landing/${name}-1280.webp" />`,
    );

    const text = await upload(t.app, {
      url: '/api/v2/landing-pages/images',
      token: creator.token,
      field: 'image',
      filename: 'x.png',
      data: 'bukan gambar',
      contentType: 'image/png',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('views and clicks', () => {
  it('counts a visit, blocks seen and clicks in one beacon, and shows them to the owner only', async () => {
    const { id } = await publish(
      pageInput({ slug: 'hitung' }, [
        { type: 'hero', id: 'h', title: 'Halo' },
        { type: 'links', id: 'bio', items: [{ label: 'IG', url: 'https://instagram.com/x' }] },
      ]),
    );
    const beacon = (body: unknown, ip = '203.0.113.7') =>
      api(t.app, {
        method: 'POST',
        url: `/api/v2/public/landing-pages/${id}/events`,
        body,
        remoteAddress: ip,
      });
    expect(
      (await beacon({ view: true, seen: ['h', 'bio', 'bio'], clicks: ['bio', 'bio', 'nope'] })).statusCode,
    ).toBe(204);
    expect((await beacon({ view: true, seen: ['h'] })).statusCode).toBe(204);

    const stats = await api(t.app, {
      method: 'GET',
      url: `/api/v2/landing-pages/${id}/stats`,
      token: creator.token,
    });
    expect(stats.json().data.views).toBe(2);
    expect(stats.json().data.blocks).toEqual(
      expect.arrayContaining([
        { blockId: 'h', views: 2, clicks: 0 },
        { blockId: 'bio', views: 1, clicks: 2 },
      ]),
    );
    const list = await api(t.app, { method: 'GET', url: '/api/v2/landing-pages', token: creator.token });
    expect(list.json().data.find((p: { id: number }) => p.id === id)).toMatchObject({ views: 2, clicks: 2 });

    expect((await beacon({ clicks: 'bio' })).statusCode).toBe(400);
    expect(
      (
        await api(t.app, {
          method: 'POST',
          url: '/api/v2/public/landing-pages/999999/events',
          body: { view: true },
          remoteAddress: '203.0.113.8',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('limits how often one address may send beacons', async () => {
    const { id } = await publish(pageInput({ slug: 'batas' }));
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      last = (
        await api(t.app, {
          method: 'POST',
          url: `/api/v2/public/landing-pages/${id}/events`,
          body: { view: true },
          remoteAddress: '198.51.100.9',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
