import { randomBytes } from 'node:crypto';
import { count as count_ } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#db/schema.ts';
import { findDanger, XSS_PAYLOADS } from '#platform/html/xss-payloads.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, createUser, subscribe, type TestUser, upload } from '#test/factories.ts';

let t: TestApp;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ CREATOR_STORAGE_QUOTA: '1MB' });
  creator = await createPublisher(t.app, t.ctx);
  other = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, creator);
  await subscribe(t.ctx, other);
});
afterAll(() => t.app.close());

const HOUR = 3_600_000;
const posts = '/api/v2/blog/posts';
const create = (body: Record<string, unknown>, token = creator.token) =>
  api(t.app, { method: 'POST', url: posts, token, body: { content_html: '<p>Isi tulisan.</p>', ...body } });
const count = async () => (await t.ctx.db.select({ n: count_() }).from(blogPosts))[0]?.n ?? 0;

describe('who may write', () => {
  it('needs a creator whose plan has publish_blog, checked before the body', async () => {
    const guest = await api(t.app, { method: 'POST', url: posts, body: { title: 'x' } });
    expect(guest.statusCode).toBe(401);
    const member = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, member);
    expect((await create({ title: 'Halo' }, member.token)).json()).toMatchObject({ code: 'FORBIDDEN' });
    const freeCreator = await createPublisher(t.app, t.ctx);
    const refused = await create({ title: 'Halo' }, freeCreator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FEATURE_REQUIRED', details: { feature: 'publish_blog' } });
    expect((await api(t.app, { method: 'GET', url: posts, token: freeCreator.token })).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it('keeps each author to their own posts', async () => {
    const mine = (await create({ title: 'Milik Saya' })).json().data;
    for (const [method, url, body] of [
      ['GET', `${posts}/${mine.id}`, undefined],
      ['GET', `${posts}/${mine.id}/preview`, undefined],
      ['PUT', `${posts}/${mine.id}`, { title: 'Diambil' }],
      ['POST', `${posts}/${mine.id}/publish`, {}],
      ['POST', `${posts}/${mine.id}/unpublish`, undefined],
      ['DELETE', `${posts}/${mine.id}`, undefined],
    ] as const) {
      const response = await api(t.app, { method, url, token: other.token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await api(t.app, { method: 'GET', url: `${posts}/${mine.id}`, token: creator.token });
    expect(still.json().data).toMatchObject({ title: 'Milik Saya', status: 'draft' });
    const list = await api(t.app, { method: 'GET', url: posts, token: other.token });
    expect(list.json().data.items).toEqual([]);
  });
});

describe('writing', () => {
  it('saves a draft with a slug from the title, reading time, SEO fields and a sanitised text', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: creator.id, name: 'Ebook Menulis' });
    const words = Array.from({ length: 450 }, (_, i) => `kata${i}`).join(' ');
    const response = await create({
      title: 'Cara Menulis Cerita Pendek!',
      content_html: `<h2>Mulai</h2><p onclick="x()">${words}</p><script>alert(1)</script><div data-product-card="${product.id}"></div>`,
      seo_title: 'Menulis cerpen',
      seo_description: 'Panduan singkat menulis cerpen.',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json().data;
    expect(post).toMatchObject({
      slug: 'cara-menulis-cerita-pendek',
      status: 'draft',
      reading_minutes: 3,
      seo_title: 'Menulis cerpen',
      excerpt: 'Panduan singkat menulis cerpen.',
      path: `/blog/${creator.id}/cara-menulis-cerita-pendek`,
      published_at: null,
    });
    expect(post.content_html).toContain(`<div data-product-card="${product.id}"></div>`);
    expect(post.content_html).not.toContain('script');
    expect(post.content_html).not.toContain('onclick');
    // The same title again gets the next free slug; an explicit taken slug is refused.
    expect((await create({ title: 'Cara Menulis Cerita Pendek!' })).json().data.slug).toBe(
      'cara-menulis-cerita-pendek-2',
    );
    const taken = await create({ title: 'Lain', slug: 'cara-menulis-cerita-pendek' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, code: 'BLOG_SLUG_TAKEN' });
    // Another author may use the same slug.
    expect((await create({ title: 'X', slug: 'cara-menulis-cerita-pendek' }, other.token)).statusCode).toBe(
      201,
    );
  });

  it('sanitises every payload of the XSS table', async () => {
    const html = XSS_PAYLOADS.map((payload) => `<p>${payload.name}</p>${payload.html}`).join('');
    const post = (await create({ title: 'Uji XSS', content_html: html })).json().data;
    expect(findDanger(post.content_html)).toBeUndefined();
    const updated = await api(t.app, {
      method: 'PUT',
      url: `${posts}/${post.id}`,
      token: creator.token,
      body: { content_html: html },
    });
    expect(findDanger(updated.json().data.content_html)).toBeUndefined();
  });

  it('refuses bad slugs, markup in plain fields and too large posts, writing nothing', async () => {
    const before = await count();
    const bad: [Record<string, unknown>, number, string][] = [
      [{ slug: 'a/b' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: '../etc' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'halo.html' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'Halo' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'h\u0430lo' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'halo--dunia' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'ab' }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'x'.repeat(81) }, 400, 'BLOG_SLUG_INVALID'],
      [{ slug: 'rss' }, 400, 'BLOG_SLUG_RESERVED'],
      [{ slug: 'new' }, 400, 'BLOG_SLUG_RESERVED'],
      [{ title: '<script>alert(1)</script>' }, 400, 'VALIDATION_ERROR'],
      [{ seo_title: '<img src=x onerror=alert(1)>' }, 400, 'VALIDATION_ERROR'],
      [{ seo_description: 'a\u0000b' }, 400, 'VALIDATION_ERROR'],
      [{ title: '' }, 400, 'VALIDATION_ERROR'],
      [{ cover_image: '1-000000000000000000000000.webp' }, 400, 'BLOG_COVER_INVALID'],
      [{ cover_image: '../secret' }, 400, 'VALIDATION_ERROR'],
      [{ status: 'published' }, 400, 'VALIDATION_ERROR'],
      [{ content_html: `<p>${'a'.repeat(600 * 1024)}</p>` }, 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [body, status, code] of bad) {
      const response = await create({ title: 'Judul', ...body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(response.json(), JSON.stringify(body).slice(0, 60)).toMatchObject({ success: false, code });
    }
    const huge = await api(t.app, {
      method: 'POST',
      url: posts,
      token: creator.token,
      body: { title: 'Besar', content_html: 'a'.repeat(5 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await count()).toBe(before);
  });

  it('gives one of two concurrent saves of one slug a 409, the other the slug', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => create({ title: `Balapan ${i}`, slug: 'balapan-slug' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toMatchObject({ code: 'BLOG_SLUG_TAKEN' });
    }
    // Renaming two posts to one slug at once: the same.
    const a = (await create({ title: 'Satu' })).json().data;
    const b = (await create({ title: 'Dua' })).json().data;
    const renames = await Promise.all(
      [a, b].map((post) =>
        api(t.app, {
          method: 'PUT',
          url: `${posts}/${post.id}`,
          token: creator.token,
          body: { slug: 'sama-persis' },
        }),
      ),
    );
    expect(renames.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('publishing', () => {
  it('publishes now, schedules for later by the app clock, unpublishes and deletes', async () => {
    const post = (await create({ title: 'Terjadwal' })).json().data;
    const at = new Date(t.ctx.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await api(t.app, {
      method: 'POST',
      url: `${posts}/${post.id}/publish`,
      token: creator.token,
      body: { publish_at: at },
    });
    expect(scheduled.json()).toMatchObject({ data: { status: 'scheduled', published_at: at } });
    const publicUrl = `/api/v2/public/blog/posts/${creator.id}/${post.slug}`;
    expect((await api(t.app, { method: 'GET', url: publicUrl })).statusCode).toBe(404);
    const list = (status: string) =>
      api(t.app, { method: 'GET', url: `${posts}?status=${status}`, token: creator.token }).then(
        (r) => r.json().data,
      );
    expect((await list('scheduled')).items.map((p: { id: number }) => p.id)).toEqual([post.id]);

    t.clock.advance(2 * HOUR);
    expect((await api(t.app, { method: 'GET', url: publicUrl })).statusCode).toBe(200);
    const published = await list('published');
    expect(published.items.map((p: { id: number }) => p.id)).toContain(post.id);
    expect(published.counts.scheduled).toBe(0);

    const unpublished = await api(t.app, {
      method: 'POST',
      url: `${posts}/${post.id}/unpublish`,
      token: creator.token,
    });
    expect(unpublished.json()).toMatchObject({ data: { status: 'draft', published_at: null } });
    expect((await api(t.app, { method: 'GET', url: publicUrl })).statusCode).toBe(404);

    const now = await api(t.app, {
      method: 'POST',
      url: `${posts}/${post.id}/publish`,
      token: creator.token,
      body: {},
    });
    expect(now.json().data).toMatchObject({ status: 'published', published_at: t.ctx.now().toISOString() });
    // Readers' answers are cached; an edit of a published post shows at once all the same.
    expect((await api(t.app, { method: 'GET', url: publicUrl })).json().data.title).toBe('Terjadwal');
    await api(t.app, {
      method: 'PUT',
      url: `${posts}/${post.id}`,
      token: creator.token,
      body: { title: 'Sudah Terbit' },
    });
    expect((await api(t.app, { method: 'GET', url: publicUrl })).json().data.title).toBe('Sudah Terbit');
    const removed = await api(t.app, { method: 'DELETE', url: `${posts}/${post.id}`, token: creator.token });
    expect(removed.json()).toMatchObject({ success: true });
    expect((await api(t.app, { method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });

  it('refuses to publish an empty post or at a malformed time', async () => {
    const post = (await create({ title: 'Kosong', content_html: '<p> </p>' })).json().data;
    const empty = await api(t.app, {
      method: 'POST',
      url: `${posts}/${post.id}/publish`,
      token: creator.token,
      body: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'BLOG_POST_EMPTY' });
    const badTime = await api(t.app, {
      method: 'POST',
      url: `${posts}/${post.id}/publish`,
      token: creator.token,
      body: { publish_at: 'besok' },
    });
    expect(badTime.statusCode).toBe(400);
  });

  it('lists the author’s posts with search', async () => {
    await create({ title: 'Resep Rendang Padang' });
    const found = await api(t.app, { method: 'GET', url: `${posts}?q=rendang`, token: creator.token });
    expect(found.json().data.items.map((p: { title: string }) => p.title)).toEqual(['Resep Rendang Padang']);
    expect(
      (await api(t.app, { method: 'GET', url: `${posts}?q=%25`, token: creator.token })).json().data.total,
    ).toBe(0);
  });
});

describe('images', () => {
  it('checks, resizes and stores a picture, counted against the storage quota', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const response = await upload(t.app, {
      url: '/api/v2/blog/images',
      token: creator.token,
      field: 'image',
      filename: 'foto.png',
      data: big,
    });
    expect(response.statusCode).toBe(201);
    const { name, url } = response.json().data;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    // It may be the cover; another author's may not.
    const post = (await create({ title: 'Bersampul', cover_image: name })).json().data;
    expect(post.cover_url).toBe(url);
    expect((await create({ title: 'Curian', cover_image: name }, other.token)).json().code).toBe(
      'BLOG_COVER_INVALID',
    );

    const fake = await upload(t.app, {
      url: '/api/v2/blog/images',
      token: creator.token,
      field: 'image',
      filename: 'foto.png',
      data: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(fake.statusCode).toBe(415);

    // A noisy picture does not compress: a few of them fill the 1 MB quota of this suite.
    const noise = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await upload(t.app, {
        url: '/api/v2/blog/images',
        token: creator.token,
        field: 'image',
        filename: 'n.png',
        data: noise,
      });
      statuses.push(r.statusCode);
      if (r.statusCode !== 201) expect(r.json()).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED' });
    }
    expect(statuses).toContain(413);
  }, 60_000);
});
