import type { CopySuggestion } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, type OutlineSpec } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  type CatalogueCast,
  createCatalogueCast,
  createPublisher,
  createUser,
  SEEDED_PLANS,
  subscribe,
  type TestUser,
} from '#test/factories.ts';
import { readSentences } from '../offline/passages.ts';
import { LESSON } from '../test-lesson.ts';

/** "Bantu tulis" with the built-in writer, through the API: what it reads, what it writes, and who may ask. */

const OUTLINE: OutlineSpec[] = [
  { title: 'Pendahuluan', page: 1, items: [] },
  {
    title: 'Bab 1: Belajar Membaca',
    page: 2,
    items: [{ title: 'Membaca Setiap Hari', page: 3, items: [] }],
  },
  { title: 'Bab 2: Usaha Kecil', page: 4, items: [] },
  { title: 'Penutup', page: 6, items: [] },
];

let t: TestApp;
let cast: CatalogueCast;
let creator: TestUser;
let other: TestUser;
let ebookId: number;
let categoryId: number;

const ask = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/copy', token, body, headers });

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t, { pdf: () => makePdf({ pages: 6, outline: OUTLINE }) });
  creator = cast.publisher;
  other = cast.otherPublisher;
  await Promise.all([subscribe(t.ctx, creator), subscribe(t.ctx, other)]);
  await cast.createCategory('Resep Masakan');
  categoryId = (await cast.createCategory('Belajar')).id;
  ebookId = (await cast.readyForReview(creator, { description: '' })).id;
});
afterAll(() => t.app.close());

/** Every sentence of `text` must be one of the source's sentences, word for word. */
function expectExtractive(paragraphs: string[], source: string) {
  const sentences = new Set(readSentences(source).map((s) => s.text));
  for (const paragraph of paragraphs) {
    for (const sentence of readSentences(paragraph))
      expect(sentences, sentence.text).toContain(sentence.text);
  }
}

