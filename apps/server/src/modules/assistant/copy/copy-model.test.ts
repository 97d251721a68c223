import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatCompletionsPeer, type ChatRequestBody, type PeerBehaviour } from '#platform/ai/test-peer.ts';
import { makePdf, type OutlineSpec } from '#platform/media/fixtures.ts';
import { monthOf, quotaState } from '#platform/quota/quota-ledger.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, type CatalogueCast, createCatalogueCast, subscribe, type TestUser } from '#test/factories.ts';
import { LESSON } from '../test-lesson.ts';

/**
 * "Bantu tulis" with a model behind it (a local OpenAI-compatible peer): written copy validated against the
 * kind's schema, a broken answer asked again, a slow or failing model refused with the tokens given back.
 */

const TOKENS = { prompt: 700, completion: 250 };
const OUTLINE: OutlineSpec[] = [
  { title: 'Bab 1: Dasar', page: 1, items: [] },
  { title: 'Bab 2: Latihan', page: 3, items: [] },
];

const ANSWERS: Record<string, unknown> = {
  product_copy: {
    description: ['Buku ini mengajak Anda membaca setiap hari.', 'Cocok untuk pelajar dan pekerja.'],
    pitch: 'Kebiasaan membaca lima belas menit sehari.',
    tags: ['membaca', 'Membaca', 'kebiasaan', 'belajar'],
    category_id: -1,
  },
  blog_copy: {
    title: 'Dua Candi Besar di Jawa',
    sections: [
      { heading: 'Borobudur', paragraphs: ['Candi Buddha terbesar di dunia ada di Magelang.'] },
      { heading: 'Prambanan', paragraphs: ['Kompleks candi Hindu dari abad ke-9.'] },
    ],
  },
  landing_copy: {
    hero_title: 'Jelajahi Candi Jawa',
    hero_text: 'Kisah Borobudur dan Prambanan dalam satu paket.',
    bullets: ['Sejarah lengkap', 'Peta perjalanan', 'Foto berwarna'],
  },
};
const byKind = (body: ChatRequestBody): PeerBehaviour => {
  const name = body.response_format?.json_schema?.name ?? '';
  return { kind: 'answer', json: ANSWERS[name] ?? {}, usage: TOKENS };
};

let peer: ChatCompletionsPeer;
let t: TestApp;
let cast: CatalogueCast;
let creator: TestUser;
let ebookId: number;
let lessonId: number;

beforeAll(async () => {
  peer = await new ChatCompletionsPeer(byKind).start();
  t = await buildTestApp({
    AI_BASE_URL: peer.url,
    AI_MODEL: 'model-uji',
    AI_MONTHLY_TOKENS: '50000',
    AI_TIMEOUT_SECONDS: '5',
  });
  cast = await createCatalogueCast(t, { pdf: () => makePdf({ pages: 4, outline: OUTLINE }) });
  creator = cast.publisher;
  ebookId = (await cast.readyForReview(creator)).id;
  lessonId = (await cast.createDraft(creator, { description: `<p>${LESSON.replace(/^#.*$/gm, '')}</p>` })).id;
  await subscribe(t.ctx, creator);
});
afterAll(async () => {
  await t.app.close();
  await peer.stop();
});
beforeEach(() => {
  peer.requests.length = 0;
});

const ask = (body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/copy', token: creator.token, body });
const tokens = () =>
  quotaState(t.ctx.db, { scope: 'ai_tokens', ownerId: creator.id, period: monthOf(t.clock.now()) });

describe('Bantu tulis with a model', () => {
  it("writes a product's copy; its table of contents stays the file's, an unknown category is none", async () => {
    const before = await tokens();
    const response = await ask({ kind: 'product', product_id: ebookId, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ generator: 'model', read: 'file', language: 'en' });
    expect(data.product).toEqual({
      description: (ANSWERS.product_copy as { description: string[] }).description,
      pitch: 'Kebiasaan membaca lima belas menit sehari.',
      table_of_contents: [
        { title: 'Bab 1: Dasar', page: 1, level: 0 },
        { title: 'Bab 2: Latihan', page: 3, level: 0 },
      ],
      tags: ['Membaca', 'kebiasaan', 'belajar'],
      category: null,
    });
    const prompt = peer.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Write in English');
    expect(prompt).toContain('- Bab 2: Latihan');
    expect(prompt).toContain('Membaca adalah jendela dunia.');
    const after = await tokens();
    expect(after.used - before.used).toBe(TOKENS.prompt + TOKENS.completion);
    expect(after.reserved).toBe(0);
  });

  it('writes a blog draft and a landing hero in the shapes asked', async () => {
    const blog = await ask({ kind: 'blog', notes: LESSON });
    expect(blog.statusCode, blog.body).toBe(200);
    expect(blog.json().data.blog).toMatchObject({
      title: 'Dua Candi Besar di Jawa',
      outline: ['Borobudur', 'Prambanan'],
    });
    expect(peer.requests.at(-1)?.body.messages.at(-1)?.content).toContain('Indonesian');
    const landing = await ask({ kind: 'landing', product_ids: [lessonId] });
    expect(landing.statusCode, landing.body).toBe(200);
    expect(landing.json().data.landing).toEqual(ANSWERS.landing_copy);
  });

  it('asks again after an answer that is not the JSON of the schema', async () => {
    peer.next({ kind: 'text', text: '{"title": "tanpa bagian"' });
    const response = await ask({ kind: 'blog', notes: LESSON });
    expect(response.statusCode).toBe(200);
    expect(peer.requests).toHaveLength(2);
  });

  it('gives up on answers that stay broken, with a 503 and the tokens given back', async () => {
    const before = await tokens();
    peer.next(
      ...Array.from(
        { length: 3 },
        () => ({ kind: 'answer', json: { hero_title: '', bullets: [] }, usage: TOKENS }) as const,
      ),
    );
    const response = await ask({ kind: 'landing', product_ids: [lessonId] });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'AI_UNAVAILABLE', details: { failure: 'bad-answer' } });
    expect(peer.requests).toHaveLength(3);
    expect(await tokens()).toMatchObject({ used: before.used, reserved: 0 });
  });

  it('reports a failing (500) or slow model as unavailable, charging nothing', {
    timeout: 60_000,
  }, async () => {
    const before = await tokens();
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 500 }) as const));
    const failing = await ask({ kind: 'blog', notes: LESSON });
    expect(failing.statusCode).toBe(503);
    expect(failing.json().details).toEqual({ failure: 'unavailable' });
    peer.next(
      ...Array.from(
        { length: 3 },
        () => ({ kind: 'slow', delayMs: 6_000, after: byKind({} as never) }) as const,
      ),
    );
    const slow = await ask({ kind: 'blog', notes: LESSON });
    expect(slow.statusCode).toBe(503);
    expect(slow.json().details).toEqual({ failure: 'timeout' });
    expect(await tokens()).toMatchObject({ used: before.used, reserved: 0 });
  });
});
