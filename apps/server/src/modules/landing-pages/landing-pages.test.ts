import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, type TestUser } from '#test/factories.ts';
import { landingPages } from './tables.ts';
import { createLandingCreator, pageInput, savePage } from './test-kit.ts';

let t: TestApp;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createLandingCreator(t.app, t.ctx);
  other = await createLandingCreator(t.app, t.ctx);
});
afterAll(() => t.app.close());

const pageCount = async () => (await t.ctx.db.select({ n: count() }).from(landingPages))[0]?.n ?? 0;

describe('the feature gate', () => {
  it('refuses guests, and creators whose plan lacks create_landing_page', async () => {
    const guest = await api(t.app, { method: 'GET', url: '/api/v2/landing-pages' });
    expect(guest.statusCode).toBe(401);
    const free = await createPublisher(t.app, t.ctx);
    const refused = await savePage(t.app, free.token, pageInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FEATURE_REQUIRED',
      details: { feature: 'create_landing_page' },
    });
  });
});

describe('building a page', () => {
  it('creates, lists, edits, publishes and deletes a page of its owner', async () => {
    const created = await savePage(t.app, creator.token, pageInput({ slug: 'halaman-satu' }));
    expect(created.statusCode).toBe(201);
    const page = created.json().data;
    expect(page).toMatchObject({
      slug: 'halaman-satu',
      status: 'draft',
      brandColor: '#4f46e5',
      path: `/${creator.id}/halaman-satu`,
    });

    const list = await api(t.app, { method: 'GET', url: '/api/v2/landing-pages', token: creator.token });
    expect(list.json().data.map((p: { id: number }) => p.id)).toContain(page.id);

    const edited = await savePage(
      t.app,
      creator.token,
      pageInput({ slug: 'halaman-satu', title: 'Baru', theme: 'dark' }),
      page.id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Baru', theme: 'dark' });

    const published = await api(t.app, {
      method: 'POST',
      url: `/api/v2/landing-pages/${page.id}/publish`,
      token: creator.token,
    });
    expect(published.json()).toMatchObject({
      data: { status: 'published' },
      message: 'Halaman diterbitkan.',
    });
    const draft = await api(t.app, {
      method: 'POST',
      url: `/api/v2/landing-pages/${page.id}/unpublish`,
      token: creator.token,
    });
    expect(draft.json().data.status).toBe('draft');

    const removed = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/landing-pages/${page.id}`,
      token: creator.token,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await api(t.app, {
      method: 'GET',
      url: `/api/v2/landing-pages/${page.id}`,
      token: creator.token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps each page to its owner: another creator gets 404 on every route', async () => {
    const page = (await savePage(t.app, creator.token, pageInput({ slug: 'punya-saya' }))).json().data;
    const routes = [
      { method: 'GET', url: `/api/v2/landing-pages/${page.id}` },
      { method: 'PUT', url: `/api/v2/landing-pages/${page.id}`, body: pageInput({ slug: 'curian' }) },
      { method: 'POST', url: `/api/v2/landing-pages/${page.id}/publish` },
      { method: 'GET', url: `/api/v2/landing-pages/${page.id}/preview` },
      { method: 'GET', url: `/api/v2/landing-pages/${page.id}/stats` },
      { method: 'DELETE', url: `/api/v2/landing-pages/${page.id}` },
    ] as const;
    for (const route of routes) {
      const response = await api(t.app, { ...route, token: other.token });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const mine = await api(t.app, {
      method: 'GET',
      url: `/api/v2/landing-pages/${page.id}`,
      token: creator.token,
    });
    expect(mine.json().data).toMatchObject({ slug: 'punya-saya', status: 'draft' });
  });
});

describe('slugs', () => {
  it.each([
    ['with a slash', 'a/b', 'LANDING_SLUG_INVALID'],
    ['with a dot', 'halaman.html', 'LANDING_SLUG_INVALID'],
    ['with dot segments', '..', 'LANDING_SLUG_INVALID'],
    ['with a Cyrillic look-alike', 'аdmin-page', 'LANDING_SLUG_INVALID'],
    ['with a full-width letter', 'ｋelas', 'LANDING_SLUG_INVALID'],
    ['with spaces', 'kelas menulis', 'LANDING_SLUG_INVALID'],
    ['of one character', 'a', 'LANDING_SLUG_INVALID'],
    ['with a double dash', 'a--b', 'LANDING_SLUG_INVALID'],
    ['reserved', 'admin', 'LANDING_SLUG_RESERVED'],
    ['reserved with a dash', 'dash-board', 'LANDING_SLUG_RESERVED'],
  ])('refuses a slug %s', async (_name, slug, code) => {
    const before = await pageCount();
    const response = await savePage(t.app, creator.token, pageInput({ slug }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await pageCount()).toBe(before);
  });

  it('lets two creators use one slug, and one creator only once, even when two saves race', async () => {
    const a = await savePage(t.app, creator.token, pageInput({ slug: 'sama' }));
    const b = await savePage(t.app, other.token, pageInput({ slug: 'sama' }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const again = await savePage(t.app, creator.token, pageInput({ slug: 'Sama' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LANDING_SLUG_TAKEN');

    const raced = await Promise.all(
      Array.from({ length: 5 }, () => savePage(t.app, creator.token, pageInput({ slug: 'balapan' }))),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await api(t.app, { method: 'GET', url: '/api/v2/landing-pages', token: creator.token });
    expect(rows.json().data.filter((p: { slug: string }) => p.slug === 'balapan')).toHaveLength(1);

    // Renaming onto a taken slug is the same conflict.
    const renamed = await savePage(t.app, creator.token, pageInput({ slug: 'balapan' }), a.json().data.id);
    expect(renamed.statusCode).toBe(409);
  });
});

describe('blocks', () => {
  const refusedWith = async (blocks: unknown[], status: number, code: string) => {
    const before = await pageCount();
    const response = await savePage(t.app, creator.token, { ...pageInput({ slug: 'uji-blok' }), blocks });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await pageCount()).toBe(before);
  };

  it('refuses 500 blocks with its own code, and a body over the cap with 413', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ type: 'text', id: `t${i}`, html: '<p>x</p>' }));
    await refusedWith(many, 422, 'LANDING_TOO_MANY_BLOCKS');
    const huge = [{ type: 'text', id: 'big', html: 'x'.repeat(400_000) }];
    await refusedWith(huge, 413, 'PAYLOAD_TOO_LARGE');
    await refusedWith([{ type: 'text', id: 'long', html: 'x'.repeat(20_001) }], 400, 'VALIDATION_ERROR');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example',
    'vbscript:x',
    'mailto:a@b.c',
    '/x/..//evil.example/phish',
    '/%2F%2Fevil.example',
  ])('refuses %s behind a button or in a link list', async (url) => {
    await refusedWith([{ type: 'links', id: 'l', items: [{ label: 'x', url }] }], 422, 'LANDING_LINK_UNSAFE');
    await refusedWith(
      [{ type: 'cta', id: 'c', title: 'x', buttonLabel: 'x', buttonUrl: url }],
      422,
      'LANDING_LINK_UNSAFE',
    );
    await refusedWith(
      [{ type: 'hero', id: 'h', title: 'x', buttonLabel: 'x', buttonUrl: url }],
      422,
      'LANDING_LINK_UNSAFE',
    );
  });

  it.each([
    'https://user:pw@evil.example',
    'https://pustaka.id@evil.example/login',
    'http://admin@evil.example/',
    'https:user:pw@evil.example',
    'https://@evil.example',
    'HTTPS://a%40b:c@evil.example',
  ])('refuses %s, an address with a user name or password, with its own 400', async (url) => {
    const code = 'LANDING_LINK_CREDENTIALS_REFUSED';
    await refusedWith([{ type: 'links', id: 'l', items: [{ label: 'x', url }] }], 400, code);
    await refusedWith([{ type: 'cta', id: 'c', title: 'x', buttonLabel: 'x', buttonUrl: url }], 400, code);
    await refusedWith([{ type: 'hero', id: 'h', title: 'x', buttonLabel: 'x', buttonUrl: url }], 400, code);
  });

  it('drops a link with a user name or password from text, keeping its words', async () => {
    const blocks = [
      {
        type: 'text',
        id: 't',
        html: '<p><a href="https://pustaka.id@evil.example/x">Masuk</a> <a href="https://contoh.id/">Contoh</a></p>',
      },
    ];
    const response = await savePage(t.app, creator.token, { ...pageInput({ slug: 'uji-teks' }), blocks });
    expect(response.statusCode, response.body).toBe(201);
    const html = response.json().data.blocks[0].html as string;
    expect(html).not.toContain('evil.example');
    expect(html).toContain('Masuk');
    expect(html).toContain('href="https://contoh.id/"');
  });

  it('refuses duplicate block ids, foreign products and images, odd videos and contacts', async () => {
    await refusedWith(
      [
        { type: 'hero', id: 'a', title: 'x' },
        { type: 'hero', id: 'a', title: 'y' },
      ],
      400,
      'LANDING_BLOCK_ID_DUPLICATE',
    );
    const foreign = await createSaleProduct(t.ctx, { sellerId: other.id });
    await refusedWith(
      [{ type: 'products', id: 'p', productIds: [foreign.id] }],
      422,
      'LANDING_PRODUCT_NOT_OWNED',
    );
    await refusedWith(
      [{ type: 'image', id: 'i', image: `${other.id}-abcdef0123456789` }],
      422,
      'LANDING_IMAGE_NOT_OWNED',
    );
    await refusedWith(
      [{ type: 'video', id: 'v', url: 'https://evil.example/watch?v=abcdefgh' }],
      422,
      'LANDING_VIDEO_UNSUPPORTED',
    );
    const ebook = await createSaleProduct(t.ctx, { sellerId: creator.id, format: 'PDF' });
    await refusedWith([{ type: 'video', id: 'v', productId: ebook.id }], 422, 'LANDING_PRODUCT_NOT_OWNED');
    await refusedWith(
      [{ type: 'contact', id: 'w', label: 'WA', channel: 'whatsapp', value: 'call me' }],
      422,
      'LANDING_CONTACT_INVALID',
    );
    await refusedWith([{ type: 'bogus', id: 'b' }], 400, 'VALIDATION_ERROR');
  });

  it('stores videos as player addresses, WhatsApp numbers with the country code, and rich text sanitised', async () => {
    const course = await createSaleProduct(t.ctx, { sellerId: creator.id, format: 'CRS' });
    const response = await savePage(t.app, creator.token, {
      ...pageInput({ slug: 'video-dan-kontak' }),
      blocks: [
        { type: 'video', id: 'yt', url: 'https://youtu.be/dQw4w9WgXcQ' },
        { type: 'video', id: 'vm', url: 'https://vimeo.com/76979871' },
        { type: 'video', id: 'own', productId: course.id },
        { type: 'contact', id: 'wa', label: 'Chat', channel: 'whatsapp', value: '0812-3456-7890' },
        {
          type: 'text',
          id: 'tx',
          html: '<p onclick="x()">Halo<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const blocks = response.json().data.blocks;
    expect(blocks[0].url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(blocks[1].url).toBe('https://player.vimeo.com/video/76979871');
    expect(blocks[2].productId).toBe(course.id);
    expect(blocks[3].value).toBe('6281234567890');
    expect(blocks[4].html).not.toMatch(/script|onclick|javascript/);
    expect(blocks[4].html).toContain('Halo');
  });
});