describe('POST /assistant/copy for a product', () => {
  it("writes a PDF's description, pitch, tags and category from its text, and its table of contents from its bookmarks", async () => {
    const response = await ask(creator.token, { kind: 'product', product_id: ebookId });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Extract<CopySuggestion, { kind: 'product' }>;
    expect(data).toMatchObject({ kind: 'product', generator: 'builtin', read: 'file', language: 'id' });
    const { product } = data;
    expect(product.table_of_contents).toEqual([
      { title: 'Pendahuluan', page: 1, level: 0 },
      { title: 'Bab 1: Belajar Membaca', page: 2, level: 0 },
      { title: 'Membaca Setiap Hari', page: 3, level: 1 },
      { title: 'Bab 2: Usaha Kecil', page: 4, level: 0 },
      { title: 'Penutup', page: 6, level: 0 },
    ]);
    expect(product.description.length).toBeGreaterThan(0);
    const { makePdf: pdf } = await import('#platform/media/fixtures.ts');
    const { readPdfDocument } = await import('#modules/extraction/index.ts');
    const text = (await readPdfDocument(t.ctx, await pdf({ pages: 6, outline: OUTLINE }))).markdown;
    expectExtractive([...product.description, product.pitch], text);
    // Repeated paragraphs of the book are said once.
    const sentences = product.description.flatMap((p) => readSentences(p).map((s) => s.text));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(product.tags.length).toBeGreaterThanOrEqual(3);
    expect(new Set(product.tags.map((tag) => tag.toLowerCase())).size).toBe(product.tags.length);
    expect(product.category).toEqual({ id: categoryId, name: 'Belajar' });
    // Nothing was stored: the product's description is still empty.
    const stored = await api(t.app, { method: 'GET', url: `/api/v2/books/${ebookId}`, token: creator.token });
    expect(stored.json().data.description_html).toBe('');
  });

  it('writes from the details of a product without a file, and lists an audio product’s tracks', async () => {
    const draft = await cast.createDraft(creator, {
      name: 'Kelas Menulis Cerpen',
      format: 'MP3',
      description: `<p>${LESSON.replace(/^#.*$/gm, '')}</p>`,
    });
    const { makeMp3 } = await import('#platform/media/fixtures.ts');
    const mp3 = await makeMp3({ seconds: 1 });
    for (const name of ['Membuka Cerita', 'Tokoh dan Konflik']) {
      const sent = await cast.sendFile(draft.id, 'track', mp3, `${name}.mp3`);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const response = await ask(creator.token, { kind: 'product', product_id: draft.id, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const { product, read } = response.json().data;
    expect(read).toBe('details');
    expect(product.table_of_contents.map((e: { title: string }) => e.title)).toHaveLength(2);
    expect(product.description.at(-1)).toMatch(/^Contains 2 parts: /);
    expectExtractive(product.description.slice(0, -1), LESSON);
  });

  it('says there is nothing to read for a product with neither a file nor a description', async () => {
    const empty = await cast.createDraft(creator, { description: '<p>Segera hadir.</p>' });
    const response = await ask(
      creator.token,
      { kind: 'product', product_id: empty.id },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ASSISTANT_COPY_NOTHING_TO_READ' });
    expect(response.json().error).toMatch(/nothing to read/);
  });

  it("refuses another creator's product, even an admin's request for it, as not found", async () => {
    const theirs = await ask(other.token, { kind: 'product', product_id: ebookId });
    expect(theirs.statusCode).toBe(404);
    const missing = await ask(creator.token, { kind: 'product', product_id: 2_147_483_000 });
    expect(missing.statusCode).toBe(404);
    const strip = ({ request_id: _r, ...rest }: Record<string, unknown>) => rest;
    expect(strip(theirs.json())).toEqual(strip(missing.json()));
    const admin = await ask(cast.admin.token, { kind: 'product', product_id: ebookId });
    expect(admin.statusCode).toBe(404);
  });
});

describe('POST /assistant/copy for a blog post and a landing page', () => {
  it("drafts a post under the notes' own headings, every sentence taken from them", async () => {
    const notes = LESSON.replace(/^# (.*)$/gm, '<h2>$1</h2>')
      .split('\n\n')
      .map((block) => (block.startsWith('<h2>') ? block : `<p>${block}</p>`))
      .join('');
    const response = await ask(creator.token, { kind: 'blog', notes, title: 'Candi di Jawa' });
    expect(response.statusCode, response.body).toBe(200);
    const { blog, read } = response.json().data;
    expect(read).toBe('notes');
    expect(blog.title).toBe('Candi di Jawa');
    expect(blog.outline).toEqual(['Sejarah Candi Borobudur', 'Candi Prambanan']);
    expect(blog.draft.map((s: { heading: string }) => s.heading)).toEqual(blog.outline);
    expectExtractive(
      blog.draft.flatMap((s: { paragraphs: string[] }) => s.paragraphs),
      LESSON,
    );
  });

  it("reads a saved post of the caller's, and not another's", async () => {
    const post = await api(t.app, {
      method: 'POST',
      url: '/api/v2/blog/posts',
      token: creator.token,
      body: { title: 'Catatan Candi', content_html: `<p>${LESSON.replace(/^#.*$/gm, '')}</p>` },
    });
    expect(post.statusCode, post.body).toBe(201);
    const id = post.json().data.id;
    const mine = await ask(creator.token, { kind: 'blog', post_id: id });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.blog.title).toBe('Catatan Candi');
    expect(mine.json().data.blog.outline.length).toBeGreaterThanOrEqual(2);
    expect((await ask(other.token, { kind: 'blog', post_id: id })).statusCode).toBe(404);
  });

  it("writes a landing page's hero and bullets from the caller's products only", async () => {
    const second = await cast.createDraft(creator, {
      name: 'Jelajah Prambanan',
      description: `<p>${LESSON.split('# Candi Prambanan')[1]}</p>`,
    });
    const first = await cast.createDraft(creator, {
      name: 'Jelajah Borobudur',
      description: `<p>${LESSON.split('# Candi Prambanan')[0]?.replace(/^#.*$/gm, '')}</p>`,
    });
    const response = await ask(creator.token, {
      kind: 'landing',
      product_ids: [first.id, second.id],
      page_title: 'Wisata Candi',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { landing } = response.json().data;
    expect(landing.hero_title).toBe('Wisata Candi');
    expectExtractive([landing.hero_text], LESSON);
    expect(landing.bullets).toHaveLength(2);
    expect(landing.bullets[0]).toMatch(/^Jelajah Borobudur: /);
    const foreign = await ask(other.token, { kind: 'landing', product_ids: [first.id] });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /assistant/copy: who may ask', () => {
  it('is for publishers on a plan with the AI feature; blog and landing copy need their editors’ features', async () => {
    const body = { kind: 'blog', notes: LESSON };
    const member = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, member);
    expect((await ask(member.token, body)).statusCode).toBe(403);
    const unsubscribed = await createPublisher(t.app, t.ctx);
    expect((await ask(unsubscribed.token, body)).json()).toMatchObject({
      code: 'FEATURE_REQUIRED',
      details: { feature: 'ai_generate_slides' },
    });
    // Publisher VIP has no LMS: the copy assistant does not need it.
    const publisherVip = await createPublisher(t.app, t.ctx);
    await subscribe(t.ctx, publisherVip, SEEDED_PLANS.publisherVip);
    expect((await ask(publisherVip.token, body)).statusCode).toBe(200);
    // Trainer VIP has the blog but no landing pages.
    const trainerVip = await createPublisher(t.app, t.ctx);
    await subscribe(t.ctx, trainerVip, SEEDED_PLANS.trainerVip);
    expect((await ask(trainerVip.token, body)).statusCode).toBe(200);
    const landing = await ask(trainerVip.token, { kind: 'landing', product_ids: [ebookId] });
    expect(landing.json()).toMatchObject({
      code: 'FEATURE_REQUIRED',
      details: { feature: 'create_landing_page' },
    });
    const guest = await api(t.app, { method: 'POST', url: '/api/v2/assistant/copy', body });
    expect(guest.statusCode).toBe(401);
  });
});
